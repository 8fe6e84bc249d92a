import { ClientLine } from '@/components/ui/client-line';
import { Item, ItemList } from '@/components/ui/item-list';
import { LoadMore } from '@/components/ui/load-more';
import { QueryState } from '@/components/ui/query-state';
import { SectionHeader } from '@/components/ui/section-header';
import { useAllBookings } from '@/features/bookings/api/list-all-bookings';
import { bookingContent } from '@/features/bookings/content';
import { BookingStatusActions } from './booking-status-actions';
import { BookingSummary } from './booking-summary';

/** The admin's Bookings tab: every client's bookings, latest first, with the status moves. */
export function AdminBookings() {
  const bookings = useAllBookings();
  const items = bookings.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="all-bookings-heading">
      <SectionHeader id="all-bookings-heading" title={bookingContent.allHeading} />
      <QueryState
        query={bookings}
        isEmpty={items.length === 0}
        loading={bookingContent.loading}
        empty={bookingContent.adminEmpty}
        failure={bookingContent.failure}
      >
        <ItemList label={bookingContent.allHeading}>
          {items.map((booking) => (
            <Item key={booking.id}>
              <BookingSummary booking={booking}>
                <ClientLine item={booking} label={bookingContent.client} />
              </BookingSummary>
              <div className="mt-3 empty:hidden">
                <BookingStatusActions booking={booking} />
              </div>
            </Item>
          ))}
        </ItemList>
        <LoadMore query={bookings} />
      </QueryState>
    </section>
  );
}
