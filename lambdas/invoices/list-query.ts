import type { AdminInvoice, InvoiceExportQuery } from '../../shared/schemas/invoice';
import { INVOICE_SEARCH } from '../data/invoice';
import { type FilteredListQuery, ListFilter } from '../data/query';
import { LISTS } from '../data/table';
import { type CsvColumn, pounds } from '../lib/csv';

/**
 * The office's invoice list (or its export) as a query of the by-date index: the invoice date range
 * as key bounds, the rest filtered. Overdue is unpaid with a due date before today (London).
 */
export const invoiceListQuery = (
  query: InvoiceExportQuery,
  today: string,
): Omit<FilteredListQuery, 'limit' | 'startKey'> => {
  const filter = new ListFilter()
    .equal('userId', query.clientId)
    .search(INVOICE_SEARCH, query.q)
    .equal('status', query.status === 'overdue' ? 'unpaid' : query.status);
  if (query.status === 'overdue')
    filter.where('#dueDate < :today', { '#dueDate': 'dueDate' }, { ':today': today });
  return {
    list: LISTS.invoices,
    lower: query.from,
    upper: query.to,
    ascending: query.sort === 'asc',
    filter,
  };
};

const isOverdue = (invoice: AdminInvoice, today: string) =>
  invoice.status === 'unpaid' && invoice.dueDate < today;

/** The office's invoice export: one row per invoice, money in pounds, overdue shown as the list shows it. */
export const invoiceColumns = (today: string): readonly CsvColumn<AdminInvoice>[] => [
  { header: 'Invoice', value: (invoice) => invoice.invoiceNumber },
  { header: 'Date', value: (invoice) => invoice.invoiceDate },
  { header: 'Due', value: (invoice) => invoice.dueDate },
  { header: 'Status', value: (invoice) => (isOverdue(invoice, today) ? 'overdue' : invoice.status) },
  { header: 'Client', value: (invoice) => invoice.clientName ?? invoice.billTo.name },
  { header: 'Email', value: (invoice) => invoice.clientEmail ?? invoice.billTo.email },
  { header: 'Subtotal (£)', value: (invoice) => pounds(invoice.subtotalPence) },
  { header: 'VAT (£)', value: (invoice) => pounds(invoice.vatPence) },
  { header: 'Total (£)', value: (invoice) => pounds(invoice.totalPence) },
  { header: 'Paid on', value: (invoice) => invoice.payment?.date },
  { header: 'Client id', value: (invoice) => invoice.userId },
];
