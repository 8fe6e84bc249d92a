import { childRoutes } from '@shared/routes/children';
import type { ChildDetails } from '@shared/schemas/children';
import {
  type MutationMeta,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

/** A family's children, oldest first. */
export const myChildrenQuery = queryOptions({
  queryKey: portalKeys.myChildren,
  queryFn: async () => (await callApi(childRoutes.listMyChildren, {})).items,
});

export const useMyChildren = () => useQuery(myChildrenQuery);

/** Adds a child, or saves one already there; a retried add with the same key makes one child. */
export const useSaveChild = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      details,
      idempotencyKey,
    }: {
      id?: string;
      details: ChildDetails;
      idempotencyKey: string;
    }) =>
      id
        ? callApi(childRoutes.updateChild, { params: { id }, body: details })
        : callApi(childRoutes.createChild, { body: details }, { idempotencyKey }),
    onSettled: () => client.invalidateQueries({ queryKey: portalKeys.myChildren }),
  });
};

export const useDeleteChild = (meta?: MutationMeta) => {
  const client = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (id: string) => callApi(childRoutes.deleteChild, { params: { id } }),
    onSuccess: ({ items }) => client.setQueryData(portalKeys.myChildren, items),
  });
};
