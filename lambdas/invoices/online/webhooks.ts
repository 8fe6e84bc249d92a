import { parse as parseGoCardlessWebhook } from 'gocardless-nodejs';
import type Stripe from 'stripe';
import type { WebhookDelivery } from '../../../shared/schemas/payment';
import { getPayment } from '../../data/payment';
import { storeEventOnly, webhookEventPut, webhookEventSeen } from '../../data/webhook-event';
import { BadRequestError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { applyObservation, refundSettled } from './apply';
import { cardDescription } from './ledger';
import { cardSaved, mandateChanged, mandateFromBillingRequest } from './methods';
import { fromGoCardlessPayment, fromGoCardlessRefund, fromStripeIntent } from './provider-states';
import { goCardless, paymentSecrets, stripe } from './providers';

/**
 * The providers' webhooks. Each delivery's signature is verified by the provider's own SDK
 * over the exact bytes before anything else is read (400 otherwise, nothing changed). Each event is
 * stored once by its id in the same transaction as what it changes, so a redelivery, or two deliveries
 * at once, change nothing the second time. What an event says is never taken on its own word: the
 * object it names is fetched from the provider and its state now is applied, so events arriving in any
 * order end in the same state. Unknown events are stored and ignored.
 */

const invalidSignature = () =>
  new BadRequestError('The webhook signature does not verify', 'invalid_signature');

const ours = (metadata: Record<string, string> | null | undefined) => {
  const invoiceId = metadata?.invoiceId;
  const paymentId = metadata?.paymentId;
  return invoiceId && paymentId ? { invoiceId, paymentId } : undefined;
};

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : value?.id;

/** A card payment as Stripe has it now, applied to our payment. */
const applyIntent = async (intentId: string, event: Stripe.Event, now: Date, override?: 'charged_back') => {
  const client = await stripe();
  const intent = await client.paymentIntents.retrieve(intentId);
  const target = ours(intent.metadata);
  if (!target) return storeEventOnly('stripe', event, 'not ours', now);
  const payment = await getPayment(target.invoiceId, target.paymentId);
  if (!payment) return storeEventOnly('stripe', event, 'unknown payment', now);
  const seen = override
    ? { state: 'charged_back' as const, note: 'Card payment disputed by the cardholder (a charge-back)' }
    : fromStripeIntent(intent, payment.automatic);
  const methodId = idOf(intent.payment_method);
  const method =
    methodId && seen.state === 'paid' ? await client.paymentMethods.retrieve(methodId) : undefined;
  return applyObservation(
    target.invoiceId,
    target.paymentId,
    {
      ...seen,
      source: 'provider',
      at: now,
      eventId: event.id,
      amountPence: intent.amount,
      currency: intent.currency,
      providerPaymentId: intent.id,
      ...(method?.card ? { description: cardDescription(method.card) } : {}),
    },
    [webhookEventPut('stripe', event, seen.state, now)],
  );
};

/** A payment page that closed unpaid: its payment is cancelled (nothing else changes). */
const applySessionExpired = async (session: Stripe.Checkout.Session, event: Stripe.Event, now: Date) => {
  const target = ours(session.metadata);
  if (!target) return storeEventOnly('stripe', event, 'not ours', now);
  const fresh = await (await stripe()).checkout.sessions.retrieve(session.id);
  if (fresh.status !== 'expired') return storeEventOnly('stripe', event, 'session not expired', now);
  return applyObservation(
    target.invoiceId,
    target.paymentId,
    {
      state: 'cancelled',
      note: 'The payment page closed unpaid',
      source: 'provider',
      at: now,
      eventId: event.id,
    },
    [webhookEventPut('stripe', event, 'cancelled', now)],
  );
};

const handleStripeEvent = async (event: Stripe.Event, now: Date) => {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object;
      if (session.mode === 'setup') {
        const userId = session.metadata?.userId;
        const intentId = idOf(session.setup_intent);
        if (!userId || !intentId) return storeEventOnly('stripe', event, 'not ours', now);
        return cardSaved(userId, intentId, [webhookEventPut('stripe', event, 'card saved', now)], now);
      }
      const fresh = await (await stripe()).checkout.sessions.retrieve(session.id);
      const intentId = idOf(fresh.payment_intent);
      if (!intentId) return storeEventOnly('stripe', event, 'no payment yet', now);
      return applyIntent(intentId, event, now);
    }
    case 'checkout.session.expired':
      return applySessionExpired(event.data.object, event, now);
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
    case 'payment_intent.processing':
    case 'payment_intent.canceled':
    case 'payment_intent.requires_action':
      return applyIntent(event.data.object.id, event, now);
    case 'setup_intent.succeeded': {
      const intent = event.data.object;
      const userId = intent.metadata?.userId;
      if (!userId) return storeEventOnly('stripe', event, 'not ours', now);
      return cardSaved(userId, intent.id, [webhookEventPut('stripe', event, 'card saved', now)], now);
    }
    case 'charge.dispute.created': {
      const intentId = idOf(event.data.object.payment_intent);
      if (!intentId) return storeEventOnly('stripe', event, 'no payment', now);
      return applyIntent(intentId, event, now, 'charged_back');
    }
    default:
      // Refunds are recorded when the office makes them (refunds.ts); other types are not ours to act on.
      return storeEventOnly('stripe', event, 'ignored', now);
  }
};

