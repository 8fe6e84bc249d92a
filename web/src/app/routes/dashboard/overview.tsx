import { myBookingsQuery } from '@/features/bookings/api/list-my-bookings';
import { myInvoicesQuery } from '@/features/invoices/api/list-my-invoices';
import { queryClient } from '@/lib/query-client';
import { OverviewTab } from './overview-tab';
import { sectionLoader } from './portal-session';

export const clientLoader = sectionLoader('overview', () => {
  void queryClient.prefetchQuery(myBookingsQuery);
  void queryClient.prefetchQuery(myInvoicesQuery);
});

export default OverviewTab;
