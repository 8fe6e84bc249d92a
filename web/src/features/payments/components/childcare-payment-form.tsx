import { todayInLondon } from '@shared/dates';
import { ChildcarePaymentRequestSchema } from '@shared/schemas/payment';
import { type FormEvent, useState } from 'react';
import { DialogActions } from '@/components/ui/dialog-actions';
import { TextField } from '@/components/ui/text-field';
import { useRecordChildcarePayment } from '@/features/payments/api/record-childcare-payment';
import { officePaymentsContent } from '@/features/payments/office-content';
import { isApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/auth/error-message';
import { fieldErrors } from '@/lib/field-errors';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';

const content = officePaymentsContent.childcare;

/**
 * Records a Tax-Free Childcare payment that arrived for a childcare invoice: the parent's payment
 * reference (as HMRC's service shows it) and the day it arrived. Checked here with the API's own schema.
 */
export function ChildcarePaymentForm({
  invoiceId,
  onDone,
  onCancel,
}: {
  invoiceId: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [reference, setReference] = useState('');
  const [paidDate, setPaidDate] = useState(() => todayInLondon());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const record = useRecordChildcarePayment();
  const sending = useSubmission((payment: { reference: string; paidDate: string }) =>
    record.mutateAsync({ invoiceId, payment }),
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const checked = ChildcarePaymentRequestSchema.safeParse({ reference, paidDate });
    if (!checked.success) return setErrors(fieldErrors(checked.error.issues));
    setErrors({});
    try {
      if ((await sending.submit(checked.data)) === 'busy') return;
      toast.success(content.done);
      onDone();
    } catch (error) {
      console.error('The childcare payment was not recorded', error);
      if (isApiError(error)) setErrors(fieldErrors(error.issues));
      setFailure(errorMessage(error) ?? content.failure);
    }
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <TextField
        label={content.reference}
        hint={content.referenceHint}
        required
        autoCapitalize="characters"
        spellCheck={false}
        value={reference}
        error={errors.reference}
        onChange={(event) => setReference(event.target.value)}
      />
      <TextField
        label={content.date}
        type="date"
        required
        max={todayInLondon()}
        value={paidDate}
        error={errors.paidDate}
        onChange={(event) => setPaidDate(event.target.value)}
      />
      {failure && (
        <p role="alert" className="text-red-800">
          {failure}
        </p>
      )}
      <DialogActions
        keepLabel={content.cancel}
        onKeep={onCancel}
        confirmLabel={content.submit}
        busyLabel={content.busy}
        pending={sending.pending}
      />
    </form>
  );
}