export const stripeWebhook = async ({ raw, signature }: WebhookDelivery, now = new Date()) => {
  if (!signature) throw invalidSignature();
  const { STRIPE_WEBHOOK_SECRET } = await paymentSecrets();
  let event: Stripe.Event;
  try {
    event = (await stripe()).webhooks.constructEvent(raw, signature, STRIPE_WEBHOOK_SECRET);
  } catch {
    throw invalidSignature();
  }
  if (!(await webhookEventSeen('stripe', event.id))) await handleStripeEvent(event, now);
  return { received: true as const };
};

/** One GoCardless event, as its SDK parses it. */
interface GoCardlessEvent {
  id?: string;
  resource_type?: string;
  action?: string;
  links?: Record<string, string | undefined>;
  details?: { cause?: string; description?: string; reason_code?: string };
}

const handleGoCardlessEvent = async (event: GoCardlessEvent, now: Date) => {
  const id = event.id ?? '';
  const named = { id, type: `${event.resource_type}.${event.action}` };
  const record = (outcome: string) => webhookEventPut('gocardless', named, outcome, now);
  const links = event.links ?? {};
  if (event.resource_type === 'payments' && links.payment) {
    const payment = await (await goCardless()).payments.find(links.payment);
    const target = ours(payment.metadata as Record<string, string> | undefined);
    if (!target) return storeEventOnly('gocardless', named, 'not ours', now);
    const seen = fromGoCardlessPayment(payment.status ?? '', {
      code: event.details?.cause,
      description: event.details?.description,
    });
    return applyObservation(
      target.invoiceId,
      target.paymentId,
      {
        ...seen,
        source: 'provider',
        at: now,
        eventId: id,
        amountPence: Number(payment.amount),
        currency: payment.currency,
        providerPaymentId: payment.id,
        ...(payment.charge_date ? { chargeDate: payment.charge_date } : {}),
      },
      [record(seen.state)],
    );
  }
  if (event.resource_type === 'refunds' && links.refund) {
    const refund = await (await goCardless()).refunds.find(links.refund);
    const meta = refund.metadata as Record<string, string> | undefined;
    const target = ours(meta);
    if (!target || !meta?.refundId) return storeEventOnly('gocardless', named, 'not ours', now);
    return refundSettled(
      target,
      meta.refundId,
      fromGoCardlessRefund(refund.status ?? ''),
      [record('refund')],
      now,
      id,
    );
  }
  if (event.resource_type === 'billing_requests' && event.action === 'fulfilled' && links.billing_request)
    return (
      (await mandateFromBillingRequest(links.billing_request, [record('mandate saved')], now)) ??
      storeEventOnly('gocardless', named, 'not ours', now)
    );
  if (event.resource_type === 'mandates' && links.mandate)
    return (
      (await mandateChanged(links.mandate, [record('mandate status')])) ??
      storeEventOnly('gocardless', named, 'not ours', now)
    );
  return storeEventOnly('gocardless', named, 'ignored', now);
};

export const goCardlessWebhook = async ({ raw, signature }: WebhookDelivery, now = new Date()) => {
  if (!signature) throw invalidSignature();
  const { GOCARDLESS_WEBHOOK_SECRET } = await paymentSecrets();
  let events: GoCardlessEvent[];
  try {
    events = parseGoCardlessWebhook(raw, GOCARDLESS_WEBHOOK_SECRET, signature) as GoCardlessEvent[];
  } catch {
    throw invalidSignature();
  }
  // One delivery carries a batch; each event stands alone, and one that fails is retried with the batch
  // (GoCardless redelivers on any non-2xx), the ones already stored then changing nothing.
  for (const event of events) {
    if (!event.id || (await webhookEventSeen('gocardless', event.id))) continue;
    try {
      await handleGoCardlessEvent(event, now);
    } catch (error) {
      logger.error('A GoCardless event failed; the delivery will be retried', { eventId: event.id, error });
      throw error;
    }
  }
  return { received: true as const };
};
