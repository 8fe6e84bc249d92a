import type { AdminBooking } from '@shared/schemas/booking';
import { useState } from 'react';
import { DialogActions } from '@/components/ui/dialog-actions';
import { TextAreaField } from '@/components/ui/text-field';
import { adminBookingContent } from '@/features/bookings/admin-content';
import { useUpdateBookingStatus } from '@/features/bookings/api/update-booking-status';
import { shownOnFailure, useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';

const content = adminBookingContent.cancel;

/** The office cancels only after saying why: the client sees the reason on their booking. */
export function AdminCancelForm({ booking, onDone }: { booking: AdminBooking; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const update = useUpdateBookingStatus({ errorMessage: content.failure });
  const sending = useSubmission((text: string) =>
    update.mutateAsync({ id: booking.id, status: 'cancelled', reason: text }),
  );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setError(content.reasonRequired);
      return;
    }
    if ((await shownOnFailure(sending.submit(reason.trim()))) !== 'sent') return;
    toast.success(content.done);
    onDone();
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <TextAreaField
        label={content.reason}
        hint={content.reasonHint}
        required
        rows={3}
        maxLength={500}
        value={reason}
        error={error}
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
      />
      <DialogActions
        keepLabel={content.keep}
        onKeep={onDone}
        confirmLabel={content.confirm}
        busyLabel={content.busy}
        pending={sending.pending}
      />
    </form>
  );
}
