import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { PaymentMethods } from '../../shared/schemas/payment';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { key } from './table';
import { userPartition } from './user';

type Item = Record<string, unknown>;

/** A client's saved ways to pay: one item in their partition, holding the providers' ids they never see. */
export const paymentMethodsKey = (userId: string) => key(userPartition(userId), 'PAYMETHODS');

/** A client's saved ways to pay as stored: what they see, and the providers' ids behind it. */
export interface PaymentMethodsRecord extends PaymentMethods {
  userId: string;
  stripeCustomerId?: string;
  /** The saved card's PaymentMethod at Stripe. */
  stripePaymentMethodId?: string;
  /**
   * Stripe's fingerprint of the saved card's number: the same card saved by two clients has
   * one fingerprint, so a referral between them is held for the office. Never shown.
   */
  cardFingerprint?: string;
  goCardlessCustomerId?: string;
  goCardlessMandateId?: string;
  version: number;
}

const toPaymentMethodsRecord = (userId: string, item: Item | undefined): PaymentMethodsRecord => {
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
