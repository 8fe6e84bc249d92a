import { schedulingRoutes } from '@shared/routes/scheduling';
import type { AvailabilityQuery, SeriesCoverQuery } from '@shared/schemas/availability';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

/**
 * The start times someone is free for on the chosen date, each with who would come; nothing
 * is asked until the form knows the service, length, date and a postcode.
 */
export const useAvailability = (query: AvailabilityQuery | undefined) =>
  useQuery({
    queryKey: [...portalKeys.availability, query],
    queryFn: () => callApi(schedulingRoutes.getAvailability, { query: query as AvailabilityQuery }),
    enabled: query !== undefined,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** Who can take each visit of the series the form describes, and the dates nobody can. */
export const useSeriesCover = (query: SeriesCoverQuery | undefined) =>
  useQuery({
    queryKey: [...portalKeys.availability, 'series', query],
    queryFn: () => callApi(schedulingRoutes.getSeriesCover, { query: query as SeriesCoverQuery }),
    enabled: query !== undefined,
    staleTime: 30_000,
  });
