import { usersQuery } from '@/features/users/api/list-users';
import { UsersList } from '@/features/users/components/users-list';
import { queryClient } from '@/lib/query-client';
import { sectionLoader } from './portal-session';

export const clientLoader = sectionLoader('users', () => {
  void queryClient.prefetchInfiniteQuery(usersQuery());
});

export default UsersList;
