import { Item, ItemList } from '@/components/ui/item-list';
import { QueryState } from '@/components/ui/query-state';
import { SectionHeader } from '@/components/ui/section-header';
import { overviewContent as content } from '@/content/portal-overview';
import { useMyBookings } from '@/features/bookings/api/list-my-bookings';
import { BookingSummary } from '@/features/bookings/components/booking-summary';
import { bookingContent } from '@/features/bookings/content';
import { upcomingBookings } from '@/features/bookings/upcoming';
import { ClientInvoices } from '@/features/invoices/components/client-invoices';
import { invoiceContent } from '@/features/invoices/content';
import { SummaryCards } from './summary-cards';

/** the specification's overview: the cards, the upcoming services, the latest 3 invoices. */
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
