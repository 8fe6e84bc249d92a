import { randomBytes } from 'node:crypto';
import http from 'node:http';
import Stripe from 'stripe';
import type { Emulator } from '../emulators/emulators';
import { assertPortFree, serve } from '../ports';
import { createControl, eventView } from './control';
import { createGoCardlessApi } from './gocardless';
import { createFlowPage } from './gocardless-flow';
import { GoCardlessStore } from './gocardless-objects';
import type { Event as GoCardlessEvent } from './gocardless-types';
import { BodyTooLargeError, gocardlessId, sendHtml, sendJson, stripeId } from './http';
import { objectRows } from './overview';
import { indexPage } from './pages';
import { createStripeApi } from './stripe';
import { createCheckout } from './stripe-checkout';
import { nowSeconds, StripeStore } from './stripe-objects';
import { createChannel, type Provider, type RecordedEvent } from './webhooks';
import { createWork } from './work';

/**
 * A local stand-in for Stripe and GoCardless: no emulator in the registry covers both offline
 * (stripe-mock is a Go binary and answers fixtures; there is none for GoCardless), so this is our own.
 * One HTTP server speaks, for the calls the product makes, each provider's wire protocol, so the unchanged
 * SDKs talk to it (`stripe` with `{ host, port, protocol: 'http' }`; `gocardless-nodejs` with its API base
 * URL set to `<url>/gocardless`), and sends webhooks signed exactly as each provider signs them, so the
 * product's `stripe.webhooks.constructEvent` and gocardless-nodejs's `webhooks.parse` verify them for real.
 *
 * Stripe: customers (create, retrieve, list payment methods); Checkout sessions in payment and setup mode
 * (create, retrieve, expire) with a hosted test page at the session's `url` (test cards, a 3D Secure step,
 * declines); payment intents (create with a saved card, on or off session; retrieve); setup intents and
 * payment methods (retrieve, detach, list); refunds; charges and events (retrieve). Webhooks:
 * checkout.session.completed / .expired, payment_intent.succeeded / .payment_failed, setup_intent.succeeded /
 * .setup_failed, charge.refunded, charge.dispute.created.
 * GoCardless: billing requests for a Bacs mandate and their hosted flow (with the sandbox's test account
 * numbers), customers, bank accounts, mandates (find, cancel), payments (create, find, retry, cancel),
 * refunds, events, and the scenario simulators in gocardless-simulators.ts. Webhooks: billing_requests,
 * mandates, payments and refunds events, one event per webhook.
 * Both: Idempotency-Key honoured on creates; each provider's error bodies and statuses.
 *
 * What it does not do: no card network, no Radar or fraud checks, no 3D Secure beyond its test page, no
 * Stripe.js or Payment Element (Checkout only), no subscriptions, prices or invoices, no payouts, no Bacs
 * timings beyond the simulated steps (no bank holidays, no cut-off times), no list endpoints beyond those
 * named, no API keys checked beyond being present. It keeps nothing across restarts.
 * docs/payments-stand-in.md is the runbook: test cards, account numbers and the control endpoints.
 */

export interface PaymentsStandInOptions {
  /** 0 picks a free port. */
  port: number;
  /** Where Stripe events go, and the secret they are signed with (a fresh `whsec_` one when left out). */
  stripe?: { webhookUrl?: string; webhookSecret?: string };
  /** Where GoCardless events go, and the secret they are signed with (a fresh one when left out). */
  gocardless?: { webhookUrl?: string; webhookSecret?: string };
  /** Extra headers on every delivery: locally, the origin-verify header the API's edge would add. */
  webhookHeaders?: Record<string, string>;
  /**
   * GoCardless moves on by itself, a step every `stepDelayMs`: a new mandate is submitted then active, a
   * payment submitted then confirmed (or failed), a refund paid. False: nothing moves until a scenario
   * simulator says so.
   * @default true
   */
  autoProgress?: boolean;
  /** @default 300 */
  stepDelayMs?: number;
  /** After a delivery the product did not answer with 2xx, the waits before each retry. @default [500, 2000, 5000] */
  retryDelaysMs?: number[];
}

export interface PaymentsStandIn extends Emulator {
  /** The GoCardless SDK's API base (it has no option for one: set on its client's `_api._baseUrl`). */
  gocardlessBaseUrl: string;
  webhookSecrets: Record<Provider, string>;
  /** Every event emitted since `since` (epoch ms), oldest first, with its deliveries. */
  events(filter?: { provider?: Provider; since?: number }): Omit<RecordedEvent, 'body'>[];
  /** Resolves once no step is due and no webhook is in flight or waiting to be retried (held ones excepted). */
  idle(): Promise<void>;
  /** How much background work has finished so far: the stack compares it before and after `idle()`. */
  activity(): number;
  hold(provider: Provider, hold: boolean): Promise<void>;
  release(provider: Provider, order?: 'as-emitted' | 'reverse'): Promise<number>;
}

