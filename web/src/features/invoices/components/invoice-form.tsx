import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { invoiceRequest, type NewInvoice, useCreateInvoice } from '@/features/invoices/api/create-invoice';
import { invoiceContent } from '@/features/invoices/content';
import { errorMessage } from '@/lib/auth/error-message';
import { showServerIssues } from '@/lib/server-issues';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';
import { ClientSelect } from './client-select';
import { type InvoiceFields, type InvoiceFormOutput, InvoiceFormSchema } from './invoice-form-schema';
import { ManualLines } from './manual-lines';
import { ReadyLines } from './ready-lines';

const content = invoiceContent.dialog;
const emptyInvoice: InvoiceFields = { userId: '', bookingIds: [], lines: [], pdf: undefined };
const serverFields = ['userId', 'lines'] as const;

const resolver = zodResolver(InvoiceFormSchema) as unknown as Resolver<
  InvoiceFields,
  unknown,
  InvoiceFormOutput
>;

const toRequest = ({ userId, bookingIds, lines, pdf }: InvoiceFormOutput): NewInvoice => ({
  userId,
  ...(bookingIds.length ? { bookingIds } : {}),
  ...(lines.length ? { lines } : {}),
  ...(pdf ? { pdf } : {}),
});

/**
 * A client, then their completed visits and cancellation fees (ticked), typed lines, an optional PDF:
 * one submission issues the invoice, priced by the server in pence.
 */
export function InvoiceForm({ onCreated, clientId }: { onCreated: () => void; clientId?: string }) {
  const { register, handleSubmit, reset, setError, setValue, watch, control, formState } = useForm<
    InvoiceFields,
    unknown,
    InvoiceFormOutput
  >({ resolver, defaultValues: clientId ? { ...emptyInvoice, userId: clientId } : emptyInvoice });
  const { errors, isSubmitting } = formState;
  const userId = watch('userId');
  const createInvoice = useCreateInvoice();
  const creation = useSubmission(
    (invoice: NewInvoice, idempotencyKey) => createInvoice.mutateAsync({ invoice, idempotencyKey }),
    invoiceRequest,
  );
  const busy = isSubmitting || creation.pending;

  const send = async (invoice: NewInvoice) => {
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
    <form noValidate onSubmit={handleSubmit((values) => send(toRequest(values)))} className="space-y-5">
      <ClientSelect field={register('userId')} error={errors.userId?.message} />
      <ReadyLines
        userId={userId}
        field={register('bookingIds')}
        busy={busy}
        onMonth={(month) => void send({ userId, month })}
      />
      <ManualLines control={control} register={register} errors={errors} />
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
