import { endsWithSeries } from '@shared/booking-series';
import { ACTIVE_STATUSES, type Booking } from '@shared/schemas/booking';
import { useState } from 'react';
import { DialogActions } from '@/components/ui/dialog-actions';
import { useEndSeries } from '@/features/bookings/api/end-series';
import { useMyBookings } from '@/features/bookings/api/list-my-bookings';
import { visitContent } from '@/features/bookings/visit-content';
import { shownOnFailure, useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';

const content = visitContent.endSeries;

/** Ending a series with the terms' notice: what still goes ahead and what is cancelled, before agreeing. */
export function EndSeriesConfirm({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const [now] = useState(() => new Date());
  const visits = (useMyBookings().data ?? []).filter(
    (visit) => visit.seriesId === booking.seriesId && ACTIVE_STATUSES.includes(visit.status),
  );
  const ending = visits.filter((visit) => endsWithSeries(visit, now)).length;
  const end = useEndSeries({ errorMessage: content.failure });
  const sending = useSubmission((id: string) => end.mutateAsync(id));

  const confirm = async () => {
    if ((await shownOnFailure(sending.submit(booking.seriesId ?? ''))) !== 'sent') return;
    toast.success(content.done);
    onDone();
  };

  return (
    <div className="space-y-4">
      <p role="note" className="rounded-lg bg-amber-50 p-3 text-amber-900">
        {content.outcome(visits.length - ending, ending)}
      </p>
      <DialogActions
        keepLabel={content.keep}
        onKeep={onDone}
        confirmLabel={content.confirm}
        busyLabel={content.busy}
        pending={sending.pending}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
