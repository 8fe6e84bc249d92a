import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { ADMIN_PAGE_SIZE, portalKeys } from '@/lib/query-keys';

export const listUsers = (cursor: string | undefined, limit = ADMIN_PAGE_SIZE) =>
  callApi('listUsers', { query: { limit, cursor } });

/** Everyone with an account, newest first, a page at a time. */
export const usersQuery = infiniteQueryOptions({
  queryKey: portalKeys.users,
  queryFn: ({ pageParam }) => listUsers(pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (page) => page.nextCursor,
});

export const useUsers = () => useInfiniteQuery(usersQuery);
