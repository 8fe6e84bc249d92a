import { userRoutes } from '@shared/routes/users';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

/**
 * The client's saved address, the booking form's default. It comes with who the caller is (getMe),
 * which the portal has already loaded, so this reads the same cache entry.
 */
export const useMyAddress = () =>
  useQuery({
    queryKey: portalKeys.me,
    queryFn: () => callApi(userRoutes.getMe, {}),
    select: (me) => me.address,
  });
