import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

export const listAllBookings = (cursor: string | undefined) =>
  callApi('listAllBookings', { query: { cursor } });

/** Every client's bookings for admins, latest first, a page at a time. */
export const allBookingsQuery = infiniteQueryOptions({
  queryKey: portalKeys.allBookings,
  queryFn: ({ pageParam }) => listAllBookings(pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page) => page.nextCursor,
});

export const useAllBookings = () => useInfiniteQuery(allBookingsQuery);
