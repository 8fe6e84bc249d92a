import { childRoutes } from '@shared/routes/children';
import type { ChildDetails } from '@shared/schemas/children';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { portalKeys } from '@/lib/query-keys';

/** A family's children (issue 28), oldest first. */
export const myChildrenQuery = queryOptions({
  queryKey: portalKeys.myChildren,
  queryFn: async () => (await callApi(childRoutes.listMyChildren, {})).items,
});

export const useMyChildren = () => useQuery(myChildrenQuery);

const refresh = () => queryClient.invalidateQueries({ queryKey: portalKeys.myChildren });

/** Adds a child, or saves one already there; a retried add with the same key makes one child. */
export const useSaveChild = () =>
  useMutation({
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
    onSettled: refresh,
  });

export const useDeleteChild = () =>
  useMutation({
    mutationFn: (id: string) => callApi(childRoutes.deleteChild, { params: { id } }),
    onSuccess: ({ items }) => queryClient.setQueryData(portalKeys.myChildren, items),
    onSettled: refresh,
  });
