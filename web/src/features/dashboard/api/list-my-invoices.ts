import { useQuery } from '@tanstack/react-query';
import type { Invoice } from '../../../../../shared/schemas/invoice';
import { callApi } from '../../../lib/api-client';
import { portalKeys } from './query-keys';

const newestFirst = (a: Invoice, b: Invoice) =>
  b.invoiceDate.localeCompare(a.invoiceDate) || b.createdAt.localeCompare(a.createdAt);

// Sorted here too: "the latest 3" must not depend on an order the API does not promise.
export const listMyInvoices = async () => (await callApi('listMyInvoices', {})).items.sort(newestFirst);

/** The client's own invoices, newest first. */
export const useMyInvoices = () => useQuery({ queryKey: portalKeys.myInvoices, queryFn: listMyInvoices });
