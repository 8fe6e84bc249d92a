import { todayInLondon } from '@shared/dates';
import {
  type MarkPaid,
  MarkPaidSchema,
  PAYMENT_METHOD_LABELS,
  RECORDED_METHODS,
} from '@shared/schemas/invoice';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useChangeInvoice } from '@/features/invoices/api/mark-invoice-paid';
import { invoiceTabContent } from '@/features/invoices/tab-content';
import { isApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/auth/error-message';
import { fieldErrors } from '@/lib/field-errors';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';

export type ChangeKind = 'paid' | 'unpaid' | 'void';

const words = {
  paid: invoiceTabContent.pay,
  unpaid: invoiceTabContent.undo,
  void: invoiceTabContent.voiding,
} as const;
// Card and Direct Debit payments taken online arrive from the providers; the office records the rest.
const methods = RECORDED_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));
type RecordedMethod = MarkPaid['method'];
type Body = MarkPaid | { reason?: string };

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
  const [method, setMethod] = useState<RecordedMethod | ''>('');
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useChangeInvoice();
  // The body matches its kind by construction (bodyOf below).
  const sending = useSubmission((body: Body) =>
    change.mutateAsync({ kind, id, body } as Parameters<typeof change.mutateAsync>[0]),
  );
  const content = words[kind];

  /** What is sent: checked here first for a payment (the server checks it all again). */
  const bodyOf = (): { body: Body } | { errors: Record<string, string> } => {
    if (kind === 'unpaid') return { body: reason.trim() ? { reason } : {} };
    if (kind === 'void') return { body: { reason } };
    const checked = MarkPaidSchema.safeParse({
      paidDate,
      method: method || undefined,
      // A reference is for Tax-Free Childcare only; one typed before choosing another method is not sent.
      ...(method === 'tax_free_childcare' && reference.trim() ? { reference } : {}),
    });
    return checked.success ? { body: checked.data } : { errors: fieldErrors(checked.error.issues) };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = bodyOf();
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    try {
      if ((await sending.submit(checked.body)) === 'sent') {
        toast.success(invoiceTabContent.statusSuccess);
        onDone();
      }
    } catch (error) {
      console.error('The invoice was not changed', error);
      if (isApiError(error)) setErrors(fieldErrors(error.issues));
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
            onChange={(event) => setMethod(event.target.value as RecordedMethod)}
          />
          {method === 'tax_free_childcare' && (
            <TextField
              label={invoiceTabContent.pay.reference}
              hint={invoiceTabContent.pay.referenceHint}
              required
              autoCapitalize="characters"
              spellCheck={false}
              value={reference}
              error={errors.reference}
              onChange={(event) => setReference(event.target.value)}
            />
          )}
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
