import { feedbackRoutes } from '@shared/routes/feedback';
import type { SubmitFeedback } from '@shared/schemas/feedback';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

export interface BookingFeedback extends SubmitFeedback {
  bookingId: string;
}

// No idempotency key: the server takes one feedback per booking, so a repeat is refused, not doubled.
export const submitFeedback = ({ bookingId, ...feedback }: BookingFeedback) =>
  callApi(feedbackRoutes.submitFeedback, { params: { id: bookingId }, body: feedback });

export const useSubmitFeedback = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.myFeedback }),
  });
};
