import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

export const markInvoicePaid = (id: string) => callApi('markInvoicePaid', { params: { id } });

export const useMarkInvoicePaid = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markInvoicePaid,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.invoices }),
  });
};
