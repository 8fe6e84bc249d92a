import { CREDITOR_ID, GoCardlessApiError, type GoCardlessStore, invalidState } from './gocardless-objects';
import { billingRequestCreate, flowCreate, parse, paymentCreate, refundCreate } from './gocardless-params';
import type { BillingRequest, BillingRequestFlow, Customer, Payment, Refund } from './gocardless-types';
import { gocardlessId } from './http';

/** The GoCardless calls that create something: each checks its body as GoCardless does, then acts. */

type Body = Record<string, unknown>;
interface Created {
  status: 201;
  envelope: string;
  resource: object;
}

export const createBillingRequest = (store: GoCardlessStore, body: Body): Created => {
  const input = parse(billingRequestCreate, 'billing_requests', body);
  const customer: Customer = {
    id: gocardlessId('CU'),
    created_at: new Date().toISOString(),
    email: null,
    given_name: null,
    family_name: null,
    company_name: null,
    country_code: 'GB',
    language: 'en',
    metadata: {},
  };
  store.customers.set(customer.id, customer);
  const request: BillingRequest = {
    id: gocardlessId('BRQ'),
    created_at: new Date().toISOString(),
    status: 'pending',
    // GoCardless applies the mandate request's metadata to the mandate the request makes.
    mandate_request: {
      currency: 'GBP',
      scheme: 'bacs',
      verify: 'recommended' as never,
      links: {},
      metadata: (input.mandate_request as { metadata?: Record<string, string> } | undefined)?.metadata ?? {},
    } as never,
    payment_request: null,
    metadata: input.metadata,
    links: { creditor: CREDITOR_ID, customer: customer.id, mandate_request: gocardlessId('MRQ') },
    fallback_enabled: false,
  };
  store.billingRequests.set(request.id, request);
  return { status: 201, envelope: 'billing_requests', resource: request };
};

export const createFlow = (
  store: GoCardlessStore,
  body: Body,
  flowUrl: (flowId: string) => string,
): Created => {
  const input = parse(flowCreate, 'billing_request_flows', body);
  const request = store.billingRequests.get(input.links.billing_request);
  if (!request)
    throw new GoCardlessApiError(422, 'validation_failed', 'Validation failed', [
      {
        field: 'links.billing_request',
        message: 'not found',
        request_pointer: '/billing_request_flows/links/billing_request',
      },
    ]);
  if (request.status !== 'pending')
    throw invalidState(
      'billing_request_not_pending',
      `The billing request ${request.id} is ${request.status}`,
    );
  const id = gocardlessId('BRF');
  const flow: BillingRequestFlow = {
    id,
    created_at: new Date().toISOString(),
    expires_at: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
    authorisation_url: flowUrl(id),
    auto_fulfil: true,
    redirect_uri: input.redirect_uri ?? null,
    exit_uri: input.exit_uri ?? null,
    links: { billing_request: request.id },
    prefilled_customer: input.prefilled_customer ?? null,
    lock_bank_account: false,
    lock_customer_details: false,
  };
  store.flows.set(id, flow);
  return { status: 201, envelope: 'billing_request_flows', resource: flow };
};

export const createPayment = (store: GoCardlessStore, body: Body): Created => {
  const input = parse(paymentCreate, 'payments', body);
  const mandate = store.mandates.get(input.links.mandate);
  if (!mandate)
    throw new GoCardlessApiError(422, 'validation_failed', 'Validation failed', [
      { field: 'links.mandate', message: 'not found', request_pointer: '/payments/links/mandate' },
    ]);
  if (!['pending_submission', 'submitted', 'active'].includes(mandate.status))
    throw invalidState('mandate_is_inactive', 'Mandate is failed, cancelled or expired');
  const earliest = mandate.next_possible_charge_date ?? store.nextChargeDate(mandate.status);
  if (input.charge_date && input.charge_date < earliest)
    throw new GoCardlessApiError(422, 'validation_failed', 'Validation failed', [
      {
        field: 'charge_date',
        message: `must be on or after mandate's next_possible_charge_date (${earliest})`,
        request_pointer: '/payments/charge_date',
      },
    ]);
  const payment: Payment = {
    id: gocardlessId('PM'),
    created_at: new Date().toISOString(),
    charge_date: input.charge_date ?? earliest,
    amount: input.amount,
    amount_refunded: 0,
    currency: 'GBP' as Payment['currency'],
    description: input.description ?? null,
    metadata: input.metadata,
    reference: input.reference ?? null,
    retry_if_possible: input.retry_if_possible ?? false,
    scheme: 'bacs',
    status: 'pending_submission',
    links: { creditor: CREDITOR_ID, mandate: mandate.id },
  };
  store.payments.set(payment.id, payment);
  store.emit('payments.created', { payment: payment.id }, payment.metadata);
  store.progressPayment(payment);
  return { status: 201, envelope: 'payments', resource: payment };
};

export const createRefund = (store: GoCardlessStore, body: Body): Created => {
  const input = parse(refundCreate, 'refunds', body);
  const payment = store.payments.get(input.links.payment);
  if (!payment)
    throw new GoCardlessApiError(422, 'validation_failed', 'Validation failed', [
      { field: 'links.payment', message: 'not found', request_pointer: '/refunds/links/payment' },
    ]);
  if (payment.status !== 'confirmed' && payment.status !== 'paid_out')
    throw invalidState(
      'refund_payment_invalid_state',
      `The payment ${payment.id} is ${payment.status}: only a confirmed or paid out payment can be refunded`,
    );
  const refunds = [...store.refunds.values()].filter((refund) => refund.links.payment === payment.id);
  if (refunds.length >= 5)
    throw invalidState('number_of_refunds_exceeded', 'A payment can be refunded at most five times');
  if (input.total_amount_confirmation !== payment.amount_refunded + input.amount)
    throw invalidState(
      'total_amount_confirmation_invalid',
      `total_amount_confirmation must be the payment's total refunded including this refund (${payment.amount_refunded + input.amount})`,
    );
  if (input.amount > payment.amount - payment.amount_refunded)
    throw invalidState(
      'available_refund_amount_insufficient',
      `The payment has ${payment.amount - payment.amount_refunded} left to refund`,
    );
  const refund: Refund = {
    id: gocardlessId('RF'),
    created_at: new Date().toISOString(),
    amount: input.amount,
    currency: 'GBP',
    metadata: input.metadata,
    reference: input.reference ?? null,
    status: 'created',
    links: { payment: payment.id, mandate: payment.links.mandate ?? '' },
  };
  store.refunds.set(refund.id, refund);
  payment.amount_refunded += input.amount;
  store.emit('refunds.created', { refund: refund.id, payment: payment.id }, refund.metadata);
  store.progressRefund(refund);
  return { status: 201, envelope: 'refunds', resource: refund };
};
