import { houseKeyRoutes } from '@shared/routes/house-keys';
import type { Key } from '@shared/schemas/house-keys';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

/**
 * One key as a dialog acting on it reads it: starting from the register's copy, read again with every
 * list of keys (after a change, or a conflict's reload), so the dialog shows where the key is now and
 * sends at its current version even once a filter hides it from the list.
 */
export const useKey = (listed: Key) =>
  useQuery({
    queryKey: [...portalKeys.keys, 'one', listed.id],
    queryFn: () => callApi(houseKeyRoutes.getKey, { params: { id: listed.id } }),
    initialData: listed,
  });
