import { visitDayRoutes } from '@shared/routes/visit-day';
import { queryOptions, useQuery } from '@tanstack/react-query';
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
