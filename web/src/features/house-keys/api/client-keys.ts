import { houseKeyRoutes } from '@shared/routes/house-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

/** The client's keys the company holds now, and where each is. */
export const myKeysQuery = queryOptions({
  queryKey: portalKeys.myKeys,
  queryFn: async () => (await callApi(houseKeyRoutes.listMyKeys, {})).items,
});

export const useMyKeys = () => useQuery(myKeysQuery);
