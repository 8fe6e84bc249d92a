import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type InvoiceRecord, invoiceKey, invoicePartition, toRecord } from '../../data/invoice';
import {
  CREDIT_NOTE_SORT_PREFIX,
  type CreditNoteRecord,
  PAYMENT_SORT_PREFIX,
  type PaymentMethodsRecord,
  type PaymentRecord,
  paymentItem,
  paymentKey,
  paymentMethodsKey,
  toCreditNoteRecord,
  toPaymentRecord,
  webhookEventKey,
} from '../../data/payment';
import { mustBeNew, PK } from '../../data/table';
import { isConditionFailure } from '../../data/transaction';
import { updateExpression } from '../../data/update';
import { documentClient } from '../../lib/aws';
import { env } from '../../lib/env';

type Item = Record<string, unknown>;
export type TransactItem = Record<string, unknown>;

/** An invoice with everything money did to it: one Query of its partition, read consistently. */
export interface InvoiceAccount {
  invoice: InvoiceRecord;
  payments: PaymentRecord[];
  creditNotes: CreditNoteRecord[];
}

export const readAccount = async (invoiceId: string): Promise<InvoiceAccount | undefined> => {
  const items: Item[] = [];
  let startKey: Item | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: env().TABLE_NAME,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': PK },
        ExpressionAttributeValues: { ':pk': invoicePartition(invoiceId) },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  const invoiceItem = items.find((item) => item.SK === invoiceKey(invoiceId).SK);
  if (!invoiceItem) return undefined;
  const sortKey = (item: Item) => String(item.SK);
  return {
    invoice: toRecord(invoiceItem),
    payments: items
      .filter((item) => sortKey(item).startsWith(PAYMENT_SORT_PREFIX))
      .map(toPaymentRecord)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    creditNotes: items
      .filter((item) => sortKey(item).startsWith(CREDIT_NOTE_SORT_PREFIX))
      .map(toCreditNoteRecord)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
  };
};

export const getPayment = async (invoiceId: string, paymentId: string) => {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: env().TABLE_NAME,
      Key: paymentKey(invoiceId, paymentId),
      ConsistentRead: true,
    }),
  );
  return Item ? toPaymentRecord(Item) : undefined;
};

export const paymentPut = (record: PaymentRecord): TransactItem => ({
  Put: { TableName: env().TABLE_NAME, Item: paymentItem(record), ...mustBeNew },
});

/** The payment's move to its next version, conditional on the version read. */
export const paymentUpdate = (record: PaymentRecord, set: Item, remove: string[] = []): TransactItem => {
  const update = updateExpression({ set, remove, setRaw: ['version = :next'] });
  return {
    Update: {
      TableName: env().TABLE_NAME,
      Key: paymentKey(record.invoiceId, record.id),
      UpdateExpression: update.expression,
      ConditionExpression: 'attribute_exists(#pk) AND version = :version',
      ExpressionAttributeNames: { '#pk': PK, ...update.names },
      ExpressionAttributeValues: {
        ...update.values,
        ':version': record.version,
        ':next': record.version + 1,
      },
    },
  };
};

/**
 * A provider's event, stored once by its id in the same transaction as what it changes: a redelivery,
 * or the same event delivered twice at once, fails this condition and changes nothing.
 */
export const webhookEventPut = (
  provider: 'stripe' | 'gocardless',
  event: { id: string; type: string },
  outcome: string,
  now: Date,
): TransactItem => ({
  Put: {
    TableName: env().TABLE_NAME,
    Item: {
      ...webhookEventKey(provider, event.id),
      entity: 'webhook-event',
      provider,
      eventId: event.id,
      type: event.type,
      outcome,
      receivedAt: now.toISOString(),
    },
    ...mustBeNew,
  },
});

export const webhookEventSeen = async (provider: 'stripe' | 'gocardless', eventId: string) => {
  const { Item } = await documentClient().send(
    new GetCommand({
      TableName: env().TABLE_NAME,
      Key: webhookEventKey(provider, eventId),
      ConsistentRead: true,
    }),
  );
  return Item !== undefined;
};

/** Stores an event that changes nothing (unknown type, nothing of ours): false when already stored. */
export const storeEventOnly = async (
  provider: 'stripe' | 'gocardless',
  event: { id: string; type: string },
  outcome: string,
  now: Date,
): Promise<boolean> => {
  const { Put } = webhookEventPut(provider, event, outcome, now) as {
    Put: ConstructorParameters<typeof PutCommand>[0];
  };
  try {
    await documentClient().send(new PutCommand(Put));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
};

/** The client's saved methods written whole, conditional on the version read (0: none yet). */
export const paymentMethodsPut = (record: PaymentMethodsRecord): TransactItem => ({
  Put: {
    TableName: env().TABLE_NAME,
    Item: {
      ...paymentMethodsKey(record.userId),
      entity: 'payment-methods',
      ...record,
      version: record.version + 1,
    },
    ConditionExpression: record.version === 0 ? 'attribute_not_exists(#pk)' : 'version = :version',
    ExpressionAttributeNames: record.version === 0 ? { '#pk': PK } : undefined,
    ExpressionAttributeValues: record.version === 0 ? undefined : { ':version': record.version },
  },
});
