import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type Invoice, InvoiceSchema } from '../../shared/schemas/invoice';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { type Idempotency, transactOnce } from '../lib/idempotency';
import { LISTS, PK } from '../lib/keys';
import { queryListPage, queryUserItems } from '../lib/lists';
import { counterKey, invoiceIndexKeys, invoiceKey, invoiceNumber } from './keys';
import { upgradeLegacy } from './legacy';
import { INVOICE_SEARCH, invoiceSearchText } from './list-query';

/** An invoice as stored: the API shape plus the key of its uploaded PDF, if any. */
export type InvoiceRecord = Omit<Invoice, 'hasPdf'> & { pdfKey?: string };

type Item = Record<string, unknown>;
/** One write of a transaction (Put, Update, ConditionCheck), as TransactWriteCommand takes it. */
export type TransactItem = Record<string, unknown>;

export const toRecord = (raw: Item): InvoiceRecord => {
  const item = upgradeLegacy(raw);
  const { hasPdf: _ignored, ...fields } = InvoiceSchema.parse({
    ...Object.fromEntries(Object.entries(item).filter(([name]) => name in InvoiceSchema.shape)),
    hasPdf: false,
  });
  return { ...fields, ...(typeof item.pdfKey === 'string' ? { pdfKey: item.pdfKey } : {}) };
};

/** The next number of the year from an atomic counter: unique and consecutive under any concurrency. */
export const nextInvoiceNumber = async (year: string): Promise<string> => {
  const { Attributes } = await documentClient().send(
    new UpdateCommand({
      TableName: env().TABLE_NAME,
      Key: counterKey(year),
      UpdateExpression: 'ADD lastNumber :one',
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return invoiceNumber(year, Number(Attributes?.lastNumber ?? 0));
};

/**
 * Issues an invoice: one transaction, so the notice issue 16 adds (an outbox item) can join it and be
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
          Item: {
            ...invoiceKey(record.id),
            ...invoiceIndexKeys(record.id, record.userId, record.invoiceDate, record.createdAt),
            entity: 'invoice',
            ...record,
            [INVOICE_SEARCH]: invoiceSearchText(record.billTo),
          },
          ConditionExpression: 'attribute_not_exists(#pk)',
          ExpressionAttributeNames: { '#pk': PK },
        },
      },
      ...claims,
    ],
    record,
    idempotency,
  );

export const getInvoice = async (id: string): Promise<InvoiceRecord | undefined> => {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: invoiceKey(id), ConsistentRead: true }),
  );
  return Item ? toRecord(Item) : undefined;
};

/**
 * The conditional update of an invoice that moves it to its next version, as a transaction item: a
 * change of status commits together with whatever else it causes (released visits; later, a notice).
 */
export const invoiceUpdate = (
  invoice: InvoiceRecord,
  set: Item,
  { remove = [], condition, values = {} }: { remove?: string[]; condition: string; values?: Item },
): TransactItem => {
  const names: Record<string, string> = { '#pk': PK, '#status': 'status' };
  const sets = Object.keys(set).map((name, index) => {
    names[`#s${index}`] = name;
    return `#s${index} = :s${index}`;
  });
  const removes = remove.map((name, index) => {
    names[`#r${index}`] = name;
    return `#r${index}`;
  });
  return {
    Update: {
      TableName: env().TABLE_NAME,
      Key: invoiceKey(invoice.id),
      UpdateExpression: `SET ${[...sets, 'version = :next'].join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
      ConditionExpression: `attribute_exists(#pk) AND version = :version AND ${condition}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: {
        ...Object.fromEntries(Object.values(set).map((value, index) => [`:s${index}`, value])),
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
    await documentClient().send(new TransactWriteCommand({ TransactItems: items as never }));
    return true;
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException') return false;
    throw error;
  }
};

export const listUserInvoices = async (userId: string): Promise<InvoiceRecord[]> =>
  (await queryUserItems(userId, 'INVOICE#', false)).map(toRecord);

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
