import { visitDayRoutes } from '@shared/routes/visit-day';
import type { ChecklistTemplates } from '@shared/schemas/visit-day';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

export const checklistTemplatesQuery = queryOptions({
  queryKey: portalKeys.checklists,
  queryFn: () => callApi(visitDayRoutes.getChecklistTemplates, {}),
});

/** Each service's checklist, which every visit copies at check-in. */
export const useChecklistTemplates = () => useQuery(checklistTemplatesQuery);

/** Saves every service's list at once; what the server kept (with the new items' ids) is what shows. */
export const useSaveChecklistTemplates = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templates: ChecklistTemplates) =>
      callApi(visitDayRoutes.saveChecklistTemplates, { body: templates }),
    onSuccess: (saved) => queryClient.setQueryData(checklistTemplatesQuery.queryKey, saved),
  });
};
