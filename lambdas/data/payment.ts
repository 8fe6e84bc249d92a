import { GetCommand } from '@aws-sdk/lib-dynamodb';
import {
  type CreditNote,
  CreditNoteSchema,
  type Payment,
  type PaymentMethods,
  PaymentSchema,
} from '../../shared/schemas/payment';
import { PARTITION_PREFIXES } from '../../shared/table';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { invoicePartition } from './invoice';
import { byUser, key } from './table';
import { userPartition } from './user';

type Item = Record<string, unknown>;

/**
 * Money moving against an invoice (issue 29). A payment is `INVOICE#<id>`, `PAYMENT#<paymentId>`, and a
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
export const paymentMethodsKey = (userId: string) => key(userPartition(userId), 'PAYMETHODS');
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

/** A client's saved ways to pay as stored: what they see, and the providers' ids behind it. */
export interface PaymentMethodsRecord extends PaymentMethods {
  userId: string;
  stripeCustomerId?: string;
  /** The saved card's PaymentMethod at Stripe. */
  stripePaymentMethodId?: string;
  /**
   * Stripe's fingerprint of the saved card's number (issue 45): the same card saved by two clients has
   * one fingerprint, so a referral between them is held for the office. Never shown.
   */
  cardFingerprint?: string;
  goCardlessCustomerId?: string;
  goCardlessMandateId?: string;
  version: number;
}

export const toPaymentMethodsRecord = (userId: string, item: Item | undefined): PaymentMethodsRecord => {
  const none: PaymentMethodsRecord = { userId, autoPay: 'off', version: 0 };
  if (!item) return none;
  const { PK: _pk, SK: _sk, entity: _entity, ...rest } = item;
  return { ...none, ...(rest as Partial<PaymentMethodsRecord>), userId };
};

/** What anyone is shown of the saved methods: the card's brand and digits, the bank; no provider id. */
export const toPaymentMethods = (record: PaymentMethodsRecord): PaymentMethods => ({
  ...(record.card ? { card: record.card } : {}),
  ...(record.directDebit ? { directDebit: record.directDebit } : {}),
  autoPay: record.autoPay,
});

export const getPaymentMethods = async (userId: string): Promise<PaymentMethodsRecord> => {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: paymentMethodsKey(userId), ConsistentRead: true }),
  );
  return toPaymentMethodsRecord(userId, Item);
};
