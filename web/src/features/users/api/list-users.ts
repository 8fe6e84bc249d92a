import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

export const listUsers = (cursor: string | undefined) => callApi('listUsers', { query: { cursor } });

/** Everyone with an account, newest first, a page at a time. */
export const usersQuery = infiniteQueryOptions({
  queryKey: portalKeys.users,
  queryFn: ({ pageParam }) => listUsers(pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page) => page.nextCursor,
});

export const useUsers = () => useInfiniteQuery(usersQuery);
