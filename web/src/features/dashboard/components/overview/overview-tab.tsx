import { useMyBookings } from '../../api/list-my-bookings';
import { bookingContent } from '../../content/bookings';
import { invoiceContent } from '../../content/invoices';
import { overviewContent as content } from '../../content/overview';
import { upcomingBookings } from '../../utils/upcoming';
import { BookingSummary } from '../bookings/booking-summary';
import { ClientInvoices } from '../invoices/client-invoices';
import { Item, ItemList } from '../ui/item-list';
import { QueryState } from '../ui/query-state';
import { SectionHeader } from '../ui/section-header';
import { SummaryCards } from './summary-cards';

/** SPEC §2's overview: the cards, the upcoming services, the latest 3 invoices. */
export function OverviewTab() {
  const bookings = useMyBookings();
  const upcoming = bookings.data ? upcomingBookings(bookings.data) : undefined;
  return (
    <div className="space-y-10">
      <SummaryCards upcomingCount={upcoming?.length} />
      <section aria-labelledby="upcoming-heading">
        <SectionHeader id="upcoming-heading" title={content.upcomingList.heading} />
        <QueryState
          query={bookings}
          isEmpty={upcoming?.length === 0}
          loading={bookingContent.loading}
          empty={content.upcomingList.empty}
          failure={bookingContent.failure}
        >
          <ItemList label={content.upcomingList.heading}>
            {upcoming?.map((booking) => (
              <Item key={booking.id}>
                <BookingSummary booking={booking} />
              </Item>
            ))}
          </ItemList>
        </QueryState>
      </section>
      <ClientInvoices heading={invoiceContent.recentHeading} limit={3} />
    </div>
  );
}
