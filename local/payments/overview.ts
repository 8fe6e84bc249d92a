import type { GoCardlessStore } from './gocardless-objects';
import type { ObjectRow } from './pages';
import type { StripeStore } from './stripe-objects';

/** The objects `GET /` lists: sessions, intents and refunds; flows, mandates and payments. */
export const objectRows = (stripe: StripeStore, gocardless: GoCardlessStore): ObjectRow[] => [
  ...[...stripe.sessions.values()].map((session) => ({
    id: session.id,
    kind: `Stripe Checkout (${session.mode})`,
    status: `${session.status}, ${session.payment_status}`,
    detail: `${session.amount_total ?? ''} ${session.currency ?? ''} ${session.customer ?? ''}`,
    link: session.url ?? undefined,
  })),
  ...[...stripe.paymentIntents.values()].map((intent) => ({
    id: intent.id,
    kind: 'Stripe PaymentIntent',
    status: intent.status,
    detail: `${intent.amount} ${intent.currency}${intent.last_payment_error ? `: ${intent.last_payment_error.code}` : ''}`,
  })),
  ...[...stripe.refunds.values()].map((refund) => ({
    id: refund.id,
    kind: 'Stripe refund',
    status: String(refund.status),
    detail: `${refund.amount} of ${refund.payment_intent}`,
  })),
  ...[...gocardless.flows.values()].map((flow) => ({
    id: flow.id,
    kind: 'GoCardless flow',
    status: gocardless.billingRequests.get(flow.links.billing_request)?.status ?? '',
    detail: flow.links.billing_request,
    link:
      gocardless.billingRequests.get(flow.links.billing_request)?.status === 'pending'
        ? flow.authorisation_url
        : undefined,
  })),
  ...[...gocardless.mandates.values()].map((mandate) => ({
    id: mandate.id,
    kind: 'GoCardless mandate',
    status: mandate.status,
    detail: `${mandate.reference}, next charge ${mandate.next_possible_charge_date ?? '-'}`,
  })),
  ...[...gocardless.payments.values()].map((payment) => ({
    id: payment.id,
    kind: 'GoCardless payment',
    status: payment.status,
    detail: `${payment.amount} GBP on ${payment.charge_date}, refunded ${payment.amount_refunded}`,
  })),
];
