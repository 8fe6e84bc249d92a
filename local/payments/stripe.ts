import { createHash } from 'node:crypto';
import type http from 'node:http';
import { parseStripeForm, readBody, sendJson, stripeId } from './http';
import { createCustomer, createPaymentIntent, createRefund, createSession } from './stripe-create';
import { invalidRequest, StripeApiError, type StripeStore } from './stripe-objects';
import { listParams, parseParams } from './stripe-params';

type Params = Record<string, unknown>;
type Handler = (id: string, params: Params) => object;

const list = (url: string, data: object[]) => ({ object: 'list', data, has_more: false, url });

/** The Stripe API routes the product calls, answering in Stripe's wire format. */
export const createStripeApi = (store: StripeStore, checkoutUrl: (sessionId: string) => string) => {
  const customerMethods = (customer: string | undefined) =>
    [...store.paymentMethods.values()].filter(
      (method) => customer !== undefined && method.customer === customer,
    );

  const routes: [string, RegExp, Handler][] = [
    ['POST', /^\/v1\/customers$/, (_, params) => createCustomer(store, params)],
    ['GET', /^\/v1\/customers\/([^/]+)$/, (id) => store.find(store.customers, id, 'customer')],
    [
      'GET',
      /^\/v1\/customers\/([^/]+)\/payment_methods$/,
      (id) =>
        list(
          `/v1/customers/${id}/payment_methods`,
          customerMethods(store.find(store.customers, id, 'customer').id),
        ),
    ],
    ['POST', /^\/v1\/checkout\/sessions$/, (_, params) => createSession(store, params, checkoutUrl)],
    [
      'GET',
      /^\/v1\/checkout\/sessions\/([^/]+)$/,
      (id) => {
        store.sweepExpired();
        return store.find(store.sessions, id, 'checkout.session');
      },
    ],
    [
      'POST',
      /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
      (id) => {
        store.sweepExpired();
        const session = store.find(store.sessions, id, 'checkout.session');
        if (session.status !== 'open')
          throw invalidRequest('Only Checkout Sessions with a status in ["open"] can be expired.', {
            code: 'checkout_session_not_open',
          });
        store.expire(session);
        return session;
      },
    ],
    ['POST', /^\/v1\/payment_intents$/, (_, params) => createPaymentIntent(store, params)],
    [
      'GET',
      /^\/v1\/payment_intents\/([^/]+)$/,
      (id) => store.find(store.paymentIntents, id, 'payment_intent'),
    ],
    ['GET', /^\/v1\/setup_intents\/([^/]+)$/, (id) => store.find(store.setupIntents, id, 'setup_intent')],
    [
      'GET',
      /^\/v1\/payment_methods$/,
      (_, params) => list('/v1/payment_methods', customerMethods(parseParams(listParams, params).customer)),
    ],
    [
      'GET',
      /^\/v1\/payment_methods\/([^/]+)$/,
      (id) => store.find(store.paymentMethods, id, 'PaymentMethod'),
    ],
    [
      'POST',
      /^\/v1\/payment_methods\/([^/]+)\/detach$/,
      (id) => {
        const method = store.find(store.paymentMethods, id, 'PaymentMethod');
        if (!method.customer)
          throw invalidRequest(
            'The payment method you provided is not attached to a customer so detachment is impossible.',
            { code: 'payment_method_unexpected_state' },
          );
        method.customer = null;
        return method;
      },
    ],
    ['POST', /^\/v1\/refunds$/, (_, params) => createRefund(store, params)],
    ['GET', /^\/v1\/refunds\/([^/]+)$/, (id) => store.find(store.refunds, id, 'refund')],
    ['GET', /^\/v1\/charges\/([^/]+)$/, (id) => store.find(store.charges, id, 'charge')],
    ['GET', /^\/v1\/events\/([^/]+)$/, (id) => store.find(store.events as Map<string, object>, id, 'event')],
  ];

  /** `expand: ['payment_intent', 'payment_intent.latest_charge']`: ids replaced by copies of their objects. */
  const expand = (object: object, paths: string[]): object => {
    const copy = structuredClone(object) as Record<string, unknown>;
    for (const path of paths) {
      let node: Record<string, unknown> | undefined = copy;
      for (const key of path.split('.')) {
        if (!node) break;
        const value: unknown = node[key];
        const found = typeof value === 'string' ? store.lookup(value) : undefined;
        if (found) node[key] = structuredClone(found);
        node = typeof node[key] === 'object' ? (node[key] as Record<string, unknown>) : undefined;
      }
    }
    return copy;
  };

  /** Stripe replays a POST with a seen Idempotency-Key (same parameters) instead of acting twice. */
  const replays = new Map<string, { request: string; status: number; body: object }>();

  const answer = (
    request: http.IncomingMessage,
    path: string,
    body: string,
  ): { status: number; body: object } => {
    const route = routes.find(([method, pattern]) => method === request.method && pattern.test(path));
    if (!route)
      throw new StripeApiError(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${request.method}: ${path}). The local stand-in serves only the calls listed in docs/payments-stand-in.md.`,
      });
    const [, pattern, handler] = route;
    const id = decodeURIComponent(pattern.exec(path)?.[1] ?? '');
    const params = parseStripeForm(body);
    const result = handler(id, params);
    const paths = Array.isArray(params.expand) ? params.expand.map(String) : [];
    return { status: 200, body: paths.length > 0 ? expand(result, paths) : result };
  };

  return async (request: http.IncomingMessage, response: http.ServerResponse, url: URL): Promise<void> => {
    const headers = {
      'request-id': stripeId('req_', 14),
      // Stripe answers in the version asked for; the stand-in has one shape, and says which was asked.
      ...(typeof request.headers['stripe-version'] === 'string'
        ? { 'stripe-version': request.headers['stripe-version'] }
        : {}),
    };
    const authorization = request.headers.authorization ?? '';
    if (!/^Bearer \S+$/.test(authorization))
      return sendJson(
        response,
        401,
        {
          error: {
            type: 'invalid_request_error',
            message:
              "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
          },
        },
        { ...headers, 'www-authenticate': 'Bearer realm="Stripe"' },
      );
    const body = request.method === 'GET' ? url.search.slice(1) : await readBody(request);
    const key = request.method === 'POST' ? request.headers['idempotency-key'] : undefined;
    const fingerprint = createHash('sha256').update(`${url.pathname}\n${body}`).digest('hex');
    const seen = typeof key === 'string' ? replays.get(key) : undefined;
    if (seen && seen.request !== fingerprint)
      return sendJson(
        response,
        400,
        {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        },
        headers,
      );
    if (seen)
      return sendJson(response, seen.status, seen.body, { ...headers, 'idempotent-replayed': 'true' });
    let result: { status: number; body: object };
    try {
      result = answer(request, url.pathname, body);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      result = { status: error.status, body: { error: error.body } };
    }
    // As Stripe: a request that ran (a success or a card decline) is replayed; a refused one may be corrected.
    if (typeof key === 'string' && (result.status === 200 || result.status === 402))
      replays.set(key, { request: fingerprint, status: result.status, body: result.body });
    sendJson(response, result.status, result.body, headers);
  };
};
