import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { InvoiceSchema } from '../../shared/schemas/invoice';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { type Idempotency, putOnce } from '../lib/idempotency';
import { LISTS, PK } from '../lib/keys';
import { queryListPage, queryUserItems } from '../lib/lists';
import { counterKey, invoiceIndexKeys, invoiceKey, invoiceNumber } from './keys';

/** An invoice as stored: the API shape plus the key of its uploaded PDF, if any. */
export interface InvoiceRecord {
  id: string;
  userId: string;
  invoiceNumber: string;
  description: string;
  amount: number;
  status: 'unpaid' | 'paid';
  invoiceDate: string;
  createdAt: string;
  paidAt?: string;
  pdfKey?: string;
}

const toRecord = (item: Record<string, unknown>): InvoiceRecord => {
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

export const insertInvoice = (record: InvoiceRecord, idempotency: Idempotency | undefined) =>
  putOnce(
    {
      ...invoiceKey(record.id),
      ...invoiceIndexKeys(record.id, record.userId, record.invoiceDate, record.createdAt),
      entity: 'invoice',
      ...record,
    },
    record,
    idempotency,
  );

export const getInvoice = async (id: string): Promise<InvoiceRecord | undefined> => {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: invoiceKey(id), ConsistentRead: true }),
  );
  return Item ? toRecord(Item) : undefined;
};

export const markPaid = async (id: string, at: string): Promise<InvoiceRecord | undefined> => {
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: invoiceKey(id),
        UpdateExpression: 'SET #status = :paid, paidAt = :at',
        ConditionExpression: 'attribute_exists(#pk) AND #status = :unpaid',
        ExpressionAttributeNames: { '#pk': PK, '#status': 'status' },
        ExpressionAttributeValues: { ':paid': 'paid', ':unpaid': 'unpaid', ':at': at },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? toRecord(Attributes) : undefined;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return undefined;
    throw error;
  }
};

export const listUserInvoices = async (userId: string): Promise<InvoiceRecord[]> =>
  (await queryUserItems(userId, 'INVOICE#', false)).map(toRecord);

export const listInvoicePage = async (limit: number, startKey: Record<string, unknown> | undefined) => {
  const { items, lastKey } = await queryListPage(LISTS.invoices, limit, startKey);
  return { records: items.map(toRecord), lastKey };
};
