import http from 'node:http';
import type { AddressInfo } from 'node:net';
import gocardless, { Environments, type GoCardlessClient } from 'gocardless-nodejs';
import * as gocardlessWebhooks from 'gocardless-nodejs/webhooks';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentsStandIn, startPaymentsStandIn } from '../../../local/payments/server';

/** Every webhook the stand-in delivered, raw as it arrived, and how the next ones are answered. */
interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const startReceiver = async () => {
  const received: Received[] = [];
  const failures = { left: 0 };
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    received.push({
      path: request.url ?? '',
      headers: request.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    });
    if (failures.left > 0) {
      failures.left -= 1;
      response.writeHead(500).end();
    } else response.writeHead(200).end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    failures,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

const STRIPE_SECRET = 'whsec_test_stand_in';
const GOCARDLESS_SECRET = 'gc_test_stand_in';
const BANNER_STRIPE = 'Test payment page — local stand-in for Stripe Checkout';

let receiver: Awaited<ReturnType<typeof startReceiver>>;
let standIn: PaymentsStandIn;
let stripe: Stripe;
let gc: GoCardlessClient;

const gocardlessClient = (baseUrl: string): GoCardlessClient => {
  const client = gocardless('sandbox_token', Environments.Sandbox);
  // The SDK has no option for its API base: the product sets the same private field locally.
  (client as unknown as { _api: { _baseUrl: string } })._api._baseUrl = baseUrl;
  return client;
};

beforeAll(async () => {
  receiver = await startReceiver();
  standIn = await startPaymentsStandIn({
    port: 0,
    stripe: { webhookUrl: `${receiver.url}/stripe`, webhookSecret: STRIPE_SECRET },
    gocardless: { webhookUrl: `${receiver.url}/gocardless`, webhookSecret: GOCARDLESS_SECRET },
    webhookHeaders: { 'x-origin-verify': 'edge-secret' },
    stepDelayMs: 10,
    retryDelaysMs: [20, 40],
  });
  stripe = new Stripe('sk_test_stand_in', {
    host: '127.0.0.1',
    port: standIn.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  gc = gocardlessClient(standIn.gocardlessBaseUrl);
});
afterAll(async () => {
  await standIn.stop();
  await receiver.stop();
});

/** Stripe events received so far, each verified as the product verifies them. */
const stripeEvents = (): Stripe.Event[] =>
  receiver.received
    .filter((delivery) => delivery.path === '/stripe')
    .map((delivery) =>
      stripe.webhooks.constructEvent(
        delivery.body,
        String(delivery.headers['stripe-signature']),
        STRIPE_SECRET,
      ),
    );
const eventsAbout = (id: string) =>
  stripeEvents().filter((event) => (event.data.object as { id?: string }).id === id);

/** GoCardless events received so far, each verified and parsed by the SDK's own webhooks.parse. */
const gocardlessEvents = () =>
  receiver.received
    .filter((delivery) => delivery.path === '/gocardless')
    .flatMap((delivery) =>
      gocardlessWebhooks.parse(
        delivery.body,
        GOCARDLESS_SECRET,
        String(delivery.headers['webhook-signature']),
      ),
    );
const actionsOn = (key: 'payment' | 'mandate' | 'refund' | 'billing_request', id: string) =>
  gocardlessEvents()
    .filter((event) => (event.links as Record<string, string | undefined>)[key] === id)
    .map((event) => `${event.resource_type}.${event.action}`);

const inHalfAnHour = () => Math.floor(Date.now() / 1000) + 31 * 60;

const paymentSession = async (customer: string, amount = 1500, setupFutureUsage?: 'off_session') =>
  stripe.checkout.sessions.create({
    mode: 'payment',
    customer,
    line_items: [
      {
        price_data: { currency: 'gbp', unit_amount: amount, product_data: { name: 'Invoice INV-0042' } },
        quantity: 1,
      },
    ],
    payment_intent_data: {
      metadata: { invoiceId: 'inv-42' },
      ...(setupFutureUsage ? { setup_future_usage: setupFutureUsage } : {}),
    },
    metadata: { invoiceId: 'inv-42' },
    client_reference_id: 'inv-42',
    success_url: 'http://localhost:5173/portal/invoices/inv-42?paid={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:5173/portal/invoices/inv-42',
    expires_at: inHalfAnHour(),
  });

/** What a browser sends from the hosted card form. */
const payWith = (url: string, number: string) =>
  fetch(url, {
    method: 'POST',
    body: new URLSearchParams({ number, expiry: '12 / 34', cvc: '123', name: 'Maria Lopez' }),
    redirect: 'manual',
  });

const authenticate = (url: string, outcome: 'complete' | 'fail') =>
  fetch(`${url}/authenticate`, {
    method: 'POST',
    body: new URLSearchParams({ outcome }),
    redirect: 'manual',
  });

const savedCard = async (customer: string, number: string): Promise<string> => {
  const session = await stripe.checkout.sessions.create({
    mode: 'setup',
    customer,
    currency: 'gbp',
    setup_intent_data: { metadata: { clientId: 'client-7' } },
    success_url: 'http://localhost:5173/portal/payment-methods?saved=1',
    cancel_url: 'http://localhost:5173/portal/payment-methods',
  });
  let answer = await payWith(String(session.url), number);
  if (answer.headers.get('location')?.endsWith('/authenticate'))
    answer = await authenticate(String(session.url), 'complete');
  expect(answer.status).toBe(303);
  const done = await stripe.checkout.sessions.retrieve(session.id);
  const intent = await stripe.setupIntents.retrieve(String(done.setup_intent));
  return String(intent.payment_method);
};

describe('payments stand-in: Stripe', () => {
  it('takes a card payment through hosted Checkout and sends signed webhooks the SDK verifies', async () => {
    const customer = await stripe.customers.create({
      email: 'maria@example.com',
      name: 'Maria Lopez',
      metadata: { clientId: 'c-1' },
    });
    expect(customer.id).toMatch(/^cus_/);
    expect((await stripe.customers.retrieve(customer.id)).id).toBe(customer.id);
    const session = await paymentSession(customer.id);
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 1500,
      currency: 'gbp',
      payment_intent: null,
    });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url?.startsWith(`${standIn.url}/`)).toBe(true);

    const page = await fetch(String(session.url));
    const html = await page.text();
    expect(html).toContain(BANNER_STRIPE);
    expect(html).toContain('£15.00');
    expect(html).toContain('4000 0025 0000 3155');

    const paid = await payWith(String(session.url), '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://localhost:5173/portal/invoices/inv-42?paid=${session.id}`,
    );

    const done = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });
    const intent = done.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount_received: 1500,
      metadata: { invoiceId: 'inv-42' },
    });
    expect(intent.latest_charge).toMatch(/^ch_/);
    // Paid in Checkout without setup_future_usage: the card is not kept on the customer.
    expect((await stripe.paymentMethods.retrieve(String(intent.payment_method))).customer).toBeNull();

    await standIn.idle();
    expect(eventsAbout(session.id).map((event) => event.type)).toEqual(['checkout.session.completed']);
    expect(eventsAbout(intent.id).map((event) => event.type)).toEqual(['payment_intent.succeeded']);
    const delivery = receiver.received.find((candidate) => candidate.body.includes(session.id));
    expect(delivery?.headers['x-origin-verify']).toBe('edge-secret');
    // A body changed on the way fails the SDK's check.
    expect(() =>
      stripe.webhooks.constructEvent(
        String(delivery?.body).replace('"complete"', '"expired"'),
        String(delivery?.headers['stripe-signature']),
        STRIPE_SECRET,
      ),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
  });

  it('shows declines on the page, keeps the session open and emits payment_intent.payment_failed', async () => {
    const customer = await stripe.customers.create({ email: 'decline@example.com' });
    const session = await paymentSession(customer.id);
    const poor = await payWith(String(session.url), '4000000000009995');
    expect(poor.status).toBe(402);
    expect(await poor.text()).toContain('Your card has insufficient funds.');
    const declined = await payWith(String(session.url), '4000000000000002');
    expect(await declined.text()).toContain('Your card was declined.');
    const bad = await payWith(String(session.url), '4242424242424241');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('Your card number is invalid.');

    const open = await stripe.checkout.sessions.retrieve(session.id);
    expect(open.status).toBe('open');
    const intent = await stripe.paymentIntents.retrieve(String(open.payment_intent));
    expect(intent.status).toBe('requires_payment_method');
    expect(intent.last_payment_error).toMatchObject({
      code: 'card_declined',
      decline_code: 'generic_decline',
    });
    await standIn.idle();
    const failures = eventsAbout(intent.id).map(
      (event) => (event.data.object as Stripe.PaymentIntent).last_payment_error?.decline_code,
    );
    expect(failures).toEqual(['insufficient_funds', 'generic_decline']);
  });

  it('asks for 3D Secure: failing it leaves the session open, completing it pays', async () => {
    const customer = await stripe.customers.create({ email: 'threeds@example.com' });
    const session = await paymentSession(customer.id, 4200);
    const asked = await payWith(String(session.url), '4000002500003155');
    expect(asked.headers.get('location')).toBe(`/c/pay/${session.id}/authenticate`);
    const challenge = await (await fetch(`${session.url}/authenticate`)).text();
    expect(challenge).toContain('Authenticate this payment');
    expect(challenge).toContain('Complete authentication');
    expect(challenge).toContain('Fail authentication');

    const failed = await authenticate(String(session.url), 'fail');
    expect(failed.status).toBe(402);
    expect(await failed.text()).toContain('unable to authenticate');
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');

    await payWith(String(session.url), '4000002500003155');
    const completed = await authenticate(String(session.url), 'complete');
    expect(completed.status).toBe(303);
    const done = await stripe.checkout.sessions.retrieve(session.id);
    expect(done.payment_status).toBe('paid');
    const intent = await stripe.paymentIntents.retrieve(String(done.payment_intent));
    expect(intent.status).toBe('succeeded');
    expect(intent.last_payment_error).toBeNull();
  });

  it('saves cards in setup mode and charges them off session as the test cards say', async () => {
    const customer = await stripe.customers.create({ email: 'saved@example.com' });
    const charge = (paymentMethod: string) =>
      stripe.paymentIntents.create({
        amount: 3000,
        currency: 'gbp',
        customer: customer.id,
        payment_method: paymentMethod,
        off_session: true,
        confirm: true,
        metadata: { invoiceId: 'inv-77' },
      });

    const alwaysAuthenticates = await savedCard(customer.id, '4000002760003184');
    const method = await stripe.paymentMethods.retrieve(alwaysAuthenticates);
    expect(method).toMatchObject({
      type: 'card',
      customer: customer.id,
      card: { brand: 'visa', last4: '3184', exp_month: 12, exp_year: 2034 },
    });
    const needsAuth = await charge(alwaysAuthenticates).catch((error: unknown) => error);
    expect(needsAuth).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(needsAuth).toMatchObject({ statusCode: 402, code: 'authentication_required' });
    expect((needsAuth as Stripe.errors.StripeCardError).payment_intent?.status).toBe(
      'requires_payment_method',
    );

    const declined = await charge(await savedCard(customer.id, '4000000000000341')).catch(
      (error: unknown) => error,
    );
    expect(declined).toMatchObject({
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'generic_decline',
    });

    const good = await savedCard(customer.id, '4242424242424242');
    const paid = await charge(good);
    expect(paid).toMatchObject({ status: 'succeeded', amount_received: 3000 });
    expect(paid.latest_charge).toMatch(/^ch_/);
    const listed = await stripe.customers.listPaymentMethods(customer.id);
    expect(listed.data.map((card) => card.id)).toContain(good);

    await stripe.paymentMethods.detach(good);
    const detached = await charge(good).catch((error: unknown) => error);
    expect(detached).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await standIn.idle();
    expect(stripeEvents().some((event) => event.type === 'setup_intent.succeeded')).toBe(true);
  });

  it('refunds part of a payment, refuses more than is left, and emits charge.refunded', async () => {
    const customer = await stripe.customers.create({ email: 'refund@example.com' });
    const session = await paymentSession(customer.id, 5000);
    await payWith(String(session.url), '4242424242424242');
    const intentId = String((await stripe.checkout.sessions.retrieve(session.id)).payment_intent);
    const refund = await stripe.refunds.create({
      payment_intent: intentId,
      amount: 2000,
      reason: 'requested_by_customer',
      metadata: { creditNote: 'CN-1' },
    });
    expect(refund).toMatchObject({
      object: 'refund',
      status: 'succeeded',
      amount: 2000,
      payment_intent: intentId,
    });
    expect(refund.id).toMatch(/^re_/);
    const tooMuch = await stripe.refunds
      .create({ payment_intent: intentId, amount: 3001 })
      .catch((error: unknown) => error);
    expect(tooMuch).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(tooMuch).toMatchObject({ statusCode: 400, code: 'amount_too_large' });
    await standIn.idle();
    const refunded = stripeEvents().find(
      (event) =>
        event.type === 'charge.refunded' && (event.data.object as Stripe.Charge).payment_intent === intentId,
    );
    expect(refunded?.data.object).toMatchObject({ amount: 5000, amount_refunded: 2000, refunded: false });
  });

  it('expires a session on request and refuses expiry times Stripe refuses', async () => {
    const customer = await stripe.customers.create({});
    const session = await paymentSession(customer.id);
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired.status).toBe('expired');
    expect(await (await fetch(`${standIn.url}/c/pay/${session.id}`)).text()).toContain(
      'This checkout has expired',
    );
    await standIn.idle();
    expect(eventsAbout(session.id).map((event) => event.type)).toEqual(['checkout.session.expired']);

    const tooSoon = await stripe.checkout.sessions
      .create({
        mode: 'setup',
        currency: 'gbp',
        customer: customer.id,
        success_url: 'http://localhost:5173/done',
        expires_at: Math.floor(Date.now() / 1000) + 10 * 60,
      })
      .catch((error: unknown) => error);
    expect(tooSoon).toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
      param: 'expires_at',
    });
    const missing = await stripe.checkout.sessions
      .create({ mode: 'payment', success_url: 'http://localhost:5173/done' })
      .catch((error: unknown) => error);
    expect(missing).toMatchObject({ statusCode: 400, code: 'parameter_missing', param: 'line_items' });
  });

  it('replays a POST with an Idempotency-Key it has seen, and refuses the key with other parameters', async () => {
    const first = await stripe.customers.create(
      { email: 'once@example.com' },
      { idempotencyKey: 'create-once' },
    );
    const again = await stripe.customers.create(
      { email: 'once@example.com' },
      { idempotencyKey: 'create-once' },
    );
    expect(again.id).toBe(first.id);
    const other = await stripe.customers
      .create({ email: 'other@example.com' }, { idempotencyKey: 'create-once' })
      .catch((error: unknown) => error);
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('answers 401 without an API key, as Stripe does', async () => {
    const response = await fetch(`${standIn.url}/v1/customers`, { method: 'POST' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });

  it('holds events, releases them in reverse, redelivers one unchanged, and retries a failed delivery', async () => {
    const customer = await stripe.customers.create({});
    const session = await paymentSession(customer.id);
    const control = (action: string, body: object) =>
      fetch(`${standIn.url}/_stand-in/${action}`, { method: 'POST', body: JSON.stringify(body) });
    expect((await control('hold', { provider: 'stripe', hold: true })).status).toBe(200);
    await payWith(String(session.url), '4242424242424242');
    await standIn.idle();
    expect(receiver.received.some((delivery) => delivery.body.includes(session.id))).toBe(false);
    const released = await control('release', { provider: 'stripe', order: 'reverse' });
    expect(await released.json()).toEqual({ provider: 'stripe', released: 2 });
    const intentId = String((await stripe.checkout.sessions.retrieve(session.id)).payment_intent);
    const order = stripeEvents()
      .filter((event) => [session.id, intentId].includes((event.data.object as { id: string }).id))
      .map((event) => event.type);
    expect(order).toEqual(['checkout.session.completed', 'payment_intent.succeeded']);

    const completed = eventsAbout(session.id)[0] as Stripe.Event;
    const again = await control('redeliver', { provider: 'stripe', eventId: completed.id });
    expect(((await again.json()) as { delivery: unknown }).delivery).toMatchObject({
      status: 200,
      reason: 'redelivered',
    });
    const copies = eventsAbout(session.id);
    expect(copies.map((event) => event.id)).toEqual([completed.id, completed.id]);

    receiver.failures.left = 1;
    const dispute = await control('stripe/disputes', { paymentIntent: intentId });
    expect(dispute.status).toBe(201);
    await standIn.idle();
    const listed = (await (await fetch(`${standIn.url}/_stand-in/events?provider=stripe`)).json()) as {
      events: { type: string; deliveries: { status: number; reason: string }[] }[];
    };
    const disputed = listed.events.find((event) => event.type === 'charge.dispute.created');
    expect(disputed?.deliveries.map((attempt) => [attempt.reason, attempt.status])).toEqual([
      ['emitted', 500],
      ['retry', 200],
    ]);
    const page = await (await fetch(`${standIn.url}/`)).text();
    expect(page).toContain(session.id);
    expect(page).toContain('charge.dispute.created');
    const since = Date.now();
    const none = (await (await fetch(`${standIn.url}/_stand-in/events?since=${since + 60_000}`)).json()) as {
      events: unknown[];
    };
    expect(none.events).toEqual([]);
    expect((await control('hold', { provider: 'paypal', hold: true })).status).toBe(400);
    expect((await control('redeliver', { provider: 'stripe', eventId: 'evt_missing' })).status).toBe(404);
  });
});

/** The hosted flow's form, filled as a person fills it. */
const setUpMandate = async (client: GoCardlessClient, accountNumber: string) => {
  const request = await client.billingRequests.create({
    mandate_request: { scheme: 'bacs', currency: 'GBP' },
    metadata: { clientId: 'client-9' },
  });
  const flow = await client.billingRequestFlows.create({
    redirect_uri: 'http://localhost:5173/portal/payment-methods?dd=done',
    exit_uri: 'http://localhost:5173/portal/payment-methods',
    links: { billing_request: request.id },
    prefilled_customer: { given_name: 'Maria', family_name: 'Lopez', email: 'maria@example.com' },
  });
  const confirmed = await fetch(String(flow.authorisation_url), {
    method: 'POST',
    body: new URLSearchParams({
      given_name: 'Maria',
      family_name: 'Lopez',
      email: 'maria@example.com',
      account_holder_name: 'Maria Lopez',
      sort_code: '20-00-00',
      account_number: accountNumber,
    }),
    redirect: 'manual',
  });
  expect(confirmed.status).toBe(303);
  expect(confirmed.headers.get('location')).toBe('http://localhost:5173/portal/payment-methods?dd=done');
  const fulfilled = await client.billingRequests.find(request.id);
  return { request: fulfilled, flow, mandateId: String(fulfilled.links?.mandate_request_mandate) };
};

describe('payments stand-in: GoCardless', () => {
  it('sets up a mandate through the hosted flow, collects a payment and charges it back', async () => {
    const request = await gc.billingRequests.create({ mandate_request: { scheme: 'bacs', currency: 'GBP' } });
    expect(request).toMatchObject({ status: 'pending' });
    expect(request.id).toMatch(/^BRQ/);
    const flow = await gc.billingRequestFlows.create({
      redirect_uri: 'http://localhost:5173/done',
      links: { billing_request: request.id },
      prefilled_customer: { given_name: 'Ada', family_name: 'Byron', email: 'ada@example.com' },
    });
    const page = await (await fetch(String(flow.authorisation_url))).text();
    expect(page).toContain('local stand-in for GoCardless');
    expect(page).toContain('The Direct Debit Guarantee');
    expect(page).toContain('value="Ada"');
    const refused = await fetch(String(flow.authorisation_url), {
      method: 'POST',
      body: new URLSearchParams({
        given_name: 'Ada',
        family_name: 'Byron',
        email: 'ada@example.com',
        account_holder_name: 'A Byron',
        sort_code: '200000',
        account_number: '123',
      }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Enter an 8-digit account number');

    const { request: fulfilled, mandateId } = await setUpMandate(gc, '55779911');
    expect(fulfilled.status).toBe('fulfilled');
    expect(mandateId).toMatch(/^MD/);
    await standIn.idle();
    const mandate = await gc.mandates.find(mandateId);
    expect(mandate).toMatchObject({ status: 'active', scheme: 'bacs' });
    expect(actionsOn('mandate', mandateId)).toEqual([
      'mandates.created',
      'mandates.submitted',
      'mandates.active',
    ]);
    expect(actionsOn('billing_request', fulfilled.id)).toEqual(['billing_requests.fulfilled']);
    const account = await gc.customerBankAccounts.find(String(mandate.links?.customer_bank_account));
    expect(account).toMatchObject({
      account_number_ending: '11',
      account_holder_name: 'MARIA LOPEZ',
      currency: 'GBP',
    });

    const payment = await gc.payments.create(
      {
        amount: 2500,
        currency: 'GBP' as never,
        links: { mandate: mandateId },
        metadata: { invoiceId: 'inv-9' },
        description: 'Invoice INV-0009',
      },
      'collect-inv-9',
    );
    expect(payment).toMatchObject({
      status: 'pending_submission',
      amount: 2500,
      amount_refunded: 0,
      charge_date: mandate.next_possible_charge_date,
    });
    const again = await gc.payments.create(
      { amount: 2500, currency: 'GBP' as never, links: { mandate: mandateId } },
      'collect-inv-9',
    );
    expect(again.id).toBe(payment.id);
    await standIn.idle();
    expect((await gc.payments.find(String(payment.id))).status).toBe('confirmed');
    expect(actionsOn('payment', String(payment.id))).toEqual([
      'payments.created',
      'payments.submitted',
      'payments.confirmed',
    ]);
    const created = gocardlessEvents().find((event) => event.links?.payment === payment.id);
    expect(created?.resource_metadata).toEqual({ invoiceId: 'inv-9' });

    await gc.scenarioSimulators.run('payment_charged_back', { links: { resource: String(payment.id) } });
    expect((await gc.payments.find(String(payment.id))).status).toBe('charged_back');
    await standIn.idle();
    expect(actionsOn('payment', String(payment.id)).at(-1)).toBe('payments.charged_back');
    const delivery = receiver.received.find((candidate) => candidate.body.includes(String(payment.id)));
    expect(() =>
      gocardlessWebhooks.parse(
        String(delivery?.body).replace('"action":"created"', '"action":"confirmed"'),
        GOCARDLESS_SECRET,
        String(delivery?.headers['webhook-signature']),
      ),
    ).toThrow('The signature header secret does not match your webhook secret!');
    expect(JSON.parse(String(delivery?.body)).meta.webhook_id).toMatch(/^WB/);
  });

  it('fails every payment on the failing test account, and a retry fails again', async () => {
    const { mandateId } = await setUpMandate(gc, '55779922');
    await standIn.idle();
    const payment = await gc.payments.create({
      amount: 1800,
      currency: 'GBP' as never,
      links: { mandate: mandateId },
    });
    await standIn.idle();
    expect((await gc.payments.find(String(payment.id))).status).toBe('failed');
    const failed = gocardlessEvents().find(
      (event) => event.links?.payment === payment.id && event.action === 'failed',
    );
    expect(failed?.details).toMatchObject({ origin: 'bank', cause: 'insufficient_funds' });
    const retried = await gc.payments.retry(String(payment.id), {});
    expect(retried.status).toBe('pending_submission');
    await standIn.idle();
    expect(actionsOn('payment', String(payment.id)).slice(3)).toEqual([
      'payments.resubmission_requested',
      'payments.submitted',
      'payments.failed',
    ]);
  });

  it('refunds a collected payment once the totals agree, and refuses more', async () => {
    const { mandateId } = await setUpMandate(gc, '55779911');
    await standIn.idle();
    const payment = await gc.payments.create({
      amount: 4000,
      currency: 'GBP' as never,
      links: { mandate: mandateId },
    });
    await standIn.idle();
    const wrongTotal = await gc.refunds
      .create({ amount: 1000, total_amount_confirmation: 500, links: { payment: String(payment.id) } })
      .catch((error: unknown) => error);
    expect(wrongTotal).toMatchObject({
      errorType: 'invalid_state',
      errors: [{ reason: 'total_amount_confirmation_invalid' }],
    });
    const refund = await gc.refunds.create({
      amount: 1000,
      total_amount_confirmation: 1000,
      links: { payment: String(payment.id) },
      metadata: { creditNote: 'CN-2' },
    });
    expect(refund).toMatchObject({ amount: 1000, status: 'created' });
    expect(refund.id).toMatch(/^RF/);
    expect((await gc.payments.find(String(payment.id))).amount_refunded).toBe(1000);
    const tooMuch = await gc.refunds
      .create({ amount: 3001, total_amount_confirmation: 4001, links: { payment: String(payment.id) } })
      .catch((error: unknown) => error);
    expect(tooMuch).toMatchObject({ errors: [{ reason: 'available_refund_amount_insufficient' }] });
    await standIn.idle();
    expect((await gc.refunds.find(String(refund.id))).status).toBe('paid');
    expect(actionsOn('refund', String(refund.id))).toEqual(['refunds.created', 'refunds.paid']);
  });

  it('refuses a payment on a cancelled mandate, and a request without a token', async () => {
    const { mandateId } = await setUpMandate(gc, '12345678');
    const cancelled = await gc.mandates.cancel(mandateId, {});
    expect(cancelled.status).toBe('cancelled');
    const refused = await gc.payments
      .create({ amount: 1000, currency: 'GBP' as never, links: { mandate: mandateId } })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({
      errorType: 'invalid_state',
      errors: [{ reason: 'mandate_is_inactive' }],
    });
    const invalid = await gc.payments
      .create({ amount: 0, currency: 'GBP' as never, links: { mandate: mandateId } })
      .catch((error: unknown) => error);
    expect(invalid).toMatchObject({ errorType: 'validation_failed', errors: [{ field: 'amount' }] });
    const anonymous = await fetch(`${standIn.gocardlessBaseUrl}/payments/PM123`, {
      headers: { 'gocardless-version': '2015-07-06' },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('payments stand-in without auto-progress', () => {
  let still: PaymentsStandIn;
  let client: GoCardlessClient;
  beforeAll(async () => {
    still = await startPaymentsStandIn({ port: 0, autoProgress: false, stepDelayMs: 10 });
    client = gocardlessClient(still.gocardlessBaseUrl);
  });
  afterAll(() => still.stop());

  it('moves nothing until a scenario simulator says so, then walks every step', async () => {
    const { mandateId } = await setUpMandate(client, '55779911');
    await still.idle();
    expect((await client.mandates.find(mandateId)).status).toBe('pending_submission');
    const payment = await client.payments.create({
      amount: 1200,
      currency: 'GBP' as never,
      links: { mandate: mandateId },
    });
    const early = await client.scenarioSimulators
      .run('payment_confirmed', { links: { resource: String(payment.id) } })
      .catch((error: unknown) => error);
    expect(early).toMatchObject({ errorType: 'invalid_state' });
    await client.scenarioSimulators.run('mandate_activated', { links: { resource: mandateId } });
    await client.scenarioSimulators.run('payment_paid_out', { links: { resource: String(payment.id) } });
    expect((await client.payments.find(String(payment.id))).status).toBe('paid_out');
    const actions = still
      .events({ provider: 'gocardless' })
      .map((event) => event.type)
      .filter((type) => type.startsWith('payments.'));
    expect(actions).toEqual([
      'payments.created',
      'payments.submitted',
      'payments.confirmed',
      'payments.paid_out',
    ]);
    const second = await setUpMandate(client, '55779911');
    const waiting = await client.payments.create({
      amount: 900,
      currency: 'GBP' as never,
      links: { mandate: second.mandateId },
    });
    await client.scenarioSimulators.run('mandate_failed', { links: { resource: second.mandateId } });
    expect((await client.mandates.find(second.mandateId)).status).toBe('failed');
    expect((await client.payments.find(String(waiting.id))).status).toBe('cancelled');
    // No webhook URL was given: the events are kept, none is sent.
    expect(still.events().every((event) => event.deliveries.length === 0)).toBe(true);
  });
});
