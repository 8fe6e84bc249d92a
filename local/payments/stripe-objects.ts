import { createHash } from 'node:crypto';
import { stripeId } from './http';
import { type CardOutcome, cardFor, DECLINES, type Decline, type DeclineName } from './stripe-cards';
import type {
  Charge,
  Customer,
  Dispute,
  PaymentIntent,
  PaymentMethod,
  Refund,
  Session,
  SessionExtras,
  SetupIntent,
} from './stripe-types';

/** A refusal in Stripe's shape: `{ error: { type, code, message, param, ... } }` with its status. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; code?: string; param?: string; [key: string]: unknown },
  ) {
    super(body.message);
  }
}

export const invalidRequest = (message: string, fields: { code?: string; param?: string } = {}) =>
  new StripeApiError(400, { type: 'invalid_request_error', message, ...fields });

/** Stripe's minimum charge per currency (docs: "Minimum and maximum charge amounts"); others assume 50. */
const MINIMUM_CHARGE: Record<string, number> = { gbp: 30, eur: 50, usd: 50 };
export const minimumCharge = (currency: string): number => MINIMUM_CHARGE[currency] ?? 50;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Everything the Stripe half of the stand-in knows, and the moves that more than one route makes. */
export class StripeStore {
  readonly customers = new Map<string, Customer>();
  readonly sessions = new Map<string, Session>();
  readonly sessionExtras = new Map<string, SessionExtras>();
  readonly paymentIntents = new Map<string, PaymentIntent>();
  readonly setupIntents = new Map<string, SetupIntent>();
  readonly paymentMethods = new Map<string, PaymentMethod>();
  /** The card number behind each payment method, which decides how its later charges end. */
  readonly paymentMethodCards = new Map<string, string>();
  readonly charges = new Map<string, Charge>();
  readonly refunds = new Map<string, Refund>();
  readonly disputes = new Map<string, Dispute>();
  readonly events = new Map<string, object>();

  constructor(
    /** Emits a Stripe event whose `data.object` is a copy of `object` as it is now. */
    readonly emit: (type: string, object: object, previous?: Record<string, unknown>) => void,
  ) {}

