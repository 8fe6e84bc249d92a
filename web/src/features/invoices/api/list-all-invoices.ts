import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

export const listAllInvoices = (cursor: string | undefined) =>
  callApi('listAllInvoices', { query: { cursor } });

/** Every invoice for admins, newest first, a page at a time. */
export const allInvoicesQuery = infiniteQueryOptions({
  queryKey: portalKeys.allInvoices,
  queryFn: ({ pageParam }) => listAllInvoices(pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page) => page.nextCursor,
});

export const useAllInvoices = () => useInfiniteQuery(allInvoicesQuery);
