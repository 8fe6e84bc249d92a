import type { Stats } from '../../shared/schemas/user';
import { countList } from './query';
import { LISTS } from './table';

/** The office's counts: clients, bookings (and those waiting to be confirmed) and invoices, by Query. */
export const getStats = async (): Promise<Stats> => {
  const [totalUsers, totalBookings, totalInvoices, pendingBookings] = await Promise.all([
    countList(LISTS.profiles),
    countList(LISTS.bookings),
    countList(LISTS.invoices),
    countList(LISTS.bookings, 'pending'),
  ]);
  return { totalUsers, totalBookings, totalInvoices, pendingBookings };
};
