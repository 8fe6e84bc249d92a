import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { accountContent } from '@/features/users/account-content';
import { deleteMyAccount, exportMyData, readableExport } from '@/features/users/api/account-data';
import { AmountsOwed, type Owed, owedOf } from '@/features/users/components/amounts-owed';
import { errorMessage } from '@/lib/auth/error-message';
import { useLogout } from '@/lib/auth/use-logout';
import { saveBlob } from '@/lib/save-file';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';

const content = accountContent;

/** 'Download my data' and 'Delete my account': the client's rights over what we hold. */
export function DataRights() {
  const download = useSubmission(async () => {
    const data = await exportMyData();
    const day = data.exportedAt.slice(0, 10);
    saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), `my-data-${day}.json`);
    saveBlob(new Blob([readableExport(data)], { type: 'text/plain;charset=utf-8' }), `my-data-${day}.txt`);
  });

  const onDownload = async () => {
    try {
      if ((await download.submit(undefined)) === 'sent') toast.success(content.data.downloaded);
    } catch (error) {
      console.error('The export failed', error);
      toast.error(content.data.downloadFailure, { description: errorMessage(error) });
    }
  };

  return (
    <div className="space-y-6">
      <p className="text-slate-700">{content.data.intro}</p>
      <div className="space-y-2">
        <Button variant="secondary" disabled={download.pending} onClick={() => void onDownload()}>
          <Download aria-hidden="true" className="size-5" />
          {download.pending ? content.data.downloadBusy : content.data.download}
        </Button>
        <p className="text-sm text-slate-600">{content.data.downloadHint}</p>
      </div>
      <DeleteAccount />
    </div>
  );
}

function DeleteAccount() {
  const [open, setOpen] = useState(false);
  return (
    <div className="rounded-lg border border-red-200 bg-red-50 p-4">
      <h3 className="text-lg font-semibold text-red-900">{content.deletion.heading}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-red-900">
        {content.deletion.effects.map((effect) => (
          <li key={effect}>{effect}</li>
        ))}
      </ul>
      <Button variant="danger" className="mt-4" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="size-5" />
        {content.deletion.open}
      </Button>
      <ModalDialog
        open={open}
        onOpenChange={setOpen}
        title={content.deletion.title}
        description={content.deletion.description}
      >
        <ConfirmDeletion onCancel={() => setOpen(false)} />
      </ModalDialog>
    </div>
  );
}

function ConfirmDeletion({ onCancel }: { onCancel: () => void }) {
  const [understood, setUnderstood] = useState(false);
  const [error, setError] = useState<string>();
  const [owed, setOwed] = useState<Owed>();
  const logout = useLogout();
  const deletion = useSubmission(() => deleteMyAccount());

  const onDelete = async () => {
    if (!understood) {
      setError(content.deletion.confirmError);
      return;
    }
    setOwed(undefined);
    try {
      if ((await deletion.submit(undefined)) === 'busy') return;
      await logout(content.deletion.done);
    } catch (failure) {
      const refusal = owedOf(failure);
      if (refusal) {
        setOwed(refusal);
        return;
      }
      console.error('The account was not deleted', failure);
      toast.error(content.deletion.failure, { description: errorMessage(failure) });
    }
  };

  return (
    <div className="space-y-4">
      {owed && <AmountsOwed {...owed} />}
      <ul className="list-disc space-y-1 pl-5 text-slate-800">
        {content.deletion.effects.map((effect) => (
          <li key={effect}>{effect}</li>
        ))}
      </ul>
      <div>
        <label className="flex items-start gap-2 text-slate-900">
          <input
            type="checkbox"
            className="mt-1 size-5"
            checked={understood}
            aria-invalid={error ? 'true' : undefined}
            aria-describedby={error ? 'delete-confirm-error' : undefined}
            onChange={(event) => {
              setUnderstood(event.target.checked);
              setError(undefined);
            }}
          />
          {content.deletion.confirmLabel}
        </label>
        {error && (
          <p id="delete-confirm-error" role="alert" className="mt-1 text-sm font-semibold text-red-700">
            {error}
          </p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={deletion.pending}>
          {content.deletion.cancel}
        </Button>
        <Button variant="danger" disabled={deletion.pending} onClick={() => void onDelete()}>
          {deletion.pending ? content.deletion.busy : content.deletion.confirm}
        </Button>
      </div>
    </div>
  );
}
