import type { UpdateBookingStatus } from '@shared/schemas/booking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

export interface BookingStatusChange extends UpdateBookingStatus {
  id: string;
}

export const updateBookingStatus = ({ id, ...change }: BookingStatusChange) =>
  callApi('updateBookingStatus', { params: { id }, body: change });

/** Confirms, cancels or completes a booking; the server enforces which moves are allowed. */
export const useUpdateBookingStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBookingStatus,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: portalKeys.bookings }),
        queryClient.invalidateQueries({ queryKey: portalKeys.stats }),
      ]),
  });
};
