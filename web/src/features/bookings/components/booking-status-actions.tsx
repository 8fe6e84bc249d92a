import { formatDate } from '@shared/dates';
import { type AdminBooking, SERVICE_TYPE_LABELS } from '@shared/schemas/booking';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  type BookingStatusChange,
  useUpdateBookingStatus,
} from '@/features/bookings/api/update-booking-status';
import { bookingContent } from '@/features/bookings/content';
import { errorMessage } from '@/lib/auth/error-message';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';

const content = bookingContent.actions;
const input =
  'block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:w-56';

/**
 * SPEC §4's admin moves: a pending booking is confirmed (with the staff member's name) or cancelled;
 * a confirmed one is marked complete. The server's state machine has the last word.
 */
export function BookingStatusActions({ booking }: { booking: AdminBooking }) {
  const [staffName, setStaffName] = useState('');
  const staffId = useId();
  const update = useUpdateBookingStatus();
  const changing = useSubmission((change: BookingStatusChange) => update.mutateAsync(change));
  if (booking.status !== 'pending' && booking.status !== 'confirmed') return null;

  const change = async (status: BookingStatusChange['status']) => {
    const staff = staffName.trim();
    try {
      const outcome = await changing.submit({
        id: booking.id,
        status,
        ...(status === 'confirmed' && staff ? { staffName: staff } : {}),
      });
      if (outcome === 'sent') toast.success(content.success);
    } catch (error) {
      console.error('The booking status did not change', error);
      toast.error(content.failure, { description: errorMessage(error) });
    }
  };
  // Every card has these buttons; the hidden words say which booking each one acts on.
  const which = (
    <span className="sr-only">
      : {`${SERVICE_TYPE_LABELS[booking.serviceType]}, ${formatDate(booking.serviceDate)}`}
    </span>
  );

  if (booking.status === 'confirmed')
    return (
      <Button disabled={changing.pending} onClick={() => void change('completed')}>
        {content.complete}
        {which}
      </Button>
    );
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="w-full space-y-1.5 sm:w-auto">
        <label htmlFor={staffId} className="block text-sm font-semibold text-slate-800">
          {content.staffName}
        </label>
        <input
          id={staffId}
          value={staffName}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => setStaffName(event.target.value)}
          className={input}
        />
      </div>
      <Button disabled={changing.pending} onClick={() => void change('confirmed')}>
        {content.confirm}
        {which}
      </Button>
      <Button variant="secondary" disabled={changing.pending} onClick={() => void change('cancelled')}>
        {content.cancel}
        {which}
      </Button>
    </div>
  );
}
