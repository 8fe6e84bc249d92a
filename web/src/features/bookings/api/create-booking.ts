import type { CreateBooking } from '@shared/schemas/booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '@/lib/api-client';
import { createIdempotencyKeys } from '@/lib/idempotency';
import { portalKeys } from '@/lib/query-keys';

export const createBooking = (booking: CreateBooking, idempotencyKey: string) =>
  callApi('createBooking', { body: booking }, { idempotencyKey });

/** Books a service; the client's lists and the admin's counts change with it. */
export const useCreateBooking = () => {
  const queryClient = useQueryClient();
  const [keys] = useState(createIdempotencyKeys);
  return useMutation({
    mutationFn: (booking: CreateBooking) => createBooking(booking, keys.keyFor(booking)),
    onSuccess: async () => {
      keys.forget();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: portalKeys.bookings }),
        queryClient.invalidateQueries({ queryKey: portalKeys.stats }),
      ]);
    },
  });
};
