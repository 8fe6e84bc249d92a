import type { Staff } from '@shared/schemas/staff';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog-actions';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useDeleteStaffSignIn } from '@/features/staff/api/save-staff';
import { teamContent } from '@/features/staff/content';
import { toast } from '@/lib/toast';

const content = teamContent.signInDeletion;

/**
 * A former member's sign-in deleted for good at their request, behind a dialog that says
 * what goes and what stays. Only for a member who has left and still has a sign-in.
 */
export function DeleteSignIn({ member }: { member: Staff }) {
  const [open, setOpen] = useState(false);
  const deletion = useDeleteStaffSignIn({ errorMessage: content.failure });
  const close = () => {
    setOpen(false);
    deletion.reset();
  };
  const confirm = () =>
    deletion.mutate(
      { id: member.id, version: member.version },
      {
        onSuccess: () => {
          close();
          toast.success(content.done(member.name));
        },
      },
    );
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="size-5" />
        {content.open}
        <span className="sr-only">: {member.name}</span>
      </Button>
      <ModalDialog
        open={open}
        onOpenChange={(next) => (next ? setOpen(true) : close())}
        title={content.title(member.name)}
        description={content.intro}
      >
        <DialogActions
          keepLabel={content.keep}
          onKeep={close}
          confirmLabel={content.confirm}
          busyLabel={content.busy}
          pending={deletion.isPending}
          onConfirm={() => void confirm()}
        />
      </ModalDialog>
    </>
  );
}
