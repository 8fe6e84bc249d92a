import { invoiceRoutes } from '@shared/routes/invoices';
import { paymentRoutes } from '@shared/routes/payments';
import type { MarkPaid, UndoPayment, VoidInvoice } from '@shared/schemas/invoice';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

type Change =
  | { kind: 'paid'; id: string; body: MarkPaid }
  | { kind: 'unpaid'; id: string; body: UndoPayment }
  | { kind: 'void'; id: string; body: VoidInvoice };

const routeOf = {
  // Marking paid and voiding close an open card page first, so they run where Stripe's keys are.
  paid: paymentRoutes.markInvoicePaid,
  unpaid: invoiceRoutes.undoInvoicePayment,
  void: paymentRoutes.voidInvoice,
} as const;

export const changeInvoice = ({ kind, id, body }: Change) =>
  callApi(routeOf[kind] as typeof paymentRoutes.markInvoicePaid, { params: { id }, body: body as MarkPaid });

/** Paid, payment taken back, or void: each refreshes the lists, the totals and the ready lines. */
export const useChangeInvoice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.invoices }),
  });
};
