import { paymentRoutes } from '@shared/routes/payments';
import type { RefundRequest } from '@shared/schemas/payment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

/**
 * Refunds all or part of a payment through its provider; the server issues the credit note. The
 * invoice's money, the lists (its "Refunded" badge) and the totals are read again.
 */
export const useRefundPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      invoiceId,
      refund,
      idempotencyKey,
    }: {
      invoiceId: string;
      refund: RefundRequest;
      idempotencyKey: string;
    }) =>
      callApi(paymentRoutes.refundPayment, { params: { id: invoiceId }, body: refund }, { idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.invoices }),
  });
};
