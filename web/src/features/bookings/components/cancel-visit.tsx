import { cancellationTerms } from '@shared/booking-price';
import { formatDate, formatPence } from '@shared/dates';
import type { Booking } from '@shared/schemas/booking';
import { useState } from 'react';
import { DialogActions } from '@/components/ui/dialog-actions';
import { useCancelBooking } from '@/features/bookings/api/cancel-booking';
import { visitContent } from '@/features/bookings/visit-content';
import { shownOnFailure, useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';

const content = visitContent.cancel;

/**
 * Cancelling (or skipping one visit of a series) under the terms: the outcome is stated before the
 * client agrees, and the fee they agree to is the most the server will record (409 if it has risen).
 */
export function CancelVisit({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const [now] = useState(() => new Date());
  const terms = cancellationTerms({ ...booking, estimatePence: booking.estimate?.totalPence }, now);
  const cancel = useCancelBooking({ errorMessage: content.failure });
  const sending = useSubmission((fee: number) =>
    cancel.mutateAsync({ id: booking.id, acceptedFeePence: fee }),
  );
  const fee = formatPence(terms.feePence);

  const confirm = async () => {
    if ((await shownOnFailure(sending.submit(terms.feePence))) !== 'sent') return;
    toast.success(terms.feePence > 0 ? content.doneWithFee(fee) : content.done);
    onDone();
  };

  return (
    <div className="space-y-4">
      <p className="text-slate-800">{content.which(formatDate(booking.serviceDate), booking.serviceTime)}</p>
      <p
        role="note"
        className={`rounded-lg p-3 ${terms.feePence > 0 ? 'bg-amber-50 text-amber-900' : 'bg-green-50 text-green-900'}`}
      >
        {terms.percent === 0
          ? content.free
          : content.charged(
              terms.percent,
              booking.estimate ? formatPence(booking.estimate.totalPence) : '',
              fee,
            )}
      </p>
      <DialogActions
        keepLabel={content.keep}
        onKeep={onDone}
        confirmLabel={terms.feePence > 0 ? content.confirmWithFee(fee) : content.confirm}
        busyLabel={content.busy}
        pending={sending.pending}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
