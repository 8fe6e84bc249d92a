import { staffRoutes } from '@shared/routes/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

/** A member of the team's own record, as the office keeps it (their account's, found by the server). */
export const myStaffRecordQuery = queryOptions({
  queryKey: [...portalKeys.staff, 'me'],
  queryFn: () => callApi(staffRoutes.getMyStaffRecord, {}),
});

export const useMyStaffRecord = () => useQuery(myStaffRecordQuery);

/** The calling member's copy of what the firm holds about them. */
export const exportMyStaffData = () => callApi(staffRoutes.exportMyStaffData, {});

/** The same copy of a member's, for the office to send them (a member who has left cannot sign in). */
export const exportStaffData = (id: string) => callApi(staffRoutes.exportStaffData, { params: { id } });
