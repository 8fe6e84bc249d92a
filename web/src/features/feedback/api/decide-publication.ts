import { feedbackRoutes } from '@shared/routes/feedback';
import type { PublicationDecision } from '@shared/schemas/feedback';
import { type MutationMeta, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

/** The office approves or declines publishing a piece of feedback the client agreed to publish. */
export const decidePublication = ({ bookingId, status }: PublicationDecision & { bookingId: string }) =>
  callApi(feedbackRoutes.decidePublication, { params: { id: bookingId }, body: { status } });

export const useDecidePublication = (meta?: MutationMeta) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePublication,
    meta,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.allFeedback }),
  });
};
