import { PAYMENTS } from '../../../shared/payments';
import { PAYMENT_OUTCOMES, paymentReturnLink } from '../../../shared/portal-paths';
import type { AutoPayRequest, Checkout, PaymentMethods } from '../../../shared/schemas/payment';
import { noticePut } from '../../data/notice';
import {
  getPaymentMethods,
  type PaymentMethodsRecord,
  paymentMethodsPut,
  toPaymentMethods,
} from '../../data/payment';
import { getProfile } from '../../data/profile';
import { cancellationReasons } from '../../data/transaction';
import { type TransactItem, writeTransaction } from '../../data/write';
import { env } from '../../lib/env';
import { AppError, ConflictError, ValidationError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { cardDescription, mandateDescription } from './ledger';
import { fromGoCardlessMandate } from './provider-states';
import { goCardless, stripe } from './providers';

/**
 * A client's saved ways to pay: a card saved on Stripe's page (a SetupIntent, for charges
 * when they are not there), a Direct Debit mandate set up on GoCardless's page, and which of them
 * future invoices are taken from. Our pages never see card or bank numbers: the providers' pages take
 * them and their webhooks tell us what was saved (webhooks.ts).
 */

export const myPaymentMethods = async (userId: string): Promise<PaymentMethods> =>
  toPaymentMethods(await getPaymentMethods(userId));

/** Writes the client's record (and whatever joins it), trying again from a fresh read if it moved. */
export const changeMethods = async (
  userId: string,
  change: (record: PaymentMethodsRecord) => { next: PaymentMethodsRecord; with?: TransactItem[] } | undefined,
  extra: TransactItem[] = [],
): Promise<{ record: PaymentMethodsRecord; written: boolean; duplicate?: boolean }> => {
  for (let attempt = 1; ; attempt += 1) {
    const record = await getPaymentMethods(userId);
    const outcome = change(record);
    if (!outcome && extra.length === 0) return { record, written: false };
    const items = outcome ? [paymentMethodsPut(outcome.next), ...(outcome.with ?? [])] : [];
    try {
      await writeTransaction([...items, ...extra]);
      return {
        record: outcome ? { ...outcome.next, version: outcome.next.version + 1 } : record,
        written: true,
      };
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) throw error;
      if (extra.length > 0 && reasons.slice(items.length).includes('ConditionalCheckFailed'))
        return { record, written: false, duplicate: true };
      if (attempt >= 4)
        throw new ConflictError('Your payment details changed meanwhile: try again', 'methods_changed');
    }
  }
};

/**
 * The client's Stripe customer, made once (the idempotency key keeps a retry from making two), or again
 * when Stripe no longer has the one we hold: `stale` is that id (test keys swapped for live ones, a
 * customer deleted in the dashboard, the local stand-in restarted).
 */
export const stripeCustomerFor = async (userId: string, stale?: string): Promise<string> => {
  const record = await getPaymentMethods(userId);
  if (record.stripeCustomerId && record.stripeCustomerId !== stale) return record.stripeCustomerId;
  const profile = await getProfile(userId);
  const customer = await (await stripe()).customers.create(
    { email: profile?.email, name: profile?.fullName, metadata: { userId } },
    { idempotencyKey: `customer-${userId}${stale ? `-after-${stale}` : ''}` },
  );
  await changeMethods(userId, (current) => {
    if (current.stripeCustomerId && current.stripeCustomerId !== stale) return undefined;
    // A card saved under the customer Stripe lost went with it.
    const { card: _card, stripePaymentMethodId: _method, cardFingerprint: _print, ...rest } = current;
    const next = stale ? { ...rest, autoPay: current.autoPay === 'card' ? 'off' : current.autoPay } : current;
    return { next: { ...next, stripeCustomerId: customer.id } as PaymentMethodsRecord };
  });
  return (await getPaymentMethods(userId)).stripeCustomerId ?? customer.id;
};

/** Stripe's answer when an id we sent (here, the customer's) is not one it has. */
const missingCustomer = (error: unknown) =>
  (error as { code?: string; param?: string }).code === 'resource_missing' &&
  (error as { param?: string }).param === 'customer';

/** Runs a call made for the client's customer, once more with a new customer if Stripe lost theirs. */
export const withStripeCustomer = async <T>(userId: string, call: (customer: string) => Promise<T>) => {
  const customer = await stripeCustomerFor(userId);
  try {
    return await call(customer);
  } catch (error) {
    if (!missingCustomer(error)) throw error;
    logger.warn('Stripe no longer has the client’s customer: making another', { userId });
    return call(await stripeCustomerFor(userId, customer));
  }
};

/**
 * When a payment page closes, in Stripe's epoch seconds: PAYMENTS.checkoutMinutes, and a minute more,
 * because Stripe counts its shortest from when it receives the request.
 */
export const checkoutClosesAt = (now: Date) =>
  Math.floor(now.getTime() / 1000) + (PAYMENTS.checkoutMinutes + 1) * 60;

