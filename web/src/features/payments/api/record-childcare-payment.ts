import { paymentRoutes } from '@shared/routes/payments';
import type { ChildcarePaymentRequest } from '@shared/schemas/payment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

/** Records a Tax-Free Childcare payment that arrived for a childcare invoice, with its reference. */
export const useRecordChildcarePayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, payment }: { invoiceId: string; payment: ChildcarePaymentRequest }) =>
      callApi(paymentRoutes.recordChildcarePayment, { params: { id: invoiceId }, body: payment }),
    onSuccess: async (money) => {
      queryClient.setQueryData([...portalKeys.invoiceMoney, money.invoiceId], money);
      await queryClient.invalidateQueries({ queryKey: portalKeys.invoices });
    },
  });
};
