import type http from 'node:http';
import { createBillingRequest, createFlow, createPayment, createRefund } from './gocardless-create';
import { GoCardlessApiError, type GoCardlessStore, invalidState, notFound } from './gocardless-objects';
import { parse, paymentAction, scenarioRun } from './gocardless-params';
import { runScenario, SCENARIOS } from './gocardless-simulators';
import { gocardlessId, readBody, sendJson } from './http';

type Handler = (
  id: string,
  body: Record<string, unknown>,
) => { status?: number; envelope: string; resource: object };

/** The GoCardless API routes the product calls, in GoCardless's wire format, under `/gocardless`. */
export const createGoCardlessApi = (store: GoCardlessStore, flowUrl: (flowId: string) => string) => {
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
    ['POST', /^\/billing_requests$/, (_, body) => createBillingRequest(store, body)],
    ['GET', /^\/billing_requests\/([^/]+)$/, found(store.billingRequests, 'billing_requests')],
    ['POST', /^\/billing_request_flows$/, (_, body) => createFlow(store, body, flowUrl)],
    ['GET', /^\/customers\/([^/]+)$/, found(store.customers, 'customers')],
    ['GET', /^\/customer_bank_accounts\/([^/]+)$/, found(store.bankAccounts, 'customer_bank_accounts')],
    ['GET', /^\/mandates\/([^/]+)$/, found(store.mandates, 'mandates')],
    ['POST', /^\/mandates\/([^/]+)\/actions\/cancel$/, cancelMandate],
    ['POST', /^\/payments$/, (_, body) => createPayment(store, body)],
    ['GET', /^\/payments\/([^/]+)$/, found(store.payments, 'payments')],
    ['POST', /^\/payments\/([^/]+)\/actions\/retry$/, retryPayment],
    ['POST', /^\/payments\/([^/]+)\/actions\/cancel$/, cancelPayment],
    ['POST', /^\/refunds$/, (_, body) => createRefund(store, body)],
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
