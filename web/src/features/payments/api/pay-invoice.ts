import { paymentRoutes } from '@shared/routes/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { portalKeys } from '@/lib/query-keys';

/**
 * Opens a card payment page for what is due on one of the client's invoices; the caller sends the
 * browser there. A 409 (paid, pending or void meanwhile) means the list on screen is out of date, so
 * it is read again.
 */
export const usePayInvoice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: { id: string; idempotencyKey: string }) =>
      callApi(paymentRoutes.payInvoice, { params: { id } }, { idempotencyKey }),
    onError: (error) =>
      isApiError(error) && error.status === 409
        ? queryClient.invalidateQueries({ queryKey: portalKeys.invoices })
        : undefined,
  });
};
