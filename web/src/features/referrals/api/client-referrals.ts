import { referralRoutes } from '@shared/routes/referrals';
import type { GrantReferral } from '@shared/schemas/referral';
import {
  type MutationMeta,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

/** A client's referrals as the office sees them. */
export const clientReferralsQuery = (clientId: string) =>
  queryOptions({
    queryKey: [...portalKeys.clientReferrals, clientId],
    queryFn: () => callApi(referralRoutes.listClientReferrals, { params: { id: clientId } }),
  });

export const useClientReferrals = (clientId: string) => useQuery(clientReferralsQuery(clientId));

/** The office's change: a credit granted (to a referral, or on its own) or one reversed, with why. */
export type ReferralChange =
  | { kind: 'grant'; referralId?: string; reason: string }
  | { kind: 'reverse'; referralId: string; reason: string };

export const useChangeReferral = (clientId: string, meta?: MutationMeta) => {
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (change: ReferralChange) => {
      if (change.kind === 'reverse')
        return callApi(referralRoutes.reverseReferral, {
          params: { id: clientId, referralId: change.referralId },
          body: { reason: change.reason },
        });
      const body: GrantReferral = change.referralId
        ? { referralId: change.referralId, reason: change.reason }
        : { reason: change.reason };
      return callApi(referralRoutes.grantReferral, { params: { id: clientId }, body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...portalKeys.clientReferrals, clientId] }),
  });
};
