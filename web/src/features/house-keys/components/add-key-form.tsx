import { type CreateKey, CreateKeySchema, KEY_KIND_LABELS, KEY_KINDS } from '@shared/schemas/house-keys';
import { useRef } from 'react';
import { FormProvider, type Path, useForm } from 'react-hook-form';
import { DialogActions } from '@/components/ui/dialog-actions';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { useCreateKey } from '@/features/house-keys/api/create-key';
import { keysContent } from '@/features/house-keys/content';
import { errorMessage } from '@/lib/auth/error-message';
import { showServerIssues } from '@/lib/server-issues';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';
import type { ClientPicker } from './client-picker';

const content = keysContent.addForm;

interface AddKeyFields {
  clientId: string;
  kind: string;
  label: string;
}

const fields: Path<AddKeyFields>[] = ['clientId', 'kind', 'label'];

interface AddKeyFormProps {
  onDone: () => void;
  /** The client's page adds a key for its own client: no picker. */
  client?: { id: string; name: string };
  /** The register picks any client. */
  ClientPicker?: ClientPicker;
}

/** The office records a key a client has handed over; the server tags it. */
export function AddKeyForm({ onDone, client, ClientPicker }: AddKeyFormProps) {
  const form = useForm<AddKeyFields>({
    defaultValues: { clientId: client?.id ?? '', kind: '', label: '' },
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const create = useCreateKey();
  // The new key's tag, for the toast: the server chose it.
  const added = useRef<string>('');
  const sending = useSubmission(async (key: CreateKey, idempotencyKey) => {
    added.current = (await create.mutateAsync({ key, idempotencyKey })).tag;
  });

  const submit = async (values: AddKeyFields) => {
    const parsed = CreateKeySchema.safeParse(values);
    if (!parsed.success) {
      let first = true;
      for (const issue of parsed.error.issues) {
        setError(
          issue.path.join('.') as Path<AddKeyFields>,
          { message: issue.message },
          { shouldFocus: first },
        );
        first = false;
      }
      return;
    }
    try {
      if ((await sending.submit(parsed.data)) === 'busy') return;
      toast.success(content.done(added.current));
      onDone();
    } catch (error) {
      console.error('The key was not added', error);
      showServerIssues(error, setError, fields);
      toast.error(content.failure, { description: errorMessage(error) });
    }
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(submit)} className="space-y-4">
        <p className="rounded-md bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-300">{content.intro}</p>
        {client ? (
          <p className="text-slate-800">
            <span className="font-semibold">{keysContent.client}:</span> {client.name}
          </p>
        ) : (
          ClientPicker && <ClientPicker field={register('clientId')} error={errors.clientId?.message} />
        )}
        <SelectField
          label={content.kind}
          required
          placeholder={content.kindChoose}
          options={KEY_KINDS.map((kind) => ({ value: kind, label: KEY_KIND_LABELS[kind] }))}
          error={errors.kind?.message}
          {...register('kind')}
        />
        <FormField
          name="label"
          label={content.opens}
          hint={content.opensHint}
          required
          maxLength={80}
          autoComplete="off"
        />
        <DialogActions
          keepLabel={content.keep}
          onKeep={onDone}
          confirmLabel={content.save}
          busyLabel={content.busy}
          pending={sending.pending}
        />
      </form>
    </FormProvider>
  );
}