/** Stripe's page to save a card for later charges, with the consent the page shows beside it. */
export const saveCard = async (
  userId: string,
  idempotencyKey: string | undefined,
  now = new Date(),
): Promise<Checkout> => {
  const expires = checkoutClosesAt(now);
  const session = await withStripeCustomer(userId, async (customer) =>
    (await stripe()).checkout.sessions.create(
      {
        mode: 'setup',
        customer,
        currency: 'gbp',
        metadata: { userId, purpose: 'save-card' },
        setup_intent_data: { metadata: { userId } },
        success_url: paymentReturnLink(env().SITE_URL, PAYMENT_OUTCOMES.cardSaved),
        cancel_url: paymentReturnLink(env().SITE_URL, PAYMENT_OUTCOMES.setUpCancelled),
        expires_at: expires,
      },
      idempotencyKey ? { idempotencyKey: `save-card-${customer}-${idempotencyKey}` } : undefined,
    ),
  );
  if (!session.url) throw new AppError(502, 'provider_error', 'The card provider did not open a page');
  return { url: session.url, expiresAt: new Date(expires * 1000).toISOString() };
};

/** GoCardless's page to set up a Bacs Direct Debit mandate (a billing request and its flow). */
export const setUpDirectDebit = async (
  userId: string,
  idempotencyKey: string | undefined,
  now = new Date(),
): Promise<Checkout> => {
  const client = await goCardless();
  const profile = await getProfile(userId);
  const [given, ...family] = (profile?.fullName ?? '').trim().split(/\s+/);
  const request = await client.billingRequests.create(
    {
      mandate_request: { scheme: 'bacs', currency: 'GBP', metadata: { userId } },
      metadata: { userId },
    } as never,
    idempotencyKey ? `direct-debit-${userId}-${idempotencyKey}` : undefined,
  );
  const flow = await client.billingRequestFlows.create({
    redirect_uri: paymentReturnLink(env().SITE_URL, PAYMENT_OUTCOMES.directDebitSetUp),
    exit_uri: paymentReturnLink(env().SITE_URL, PAYMENT_OUTCOMES.setUpCancelled),
    links: { billing_request: request.id ?? '' },
    prefilled_customer: {
      given_name: given ?? '',
      family_name: family.join(' '),
      email: profile?.email ?? '',
    },
  } as never);
  if (!flow.authorisation_url) throw new AppError(502, 'provider_error', 'GoCardless did not open a page');
  // GoCardless keeps a flow open for a week; the portal asks for a fresh one each time anyway.
  return { url: flow.authorisation_url, expiresAt: new Date(now.getTime() + 7 * 86_400_000).toISOString() };
};

const methodSavedNotice = (
  userId: string,
  paymentMethod: { kind: 'card' | 'direct_debit'; description: string; reference?: string },
) =>
  noticePut({
    kind: 'payment-method-saved',
    userId,
    subject: { type: 'user', id: userId },
    facts: { paymentMethod },
  });

/**
 * A card saved on Stripe's page (its SetupIntent succeeded): it becomes the client's card, replacing
 * any other, and their way to pay if they had none. `extra` is the webhook event's record.
 */
export const cardSaved = async (userId: string, setupIntentId: string, extra: TransactItem[], now: Date) => {
  const client = await stripe();
  const intent = await client.setupIntents.retrieve(setupIntentId);
  const methodId =
    typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
  if (intent.status !== 'succeeded' || !methodId) return changeMethods(userId, () => undefined, extra);
  const method = await client.paymentMethods.retrieve(methodId);
  // Stripe tells of one saved card twice (the setup session and its intent), in either order and
  // possibly after the client removed it: a card no longer attached to a customer was removed (by
  // removePaymentMethod's detach), and is never saved again.
  if (!method.card || !method.customer) return changeMethods(userId, () => undefined, extra);
  const card = {
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
    addedAt: now.toISOString(),
  };
  let replaced: string | undefined;
  const result = await changeMethods(
    userId,
    (current) => {
      if (current.stripePaymentMethodId === methodId) return undefined;
      replaced = current.stripePaymentMethodId;
      const { cardFingerprint: _before, ...others } = current;
      return {
        next: {
          ...others,
          card,
          stripePaymentMethodId: methodId,
          ...(method.card?.fingerprint ? { cardFingerprint: method.card.fingerprint } : {}),
          autoPay: current.autoPay === 'off' ? 'card' : current.autoPay,
        },
        with: [methodSavedNotice(userId, { kind: 'card', description: cardDescription(card) })],
      };
    },
    extra,
  );
  if (result.written && replaced) await detachQuietly(replaced);
  return result;
};

const detachQuietly = async (methodId: string) => {
  try {
    await (await stripe()).paymentMethods.detach(methodId);
  } catch (error) {
    // The card is no longer ours to charge either way; a failed detach only leaves it on Stripe's side.
    logger.warn('A replaced card was not detached at Stripe', { error });
  }
};

