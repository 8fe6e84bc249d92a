import { userRoutes } from '@shared/routes/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

export const getMe = () => callApi(userRoutes.getMe, {});

/** Who the API says the caller is; `isAdmin` comes from the verified token and only picks the screen. */
export const meQuery = queryOptions({ queryKey: portalKeys.me, queryFn: getMe });

export const useMe = () => useQuery(meQuery);
