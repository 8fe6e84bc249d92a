import { formatPence } from '@shared/dates';
import type { PaymentMethods } from '@shared/schemas/payment';
import { useState } from 'react';
import { DialogActions } from '@/components/ui/dialog-actions';
import { useCollectInvoice } from '@/features/payments/api/collect-invoice';
import { cardLine, mandateLine } from '@/features/payments/describe';
import { officePaymentsContent } from '@/features/payments/office-content';
import { errorMessage } from '@/lib/auth/error-message';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';

const content = officePaymentsContent.collect;

/** Where an automatic collection takes the money from, in the client's chosen way; none when off. */
export const collectFrom = (methods: PaymentMethods | undefined): string | undefined => {
  if (methods?.autoPay === 'card' && methods.card) return cardLine(methods.card);
  if (methods?.autoPay === 'direct_debit' && methods.directDebit)
    return `${officePaymentsContent.client.directDebit}: ${mandateLine(methods.directDebit)}`;
  return undefined;
};

/** The confirmation step of "Collect now": how much, from where; sent once (an idempotency key). */
export function CollectNow({
  invoiceId,
  amountPence,
  from,
  onDone,
  onCancel,
}: {
  invoiceId: string;
  amountPence: number;
  from: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const collect = useCollectInvoice();
  const [failure, setFailure] = useState<string>();
  const sending = useSubmission((id: string, idempotencyKey: string) =>
    collect.mutateAsync({ invoiceId: id, idempotencyKey }),
  );
  const amount = formatPence(amountPence);
  const confirm = async () => {
    setFailure(undefined);
    try {
      if ((await sending.submit(invoiceId)) === 'busy') return;
      toast.success(content.done);
      onDone();
    } catch (error) {
      console.error('The collection did not start', error);
      setFailure(errorMessage(error) ?? content.failure);
    }
  };
  return (
    <div className="space-y-5">
      <p className="font-semibold text-slate-900">{content.confirm(amount, from)}</p>
      {failure && (
        <p role="alert" className="text-red-800">
          {failure}
        </p>
      )}
      <DialogActions
        keepLabel={content.keep}
        onKeep={onCancel}
        confirmLabel={content.submit(amount)}
        busyLabel={content.busy}
        pending={sending.pending}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
