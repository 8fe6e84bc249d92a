import { houseKeyRoutes } from '@shared/routes/house-keys';
import type { KEY_STATUSES } from '@shared/schemas/house-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

export interface KeyFilters {
  clientId?: string;
  /** Absent: every key, whatever became of it. */
  status?: (typeof KEY_STATUSES)[number];
}

/** The register, or one client's part of it (a register is tens or hundreds of keys: one read). */
export const keysQuery = (filters: KeyFilters = {}) =>
  queryOptions({
    queryKey: [...portalKeys.keys, 'list', filters],
    queryFn: () => callApi(houseKeyRoutes.listKeys, { query: filters }),
  });

export const useKeys = (filters: KeyFilters) => useQuery(keysQuery(filters));
