import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { dashboardPaths } from '@/config/paths';
import { useDeleteClientAccount } from '@/features/users/api/client';
import { adminContent } from '@/features/users/content';
import { errorMessage } from '@/lib/auth/error-message';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';

const content = adminContent.client.deletion;

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
  const [error, setError] = useState<string>();
  const navigate = useNavigate();
  const deleteAccount = useDeleteClientAccount();
  const deletion = useSubmission((id: string) => deleteAccount.mutateAsync(id));

  const onDelete = async () => {
    if (!asked) {
      setError(content.confirmError);
      return;
    }
    try {
      if ((await deletion.submit(client.id)) === 'busy') return;
      toast.success(content.done(client.fullName));
      navigate(dashboardPaths.users);
    } catch (failure) {
      console.error('The account was not deleted', failure);
      toast.error(content.failure, { description: errorMessage(failure) });
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-slate-800">{content.intro}</p>
      <div>
        <label className="flex items-start gap-2 text-slate-900">
          <input
            type="checkbox"
            className="mt-1 size-5"
            checked={asked}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? 'client-delete-error' : undefined}
            onChange={(event) => {
              setAsked(event.target.checked);
              setError(undefined);
            }}
          />
          {content.confirmLabel}
        </label>
        {error && (
          <p id="client-delete-error" role="alert" className="mt-1 text-sm font-semibold text-red-700">
            {error}
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
