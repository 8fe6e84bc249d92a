import { visitDayRoutes } from '@shared/routes/visit-day';
import type { ChecklistTick, StaffVisit } from '@shared/schemas/visit-day';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { myVisitQuery } from './my-visits';

export interface TickRequest extends ChecklistTick {
  id: string;
  itemId: string;
}

/**
 * Ticks or unticks one checklist item, with its note. A PUT of the item's state: sending it again
 * changes nothing, so it needs no idempotency key. Ticks on several items may answer out of order, so
 * only the item each answer is about is taken from it.
 */
export const useTickItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, itemId, ...body }: TickRequest) =>
      callApi(visitDayRoutes.tickChecklistItem, { params: { id, itemId }, body }),
    onSuccess: (answer, { id, itemId }) => {
      const item = answer.visit?.checklist?.find((each) => each.id === itemId);
      queryClient.setQueryData(myVisitQuery(id).queryKey, (shown: StaffVisit | undefined) => {
        if (!shown?.visit?.checklist || !item) return answer;
        const checklist = shown.visit.checklist.map((each) => (each.id === itemId ? item : each));
        return { ...shown, visit: { ...shown.visit, checklist } };
      });
    },
  });
};
