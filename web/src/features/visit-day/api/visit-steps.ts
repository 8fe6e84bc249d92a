import { visitDayRoutes } from '@shared/routes/visit-day';
import type { CheckOut, Location, StaffVisit } from '@shared/schemas/visit-day';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { myVisitQuery, myVisitsQuery } from './my-visits';

/** One step of the visit's day, in the order the member takes them. */
export type VisitStep =
  | { step: 'onMyWay'; id: string }
  | { step: 'checkIn'; id: string; location?: Location }
  | { step: 'checkOut'; id: string; location?: Location; record: Pick<CheckOut, 'handover' | 'note'> };

const send = (request: VisitStep, idempotencyKey: string): Promise<StaffVisit> => {
  const params = { id: request.id };
  const options = { idempotencyKey };
  switch (request.step) {
    case 'onMyWay':
      return callApi(visitDayRoutes.visitOnMyWay, { params, body: {} }, options);
    case 'checkIn':
      return callApi(visitDayRoutes.visitCheckIn, { params, body: { location: request.location } }, options);
    case 'checkOut':
      return callApi(
        visitDayRoutes.visitCheckOut,
        { params, body: { location: request.location, ...request.record } },
        options,
      );
  }
};

/** The visit as the server answered it, at once; the week's list, which shows its status, read again. */
const showVisit = (queryClient: QueryClient, visit: StaffVisit) => {
  queryClient.setQueryData(myVisitQuery(visit.id).queryKey, visit);
  return queryClient.invalidateQueries({ queryKey: myVisitsQuery.queryKey });
};

/**
 * On my way, check-in and check-out: each sent with an idempotency key, so a retry after a lost answer
 * records the step once (the server answers the first one's result).
 */
export const useVisitStep = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: VisitStep; idempotencyKey: string }) =>
      send(request, idempotencyKey),
    onSuccess: (visit) => showVisit(queryClient, visit),
    // Out of order (taken on another phone, completed by the office) or no longer theirs: show what the
    // server holds now.
    onError: (error, { request }) =>
      isApiError(error) && (error.status === 409 || error.status === 404)
        ? queryClient.invalidateQueries({ queryKey: myVisitQuery(request.id).queryKey })
        : undefined,
  });
};
