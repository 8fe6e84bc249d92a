import { staffRoutes } from '@shared/routes/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

/** Who a key can be handed to: the active team, by name (under the team's key: a change to it refreshes this). */
const activeTeamQuery = queryOptions({
  queryKey: [...portalKeys.staff, 'list', { status: 'active' }],
  queryFn: () => callApi(staffRoutes.listStaff, { query: { status: 'active' } }),
});

export const useActiveTeam = () => useQuery(activeTeamQuery);
