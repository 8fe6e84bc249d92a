import { formatDate, formatPence } from '@shared/dates';
import { type Booking, SERVICE_TYPE_LABELS } from '@shared/schemas/booking';
import { Calendar, Clock } from 'lucide-react';
import { type ReactNode, Suspense } from 'react';
import { StatusBadge } from '@/components/ui/status-badge';
import { bookingTone } from '@/components/ui/status-tones';
import { bookingContent, hoursLabel } from '@/features/bookings/content';
import { lazyComponent } from '@/lib/lazy-component';

// Only a visit under way or done has a report: its code (London clock times, the handover's words)
// loads when one is drawn, not with every list of bookings.
const VisitReport = lazyComponent(async () => (await import('./visit-report')).VisitReport);

interface BookingSummaryProps {
  booking: Booking;
  /** Extra lines, e.g. who the booking is for on the admin's list. */
  children?: ReactNode;
}

const Line = ({ label, children }: { label: string; children: ReactNode }) => (
  <p className="text-slate-700">
    <span className="font-semibold">{label}:</span> {children}
  </p>
);

/**
 * One booking as both screens show it: service, status, when, where, the estimate and what happened
 * (a cancellation, and the day's report).
 */
export function BookingSummary({ booking, children }: BookingSummaryProps) {
  const { address, cancellation, estimate } = booking;
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
        {booking.frequency && <span>{bookingContent.series[booking.frequency]}</span>}
      </p>
      {address && (
        <Line label={bookingContent.address}>
          {[address.line1, address.line2, address.town, address.postcode].filter(Boolean).join(', ')}
        </Line>
      )}
      {children}
      {booking.rescheduledFrom && (
        <p className="text-slate-700">
          {bookingContent.moved(
            `${formatDate(booking.rescheduledFrom.serviceDate)}, ${booking.rescheduledFrom.serviceTime}`,
          )}
        </p>
      )}
      {booking.staffName && <Line label={bookingContent.staff}>{booking.staffName}</Line>}
      <Line label={bookingContent.estimate}>
        {estimate ? formatPence(estimate.totalPence) : bookingContent.byQuote}
        {estimate?.bankHoliday ? ` (${estimate.bankHoliday})` : ''}
      </Line>
      {booking.accessNotes && <Line label={bookingContent.accessNotes}>{booking.accessNotes}</Line>}
      {booking.specialInstructions && (
        <Line label={bookingContent.instructions}>{booking.specialInstructions}</Line>
      )}
      {cancellation && (
        <p className="rounded-md bg-slate-100 p-2 text-slate-800">
          {cancellation.by === 'office' ? bookingContent.cancelledByOffice : bookingContent.cancelledByClient}
          {cancellation.reason ? `: ${cancellation.reason.replace(/[.!?]+$/, '')}` : ''}.{' '}
          {cancellation.feePence > 0
            ? bookingContent.fee(formatPence(cancellation.feePence))
            : bookingContent.noFee}
          .
        </p>
      )}
      {booking.deposit && (
        <p className="rounded-md bg-slate-100 p-2 text-slate-800">
          {bookingContent.deposit(formatPence(booking.deposit.amountPence), booking.deposit.invoiceNumber)}
        </p>
      )}
      {booking.visit && (
        <Suspense fallback={null}>
          <VisitReport.Component booking={booking} />
        </Suspense>
      )}
    </div>
  );
}
