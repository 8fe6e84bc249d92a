import { paymentRoutes } from '@shared/routes/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

/**
 * Takes what is due now against the client's chosen saved method. The answer is the invoice's money
 * as it now is (a pending payment); the lists and totals (a collection under way) are read again.
 */
export const useCollectInvoice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, idempotencyKey }: { invoiceId: string; idempotencyKey: string }) =>
      callApi(paymentRoutes.collectInvoice, { params: { id: invoiceId } }, { idempotencyKey }),
    onSuccess: async (money) => {
      queryClient.setQueryData([...portalKeys.invoiceMoney, money.invoiceId], money);
      await queryClient.invalidateQueries({ queryKey: portalKeys.invoices });
    },
  });
};
