import { stripeId } from './http';
import { formatMoney } from './pages';
import { invalidRequest, minimumCharge, nowSeconds, type StripeStore } from './stripe-objects';
import {
  customerCreate,
  parseParams,
  paymentIntentCreate,
  refundCreate,
  sessionCreate,
} from './stripe-params';
import type { Charge, Customer, Dispute, PaymentIntent, Refund, Session } from './stripe-types';

/** The Stripe calls that create something: each checks its parameters as Stripe does, then acts. */

type Params = Record<string, unknown>;

/** Checkout's own limits on `expires_at` (docs: Checkout Sessions, `expires_at`). */
const MIN_SESSION_SECONDS = 30 * 60;
const MAX_SESSION_SECONDS = 24 * 60 * 60;

export const createSession = (
  store: StripeStore,
  params: Params,
  checkoutUrl: (id: string) => string,
): Session => {
  const input = parseParams(sessionCreate, params);
  const now = nowSeconds();
  const customer = input.customer
    ? store.find(store.customers, input.customer, 'customer', 'customer', 400)
    : null;
  const expiresAt = input.expires_at ?? now + MAX_SESSION_SECONDS;
  if (expiresAt - now < MIN_SESSION_SECONDS)
    throw invalidRequest(
      'The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.',
      { param: 'expires_at' },
    );
  if (expiresAt - now > MAX_SESSION_SECONDS)
    throw invalidRequest(
      'The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.',
      {
        param: 'expires_at',
      },
    );
  const lineItems = (input.line_items ?? []).map((item) => ({
    name: item.price_data.product_data.name,
    unitAmount: item.price_data.unit_amount,
    quantity: item.quantity,
  }));
  let currency = input.currency ?? null;
  let amount: number | null = null;
  if (input.mode === 'payment') {
    if (!input.line_items)
      throw invalidRequest('Missing required param: line_items.', {
        code: 'parameter_missing',
        param: 'line_items',
      });
    const currencies = new Set(input.line_items.map((item) => item.price_data.currency));
    currency = input.line_items[0]?.price_data.currency ?? null;
    if (currencies.size > 1 || !currency)
      throw invalidRequest('All line items must use the same currency.', { param: 'line_items' });
    amount = lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
    if (amount < minimumCharge(currency))
      throw invalidRequest(
        `The Checkout Session's total amount due must add up to at least ${formatMoney(minimumCharge(currency), currency)} ${currency}`,
        { code: 'amount_too_small', param: 'line_items' },
      );
  } else if (!currency) {
    throw invalidRequest('Missing required param: currency.', {
      code: 'parameter_missing',
      param: 'currency',
    });
  }
  const id = stripeId('cs_test_', 58);
  const session: Session = {
    id,
    object: 'checkout.session',
    amount_subtotal: amount,
    amount_total: amount,
    cancel_url: input.cancel_url ?? null,
    client_reference_id: input.client_reference_id ?? null,
    created: now,
    currency,
    customer: customer?.id ?? null,
    customer_email: input.customer_email ?? null,
    expires_at: expiresAt,
    livemode: false,
    metadata: input.metadata,
    mode: input.mode,
    payment_intent: null,
    payment_method_types: ['card'],
    payment_status: input.mode === 'payment' ? 'unpaid' : 'no_payment_required',
    setup_intent: null,
    status: 'open',
    success_url: input.success_url,
    url: checkoutUrl(id),
  };
  store.sessions.set(id, session);
  store.sessionExtras.set(id, {
    lineItems,
    paymentIntentData: {
      metadata: input.payment_intent_data?.metadata ?? {},
      setupFutureUsage: input.payment_intent_data?.setup_future_usage,
    },
    setupIntentData: { metadata: input.setup_intent_data?.metadata ?? {} },
  });
  return session;
};

