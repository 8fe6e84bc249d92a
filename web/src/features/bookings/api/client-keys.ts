import { houseKeyRoutes } from '@shared/routes/house-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

/**
 * One client's keys in the register, for the key a visit needs: under the register's own
 * query key, so a hand-over in the register refreshes what the bookings show.
 */
const clientKeysQuery = (clientId: string) =>
  queryOptions({
    queryKey: [...portalKeys.keys, 'list', { clientId }],
    queryFn: () => callApi(houseKeyRoutes.listKeys, { query: { clientId } }),
  });

export const useClientKeys = (clientId: string, enabled = true) =>
  useQuery({ ...clientKeysQuery(clientId), enabled });
