import { invoiceRoutes } from '@shared/routes/invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

/** The office's totals: revenue this month, outstanding, overdue and the overdue invoices. */
export const invoiceSummaryQuery = queryOptions({
  queryKey: portalKeys.invoiceSummary,
  queryFn: () => callApi(invoiceRoutes.invoiceSummary, {}),
});

export const useInvoiceSummary = () => useQuery(invoiceSummaryQuery);