export const createPaymentIntent = (store: StripeStore, params: Params): PaymentIntent => {
  const input = parseParams(paymentIntentCreate, params);
  if (input.amount < minimumCharge(input.currency))
    throw invalidRequest(
      `Amount must be at least ${formatMoney(minimumCharge(input.currency), input.currency)} ${input.currency}`,
      { code: 'amount_too_small', param: 'amount' },
    );
  if (input.off_session && !input.confirm)
    throw invalidRequest('off_session can only be used when confirm=true.', { param: 'off_session' });
  const customer = input.customer
    ? store.find(store.customers, input.customer, 'customer', 'customer', 400)
    : null;
  const method = input.payment_method
    ? store.find(store.paymentMethods, input.payment_method, 'PaymentMethod', 'payment_method', 400)
    : undefined;
  if (method && customer && method.customer !== customer.id)
    throw invalidRequest(
      method.customer
        ? `The provided PaymentMethod belongs to a different Customer than ${customer.id}.`
        : 'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.',
      { param: 'payment_method' },
    );
  const intent = store.newPaymentIntent({
    amount: input.amount,
    currency: input.currency,
    customer: customer?.id ?? null,
    metadata: input.metadata,
    description: input.description,
  });
  if (!input.confirm) {
    if (method) Object.assign(intent, { payment_method: method.id, status: 'requires_confirmation' });
    return intent;
  }
  if (!method)
    throw invalidRequest(
      "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent with a customer's saved payment method, provide the payment_method parameter.",
      { code: 'payment_intent_unexpected_state', param: 'payment_method' },
    );
  const outcome = store.outcome(method.id, input.off_session ? 'offSession' : 'payment');
  if (outcome === 'succeed') store.succeed(intent, method);
  else if (outcome === 'authenticate') store.requireAction(intent, method);
  else throw store.fail(intent, method, outcome);
  return intent;
};

export const createRefund = (store: StripeStore, params: Params): Refund => {
  const input = parseParams(refundCreate, params);
  const intent = input.payment_intent
    ? store.find(store.paymentIntents, input.payment_intent, 'payment_intent', 'payment_intent', 400)
    : undefined;
  const chargeId = input.charge ?? intent?.latest_charge;
  if (!chargeId || (intent && intent.status !== 'succeeded'))
    throw invalidRequest(
      intent
        ? `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`
        : 'Missing required param: payment_intent.',
      { code: intent ? 'charge_not_refundable' : 'parameter_missing', param: 'payment_intent' },
    );
  const charge = store.find(store.charges, String(chargeId), 'charge', 'charge', 400);
  const left = charge.amount - charge.amount_refunded;
  if (charge.disputed)
    throw invalidRequest(`Charge ${charge.id} has been charged back; it cannot be refunded.`, {
      code: 'charge_disputed',
    });
  if (left === 0)
    throw invalidRequest(`Charge ${charge.id} has already been refunded.`, {
      code: 'charge_already_refunded',
    });
  const amount = input.amount ?? left;
  if (amount > left)
    throw invalidRequest(
      `Refund amount (${formatMoney(amount, charge.currency)}) is greater than unrefunded amount on charge (${formatMoney(left, charge.currency)})`,
      { code: 'amount_too_large', param: 'amount' },
    );
  const refund: Refund = {
    id: stripeId('re_'),
    object: 'refund',
    amount,
    charge: charge.id,
    created: nowSeconds(),
    currency: charge.currency,
    metadata: input.metadata,
    payment_intent: typeof charge.payment_intent === 'string' ? charge.payment_intent : null,
    reason: input.reason ?? null,
    status: 'succeeded',
  };
  store.refunds.set(refund.id, refund);
  const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
  Object.assign(charge, { amount_refunded: charge.amount_refunded + amount, refunded: amount === left });
  store.emit('charge.refunded', charge, previous);
  return refund;
};

export const createCustomer = (store: StripeStore, params: Params): Customer => {
  const input = parseParams(customerCreate, params);
  const customer: Customer = {
    id: stripeId('cus_', 14),
    object: 'customer',
    created: nowSeconds(),
    email: input.email ?? null,
    name: input.name ?? null,
    phone: input.phone ?? null,
    description: input.description ?? null,
    metadata: input.metadata,
    livemode: false,
  };
  store.customers.set(customer.id, customer);
  return customer;
};

/** A chargeback on a card payment (`POST /_stand-in/stripe/disputes`): `charge.dispute.created`. */
export const openDispute = (store: StripeStore, paymentIntentId: string): Dispute => {
  const intent = store.find(store.paymentIntents, paymentIntentId, 'payment_intent', 'paymentIntent', 400);
  const charge: Charge | undefined = intent.latest_charge
    ? store.charges.get(String(intent.latest_charge))
    : undefined;
  if (charge?.status !== 'succeeded')
    throw invalidRequest(`PaymentIntent ${intent.id} has no successful charge to dispute.`);
  if (charge.disputed) throw invalidRequest(`Charge ${charge.id} is already disputed.`);
  const dispute: Dispute = {
    id: stripeId('dp_'),
    object: 'dispute',
    amount: charge.amount - charge.amount_refunded,
    charge: charge.id,
    created: nowSeconds(),
    currency: charge.currency,
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: intent.id,
    reason: 'fraudulent',
    status: 'needs_response',
  };
  store.disputes.set(dispute.id, dispute);
  charge.disputed = true;
  store.emit('charge.dispute.created', dispute);
  return dispute;
};
