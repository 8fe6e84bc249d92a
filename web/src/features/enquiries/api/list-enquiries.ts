import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

export const listEnquiries = (cursor: string | undefined) => callApi('listEnquiries', { query: { cursor } });

/** Enquiries and registrations for admins, newest first, with whether their mail went out. */
export const enquiriesQuery = infiniteQueryOptions({
  queryKey: portalKeys.enquiries,
  queryFn: ({ pageParam }) => listEnquiries(pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page) => page.nextCursor,
});

export const useEnquiries = () => useInfiniteQuery(enquiriesQuery);
