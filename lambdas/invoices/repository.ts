import { nextInvoiceSequence } from '../data/counter';
import { type Idempotency, transactOnce } from '../data/idempotency';
import { INVOICES_OF_USER, type InvoiceRecord, invoiceItem, invoiceKey, toRecord } from '../data/invoice';
import { queryListPage, queryUserItems } from '../data/query';
import { LISTS, mustBeNew, PK } from '../data/table';
import { cancellationReasons } from '../data/transaction';
import { updateExpression } from '../data/update';
import { type TransactItem, writeTransaction } from '../data/write';
import { env } from '../lib/env';
import { invoiceNumber } from './invoice-files';

type Item = Record<string, unknown>;

/** The next number of the year from an atomic counter: unique and consecutive under any concurrency. */
export const nextInvoiceNumber = async (year: string): Promise<string> =>
  invoiceNumber(year, await nextInvoiceSequence(year));

/**
 * Issues an invoice: one transaction, so the notice (an outbox item) can join it and be
 * written exactly when the invoice is. `claims` are the checks that its visits are still claimed by it
 * (billing.ts stillClaimed): an invoice is never written for a visit it does not hold.
 */
export const insertInvoice = (
  record: InvoiceRecord,
  idempotency: Idempotency | undefined,
  claims: TransactItem[] = [],
) =>
  transactOnce(
    [
      {
        Put: {
          TableName: env().TABLE_NAME,
          Item: invoiceItem(record),
          ...mustBeNew,
        },
      },
      ...claims,
    ],
    record,
    idempotency,
  );

/**
 * The conditional update of an invoice that moves it to its next version, as a transaction item: a
 * change of status commits together with whatever else it causes (released visits; later, a notice).
 */
export const invoiceUpdate = (
  invoice: InvoiceRecord,
  set: Item,
  { remove = [], condition, values = {} }: { remove?: string[]; condition: string; values?: Item },
): TransactItem => {
  const update = updateExpression({ set, remove, setRaw: ['version = :next'] });
  return {
    Update: {
      TableName: env().TABLE_NAME,
      Key: invoiceKey(invoice.id),
      UpdateExpression: update.expression,
      ConditionExpression: `attribute_exists(#pk) AND version = :version AND ${condition}`,
      ExpressionAttributeNames: { '#pk': PK, '#status': 'status', ...update.names },
      ExpressionAttributeValues: {
        ...update.values,
        ':version': invoice.version,
        ':next': invoice.version + 1,
        ...values,
      },
    },
  };
};

/** Commits a change; false when a condition failed (someone else changed the invoice first). */
export const commit = async (items: TransactItem[]): Promise<boolean> => {
  try {
    await writeTransaction(items);
    return true;
  } catch (error) {
    if (cancellationReasons(error)) return false;
    throw error;
  }
};

export const listUserInvoices = async (userId: string): Promise<InvoiceRecord[]> =>
  (await queryUserItems(userId, INVOICES_OF_USER, false)).map(toRecord);

/** Every invoice, newest first (GSI2), for the office's totals: a query, never a scan. */
export const listEveryInvoice = async (): Promise<InvoiceRecord[]> => {
  const records: InvoiceRecord[] = [];
  let startKey: Item | undefined;
  do {
    const { items, lastKey } = await queryListPage(LISTS.invoices, 1000, startKey);
    records.push(...items.map(toRecord));
    startKey = lastKey;
  } while (startKey);
  return records;
};
