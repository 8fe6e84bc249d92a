import { type MutationMeta, useMutation, useQueryClient } from '@tanstack/react-query';
import { portalKeys } from '@/lib/query-keys';

/**
 * A change to bookings: on success the client's and the office's lists and the counts are read again.
 * `meta.errorMessage` names the toast the query client shows if it fails.
 */
export const useBookingChange = <V, R>(send: (variables: V) => Promise<R>, meta?: MutationMeta) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: portalKeys.bookings }),
        queryClient.invalidateQueries({ queryKey: portalKeys.stats }),
      ]),
  });
};
