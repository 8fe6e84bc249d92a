import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { TextAreaField } from '@/components/ui/text-field';
import { dashboardPaths } from '@/config/portal-paths';
import { useDeleteClientAccount } from '@/features/users/api/client';
import { AmountsOwed, type Owed, owedOf } from '@/features/users/components/amounts-owed';
import { adminContent } from '@/features/users/content';
import { errorMessage } from '@/lib/auth/error-message';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';

const content = adminContent.client.deletion;

/** The shortest reason the server takes (shared/schemas/account.ts). */
const REASON_MIN = 5;

/** The office deletes a client's account at their request, after saying so in a dialog. */
export function ClientDeletion({ client }: { client: { id: string; fullName: string } }) {
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby="client-deletion-heading"
      className="rounded-lg border border-red-200 bg-red-50 p-4"
    >
      <h3 id="client-deletion-heading" className="text-lg font-semibold text-red-900">
        {content.heading}
      </h3>
      <p className="mt-2 text-sm text-red-900">{content.intro}</p>
      <Button variant="danger" className="mt-4" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="size-5" />
        {content.open}
      </Button>
      <ModalDialog open={open} onOpenChange={setOpen} title={content.title} description={content.description}>
        <ConfirmDeletion client={client} onCancel={() => setOpen(false)} />
      </ModalDialog>
    </section>
  );
}

function ConfirmDeletion({
  client,
  onCancel,
}: {
  client: { id: string; fullName: string };
  onCancel: () => void;
}) {
  const [asked, setAsked] = useState(false);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ asked?: string; reason?: string }>({});
  const [owed, setOwed] = useState<Owed>();
  const navigate = useNavigate();
  const deleteAccount = useDeleteClientAccount();
  const deletion = useSubmission((request: { id: string; reason: string }) =>
    deleteAccount.mutateAsync(request),
  );

  const onDelete = async () => {
    const found = {
      ...(asked ? {} : { asked: content.confirmError }),
      ...(reason.trim().length >= REASON_MIN ? {} : { reason: content.reasonError }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setOwed(undefined);
    try {
      if ((await deletion.submit({ id: client.id, reason: reason.trim() })) === 'busy') return;
      toast.success(content.done(client.fullName));
      navigate(dashboardPaths.users);
    } catch (failure) {
      const refusal = owedOf(failure);
      if (refusal) {
        setOwed(refusal);
        return;
      }
      console.error('The account was not deleted', failure);
      toast.error(content.failure, { description: errorMessage(failure) });
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-slate-800">{content.intro}</p>
      {owed && <AmountsOwed {...owed} />}
      <TextAreaField
        label={content.reason}
        hint={content.reasonHint}
        required
        rows={2}
        maxLength={300}
        value={reason}
        error={errors.reason}
        onChange={(event) => {
          setReason(event.target.value);
          setErrors(({ reason: _gone, ...rest }) => rest);
        }}
      />
      <div>
        <label className="flex items-start gap-2 text-slate-900">
          <input
            type="checkbox"
            className="mt-1 size-5"
            checked={asked}
            aria-invalid={errors.asked ? 'true' : undefined}
            aria-describedby={errors.asked ? 'client-delete-error' : undefined}
            onChange={(event) => {
              setAsked(event.target.checked);
              setErrors(({ asked: _gone, ...rest }) => rest);
            }}
          />
          {content.confirmLabel}
        </label>
        {errors.asked && (
          <p id="client-delete-error" role="alert" className="mt-1 text-sm font-semibold text-red-700">
            {errors.asked}
          </p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={deletion.pending}>
          {content.cancel}
        </Button>
        <Button variant="danger" disabled={deletion.pending} onClick={() => void onDelete()}>
          {deletion.pending ? content.busy : content.confirm}
        </Button>
      </div>
    </div>
  );
}
