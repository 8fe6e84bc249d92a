import { formatPence } from '@shared/dates';
import {
  type Payment,
  type RefundRequest,
  RefundRequestSchema,
  type RefundResult,
} from '@shared/schemas/payment';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog-actions';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useRefundPayment } from '@/features/payments/api/refund-payment';
import { officePaymentsContent } from '@/features/payments/office-content';
import { refundableOf } from '@/features/payments/refunds';
import { isApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/auth/error-message';
import { fieldErrors } from '@/lib/field-errors';
import { penceOf, poundsText } from '@/lib/price';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';

const content = officePaymentsContent.refund;

type Checked = { refund: RefundRequest; payment: Payment } | { errors: Record<string, string> };

/** The form's text as a refund request, or what is wrong with it (the server checks it all again). */
const check = (payment: Payment | undefined, amount: string, reason: string): Checked => {
  const errors: Record<string, string> = {};
  const pence = penceOf(amount);
  const most = payment ? refundableOf(payment) : 0;
  if (pence === undefined) errors.amountPence = content.amountInvalid;
  else if (pence <= 0) errors.amountPence = content.amountZero;
  else if (pence > most) errors.amountPence = content.amountTooMuch(formatPence(most));
  const parsed = RefundRequestSchema.safeParse({ paymentId: payment?.id, amountPence: pence ?? 0, reason });
  const schemaErrors = parsed.success ? {} : fieldErrors(parsed.error.issues);
  if (schemaErrors.reason) errors.reason = schemaErrors.reason;
  if (schemaErrors.paymentId) errors.paymentId = schemaErrors.paymentId;
  if (!payment || !parsed.success || Object.keys(errors).length > 0) return { errors };
  return { refund: parsed.data, payment };
};

/**
 * Refunds all or part of a payment, in two steps: which payment, how much (what is left to refund,
 * unless changed) and why; then a confirmation that says where the money goes and that a credit note
 * is issued. Sent once however often it is retried (an idempotency key per distinct refund).
 */
export function RefundForm({
  invoiceId,
  payments,
  onDone,
  onCancel,
}: {
  invoiceId: string;
  /** The invoice's payments with something left to refund. */
  payments: readonly Payment[];
  /** After a refund; `onCancel` when the office changed its mind. */
  onDone: () => void;
  onCancel: () => void;
}) {
  const [paymentId, setPaymentId] = useState(payments[0]?.id ?? '');
  const payment = payments.find((each) => each.id === paymentId);
  const [amount, setAmount] = useState(() => poundsText(payment ? refundableOf(payment) : 0));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<{ refund: RefundRequest; payment: Payment }>();
  const [failure, setFailure] = useState<string>();
  // Each step's first words take focus when it appears, as the button that led there is gone.
  const statement = useRef<HTMLParagraphElement>(null);
  const amountField = useRef<HTMLInputElement>(null);
  const stepped = useRef(false);
  useEffect(() => {
    if (confirming) statement.current?.focus();
    else if (stepped.current) amountField.current?.focus();
    stepped.current = true;
  }, [confirming]);
  const refundPayment = useRefundPayment();
  const result = useRef<RefundResult>(undefined);
  const sending = useSubmission(async (refund: RefundRequest, idempotencyKey: string) => {
    result.current = await refundPayment.mutateAsync({ invoiceId, refund, idempotencyKey });
  });

  const choose = (id: string) => {
    setPaymentId(id);
    const chosen = payments.find((each) => each.id === id);
    setAmount(poundsText(chosen ? refundableOf(chosen) : 0));
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(payment, amount, reason);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    setFailure(undefined);
    setConfirming(checked);
  };

  const send = async () => {
    if (!confirming) return;
    setFailure(undefined);
    try {
      if ((await sending.submit(confirming.refund)) === 'busy') return;
      toast.success(
        content.done(
          formatPence(confirming.refund.amountPence),
          result.current?.creditNote.creditNoteNumber ?? '',
        ),
      );
      onDone();
    } catch (error) {
      console.error('The refund was not made', error);
      if (isApiError(error) && error.status === 422 && error.issues.length > 0) {
        setErrors(fieldErrors(error.issues));
        setConfirming(undefined);
      }
      setFailure(errorMessage(error) ?? content.failure);
    }
  };

  if (confirming) {
    const refunded = formatPence(confirming.refund.amountPence);
    return (
      <div className="space-y-5">
        <p ref={statement} tabIndex={-1} className="font-semibold text-slate-900">
          {confirming.payment.method === 'tax_free_childcare'
            ? content.confirmChildcare(refunded)
            : content.confirmTo(refunded, confirming.payment.description)}
        </p>
        <p className="text-slate-700">
          <span className="font-semibold">{content.reasonGiven}</span> {confirming.refund.reason}
        </p>
        {failure && (
          <p role="alert" className="text-red-800">
            {failure}
          </p>
        )}
        <DialogActions
          keepLabel={content.back}
          onKeep={() => setConfirming(undefined)}
          confirmLabel={content.submit(refunded)}
          busyLabel={content.busy}
          pending={sending.pending}
          onConfirm={() => void send()}
        />
      </div>
    );
  }

  return (
    <form noValidate onSubmit={next} className="space-y-5">
      <SelectField
        label={content.payment}
        required
        value={paymentId}
        error={errors.paymentId}
        onChange={(event) => choose(event.target.value)}
        options={payments.map((each) => ({
          value: each.id,
          label: `${each.description} (${content.remaining(formatPence(refundableOf(each)))})`,
        }))}
      />
      <TextField
        ref={amountField}
        label={content.amount}
        hint={payment ? content.amountHint(formatPence(refundableOf(payment))) : undefined}
        required
        inputMode="decimal"
        value={amount}
        error={errors.amountPence}
        onChange={(event) => setAmount(event.target.value)}
      />
      <TextField
        label={content.reason}
        required
        value={reason}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {failure && (
        <p role="alert" className="text-red-800">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {content.cancel}
        </Button>
        <Button type="submit">{content.next}</Button>
      </div>
    </form>
  );
}
