import { invoiceRoutes } from '@shared/routes/invoices';
import type { Invoice } from '@shared/schemas/invoice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

const newestFirst = (a: Invoice, b: Invoice) =>
  b.invoiceDate.localeCompare(a.invoiceDate) || b.createdAt.localeCompare(a.createdAt);

// Sorted here too: "the latest 3" must not depend on an order the API does not promise.
export const listMyInvoices = async () =>
  (await callApi(invoiceRoutes.listMyInvoices, {})).items.sort(newestFirst);

/** The client's own invoices, newest first. */
export const myInvoicesQuery = queryOptions({ queryKey: portalKeys.myInvoices, queryFn: listMyInvoices });

export const useMyInvoices = () => useQuery(myInvoicesQuery);
