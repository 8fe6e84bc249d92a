import { paymentRoutes } from '@shared/routes/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

/** A client's saved methods as the office sees them: the card's last digits and the bank, no more. */
export const clientPaymentMethodsQuery = (clientId: string) =>
  queryOptions({
    queryKey: [...portalKeys.clientPaymentMethods, clientId],
    queryFn: () => callApi(paymentRoutes.clientPaymentMethods, { params: { id: clientId } }),
  });

export const useClientPaymentMethods = (clientId: string, enabled = true) =>
  useQuery({ ...clientPaymentMethodsQuery(clientId), enabled });
