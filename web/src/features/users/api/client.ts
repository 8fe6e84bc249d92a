import { accountDataRoutes } from '@shared/routes/account-data';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

/** One client's profile, visits, invoices, feedback and enquiries: the office's page about them. */
export const clientQuery = (id: string) =>
  queryOptions({
    queryKey: [...portalKeys.clientPages, id],
    queryFn: () => callApi(accountDataRoutes.getClient, { params: { id } }),
  });

export const useClient = (id: string) => useQuery(clientQuery(id));

/** Deletes a client's account at their request, saying why; the lists that showed them are read again. */
export const useDeleteClientAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      callApi(accountDataRoutes.deleteClientAccount, { params: { id }, body: { confirm: true, reason } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: portalKeys.users }),
        queryClient.invalidateQueries({ queryKey: portalKeys.bookings }),
      ]),
  });
};
