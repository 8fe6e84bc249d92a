import { formatDate } from '@shared/dates';
import { type Booking, SERVICE_TYPE_LABELS } from '@shared/schemas/booking';
import { Calendar, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { StatusBadge } from '@/components/ui/status-badge';
import { bookingTone } from '@/components/ui/status-tones';
import { bookingContent, hoursLabel } from '@/features/bookings/content';

interface BookingSummaryProps {
  booking: Booking;
  /** Extra lines, e.g. who the booking is for on the admin's list. */
  children?: ReactNode;
}

/** One booking as both screens show it: service, status, when, for how long, who and any notes. */
export function BookingSummary({ booking, children }: BookingSummaryProps) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900">{SERVICE_TYPE_LABELS[booking.serviceType]}</h3>
        <StatusBadge tone={bookingTone(booking.status)}>{booking.status}</StatusBadge>
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-slate-700">
        <span className="inline-flex items-center gap-1.5">
          <Calendar aria-hidden="true" className="size-4" />
          {formatDate(booking.serviceDate)}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4" />
          {booking.serviceTime}, {hoursLabel(booking.durationHours)}
        </span>
      </p>
      {children}
      {booking.staffName && (
        <p className="text-slate-700">
          <span className="font-semibold">{bookingContent.staff}:</span> {booking.staffName}
        </p>
      )}
      {booking.specialInstructions && (
        <p className="text-slate-700">
          <span className="font-semibold">{bookingContent.instructions}:</span> {booking.specialInstructions}
        </p>
      )}
    </div>
  );
}
