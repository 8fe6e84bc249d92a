import { invoiceTotals } from '../../shared/invoice-money';
import { type Invoice, InvoiceSchema } from '../../shared/schemas/invoice';
import { PARTITION_PREFIXES } from '../../shared/table';
import { env } from '../lib/env';
import { getItem } from './batch';
import { byDate, byUser, key, LISTS, PK } from './table';
import { userPartition } from './user';

type Item = Record<string, unknown>;

export const invoicePartition = (id: string) => `${PARTITION_PREFIXES.invoice}${id}`;
export const invoiceKey = (id: string) => key(invoicePartition(id), 'INVOICE');

/** The prefix of a client's invoices in the by-user index. */
export const INVOICES_OF_USER = 'INVOICE#';

/** Dated lists, with the creation time breaking ties so invoices of one day keep their order. */
export const invoiceIndexKeys = (id: string, userId: string, date: string, createdAt: string) => ({
  [byUser.partitionKey]: userPartition(userId),
  [byUser.sortKey]: `${INVOICES_OF_USER}${date}#${createdAt}#${id}`,
  [byDate.partitionKey]: LISTS.invoices,
  [byDate.sortKey]: `${date}#${createdAt}#${id}`,
});

/** The lower-cased client name and email an invoice is searched by, written with the invoice. */
export const INVOICE_SEARCH = 'clientSearch';
export const invoiceSearchText = (billTo: { name?: string; email?: string }) =>
  `${billTo.name ?? ''} ${billTo.email ?? ''}`.trim().toLowerCase();

/** An invoice as stored: the API shape plus the key of its uploaded PDF, if any. */
export type InvoiceRecord = Omit<Invoice, 'hasPdf'> & { pdfKey?: string };

/** The full item of a new invoice: its keys, its index keys, the record and what the office searches by. */
export const invoiceItem = (record: InvoiceRecord) => ({
  ...invoiceKey(record.id),
  ...invoiceIndexKeys(record.id, record.userId, record.invoiceDate, record.createdAt),
  entity: 'invoice',
  ...record,
  [INVOICE_SEARCH]: invoiceSearchText(record.billTo),
});

/**
 * Invoices written before invoices had lines held one description and an `amount` in pounds (a float). They are
 * read as one manual line in pence, with no VAT (none was stated on them), due on their date; the
 * client's name is filled in from the profile when the invoice is shown. Nothing rewrites them: a
 * change (paid, void) writes the new shape.
 */
export const upgradeLegacy = (item: Item): Item => {
  if (Array.isArray(item.lines) || typeof item.amount !== 'number') return item;
  const { amount, description, paidAt: _paidAt, ...rest } = item;
  // The one place pounds become pence: a stored two-decimal amount, rounded once to whole pence.
  const amountPence = Math.round(amount * 100);
  const lines = [{ kind: 'manual', description: String(description ?? ''), amountPence }];
  const invoiceNumber = String(item.invoiceNumber);
  return {
    ...rest,
    lines,
    ...invoiceTotals(lines, { registered: false }),
    paymentReference: invoiceNumber,
    dueDate: item.invoiceDate,
    monthly: false,
    billTo: { name: '' },
    version: 1,
    // How an old invoice was paid was never recorded, so it says only that it was paid.
  };
};

export const toRecord = (raw: Item): InvoiceRecord => {
  const item = upgradeLegacy(raw);
  const { hasPdf: _ignored, ...fields } = InvoiceSchema.parse({
    ...Object.fromEntries(Object.entries(item).filter(([name]) => name in InvoiceSchema.shape)),
    hasPdf: false,
  });
  return { ...fields, ...(typeof item.pdfKey === 'string' ? { pdfKey: item.pdfKey } : {}) };
};

/** An invoice as the API shows it, whether or not a PDF was uploaded (a client's data export). */
export const toInvoice = (item: Item): Invoice => {
  const { pdfKey, ...record } = toRecord(item);
  return { ...record, hasPdf: pdfKey !== undefined };
};

/** One invoice as stored, read consistently; undefined when there is none. */
export const getInvoiceRecord = async (id: string): Promise<InvoiceRecord | undefined> => {
  const item = await getItem(invoiceKey(id));
  return item ? toRecord(item) : undefined;
};

/** The transaction item that checks no invoice of this id was written (a claim's, decision on abandoned claims). */
export const invoiceAbsent = (id: string) => ({
  ConditionCheck: {
    TableName: env().TABLE_NAME,
    Key: invoiceKey(id),
    ConditionExpression: 'attribute_not_exists(#pk)',
    ExpressionAttributeNames: { '#pk': PK },
  },
});
