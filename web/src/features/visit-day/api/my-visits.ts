import { visitDayRoutes } from '@shared/routes/visit-day';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { VISIT_PARAM } from '@/features/visit-day/visit-param';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

/** The member's week from today (the server's London today), in order, in summary. */
export const myVisitsQuery = queryOptions({
  queryKey: [...portalKeys.myVisits, 'list'],
  queryFn: () => callApi(visitDayRoutes.listMyVisits, { query: {} }),
});

export const useMyVisits = () => useQuery(myVisitsQuery);

/** One of the member's visits in full, while it is open to them (404 otherwise: nothing to retry). */
export const myVisitQuery = (id: string) =>
  queryOptions({
    queryKey: [...portalKeys.myVisits, 'visit', id],
    queryFn: () => callApi(visitDayRoutes.getMyVisit, { params: { id } }),
  });

export const useMyVisit = (id: string) => useQuery(myVisitQuery(id));

/**
 * For the route's loader: the day, and the visit the address opens, fetched while the page's code
 * loads. Read here, not in the route module, which every page's manifest lists with its imports.
 */
export const prefetchMyDay = (queryClient: QueryClient, url: URL) => {
  const visit = url.searchParams.get(VISIT_PARAM);
  return Promise.all([
    queryClient.prefetchQuery(myVisitsQuery),
    visit ? queryClient.prefetchQuery(myVisitQuery(visit)) : undefined,
  ]);
};
