import type { CreateBooking } from '@shared/schemas/booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

export const createBooking = (booking: CreateBooking, idempotencyKey: string) =>
  callApi('createBooking', { body: booking }, { idempotencyKey });

/** Books a service; the client's lists and the admin's counts change with it. */
export const useCreateBooking = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ booking, idempotencyKey }: { booking: CreateBooking; idempotencyKey: string }) =>
      createBooking(booking, idempotencyKey),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: portalKeys.bookings }),
        queryClient.invalidateQueries({ queryKey: portalKeys.stats }),
      ]);
    },
  });
};
