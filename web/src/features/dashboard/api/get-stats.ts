import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { portalKeys } from './query-keys';

export const getStats = () => callApi('getStats', {});

/** The admin's headline counts. */
export const useStats = () => useQuery({ queryKey: portalKeys.stats, queryFn: getStats });
