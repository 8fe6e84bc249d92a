import { schedulingRoutes } from '@shared/routes/scheduling';
import type { BookingSettings } from '@shared/schemas/availability';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

const settingsQuery = queryOptions({
  queryKey: [...portalKeys.staff, 'booking-settings'],
  queryFn: () => callApi(schedulingRoutes.getBookingSettings, {}),
});

/** Which services the office confirms by hand; the others are confirmed when booked. */
export const useBookingSettings = () => useQuery(settingsQuery);

export const useSaveBookingSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: BookingSettings) =>
      callApi(schedulingRoutes.saveBookingSettings, { body: settings }),
    onSuccess: (saved) => queryClient.setQueryData(settingsQuery.queryKey, saved),
  });
};
