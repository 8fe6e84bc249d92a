import type http from 'node:http';
import { z } from 'zod';
import {
  type BillingRequest,
  type BillingRequestFlow,
  CREDITOR_ID,
  type Customer,
  GoCardlessApiError,
  type GoCardlessStore,
  invalidState,
  notFound,
  type Payment,
  type Refund,
} from './gocardless-objects';
import { runScenario, SCENARIOS } from './gocardless-simulators';
import { gocardlessId, readBody, sendJson } from './http';

/** GoCardless's metadata limits: at most 3 keys, keys up to 50 characters, values up to 500. */
const metadata = z
  .record(
    z.string().max(50, 'keys must be at most 50 characters'),
    z.string().max(500, 'values must be at most 500 characters'),
  )
  .refine((value) => Object.keys(value).length <= 3, 'must have at most 3 keys')
  .default({});
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)');

const billingRequestCreate = z.looseObject({
  mandate_request: z.looseObject({
    currency: z.literal('GBP', 'must be GBP: the stand-in covers Bacs'),
    scheme: z.literal('bacs', 'must be bacs: the stand-in covers Bacs').optional(),
  }),
  payment_request: z.undefined('the stand-in covers mandate requests only').optional(),
  metadata,
});
const flowCreate = z.looseObject({
  redirect_uri: z.url().optional(),
  exit_uri: z.url().optional(),
  links: z.looseObject({ billing_request: z.string() }),
  prefilled_customer: z
    .looseObject({
      given_name: z.string().optional(),
      family_name: z.string().optional(),
      email: z.string().optional(),
    })
    .optional(),
});
const paymentCreate = z.looseObject({
  amount: z.number().int('must be a whole number of pence').min(1, 'must be at least 1'),
  currency: z.literal('GBP', 'must be GBP for a Bacs mandate'),
  links: z.looseObject({ mandate: z.string() }),
  metadata,
  description: z.string().max(255).optional(),
  // Bacs references are at most 10 characters (GoCardless: "Payment references").
  reference: z.string().max(10, 'must be at most 10 characters for Bacs').optional(),
  charge_date: date.optional(),
  retry_if_possible: z.boolean().optional(),
});
const refundCreate = z.looseObject({
  amount: z.number().int().min(1, 'must be at least 1'),
  total_amount_confirmation: z.number().int(),
  links: z.looseObject({ payment: z.string() }),
  metadata,
  reference: z.string().max(10).optional(),
});
const paymentAction = z.looseObject({ metadata: metadata.optional(), charge_date: date.optional() });
const scenarioRun = z.looseObject({ links: z.looseObject({ resource: z.string() }) });

/** `{ payments: {...} }` → the inner object, checked; GoCardless's 422 validation_failed listing each field. */
const parse = <T extends z.ZodType>(
  schema: T,
  envelope: string,
  body: Record<string, unknown>,
): z.output<T> => {
  const result = schema.safeParse(body[envelope] ?? {});
  if (result.success) return result.data;
  throw new GoCardlessApiError(
    422,
    'validation_failed',
    'Validation failed',
    result.error.issues.map((issue) => ({
      field: issue.path.join('.'),
      message:
        issue.code === 'invalid_type' && issue.message.includes('undefined') ? 'is required' : issue.message,
      request_pointer: `/${envelope}/${issue.path.join('/')}`,
    })),
  );
};

type Handler = (
  id: string,
  body: Record<string, unknown>,
) => { status?: number; envelope: string; resource: object };

