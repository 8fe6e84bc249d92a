import { bookingRoutes } from '@shared/routes/bookings';
import type { AdminBookingQuery } from '@shared/schemas/booking';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

/** The office's filters: everything but the page. */
export type BookingFilters = Partial<Omit<AdminBookingQuery, 'limit' | 'cursor'>>;

const defined = (filters: BookingFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));

export const listAllBookings = (filters: BookingFilters, cursor: string | undefined) =>
  callApi(bookingRoutes.listAllBookings, { query: { ...defined(filters), cursor } });

/** The office's bookings: upcoming (today first) or past, filtered, a page at a time. */
export const allBookingsQuery = (filters: BookingFilters = {}) =>
  infiniteQueryOptions({
    queryKey: [...portalKeys.allBookings, defined(filters)],
    queryFn: ({ pageParam }) => listAllBookings(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
  });

/**
 * While a changed search or filter loads, the last results stay on screen (marked busy) rather than a
 * loading line: a card's open dialog, and the office's place in the list, survive the redraw.
 */
export const useAllBookings = (filters: BookingFilters) =>
  useInfiniteQuery({ ...allBookingsQuery(filters), placeholderData: keepPreviousData });

/** The same filtered list, every page of it, as the CSV the API writes. */
export const exportBookings = (filters: BookingFilters) =>
  callApi(bookingRoutes.exportBookings, { query: defined(filters) });
