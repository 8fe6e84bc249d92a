import { userRoutes } from '@shared/routes/users';
import type { UserQuery } from '@shared/schemas/user';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

/** The users list's filters: everything but the page. */
export type UserFilters = Partial<Omit<UserQuery, 'limit' | 'cursor'>>;

const defined = (filters: UserFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));

export const listUsers = (filters: UserFilters, cursor: string | undefined) =>
  callApi(userRoutes.listUsers, { query: { ...defined(filters), cursor } });

/** Everyone with an account, newest first unless sorted otherwise, filtered, a page at a time. */
export const usersQuery = (filters: UserFilters = {}) =>
  infiniteQueryOptions({
    queryKey: [...portalKeys.users, 'list', defined(filters)],
    queryFn: ({ pageParam }) => listUsers(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useUsers = (filters: UserFilters) => useInfiniteQuery(usersQuery(filters));

/** The same filtered list, every page of it, as the CSV the API writes. */
export const exportUsers = (filters: UserFilters) =>
  callApi(userRoutes.exportUsers, { query: defined(filters) });
