import { bookingRoutes } from '@shared/routes/bookings';
import type { Booking, CreateBooking, CreateSeries } from '@shared/schemas/booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

/** One visit, or a series of regular visits: each its own route, both retried safely with a key. */
export type BookingRequest = { kind: 'once'; body: CreateBooking } | { kind: 'series'; body: CreateSeries };

/** The visits made, as the server wrote them (confirmed at once, and with whom, where the rules allow). */
export const createBooking = async (request: BookingRequest, idempotencyKey: string): Promise<Booking[]> => {
  if (request.kind === 'once')
    return [await callApi(bookingRoutes.createBooking, { body: request.body }, { idempotencyKey })];
  return (await callApi(bookingRoutes.createSeries, { body: request.body }, { idempotencyKey })).visits;
};

/** Books a service; the client's lists, the admin's counts and (if saved) the client's address change. */
export const useCreateBooking = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: BookingRequest; idempotencyKey: string }) =>
      createBooking(request, idempotencyKey),
    onSuccess: async (_visits, { request }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: portalKeys.bookings }),
        queryClient.invalidateQueries({ queryKey: portalKeys.stats }),
        request.body.saveAddress ? queryClient.invalidateQueries({ queryKey: portalKeys.me }) : undefined,
      ]);
    },
  });
};