const SWEEP_EVERY_MS = 10_000;

export const startPaymentsStandIn = async (options: PaymentsStandInOptions): Promise<PaymentsStandIn> => {
  if (options.port !== 0) await assertPortFree(options.port, 'PAYMENTS_PORT');
  const work = createWork((error) => console.error('[payments stand-in]', error));
  const secrets: Record<Provider, string> = {
    stripe: options.stripe?.webhookSecret ?? `whsec_${randomBytes(24).toString('hex')}`,
    gocardless: options.gocardless?.webhookSecret ?? randomBytes(24).toString('hex'),
  };
  const retryDelaysMs = options.retryDelaysMs ?? [500, 2000, 5000];
  const channels = {
    stripe: createChannel(
      'stripe',
      { url: options.stripe?.webhookUrl, secret: secrets.stripe, headers: options.webhookHeaders },
      retryDelaysMs,
      work,
    ),
    gocardless: createChannel(
      'gocardless',
      { url: options.gocardless?.webhookUrl, secret: secrets.gocardless, headers: options.webhookHeaders },
      retryDelaysMs,
      work,
    ),
  };

  const stripe: StripeStore = new StripeStore((type, object, previous) => {
    const event = {
      id: stripeId('evt_'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      data: { object: structuredClone(object), ...(previous ? { previous_attributes: previous } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    stripe.events.set(event.id, event);
    // Stripe sends its events pretty-printed; the signature covers these exact bytes.
    channels.stripe.record(event.id, type, event, JSON.stringify(event, null, 2));
  });
  const gocardless = new GoCardlessStore(
    (event: GoCardlessEvent) => {
      const body = JSON.stringify({ events: [event], meta: { webhook_id: gocardlessId('WB') } });
      channels.gocardless.record(event.id, `${event.resource_type}.${event.action}`, event, body);
    },
    work,
    { autoProgress: options.autoProgress ?? true, stepDelayMs: options.stepDelayMs ?? 300 },
  );

  let origin = '';
  const stripeApi = createStripeApi(stripe, (id) => `${origin}/c/pay/${id}`);
  const checkout = createCheckout(stripe);
  const gocardlessApi = createGoCardlessApi(gocardless, (id) => `${origin}/billing/static/flow?id=${id}`);
  const flowPage = createFlowPage(gocardless);
  const control = createControl(channels, stripe);
  const allEvents = () =>
    [...channels.stripe.events(), ...channels.gocardless.events()].sort((a, b) => a.emittedAt - b.emittedAt);

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname;
    const handle = async () => {
      if (path.startsWith('/v1/')) return stripeApi(request, response, url);
      if (path.startsWith('/c/pay/')) return checkout(request, response, path);
      if (path.startsWith('/gocardless/'))
        return gocardlessApi(request, response, path.slice('/gocardless'.length));
      if (path === '/billing/static/flow') return flowPage(request, response, url);
      if (path.startsWith('/_stand-in/')) return control(request, response, url);
      if (path === '/' && request.method === 'GET')
        return sendHtml(response, 200, indexPage(allEvents(), objectRows(stripe, gocardless)));
      sendJson(response, 404, {
        code: 'NOT_FOUND',
        message: `The payments stand-in has no ${request.method} ${path}`,
      });
    };
    handle().catch((error: Error) => {
      if (response.headersSent) return;
      if (error instanceof BodyTooLargeError)
        return sendJson(response, 413, { code: 'TOO_LARGE', message: error.message });
      console.error('[payments stand-in]', error);
      sendJson(response, 500, { error: { type: 'api_error', message: error.message } });
    });
  });
  const sweep = setInterval(() => stripe.sweepExpired(), SWEEP_EVERY_MS);
  sweep.unref();
  const running = await serve(server, options.port, '127.0.0.1', () => {
    clearInterval(sweep);
    work.stop();
  });
  origin = running.url;

  return {
    name: 'Payments stand-in',
    port: running.port,
    url: running.url,
    stop: running.stop,
    gocardlessBaseUrl: `${running.url}/gocardless`,
    webhookSecrets: secrets,
    events: (filter = {}) =>
      allEvents()
        .filter(
          (event) =>
            (!filter.provider || event.provider === filter.provider) &&
            event.emittedAt >= (filter.since ?? 0),
        )
        .map(eventView),
    idle: work.idle,
    activity: work.done,
    hold: (provider, hold) => channels[provider].hold(hold),
    release: (provider, order = 'as-emitted') => channels[provider].release(order),
  };
};
