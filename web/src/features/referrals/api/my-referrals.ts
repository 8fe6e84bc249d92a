import { referralRoutes } from '@shared/routes/referrals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

/** The client's code, link and referrals: the Refer & Earn card. */
export const myReferralsQuery = queryOptions({
  queryKey: portalKeys.myReferrals,
  queryFn: () => callApi(referralRoutes.getMyReferrals, {}),
});

export const useMyReferrals = () => useQuery(myReferralsQuery);
