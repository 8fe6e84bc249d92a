import { ACTIVE_STATUSES, type Booking } from '@shared/schemas/booking';
import type { ReactNode } from 'react';
import { Item, ItemList } from '@/components/ui/item-list';
import { QueryState } from '@/components/ui/query-state';
import { SectionHeader } from '@/components/ui/section-header';
import { useMyBookings } from '@/features/bookings/api/list-my-bookings';
import { bookingContent } from '@/features/bookings/content';
import { BookServiceButton } from './book-service-button';
import { BookingSummary } from './booking-summary';
import { ClientBookingActions } from './client-booking-actions';

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
  return (
    <section aria-labelledby="bookings-heading">
      <SectionHeader id="bookings-heading" title={bookingContent.heading}>
        <BookServiceButton />
      </SectionHeader>
      <QueryState
        query={bookings}
        isEmpty={items.length === 0}
        loading={bookingContent.loading}
        empty={bookingContent.empty}
        failure={bookingContent.failure}
      >
        <ItemList label={bookingContent.heading}>
          {items.map((booking) => {
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
          })}
        </ItemList>
      </QueryState>
    </section>
  );
}
