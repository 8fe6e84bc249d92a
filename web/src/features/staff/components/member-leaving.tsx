import type { Staff } from '@shared/schemas/staff';
import { UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog-actions';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useStaffLeaving } from '@/features/staff/api/save-staff';
import { teamContent as content } from '@/features/staff/content';
import { isApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/auth/error-message';
import { toast } from '@/lib/toast';

/**
 * Marks a member as left, or makes one who left active again, each behind a dialog that
 * says what it does. Leaving is refused while the member has visits to come or holds keys: the dialog
 * stays open listing them, so the office knows what to hand on first.
 */
export function MemberLeaving({ member }: { member: Staff }) {
  const change = member.active ? 'deactivate' : 'reactivate';
  const words = member.active ? content.leaving : content.returning;
  const mutation = useStaffLeaving(change);
  const [open, setOpen] = useState(false);
  const work =
    isApiError(mutation.error) && mutation.error.code === 'staff_has_work' ? mutation.error.issues : [];
  const Icon = member.active ? UserX : UserCheck;

  const close = () => {
    setOpen(false);
    mutation.reset();
  };
  // Awaited here rather than through mutate's callbacks: the team list is read again on success, and a
  // member marked as left leaves the Active list, taking this component with them before those callbacks
  // would run; the toast must still say what happened.
  const confirm = async () => {
    try {
      await mutation.mutateAsync({ id: member.id, version: member.version });
      close();
      toast.success(words.done(member.name));
    } catch (error) {
      // The list of what is left to hand on shows in the dialog; anything else is a toast.
      if (!(isApiError(error) && error.code === 'staff_has_work'))
        toast.error(words.failure, { description: errorMessage(error) });
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Icon aria-hidden="true" className="size-5" />
        {words.open}
        <span className="sr-only">: {member.name}</span>
      </Button>
      <ModalDialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        title={words.title(member.name)}
        description={words.intro}
      >
        {work.length > 0 && (
          <div
            role="alert"
            className="mb-5 rounded-lg border border-amber-300 bg-amber-50 p-4 text-slate-900"
          >
            <p className="font-semibold">
              {content.leaving.workHeading(
                work.some((issue) => issue.path.startsWith('visits.')),
                work.some((issue) => issue.path.startsWith('keys.')),
              )}
            </p>
            <ul className="mt-2 list-disc pl-5">
              {work.map((issue) => (
                <li key={issue.path}>{issue.message}</li>
              ))}
            </ul>
          </div>
        )}
        <DialogActions
          keepLabel={words.keep}
          onKeep={close}
          confirmLabel={words.confirm}
          busyLabel={words.busy}
          pending={mutation.isPending}
          onConfirm={() => void confirm()}
        />
      </ModalDialog>
    </>
  );
}