/** The GoCardless API routes the product calls, in GoCardless's wire format, under `/gocardless`. */
export const createGoCardlessApi = (store: GoCardlessStore, flowUrl: (flowId: string) => string) => {
  const createBillingRequest: Handler = (_, body) => {
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
      mandate_request: { currency: 'GBP', scheme: 'bacs', verify: 'recommended' as never, links: {} },
      payment_request: null,
      metadata: input.metadata,
      links: { creditor: CREDITOR_ID, customer: customer.id, mandate_request: gocardlessId('MRQ') },
      fallback_enabled: false,
    };
    store.billingRequests.set(request.id, request);
    return { status: 201, envelope: 'billing_requests', resource: request };
  };

  const createFlow: Handler = (_, body) => {
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

  const createPayment: Handler = (_, body) => {
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

  const createRefund: Handler = (_, body) => {
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

  const cancelMandate: Handler = (id) => {
    const mandate = store.find(store.mandates, id);
    if (['cancelled', 'failed', 'expired', 'consumed'].includes(mandate.status))
      throw invalidState('cancellation_failed', `The mandate is ${mandate.status} and cannot be cancelled`);
    store.moveMandate(mandate, 'cancelled');
    return { envelope: 'mandates', resource: mandate };
  };

  const retryPayment: Handler = (id, body) => {
    const payment = store.find(store.payments, id);
    const input = parse(paymentAction, 'data', body);
    if (payment.status !== 'failed')
      throw invalidState('retry_failed', 'Only a failed payment can be retried');
    const mandate = store.find(store.mandates, payment.links.mandate ?? '');
    if (!['pending_submission', 'submitted', 'active'].includes(mandate.status))
      throw invalidState('mandate_is_inactive', 'Mandate is failed, cancelled or expired');
    if (input.metadata) payment.metadata = input.metadata;
    payment.charge_date = input.charge_date ?? store.nextChargeDate(mandate.status);
    store.movePayment(payment, 'pending_submission');
    store.progressPayment(payment);
    return { envelope: 'payments', resource: payment };
  };

  const cancelPayment: Handler = (id) => {
    const payment = store.find(store.payments, id);
    if (payment.status !== 'pending_submission')
      throw invalidState(
        'cancellation_failed',
        `The payment is ${payment.status} and can no longer be cancelled`,
      );
    store.movePayment(payment, 'cancelled');
    return { envelope: 'payments', resource: payment };
  };

  const runSimulator: Handler = (identifier, body) => {
    if (!(SCENARIOS as readonly string[]).includes(identifier)) throw notFound();
    const input = parse(scenarioRun, 'data', body);
    runScenario(store, identifier, input.links.resource);
    return { envelope: 'scenario_simulators', resource: { id: identifier } };
  };

  const found =
    <T extends object>(map: Map<string, T>, envelope: string): Handler =>
    (id) => ({ envelope, resource: store.find(map, id) });

  const routes: [string, RegExp, Handler][] = [
    ['POST', /^\/billing_requests$/, createBillingRequest],
    ['GET', /^\/billing_requests\/([^/]+)$/, found(store.billingRequests, 'billing_requests')],
    ['POST', /^\/billing_request_flows$/, createFlow],
    ['GET', /^\/customers\/([^/]+)$/, found(store.customers, 'customers')],
    ['GET', /^\/customer_bank_accounts\/([^/]+)$/, found(store.bankAccounts, 'customer_bank_accounts')],
    ['GET', /^\/mandates\/([^/]+)$/, found(store.mandates, 'mandates')],
    ['POST', /^\/mandates\/([^/]+)\/actions\/cancel$/, cancelMandate],
    ['POST', /^\/payments$/, createPayment],
    ['GET', /^\/payments\/([^/]+)$/, found(store.payments, 'payments')],
    ['POST', /^\/payments\/([^/]+)\/actions\/retry$/, retryPayment],
    ['POST', /^\/payments\/([^/]+)\/actions\/cancel$/, cancelPayment],
    ['POST', /^\/refunds$/, createRefund],
    ['GET', /^\/refunds\/([^/]+)$/, found(store.refunds, 'refunds')],
    ['POST', /^\/scenario_simulators\/([^/]+)\/actions\/run$/, runSimulator],
    ['GET', /^\/events\/([^/]+)$/, found(store.events, 'events')],
  ];

  /** Creates seen with an Idempotency-Key: the key's resource, through GoCardless's 409 conflict. */
  const created = new Map<string, string>();

  const answer = async (request: http.IncomingMessage, path: string) => {
    if (!/^Bearer \S+$/.test(request.headers.authorization ?? ''))
      throw new GoCardlessApiError(401, 'invalid_api_usage', 'Authentication failed', [
        {
          reason: 'missing_authorization_header',
          message: 'An Authorization header with a bearer access token is required',
        },
      ]);
    if (!request.headers['gocardless-version'])
      throw new GoCardlessApiError(400, 'invalid_api_usage', 'Missing version header', [
        { reason: 'missing_version_header', message: 'The GoCardless-Version header is required' },
      ]);
    const route = routes.find(([method, pattern]) => method === request.method && pattern.test(path));
    if (!route) throw notFound();
    const [, pattern, handler] = route;
    let body: Record<string, unknown> = {};
    if (request.method === 'POST') {
      try {
        body = JSON.parse((await readBody(request)) || '{}') as Record<string, unknown>;
      } catch {
        throw new GoCardlessApiError(400, 'invalid_api_usage', 'Invalid document structure', [
          { reason: 'invalid_document_structure', message: 'The request body must be JSON' },
        ]);
      }
    }
    const key = request.headers['idempotency-key'];
    const creating = request.method === 'POST' && !path.includes('/actions/');
    const seen = creating && typeof key === 'string' ? created.get(`${path}\n${key}`) : undefined;
    // The SDK looks a conflicting resource up itself, except a flow (it has no find): that one is answered.
    const flow = seen ? store.flows.get(seen) : undefined;
    if (flow) return { status: 201, envelope: 'billing_request_flows', resource: flow };
    if (seen)
      throw new GoCardlessApiError(
        409,
        'invalid_state',
        'A resource has already been created with this idempotency key',
        [
          {
            reason: 'idempotent_creation_conflict',
            message: 'A resource has already been created with this idempotency key',
            links: { conflicting_resource_id: seen },
          },
        ],
      );
    const result = handler(decodeURIComponent(pattern.exec(path)?.[1] ?? ''), body);
    if (creating && typeof key === 'string')
      created.set(`${path}\n${key}`, (result.resource as { id: string }).id);
    return result;
  };

  return async (
    request: http.IncomingMessage,
    response: http.ServerResponse,
    path: string,
  ): Promise<void> => {
    const requestId = gocardlessId('RQ', 16);
    try {
      const result = await answer(request, path);
      sendJson(
        response,
        result.status ?? 200,
        { [result.envelope]: result.resource },
        { 'x-request-id': requestId },
      );
    } catch (error) {
      if (!(error instanceof GoCardlessApiError)) throw error;
      sendJson(
        response,
        error.status,
        {
          error: {
            message: error.message,
            documentation_url: `https://developer.gocardless.com/api-reference#${error.errors[0]?.reason ?? error.type}`,
            type: error.type,
            request_id: requestId,
            code: error.status,
            errors: error.errors,
          },
        },
        { 'x-request-id': requestId },
      );
    }
  };
};
