import { todayInLondon } from '@shared/dates';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '@shared/schemas/invoice';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useChangeInvoice } from '@/features/invoices/api/mark-invoice-paid';
import { invoiceTabContent } from '@/features/invoices/tab-content';
import { isApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/auth/error-message';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';

export type ChangeKind = 'paid' | 'unpaid' | 'void';

const words = {
  paid: invoiceTabContent.pay,
  unpaid: invoiceTabContent.undo,
  void: invoiceTabContent.voiding,
} as const;
const methods = PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));

/**
 * The confirmation step of a change to an invoice: the payment's date and method, or the reason for
 * taking a payment back or voiding. The server checks it all again; its field errors land here.
 */
export function InvoiceChangeForm({
  id,
  kind,
  onDone,
}: {
  id: string;
  kind: ChangeKind;
  onDone: () => void;
}) {
  const [paidDate, setPaidDate] = useState(todayInLondon());
  const [method, setMethod] = useState<PaymentMethod | ''>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useChangeInvoice();
  const sending = useSubmission((_id: string) =>
    change.mutateAsync(
      kind === 'paid'
        ? { kind, id, body: { paidDate, method: method as PaymentMethod } }
        : kind === 'unpaid'
          ? { kind, id, body: reason.trim() ? { reason } : {} }
          : { kind, id, body: { reason } },
    ),
  );
  const content = words[kind];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (kind === 'paid' && !method) return setErrors({ method: 'Please choose how it was paid' });
    setErrors({});
    try {
      if ((await sending.submit(id)) === 'sent') {
        toast.success(invoiceTabContent.statusSuccess);
        onDone();
      }
    } catch (error) {
      console.error('The invoice was not changed', error);
      if (isApiError(error))
        setErrors(Object.fromEntries((error.issues ?? []).map((issue) => [issue.path, issue.message])));
      toast.error(invoiceTabContent.statusFailure, { description: errorMessage(error) });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      {kind === 'paid' ? (
        <>
          <TextField
            label={invoiceTabContent.pay.date}
            type="date"
            required
            max={todayInLondon()}
            value={paidDate}
            error={errors.paidDate}
            onChange={(event) => setPaidDate(event.target.value)}
          />
          <SelectField
            label={invoiceTabContent.pay.method}
            required
            placeholder={invoiceTabContent.pay.chooseMethod}
            options={methods}
            value={method}
            error={errors.method}
            onChange={(event) => setMethod(event.target.value as PaymentMethod)}
          />
        </>
      ) : (
        <TextField
          label={'reason' in content ? content.reason : ''}
          required={kind === 'void'}
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value)}
        />
      )}
      <Button type="submit" disabled={sending.pending} className="w-full">
        {sending.pending ? content.busy : content.submit}
      </Button>
    </form>
  );
}
