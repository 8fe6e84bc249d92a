import { credentialReportQuery, staffQuery } from '@/features/staff/api/list-staff';
import { TeamList } from '@/features/staff/components/team-list';
import { queryClient } from '@/lib/query-client';
import { sectionLoader } from './portal-session';

export const clientLoader = sectionLoader('team', () => {
  void queryClient.prefetchQuery(staffQuery());
  void queryClient.prefetchQuery(credentialReportQuery);
});

export default TeamList;
