import { type CreditNote, CreditNoteSchema, type Payment, PaymentSchema } from '../../shared/schemas/payment';
import { PARTITION_PREFIXES } from '../../shared/table';
import { env } from '../lib/env';
import { getItem } from './batch';
import { invoicePartition } from './invoice';
import { type PaymentMethodsRecord, paymentMethodsKey } from './payment-methods';
import { byUser, key, mustBeNew, PK } from './table';
import { updateExpression } from './update';
import { userPartition } from './user';
import type { TransactItem } from './write';

type Item = Record<string, unknown>;

// The saved ways to pay live in their own module, so a reader of them (the referral check) does not
// carry the payments' schemas; re-exported here for the billing code.
export {
  getPaymentMethods,
  type PaymentMethodsRecord,
  toPaymentMethods,
} from './payment-methods';

/**
 * Money moving against an invoice. A payment is `INVOICE#<id>`, `PAYMENT#<paymentId>`, and a
 * credit note `INVOICE#<id>`, `CREDITNOTE#<id>`: one Query of the invoice's partition reads its whole
 * account. Each is also on the client's by-user list (`PAYMENT#<created>#<id>`, `CREDITNOTE#<date>#<id>`),
 * which a statement reads. A client's saved ways to pay are one item in their partition, `PAYMETHODS`,
 * holding the providers' ids the client never sees. A provider's event is `WEBHOOK#<provider>#<id>`.
 */
export const PAYMENT_SORT_PREFIX = 'PAYMENT#';
export const CREDIT_NOTE_SORT_PREFIX = 'CREDITNOTE#';
export const PAYMENTS_OF_USER = 'PAYMENT#';
export const CREDIT_NOTES_OF_USER = 'CREDITNOTE#';

export const paymentKey = (invoiceId: string, paymentId: string) =>
  key(invoicePartition(invoiceId), `${PAYMENT_SORT_PREFIX}${paymentId}`);
export const creditNoteKey = (invoiceId: string, creditNoteId: string) =>
  key(invoicePartition(invoiceId), `${CREDIT_NOTE_SORT_PREFIX}${creditNoteId}`);
export const webhookEventKey = (provider: 'stripe' | 'gocardless', eventId: string) =>
  key(`${PARTITION_PREFIXES.webhook}${provider}#${eventId}`, 'EVENT');

/** A payment as stored: the API shape, plus the provider's object ids (never shown to the client). */
export type PaymentRecord = Payment & {
  /** Stripe: the Checkout session and the PaymentIntent; GoCardless: the payment. */
  checkoutSessionId?: string;
  /** The payment page's address and when it closes, so a second click reopens the same page. */
  checkoutUrl?: string;
  /** Not `expiresAt`: that is the table's TTL attribute. */
  pageClosesAt?: string;
  providerPaymentId?: string;
  /** Moves on with every change: each update is conditional on the version read. */
  version: number;
};

export const paymentItem = (record: PaymentRecord) => ({
  ...paymentKey(record.invoiceId, record.id),
  [byUser.partitionKey]: userPartition(record.userId),
  [byUser.sortKey]: `${PAYMENTS_OF_USER}${record.createdAt}#${record.id}`,
  entity: 'payment',
  ...record,
});

export type CreditNoteRecord = CreditNote & { pdfKey?: string };

export const creditNoteItem = (record: CreditNoteRecord) => ({
  ...creditNoteKey(record.invoiceId, record.id),
  [byUser.partitionKey]: userPartition(record.userId),
  [byUser.sortKey]: `${CREDIT_NOTES_OF_USER}${record.date}#${record.id}`,
  entity: 'credit-note',
  ...record,
});

const pick = (item: Item, shape: object) =>
  Object.fromEntries(Object.entries(item).filter(([name]) => name in shape));

export const toPaymentRecord = (item: Item): PaymentRecord => ({
  ...PaymentSchema.parse(pick(item, PaymentSchema.shape)),
  ...(typeof item.checkoutSessionId === 'string' ? { checkoutSessionId: item.checkoutSessionId } : {}),
  ...(typeof item.providerPaymentId === 'string' ? { providerPaymentId: item.providerPaymentId } : {}),
  ...(typeof item.checkoutUrl === 'string' ? { checkoutUrl: item.checkoutUrl } : {}),
  ...(typeof item.pageClosesAt === 'string' ? { pageClosesAt: item.pageClosesAt } : {}),
  version: Number(item.version ?? 1),
});

/** What the client (and the office's API) sees: no provider ids, no version. */
export const toPayment = (record: PaymentRecord): Payment =>
  PaymentSchema.parse(pick(record, PaymentSchema.shape));

export const toCreditNoteRecord = (item: Item): CreditNoteRecord => ({
  ...CreditNoteSchema.parse(pick(item, CreditNoteSchema.shape)),
  ...(typeof item.pdfKey === 'string' ? { pdfKey: item.pdfKey } : {}),
});

export const toCreditNote = (record: CreditNoteRecord): CreditNote =>
  CreditNoteSchema.parse(pick(record, CreditNoteSchema.shape));

/** One payment as stored, read consistently; undefined when there is none. */
export const getPayment = async (
  invoiceId: string,
  paymentId: string,
): Promise<PaymentRecord | undefined> => {
  const item = await getItem(paymentKey(invoiceId, paymentId));
  return item ? toPaymentRecord(item) : undefined;
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
