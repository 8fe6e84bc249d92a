import type { Stats } from '../../shared/schemas/user';
import { countList } from './query';
import { LISTS } from './table';

/**
 * The office's counts: clients, bookings (and those waiting to be confirmed), invoices, and enquiries
 * still new (the count beside the Enquiries tab, which live updates move on), by Query.
 */
export const getStats = async (): Promise<Stats> => {
  const [totalUsers, totalBookings, totalInvoices, pendingBookings, newEnquiries] = await Promise.all([
    countList(LISTS.profiles),
    countList(LISTS.bookings),
    countList(LISTS.invoices),
    countList(LISTS.bookings, 'pending'),
    countList(LISTS.enquiries, 'new', true),
  ]);
  return { totalUsers, totalBookings, totalInvoices, pendingBookings, newEnquiries };
};
