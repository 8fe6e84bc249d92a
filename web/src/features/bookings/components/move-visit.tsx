import { estimateVisit } from '@shared/booking-price';
import { bookableDates, ruleMessages, startTimesFor } from '@shared/booking-rules';
import { formatDate, formatPence } from '@shared/dates';
import { weekdayOf } from '@shared/london-time';
import type { Booking } from '@shared/schemas/booking';
import { useState } from 'react';
import { DialogActions } from '@/components/ui/dialog-actions';
import { TextField } from '@/components/ui/text-field';
import { useAvailability } from '@/features/bookings/api/availability';
import { useRescheduleBooking } from '@/features/bookings/api/reschedule-booking';
import { visitContent } from '@/features/bookings/visit-content';
import { isApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/auth/error-message';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';
import { StartTimeField } from './start-time-field';

const content = visitContent.move;

/**
 * Moving a visit: only dates and times the booking rules allow and someone is free for (the
 * person who comes now, or another); the office confirms the new time.
 */
export function MoveVisit({ booking, onDone }: { booking: Booking; onDone: () => void }) {
  const [now] = useState(() => new Date());
  const [serviceDate, setServiceDate] = useState('');
  const [serviceTime, setServiceTime] = useState('');
  const [error, setError] = useState<string>();
  const { first, last } = bookableDates(now);
  const ruleTimes = serviceDate
    ? startTimesFor(booking.serviceType, booking.durationHours, serviceDate, now)
    : [];
  const postcode = booking.address?.postcode;
  const availability = useAvailability(
    serviceDate && postcode && ruleTimes.length > 0
      ? {
          serviceType: booking.serviceType,
          durationHours: booking.durationHours,
          postcode,
          from: serviceDate,
          days: 1,
          movingId: booking.id,
        }
      : undefined,
  );
  const free = availability.isPlaceholderData
    ? undefined
    : availability.data?.days.find((day) => day.serviceDate === serviceDate)?.times;
  const finding = ruleTimes.length > 0 && free === undefined && availability.fetchStatus === 'fetching';
  const times = (free ?? []).map((entry) => ({
    value: entry.serviceTime,
    label: content.timeWith(entry.serviceTime, entry.staffFirstName),
  }));
  const noTimes =
    serviceDate && times.length === 0 && !finding
      ? weekdayOf(serviceDate) === 7
        ? ruleMessages.sunday
        : ruleTimes.length === 0
          ? content.noTimes
          : content.nobodyFree
      : undefined;
  const estimate = serviceDate ? estimateVisit({ ...booking, serviceDate }, booking.frequency) : undefined;
  const move = useRescheduleBooking();
  const sending = useSubmission((slot: { serviceDate: string; serviceTime: string }) =>
    move.mutateAsync({ id: booking.id, ...slot }),
  );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!serviceTime) {
      setError(content.chooseTime);
      return;
    }
    try {
      if ((await sending.submit({ serviceDate, serviceTime })) === 'busy') return;
      toast.success(content.done);
      onDone();
    } catch (failure) {
      console.error('The visit was not moved', failure);
      if (isApiError(failure) && failure.issues[0]) setError(failure.issues[0].message);
      toast.error(content.failure, { description: errorMessage(failure) });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <p className="text-slate-800">{content.from(formatDate(booking.serviceDate), booking.serviceTime)}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={content.date}
          required
          type="date"
          min={first}
          max={last}
          value={serviceDate}
          onChange={(event) => {
            setServiceDate(event.target.value);
            setServiceTime('');
            setError(undefined);
          }}
        />
        <StartTimeField
          label={content.time}
          placeholder={finding ? content.findingTimes : content.chooseTime}
          busy={finding}
          times={times}
          value={serviceTime}
          error={error ?? noTimes}
          onChange={(event) => {
            setServiceTime(event.target.value);
            setError(undefined);
          }}
        />
      </div>
      {estimate && <p className="text-slate-800">{content.estimate(formatPence(estimate.totalPence))}</p>}
      <p role="note" className="rounded-lg bg-slate-100 p-3 text-slate-800">
        {booking.status === 'confirmed' ? content.backToPending : content.pending}
      </p>
      <DialogActions
        keepLabel={content.keep}
        onKeep={onDone}
        confirmLabel={content.confirm}
        busyLabel={content.busy}
        pending={sending.pending}
        disabled={!serviceTime}
      />
    </form>
  );
}
