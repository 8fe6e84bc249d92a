import { userRoutes } from '@shared/routes/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

export const getStats = () => callApi(userRoutes.getStats, {});

/** The admin's headline counts. */
export const statsQuery = queryOptions({ queryKey: portalKeys.stats, queryFn: getStats });

export const useStats = () => useQuery(statsQuery);
