import { invoiceRoutes } from '@shared/routes/invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

/** A client's completed visits and cancellation fees not yet invoiced, as the lines they add. */
export const billableQuery = (userId: string) =>
  queryOptions({
    queryKey: [...portalKeys.billable, userId],
    queryFn: async () => (await callApi(invoiceRoutes.listBillable, { params: { id: userId } })).items,
    enabled: userId !== '',
  });

export const useBillable = (userId: string) => useQuery(billableQuery(userId));
