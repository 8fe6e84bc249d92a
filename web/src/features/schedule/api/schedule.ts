import { schedulingRoutes } from '@shared/routes/scheduling';
import { staffRoutes } from '@shared/routes/staff';
import { updateOf } from '@shared/schemas/staff';
import type { Absence } from '@shared/staff-rules';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

/** The board's day or week; under the office's bookings, so any change to a visit reads it again. */
export const scheduleQuery = (from: string, days: number) =>
  queryOptions({
    queryKey: [...portalKeys.allBookings, 'schedule', from, days],
    queryFn: () => callApi(schedulingRoutes.getSchedule, { query: { from, days } }),
    placeholderData: keepPreviousData,
  });

export const useSchedule = (from: string, days: number) => useQuery(scheduleQuery(from, days));

/**
 * Marks a member off sick (or on leave) for a range of days: their record as it is now, with the
 * period added, written at the version read (someone else's edit since is a 409, never overwritten).
 */
export const useAddAbsence = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ staffId, absence }: { staffId: string; absence: Absence }) => {
      const record = await callApi(staffRoutes.getStaff, { params: { id: staffId } });
      return callApi(staffRoutes.updateStaff, {
        params: { id: staffId },
        body: { ...updateOf(record), absences: [...record.absences, absence] },
      });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: portalKeys.allBookings }),
        queryClient.invalidateQueries({ queryKey: portalKeys.staff }),
      ]),
  });
};