  /** An object by id, or Stripe's `resource_missing` refusal naming the parameter that held the id. */
  find<T>(map: Map<string, T>, id: string, noun: string, param = 'id', status = 404): T {
    const found = map.get(id);
    if (!found)
      throw new StripeApiError(status, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${noun}: '${id}'`,
        param,
      });
    return found;
  }

  /** Any object by its id's prefix, for `expand`. */
  lookup(id: string): object | undefined {
    const maps: [string, Map<string, object>][] = [
      ['cus_', this.customers],
      ['cs_', this.sessions],
      ['pi_', this.paymentIntents],
      ['seti_', this.setupIntents],
      ['pm_', this.paymentMethods],
      ['ch_', this.charges],
      ['re_', this.refunds],
      ['dp_', this.disputes],
    ];
    return maps.find(([prefix]) => id.startsWith(prefix))?.[1].get(id);
  }

  createPaymentMethod(card: {
    digits: string;
    expMonth: number;
    expYear: number;
    name: string;
  }): PaymentMethod {
    const method: PaymentMethod = {
      id: stripeId('pm_'),
      object: 'payment_method',
      type: 'card',
      created: nowSeconds(),
      customer: null,
      livemode: false,
      metadata: {},
      billing_details: { name: card.name, email: null },
      card: {
        brand: cardFor(card.digits).brand,
        last4: card.digits.slice(-4),
        exp_month: card.expMonth,
        exp_year: card.expYear,
        funding: 'credit',
        country: 'GB',
        // Stripe's fingerprint names the card number, the same for every customer who saves it (one
        // account's fingerprints); derived from the number here, so two clients saving one card match.
        fingerprint: createHash('sha256')
          .update(`fingerprint:${card.digits}`)
          .digest('base64url')
          .slice(0, 16),
      },
    };
    this.paymentMethods.set(method.id, method);
    this.paymentMethodCards.set(method.id, card.digits);
    return method;
  }

  /** How a saved payment method's charge ends in a situation (a card unknown here goes through). */
  outcome(paymentMethodId: string, situation: 'payment' | 'setup' | 'offSession'): CardOutcome {
    const digits = this.paymentMethodCards.get(paymentMethodId);
    return digits ? cardFor(digits)[situation] : 'succeed';
  }

  newPaymentIntent(fields: {
    amount: number;
    currency: string;
    customer: string | null;
    metadata: Record<string, string>;
    description?: string | null;
    setupFutureUsage?: 'on_session' | 'off_session' | null;
  }): PaymentIntent {
    const id = stripeId('pi_');
    const intent: PaymentIntent = {
      id,
      object: 'payment_intent',
      amount: fields.amount,
      amount_received: 0,
      capture_method: 'automatic',
      client_secret: `${id}_secret_${stripeId('', 25)}`,
      confirmation_method: 'automatic',
      created: nowSeconds(),
      currency: fields.currency,
      customer: fields.customer,
      description: fields.description ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: fields.metadata,
      next_action: null,
      payment_method: null,
      payment_method_types: ['card'],
      setup_future_usage: fields.setupFutureUsage ?? null,
      status: 'requires_payment_method',
    };
    this.paymentIntents.set(id, intent);
    return intent;
  }

  private newCharge(intent: PaymentIntent, method: PaymentMethod, decline?: Decline): Charge {
    const charge: Charge = {
      id: stripeId('ch_'),
      object: 'charge',
      amount: intent.amount,
      amount_captured: decline ? 0 : intent.amount,
      amount_refunded: 0,
      captured: !decline,
      created: nowSeconds(),
      currency: intent.currency,
      customer: intent.customer,
      disputed: false,
      failure_code: decline?.code ?? null,
      failure_message: decline?.message ?? null,
      livemode: false,
      metadata: {},
      paid: !decline,
      payment_intent: intent.id,
      payment_method: method.id,
      refunded: false,
      status: decline ? 'failed' : 'succeeded',
    };
    this.charges.set(charge.id, charge);
    return charge;
  }

  /** The card went through: a charge, the intent succeeded, `payment_intent.succeeded`. */
  succeed(intent: PaymentIntent, method: PaymentMethod): void {
    const charge = this.newCharge(intent, method);
    Object.assign(intent, {
      status: 'succeeded',
      amount_received: intent.amount,
      latest_charge: charge.id,
      payment_method: method.id,
      last_payment_error: null,
      next_action: null,
    });
    this.emit('payment_intent.succeeded', intent);
  }

  /**
   * The card was declined or not authenticated: the intent goes back to needing a payment method, with the
   * error Stripe records, and `payment_intent.payment_failed`. Returns the error body Stripe answers with.
   */
  fail(intent: PaymentIntent, method: PaymentMethod, name: DeclineName): StripeApiError {
    const decline = DECLINES[name];
    // A decline by the card network leaves a failed charge; a missing authentication never reached it.
    const charge = decline.code === 'card_declined' ? this.newCharge(intent, method, decline) : undefined;
    const error = {
      ...decline,
      ...(charge ? { charge: charge.id } : {}),
      doc_url: `https://docs.stripe.com/error-codes/${decline.code.replace(/_/g, '-')}`,
      payment_method: structuredClone(method),
    };
    Object.assign(intent, {
      status: 'requires_payment_method',
      payment_method: null,
      next_action: null,
      latest_charge: charge?.id ?? intent.latest_charge,
      last_payment_error: error,
    });
    this.emit('payment_intent.payment_failed', intent);
    const status = decline.type === 'card_error' ? 402 : 400;
    return new StripeApiError(status, { ...error, payment_intent: structuredClone(intent) });
  }

  /** The customer must authenticate before the card is charged (3D Secure). */
  requireAction(intent: PaymentIntent | SetupIntent, method: PaymentMethod): void {
    Object.assign(intent, {
      status: 'requires_action',
      payment_method: method.id,
      next_action: { type: 'use_stripe_sdk', use_stripe_sdk: {} },
    });
  }

  /** Ends an open session: on request (`expire`) or when its `expires_at` passes. */
  expire(session: Session): void {
    Object.assign(session, { status: 'expired', url: null });
    this.emit('checkout.session.expired', session);
  }

  /** Sessions past their `expires_at` expire, as Stripe expires them (checked on access and now and then). */
  sweepExpired(): void {
    const now = nowSeconds();
    for (const session of this.sessions.values())
      if (session.status === 'open' && session.expires_at <= now) this.expire(session);
  }
}

export { nowSeconds };
