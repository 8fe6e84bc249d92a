import { bookingRoutes } from '@shared/routes/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';
import { useBookingChange } from './use-booking-change';

/** Who could do a visit, as the server ranks them; read each time the picker opens. */
export const staffCandidatesQuery = (id: string) =>
  queryOptions({
    queryKey: [...portalKeys.allBookings, 'staff', id],
    queryFn: () => callApi(bookingRoutes.listStaffCandidates, { params: { id } }),
    staleTime: 0,
  });

export const useStaffCandidates = (id: string) => useQuery(staffCandidatesQuery(id));

export const assignStaff = ({
  id,
  staffId,
  overrideReason,
}: {
  id: string;
  staffId: string;
  overrideReason?: string;
}) =>
  callApi(bookingRoutes.assignStaff, {
    params: { id },
    body: { staffId, ...(overrideReason ? { overrideReason } : {}) },
  });

/** The office gives a visit to a member of the team, or to another one. */
export const useAssignStaff = () => useBookingChange(assignStaff);

export const unassignStaff = (id: string) => callApi(bookingRoutes.unassignStaff, { params: { id } });

/** The office takes a visit back from whoever had it. */
export const useUnassignStaff = () => useBookingChange(unassignStaff);
