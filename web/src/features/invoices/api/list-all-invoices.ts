import { invoiceRoutes } from '@shared/routes/invoices';
import type { AdminInvoiceQuery } from '@shared/schemas/invoice';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

/** The office's invoice filters: everything but the page. */
export type InvoiceFilters = Partial<Omit<AdminInvoiceQuery, 'limit' | 'cursor'>>;

const defined = (filters: InvoiceFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));

export const listAllInvoices = (filters: InvoiceFilters, cursor: string | undefined) =>
  callApi(invoiceRoutes.listAllInvoices, { query: { ...defined(filters), cursor } });

/** Every invoice for admins, newest first unless sorted otherwise, filtered, a page at a time. */
export const allInvoicesQuery = (filters: InvoiceFilters = {}) =>
  infiniteQueryOptions({
    queryKey: [...portalKeys.allInvoices, defined(filters)],
    queryFn: ({ pageParam }) => listAllInvoices(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useAllInvoices = (filters: InvoiceFilters) => useInfiniteQuery(allInvoicesQuery(filters));

/** The same filtered list, every page of it, as the CSV the API writes. */
export const exportInvoices = (filters: InvoiceFilters) =>
  callApi(invoiceRoutes.exportInvoices, { query: defined(filters) });