/** A mandate from a fulfilled billing request: the client's Direct Debit, replacing any other. */
export const mandateFromBillingRequest = async (
  billingRequestId: string,
  extra: TransactItem[],
  now: Date,
) => {
  const client = await goCardless();
  const request = await client.billingRequests.find(billingRequestId);
  const userId = (request.metadata as Record<string, string> | undefined)?.userId;
  const mandateId = request.links?.mandate_request_mandate;
  if (!userId || !mandateId) return undefined;
  const mandate = await client.mandates.find(mandateId);
  const account = mandate.links?.customer_bank_account
    ? await client.customerBankAccounts.find(mandate.links.customer_bank_account)
    : undefined;
  const directDebit = {
    bankName: account?.bank_name ?? 'Your bank',
    accountEnding: account?.account_number_ending ?? '',
    accountHolder: account?.account_holder_name ?? '',
    reference: mandate.reference ?? mandateId,
    status: fromGoCardlessMandate(mandate.status ?? 'pending_submission'),
    addedAt: now.toISOString(),
  };
  let replaced: string | undefined;
  const result = await changeMethods(
    userId,
    (current) => {
      if (current.goCardlessMandateId === mandateId) return undefined;
      replaced = current.goCardlessMandateId;
      return {
        next: {
          ...current,
          directDebit,
          goCardlessMandateId: mandateId,
          ...(request.links?.customer ? { goCardlessCustomerId: request.links.customer } : {}),
          autoPay: current.autoPay === 'off' ? 'direct_debit' : current.autoPay,
        },
        with: [
          methodSavedNotice(userId, {
            kind: 'direct_debit',
            description: mandateDescription(directDebit),
            reference: directDebit.reference,
          }),
        ],
      };
    },
    extra,
  );
  if (result.written && replaced) await cancelMandateQuietly(replaced);
  return result;
};

/** A mandate's status moved (active, failed, cancelled at the bank): the client's record follows. */
export const mandateChanged = async (mandateId: string, extra: TransactItem[]) => {
  const mandate = await (await goCardless()).mandates.find(mandateId);
  const userId = (mandate.metadata as Record<string, string> | undefined)?.userId;
  if (!userId) return undefined;
  const status = fromGoCardlessMandate(mandate.status ?? '');
  return changeMethods(
    userId,
    (current) => {
      if (current.goCardlessMandateId !== mandateId || !current.directDebit) return undefined;
      if (current.directDebit.status === status) return undefined;
      const stillUsable = status === 'active' || status === 'pending';
      return {
        next: {
          ...current,
          directDebit: { ...current.directDebit, status },
          autoPay: !stillUsable && current.autoPay === 'direct_debit' ? 'off' : current.autoPay,
        },
      };
    },
    extra,
  );
};

const cancelMandateQuietly = async (mandateId: string) => {
  try {
    await (await goCardless()).mandates.cancel(mandateId);
  } catch (error) {
    logger.warn('A replaced mandate was not cancelled at GoCardless', { error });
  }
};

/** Removes the saved card or cancels the mandate; future invoices are then paid by the client. */
export const removePaymentMethod = async (
  userId: string,
  kind: 'card' | 'direct-debit',
): Promise<PaymentMethods> => {
  const current = await getPaymentMethods(userId);
  if (kind === 'card' && current.stripePaymentMethodId) await detachQuietly(current.stripePaymentMethodId);
  if (kind === 'direct-debit' && current.goCardlessMandateId) {
    await (await goCardless()).mandates.cancel(current.goCardlessMandateId).catch((error: unknown) => {
      // Already cancelled (at the bank, or by an earlier try): nothing more to stop.
      logger.warn('The mandate was not cancelled at GoCardless', { error });
    });
  }
  const { record } = await changeMethods(userId, (record) => {
    if (kind === 'card') {
      if (!record.card) return undefined;
      const { card: _card, stripePaymentMethodId: _pm, cardFingerprint: _print, ...rest } = record;
      return { next: { ...rest, autoPay: record.autoPay === 'card' ? 'off' : record.autoPay } };
    }
    if (!record.directDebit) return undefined;
    const { directDebit: _dd, goCardlessMandateId: _md, ...rest } = record;
    return { next: { ...rest, autoPay: record.autoPay === 'direct_debit' ? 'off' : record.autoPay } };
  });
  return toPaymentMethods(record);
};

/** How future invoices are paid: only from a method the client has (and, for Direct Debit, usable). */
export const setAutoPay = async (userId: string, { autoPay }: AutoPayRequest): Promise<PaymentMethods> => {
  const { record } = await changeMethods(userId, (record) => {
    if (autoPay === 'card' && !record.card)
      throw new ValidationError([{ path: 'autoPay', message: 'Save a card first' }]);
    if (autoPay === 'direct_debit' && !record.directDebit)
      throw new ValidationError([{ path: 'autoPay', message: 'Set up a Direct Debit first' }]);
    if (autoPay === 'direct_debit' && !['active', 'pending'].includes(record.directDebit?.status ?? ''))
      throw new ValidationError([{ path: 'autoPay', message: 'This Direct Debit can no longer be used' }]);
    if (record.autoPay === autoPay) return undefined;
    return { next: { ...record, autoPay } };
  });
  return toPaymentMethods(record);
};
