import type Stripe from 'stripe';

/*
 * Stripe's objects as this stand-in keeps them: each type picks its fields from the SDK's own types, so a
 * field that Stripe does not have, or a value of the wrong type, fails the typecheck.
 */
export type Customer = Pick<
  Stripe.Customer,
  'id' | 'object' | 'created' | 'email' | 'name' | 'phone' | 'description' | 'metadata' | 'livemode'
>;
export type Session = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'amount_subtotal'
  | 'amount_total'
  | 'cancel_url'
  | 'client_reference_id'
  | 'created'
  | 'currency'
  | 'customer'
  | 'customer_email'
  | 'expires_at'
  | 'livemode'
  | 'metadata'
  | 'mode'
  | 'payment_intent'
  | 'payment_method_types'
  | 'payment_status'
  | 'setup_intent'
  | 'status'
  | 'success_url'
  | 'url'
>;
export type PaymentIntent = Pick<
  Stripe.PaymentIntent,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_received'
  | 'capture_method'
  | 'client_secret'
  | 'confirmation_method'
  | 'created'
  | 'currency'
  | 'customer'
  | 'description'
  | 'last_payment_error'
  | 'latest_charge'
  | 'livemode'
  | 'metadata'
  | 'next_action'
  | 'payment_method'
  | 'payment_method_types'
  | 'setup_future_usage'
  | 'status'
>;
export type SetupIntent = Pick<
  Stripe.SetupIntent,
  | 'id'
  | 'object'
  | 'client_secret'
  | 'created'
  | 'customer'
  | 'description'
  | 'last_setup_error'
  | 'livemode'
  | 'metadata'
  | 'next_action'
  | 'payment_method'
  | 'payment_method_types'
  | 'status'
  | 'usage'
>;
type Card = Pick<
  Stripe.PaymentMethod.Card,
  'brand' | 'last4' | 'exp_month' | 'exp_year' | 'funding' | 'country' | 'fingerprint'
>;
export type PaymentMethod = Pick<
  Stripe.PaymentMethod,
  'id' | 'object' | 'type' | 'created' | 'customer' | 'livemode' | 'metadata'
> & { card: Card; billing_details: { name: string | null; email: string | null } };
export type Charge = Pick<
  Stripe.Charge,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_captured'
  | 'amount_refunded'
  | 'captured'
  | 'created'
  | 'currency'
  | 'customer'
  | 'disputed'
  | 'failure_code'
  | 'failure_message'
  | 'livemode'
  | 'metadata'
  | 'paid'
  | 'payment_intent'
  | 'payment_method'
  | 'refunded'
  | 'status'
>;
export type Refund = Pick<
  Stripe.Refund,
  | 'id'
  | 'object'
  | 'amount'
  | 'charge'
  | 'created'
  | 'currency'
  | 'metadata'
  | 'payment_intent'
  | 'reason'
  | 'status'
>;
export type Dispute = Pick<
  Stripe.Dispute,
  | 'id'
  | 'object'
  | 'amount'
  | 'charge'
  | 'created'
  | 'currency'
  | 'is_charge_refundable'
  | 'livemode'
  | 'metadata'
  | 'payment_intent'
  | 'reason'
  | 'status'
>;

/** What a Checkout session holds that Stripe does not show on the session itself. */
export interface SessionExtras {
  lineItems: { name: string; unitAmount: number; quantity: number }[];
  paymentIntentData: { metadata: Record<string, string>; setupFutureUsage?: 'on_session' | 'off_session' };
  setupIntentData: { metadata: Record<string, string> };
  /** The card waiting on the 3D Secure page, while the customer authenticates. */
  authenticating?: string;
}
