import { addDays } from '../../shared/london-time';
import type { AdminBookingQuery, BookingExportQuery } from '../../shared/schemas/booking';
import { type FilteredListQuery, ListFilter } from '../data/query';
import { LISTS } from '../data/table';

/**
 * The date range a view covers, as by-date index bounds: upcoming runs from today (so today's visits
 * come first) onwards, past runs back from yesterday; `from` and `to` narrow either. Upcoming reads
 * soonest first and past latest first, unless `sort` says otherwise.
 */
export const viewBounds = (
  query: Pick<AdminBookingQuery, 'view' | 'from' | 'to' | 'sort'>,
  today: string,
) => {
  const upcoming = query.view === 'upcoming';
  const lower = upcoming ? (query.from && query.from > today ? query.from : today) : query.from;
  const yesterday = addDays(today, -1);
  const upper = upcoming ? query.to : query.to && query.to < yesterday ? query.to : yesterday;
  const ascending = query.sort ? query.sort === 'asc' : upcoming;
  return { lower, upper, ascending };
};

/** The office's bookings list (or its export) as a query of the by-date index. */
export const bookingListQuery = (
  query: BookingExportQuery,
  today: string,
): Omit<FilteredListQuery, 'limit' | 'startKey'> => ({
  list: LISTS.bookings,
  ...viewBounds(query, today),
  filter: new ListFilter()
    .equal('status', query.status)
    .equal('serviceType', query.serviceType)
    .equal('userId', query.clientId)
    .search('clientSearch', query.q),
});
