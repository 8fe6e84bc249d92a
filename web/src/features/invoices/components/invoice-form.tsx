import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextField } from '@/components/ui/text-field';
import { invoiceRequest, useCreateInvoice } from '@/features/invoices/api/create-invoice';
import { invoiceContent } from '@/features/invoices/content';
import { errorMessage } from '@/lib/auth/error-message';
import { showServerIssues } from '@/lib/server-issues';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';
import { ClientSelect } from './client-select';
import { type InvoiceFields, type InvoiceFormOutput, InvoiceFormSchema } from './invoice-form-schema';

const content = invoiceContent.dialog;
const emptyInvoice: InvoiceFields = { userId: '', description: '', amount: '', pdf: undefined };
const serverFields = ['userId', 'description', 'amount'] as const;

const resolver = zodResolver(InvoiceFormSchema) as unknown as Resolver<
  InvoiceFields,
  unknown,
  InvoiceFormOutput
>;

/** SPEC §5: a client ('Please select a user'), a description, an amount (£, step 0.01), an optional PDF. */
export function InvoiceForm({ onCreated }: { onCreated: () => void }) {
  const { register, handleSubmit, reset, setError, setValue, formState } = useForm<
    InvoiceFields,
    unknown,
    InvoiceFormOutput
  >({ resolver, defaultValues: emptyInvoice });
  const { errors, isSubmitting } = formState;
  const createInvoice = useCreateInvoice();
  const creation = useSubmission(
    (invoice: InvoiceFormOutput, idempotencyKey) => createInvoice.mutateAsync({ invoice, idempotencyKey }),
    invoiceRequest,
  );
  const busy = isSubmitting || creation.pending;

  const submit = async (invoice: InvoiceFormOutput) => {
    try {
      if ((await creation.submit(invoice)) === 'busy') return;
      toast.success(content.success);
      reset();
      onCreated();
    } catch (error) {
      console.error('The invoice was not created', error);
      showServerIssues(error, setError, serverFields);
      toast.error(content.failure, { description: errorMessage(error) });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5">
      <ClientSelect field={register('userId')} error={errors.userId?.message} />
      <TextField
        label={content.description}
        required
        error={errors.description?.message}
        {...register('description')}
      />
      <TextField
        label={content.amount}
        required
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        error={errors.amount?.message}
        {...register('amount')}
      />
      <Field label={content.pdf} error={errors.pdf?.message}>
        {(control) => (
          <input
            type="file"
            accept=".pdf,application/pdf"
            onChange={(event) => setValue('pdf', event.target.files?.[0], { shouldValidate: true })}
            {...control}
          />
        )}
      </Field>
      <Button type="submit" disabled={busy} className="w-full">
        {busy ? content.busy : content.submit}
      </Button>
    </form>
  );
}
