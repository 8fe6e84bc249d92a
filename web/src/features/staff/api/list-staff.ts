import { staffRoutes } from '@shared/routes/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

export interface StaffFilters {
  q?: string;
  status?: 'active' | 'inactive' | 'all';
}

/** The team, by name, filtered (one read: a team is tens of people). */
export const staffQuery = (filters: StaffFilters = {}) =>
  queryOptions({
    queryKey: [...portalKeys.staff, 'list', filters],
    queryFn: () =>
      callApi(staffRoutes.listStaff, {
        query: { ...(filters.q ? { q: filters.q } : {}), status: filters.status ?? 'active' },
      }),
  });

export const useStaff = (filters: StaffFilters) => useQuery(staffQuery(filters));

/** What runs out within 30 days, and whether the site's DBS claim holds today. */
export const credentialReportQuery = queryOptions({
  queryKey: [...portalKeys.staff, 'credentials'],
  queryFn: () => callApi(staffRoutes.staffCredentialReport, {}),
});

export const useCredentialReport = () => useQuery(credentialReportQuery);
