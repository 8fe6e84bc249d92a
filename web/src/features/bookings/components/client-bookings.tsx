import { ACTIVE_STATUSES, type Booking } from '@shared/schemas/booking';
import type { ReactNode } from 'react';
import { Item, ItemList } from '@/components/ui/item-list';
import { QueryState } from '@/components/ui/query-state';
import { SectionHeader } from '@/components/ui/section-header';
import { useMyBookings } from '@/features/bookings/api/list-my-bookings';
import { bookingContent } from '@/features/bookings/content';
import { isUpcoming } from '@/features/bookings/upcoming';
import { BookServiceButton } from './book-service-button';
import { BookingSummary } from './booking-summary';
import { ClientBookingActions } from './client-booking-actions';
import { PrefilledBooking } from './prefilled-booking';

/** The client's Bookings tab; `action` adds per-booking controls (feedback for completed ones). */
export function ClientBookings({ action }: { action?: (booking: Booking) => ReactNode }) {
  const bookings = useMyBookings();
  const items = bookings.data ?? [];
  // A series can be ended from its first visit still to come (the list is soonest first).
  const seriesStarts = new Set<string>();
  const seen = new Set<string>();
  for (const booking of items) {
    if (!booking.seriesId || seen.has(booking.seriesId) || !ACTIVE_STATUSES.includes(booking.status))
      continue;
    seen.add(booking.seriesId);
    seriesStarts.add(booking.id);
  }
  // Visits still to come first, soonest first (the specification's order); then the rest, the latest first, so
  // this week's finished visits do not sit above next week's.
  const upcoming = items.filter((booking) => isUpcoming(booking));
  const past = items.filter((booking) => !isUpcoming(booking)).reverse();
  const visit = (booking: Booking) => {
    const controls = action?.(booking);
    return (
      <Item key={booking.id}>
        <BookingSummary booking={booking} />
        <div className="mt-3 empty:hidden">
          <ClientBookingActions booking={booking} offerEndSeries={seriesStarts.has(booking.id)} />
        </div>
        {controls && <div className="mt-3">{controls}</div>}
      </Item>
    );
  };
  return (
    <section aria-labelledby="bookings-heading">
      <SectionHeader id="bookings-heading" title={bookingContent.heading}>
        <BookServiceButton />
      </SectionHeader>
      <PrefilledBooking />
      <QueryState
        query={bookings}
        isEmpty={items.length === 0}
        loading={bookingContent.loading}
        empty={bookingContent.empty}
        failure={bookingContent.failure}
      >
        <VisitGroup title={bookingContent.upcomingHeading} bookings={upcoming}>
          {visit}
        </VisitGroup>
        <VisitGroup title={bookingContent.pastHeading} bookings={past}>
          {visit}
        </VisitGroup>
      </QueryState>
    </section>
  );
}

/** One group of the client's visits under its own heading; a group with nothing in it is left out. */
function VisitGroup({
  title,
  bookings,
  children,
}: {
  title: string;
  bookings: readonly Booking[];
  children: (booking: Booking) => ReactNode;
}) {
  if (bookings.length === 0) return null;
  return (
    <div className="mt-6 first:mt-0">
      <h3 className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</h3>
      <ItemList label={title}>{bookings.map(children)}</ItemList>
    </div>
  );
}
