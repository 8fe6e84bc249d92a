import type { AutoPayChoice } from '@shared/payments';
import { paymentRoutes } from '@shared/routes/payments';
import type { PaymentMethods } from '@shared/schemas/payment';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

/** The client's saved card, Direct Debit mandate and how their invoices are paid. */
export const myPaymentMethodsQuery = queryOptions({
  queryKey: portalKeys.myPaymentMethods,
  queryFn: () => callApi(paymentRoutes.myPaymentMethods, {}),
});

export const useMyPaymentMethods = () => useQuery(myPaymentMethodsQuery);

/** Which provider page to open: Stripe's to save (or replace) a card, GoCardless's for a mandate. */
export type SetUpKind = 'card' | 'direct-debit';

const setUpRoute = { card: paymentRoutes.saveCard, 'direct-debit': paymentRoutes.setUpDirectDebit } as const;

/** Opens the provider's page to save a way to pay; the caller sends the browser there. */
export const useSetUpPaymentMethod = () =>
  useMutation({
    mutationFn: ({ kind, idempotencyKey }: { kind: SetUpKind; idempotencyKey: string }) =>
      callApi(setUpRoute[kind] as typeof paymentRoutes.saveCard, {}, { idempotencyKey }),
  });

/**
 * Saves what the server answers (the methods as they now are). Either change can move the client's
 * invoices' automatic collections (scheduled or no longer), so those are read again too.
 */
const useMethodsChange = <V>(send: (variables: V) => Promise<PaymentMethods>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (methods) => {
      queryClient.setQueryData(portalKeys.myPaymentMethods, methods);
      await queryClient.invalidateQueries({ queryKey: portalKeys.invoices });
    },
  });
};

/** Removes the saved card (detached at Stripe) or cancels the mandate (at GoCardless). */
export const useRemovePaymentMethod = () =>
  useMethodsChange((kind: SetUpKind) => callApi(paymentRoutes.removePaymentMethod, { params: { kind } }));

export const useSetAutoPay = () =>
  useMethodsChange((autoPay: AutoPayChoice) => callApi(paymentRoutes.setAutoPay, { body: { autoPay } }));
