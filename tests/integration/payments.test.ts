import { randomUUID } from 'node:crypto';
import { Environments, gocardless } from 'gocardless-nodejs';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { noteDeposit } from '../../lambdas/data/booking';
import { getPaymentMethods } from '../../lambdas/data/payment';
import { changeMethods } from '../../lambdas/invoices/online/methods';
import { runSchedule } from '../../lambdas/invoices/online/schedule';
import { cancellationTerms } from '../../shared/booking-price';
import { todayInLondon } from '../../shared/dates';
import { IDEMPOTENCY_HEADER, MAX_BODY_BYTES, MAX_WEBHOOK_BODY_BYTES } from '../../shared/http';
import { addDays } from '../../shared/london-time';
import { PAYMENTS } from '../../shared/payments';
import type { Invoice } from '../../shared/schemas/invoice';
import type { InvoiceMoney } from '../../shared/schemas/payment';
import {
  api,
  authenticate,
  bearer,
  bookingIn,
  eventually,
  mailTo,
  methodsOf,
  payWith,
  postJson,
  saveCard,
  signIn,
  stack,
  stackIdle,
  visitWithin48Hours,
} from './support';

/**
 * Getting paid, through the local gateway and the stand-in for Stripe and GoCardless
 * (local/payments/): the hosted pages are posted as a browser posts them, and every webhook arrives
 * signed as the provider signs it, so the product's signature checks run for real.
 */

type Client = Awaited<ReturnType<typeof signIn>>;
let admin: Client;
beforeAll(async () => {
  admin = await signIn({ admin: true });
});

const withKey = (token: string) => ({ ...bearer(token), [IDEMPOTENCY_HEADER]: randomUUID() });

/** A POST without a body (the routes that open a provider's page take none). */
const post = (path: string, caller: Client) =>
  api(path, { method: 'POST', headers: withKey(caller.accessToken) });

/** A one-off invoice of one typed line, due today, as the office issues it. */
const issueInvoice = async (client: Client, pence = 4_500): Promise<Invoice> => {
  const created = await postJson(
    '/api/admin/invoices',
    { userId: client.sub, lines: [{ description: 'Domestic cleaning', quantity: 1, unitPence: pence }] },
    withKey(admin.accessToken),
  );
  expect(created.status).toBe(201);
  return ((await created.json()) as { invoice: Invoice }).invoice;
};

const myInvoice = async (client: Client, id: string): Promise<Invoice> => {
  const response = await api('/api/invoices', { headers: bearer(client.accessToken) });
  const { items } = (await response.json()) as { items: Invoice[] };
  const invoice = items.find((item) => item.id === id);
  if (!invoice) throw new Error(`invoice ${id} is not in the client's list`);
  return invoice;
};

const officeMoney = async (id: string): Promise<InvoiceMoney> =>
  (
    await api(`/api/admin/invoices/${id}/payments`, { headers: bearer(admin.accessToken) })
  ).json() as Promise<InvoiceMoney>;

const payPage = async (client: Client, invoiceId: string) => {
  const response = await post(`/api/invoices/${invoiceId}/pay`, client);
  return {
    status: response.status,
    body: (await response.json()) as { url: string; expiresAt: string; code?: string },
  };
};

const control = (path: string, body: unknown) =>
  fetch(`${stack.urls.payments}/_stand-in/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Sets up a Direct Debit on GoCardless's page; answers once the mandate is active. */
const setUpDirectDebit = async (client: Client, accountNumber: string) => {
  const response = await post('/api/payment-methods/direct-debit', client);
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  const confirmed = await fetch(url, {
    method: 'POST',
    body: new URLSearchParams({
      given_name: 'Test',
      family_name: 'Client',
      email: client.email,
      account_holder_name: 'Test Client',
      sort_code: '20-00-00',
      account_number: accountNumber,
    }),
    redirect: 'manual',
  });
  expect(confirmed.status).toBe(303);
  return eventually(async () => {
    const methods = await methodsOf(client);
    expect(methods.directDebit?.status).toBe('active');
    return methods;
  });
};

/** GoCardless's SDK pointed at the stand-in, as a sandbox's operator (or its simulators) would use it. */
const goCardlessClient = () => {
  const client = gocardless('sandbox_token', Environments.Sandbox);
  (client as unknown as { _api: { _baseUrl: string } })._api._baseUrl = `${stack.urls.payments}/gocardless`;
  return client;
};

const stripeEvents = async (since: number) =>
  (
    (await (
      await fetch(`${stack.urls.payments}/_stand-in/events?provider=stripe&since=${since}`)
    ).json()) as {
      events: { id: string; type: string }[];
    }
  ).events;

describe('paying an invoice by card', () => {
  it('opens a payment page bound to the invoice, and marks it paid only when Stripe says so', async () => {
    const client = await signIn();
    const invoice = await issueInvoice(client, 4_500);
    const first = await payPage(client, invoice.id);
    expect(first.status).toBe(200);
    expect(first.body.url).toContain(stack.urls.payments);
    // A second click while the page is open returns the same page, not a second payment.
    expect((await payPage(client, invoice.id)).body.url).toBe(first.body.url);
    expect((await myInvoice(client, invoice.id)).status).toBe('unpaid');

    const paid = await payWith(first.body.url, '4242424242424242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toContain(`payment=paid&invoice=${invoice.id}`);
    await eventually(async () => expect((await myInvoice(client, invoice.id)).status).toBe('paid'));

    const paidInvoice = await myInvoice(client, invoice.id);
    expect(paidInvoice.payment).toMatchObject({ method: 'card', reference: 'Visa ending 4242' });
    const money = (await (
      await api(`/api/invoices/${invoice.id}/payments`, { headers: bearer(client.accessToken) })
    ).json()) as InvoiceMoney;
    expect(money.amountDuePence).toBe(0);
    expect(money.canPayOnline).toBe(false);
    expect(money.payments).toHaveLength(1);
    expect(money.payments[0]).toMatchObject({
      state: 'paid',
      amountPence: 4_500,
      description: 'Visa ending 4242',
    });
    // The client never sees the providers' event ids; the office does.
    expect(money.payments[0]?.history.some((step) => 'eventId' in step)).toBe(false);
    expect((await officeMoney(invoice.id)).payments[0]?.history.some((step) => step.eventId)).toBe(true);

    const receipt = await eventually(async () => {
      const mails = (await mailTo(client.email)).filter((mail) => mail.subject.startsWith('Receipt: £45.00'));
      expect(mails).toHaveLength(1);
      return mails[0];
    });
    expect(receipt?.body.text).toContain('Visa ending 4242');
    const download = await api(`/api/invoices/${invoice.id}/payments/${money.payments[0]?.id}/receipt`, {
      headers: bearer(client.accessToken),
    });
    expect(download.status).toBe(200);
    const pdf = await fetch(((await download.json()) as { url: string }).url);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Paid: nothing more to pay.
    const again = await payPage(client, invoice.id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('invoice_paid');
  });

  it("asks for 3D Secure when the card's bank does, and a failed authentication takes nothing", async () => {
    const client = await signIn();
    const invoice = await issueInvoice(client, 6_000);
    const { body } = await payPage(client, invoice.id);
    const asked = await payWith(body.url, '4000002500003155');
    expect(asked.headers.get('location')).toContain('/authenticate');
    expect((await authenticate(body.url, 'fail')).status).toBe(402);
    await stackIdle();
    expect((await myInvoice(client, invoice.id)).status).toBe('unpaid');

    await payWith(body.url, '4000002500003155');
    expect((await authenticate(body.url, 'complete')).status).toBe(303);
    await eventually(async () => expect((await myInvoice(client, invoice.id)).status).toBe('paid'));
  });

  it('keeps the invoice unpaid when the card is declined, with the reason in its history', async () => {
    const client = await signIn();
    const invoice = await issueInvoice(client);
    const { body } = await payPage(client, invoice.id);
    const declined = await payWith(body.url, '4000000000009995');
    expect(declined.status).toBe(402);
    await eventually(async () => {
      const [payment] = (await officeMoney(invoice.id)).payments;
      expect(payment?.state).toBe('pending');
      expect(payment?.history.map((step) => step.note).join(' ')).toMatch(/declined/i);
    });
    expect((await myInvoice(client, invoice.id)).status).toBe('unpaid');
  });

  it('makes the client a new Stripe customer when Stripe no longer has theirs', async () => {
    const client = await signIn();
    await changeMethods(client.sub, (current) => ({ next: { ...current, stripeCustomerId: 'cus_gone' } }));
    const invoice = await issueInvoice(client);
    const { status, body } = await payPage(client, invoice.id);
    expect(status).toBe(200);
    expect((await payWith(body.url, '4242424242424242')).status).toBe(303);
    await eventually(async () => expect((await myInvoice(client, invoice.id)).status).toBe('paid'));
    expect((await getPaymentMethods(client.sub)).stripeCustomerId).toMatch(/^cus_(?!gone)/);
  });

  it("answers 404 for another client's invoice and 409 for a void one", async () => {
    const owner = await signIn();
    const stranger = await signIn();
    const invoice = await issueInvoice(owner);
    expect((await payPage(stranger, invoice.id)).status).toBe(404);
    expect(
      (await api(`/api/invoices/${invoice.id}/payments`, { headers: bearer(stranger.accessToken) })).status,
    ).toBe(404);
    expect((await payPage(owner, 'no-such-invoice')).status).toBe(404);
    const voided = await postJson(
      `/api/admin/invoices/${invoice.id}/void`,
      { reason: 'Issued twice' },
      bearer(admin.accessToken),
    );
    expect(voided.status).toBe(200);
    const refused = await payPage(owner, invoice.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('invoice_void');
  });

  it('closes a page left open when the office records the payment or voids the invoice: no card is taken after', async () => {
    const client = await signIn();
    const office = {
      paid: { path: 'paid', body: { paidDate: todayInLondon(), method: 'bank_transfer' }, status: 'paid' },
      void: { path: 'void', body: { reason: 'Issued twice' }, status: 'void' },
    } as const;
    for (const { path, body, status } of Object.values(office)) {
      const invoice = await issueInvoice(client);
      const page = await payPage(client, invoice.id);
      expect(page.status).toBe(200);
      const done = await postJson(
        `/api/admin/invoices/${invoice.id}/${path}`,
        body,
        bearer(admin.accessToken),
      );
      expect(done.status, await done.clone().text()).toBe(200);
      // Stripe's page now refuses the card, as a closed Checkout Session does.
      expect((await payWith(page.body.url, '4242424242424242')).status).toBe(409);
      const money = await officeMoney(invoice.id);
      const card = money.payments.find((payment) => payment.method === 'card');
      expect(card?.state).toBe('cancelled');
      // Cancelled by the office's change itself (Stripe's own expiry event may follow, changing nothing).
      expect(card?.history).toContainEqual(
        expect.objectContaining({
          state: 'cancelled',
          source: 'office',
          note: expect.stringMatching(/^Payment page closed/),
        }),
      );
      expect(money.payments.filter((payment) => payment.state === 'paid')).toHaveLength(
        status === 'paid' ? 1 : 0,
      );
      expect((await myInvoice(client, invoice.id)).status).toBe(status);
    }
  });

  it('a page and an automatic collection started at once: exactly one of them goes ahead, each time', async () => {
    const client = await signIn();
    await saveCard(client, '4242424242424242');
    const invoices = await Promise.all([1, 2, 3, 4, 5].map(() => issueInvoice(client, 2_000)));
    const outcomes = await Promise.all(
      invoices.map(async (invoice) => {
        const [page, collection] = await Promise.all([
          payPage(client, invoice.id),
          api(`/api/admin/invoices/${invoice.id}/collect`, {
            method: 'POST',
            headers: withKey(admin.accessToken),
          }),
        ]);
        return { invoice, page: page.status, collection: collection.status };
      }),
    );
    for (const { invoice, page, collection } of outcomes) {
      expect([page, collection].sort(), invoice.id).toEqual([200, 409]);
      const money = await officeMoney(invoice.id);
      const live = money.payments.filter(
        (payment) => payment.state === 'pending' || payment.state === 'paid',
      );
      expect(live, invoice.id).toHaveLength(1);
    }
  });
});

describe("the providers' webhooks", () => {
  const stripe = new Stripe('sk_test_only_for_signing');
  const signed = (payload: string, secret = stack.env.STRIPE_WEBHOOK_SECRET ?? '') =>
    stripe.webhooks.generateTestHeaderString({ payload, secret });
  const deliver = (path: string, body: string, headers: Record<string, string>) =>
    api(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

  it('refuses a missing or wrong signature with 400 and changes nothing', async () => {
    const client = await signIn();
    const invoice = await issueInvoice(client);
    const { body } = await payPage(client, invoice.id);
    const since = Date.now();
    await control('hold', { provider: 'stripe', hold: true });
    try {
      expect((await payWith(body.url, '4242424242424242')).status).toBe(303);
      const events = await eventually(async () => {
        const found = await stripeEvents(since);
        expect(found.some((event) => event.type === 'payment_intent.succeeded')).toBe(true);
        return found;
      });
      const event = events.find((candidate) => candidate.type === 'payment_intent.succeeded');
      const payload = JSON.stringify({ id: event?.id, object: 'event', type: 'payment_intent.succeeded' });
      const unsigned = await deliver('/api/webhooks/stripe', payload, {});
      expect(unsigned.status).toBe(400);
      expect(((await unsigned.json()) as { code: string }).code).toBe('invalid_signature');
      const forged = await deliver('/api/webhooks/stripe', payload, {
        'stripe-signature': signed(payload, 'whsec_not_the_real_secret'),
      });
      expect(forged.status).toBe(400);
      const goCardless = await deliver('/api/webhooks/gocardless', '{"events":[]}', {
        'webhook-signature': 'ab'.repeat(32),
      });
      expect(goCardless.status).toBe(400);
      await stackIdle();
      expect((await myInvoice(client, invoice.id)).status).toBe('unpaid');
    } finally {
      await control('release', { provider: 'stripe' });
    }
    await eventually(async () => expect((await myInvoice(client, invoice.id)).status).toBe('paid'));
  });

  it("takes a delivery far past a form's 16 KB, as a provider batches events, and refuses one past its own limit", async () => {
    const sized = (bytes: number) => {
      const payload = (padding: string) =>
        JSON.stringify({
          id: `evt_large_${randomUUID()}`,
          object: 'event',
          type: 'customer.tax_id.created',
          data: { object: { padding } },
        });
      const bare = payload('').length;
      return payload('x'.repeat(bytes - bare));
    };
    const large = sized(200 * 1024);
    expect(large.length).toBeGreaterThan(MAX_BODY_BYTES * 10);
    const taken = await deliver('/api/webhooks/stripe', large, { 'stripe-signature': signed(large) });
    expect(taken.status).toBe(200);
    const tooLarge = sized(MAX_WEBHOOK_BODY_BYTES + 1);
    const refused = await deliver('/api/webhooks/stripe', tooLarge, { 'stripe-signature': signed(tooLarge) });
    expect(refused.status).toBe(413);
    expect(((await refused.json()) as { code: string }).code).toBe('payload_too_large');
  });

  it('stores an unknown event and ignores it', async () => {
    const payload = JSON.stringify({
      id: `evt_unknown_${randomUUID()}`,
      object: 'event',
      type: 'customer.tax_id.created',
      data: { object: {} },
    });
    const answer = await deliver('/api/webhooks/stripe', payload, { 'stripe-signature': signed(payload) });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true });
  });

  it('changes nothing when the same event arrives again, or twice at once', async () => {
    const client = await signIn();
    const invoice = await issueInvoice(client);
    const { body } = await payPage(client, invoice.id);
    const since = Date.now();
    await payWith(body.url, '4242424242424242');
    await eventually(async () => expect((await myInvoice(client, invoice.id)).status).toBe('paid'));
    await stackIdle();
    const event = (await stripeEvents(since)).find(
      (candidate) => candidate.type === 'payment_intent.succeeded',
    );
    const before = await officeMoney(invoice.id);
    const steps = before.payments[0]?.history.length;

    const twice = await Promise.all([
      control('redeliver', { provider: 'stripe', eventId: event?.id }),
      control('redeliver', { provider: 'stripe', eventId: event?.id }),
    ]);
    for (const delivery of twice) expect(delivery.status).toBe(200);
    await stackIdle();
    const after = await officeMoney(invoice.id);
    expect(after.payments[0]?.history).toHaveLength(steps ?? -1);
    expect(after.payments[0]?.history.filter((step) => step.eventId === event?.id)).toHaveLength(1);
    const receipts = (await mailTo(client.email)).filter((mail) => mail.subject.startsWith('Receipt'));
    expect(receipts).toHaveLength(1);
  });
});

describe('saved cards and automatic collection', () => {
  it('saves a card on Stripe’s page, then takes an invoice from it on its due date', async () => {
    const client = await signIn();
    const methods = await saveCard(client, '4242424242424242');
    expect(methods).toMatchObject({ autoPay: 'card', card: { brand: 'visa', last4: '4242' } });
    await eventually(async () =>
      expect((await mailTo(client.email)).some((mail) => mail.subject.startsWith('Your card is saved'))).toBe(
        true,
      ),
    );

    const invoice = await issueInvoice(client, 3_000);
    expect(invoice.collection).toMatchObject({ state: 'scheduled', method: 'card', date: invoice.dueDate });
    // Nothing to chase and no card button: it will be taken.
    const money = (await (
      await api(`/api/invoices/${invoice.id}/payments`, { headers: bearer(client.accessToken) })
    ).json()) as InvoiceMoney;
    expect(money.autoCollect).toMatchObject({ method: 'card', description: 'Visa ending 4242' });

    const report = await runSchedule(new Date(), { userId: client.sub });
    expect(report.collections).toBe(1);
    await eventually(async () => expect((await myInvoice(client, invoice.id)).status).toBe('paid'));
    const [payment] = (await officeMoney(invoice.id)).payments;
    expect(payment).toMatchObject({ automatic: true, state: 'paid', method: 'card', attempt: 1 });
    // A second run finds nothing to do.
    expect(await runSchedule(new Date(), { userId: client.sub })).toMatchObject({
      collections: 0,
      reminders: 0,
    });
  });

  it('tells the client when a collection fails, tries again on the plan, then tells the office', async () => {
    const client = await signIn();
    await saveCard(client, '4000000000000341');
    const invoice = await issueInvoice(client, 2_500);
    await runSchedule(new Date(), { userId: client.sub });
    const failed = await eventually(async () => {
      const found = await myInvoice(client, invoice.id);
      expect(found.collection?.state).toBe('failed');
      return found;
    });
    const retryDate = addDays(todayInLondon(), PAYMENTS.retryDaysAfterFailure[0] ?? 0);
    expect(failed.collection).toMatchObject({ attempt: 1, retryDate });
    await eventually(async () =>
      expect(
        (await mailTo(client.email)).some((mail) =>
          mail.subject.startsWith('Your payment of £25.00 did not go through'),
        ),
      ).toBe(true),
    );

    // Not before the retry date; on it, the second and last try.
    expect((await runSchedule(new Date(), { userId: client.sub })).collections).toBe(0);
    const onRetry = new Date(Date.now() + (PAYMENTS.retryDaysAfterFailure[0] ?? 0) * 86_400_000);
    expect((await runSchedule(onRetry, { userId: client.sub })).collections).toBe(1);
    const last = await eventually(async () => {
      const found = await myInvoice(client, invoice.id);
      expect(found.collection?.attempt).toBe(2);
      expect(found.collection?.state).toBe('failed');
      return found;
    });
    expect(last.collection?.retryDate).toBeUndefined();
    expect(last.status).toBe('unpaid');
    const notices = (await (
      await api(`/api/admin/invoices/${invoice.id}/notices`, { headers: bearer(admin.accessToken) })
    ).json()) as { notices: { kind: string }[] };
    expect(notices.notices.filter((notice) => notice.kind === 'payment-problem')).toHaveLength(1);
    // The client can still pay it themselves.
    expect((await payPage(client, invoice.id)).status).toBe(200);
  });

  it('fails a collection the bank wants authenticated, and says so', async () => {
    const client = await signIn();
    await saveCard(client, '4000002760003184');
    const invoice = await issueInvoice(client);
    await runSchedule(new Date(), { userId: client.sub });
    await eventually(async () => {
      const [payment] = (await officeMoney(invoice.id)).payments;
      expect(payment?.failure?.code).toBe('authentication_required');
    });
  });

  it('lets a client choose how to pay only from what they saved, and remove it', async () => {
    const client = await signIn();
    const refused = await api('/api/payment-methods/auto-pay', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...bearer(client.accessToken) },
      body: JSON.stringify({ autoPay: 'direct_debit' }),
    });
    expect(refused.status).toBe(422);
    await saveCard(client, '4242424242424242');
    const removed = await api('/api/payment-methods/card', {
      method: 'DELETE',
      headers: bearer(client.accessToken),
    });
    expect(await removed.json()).toEqual({ autoPay: 'off' });
    const invoice = await issueInvoice(client);
    expect(invoice.collection).toBeUndefined();
  });
});

describe('Direct Debit', () => {
  it('sets up a mandate, gives advance notice, and collects the invoice', async () => {
    const client = await signIn();
    const methods = await setUpDirectDebit(client, '55779911');
    expect(methods).toMatchObject({
      autoPay: 'direct_debit',
      directDebit: { accountEnding: '11', status: 'active' },
    });
    await eventually(async () =>
      expect(
        (await mailTo(client.email)).some((mail) => /Direct Debit .* is set up/.test(mail.subject)),
      ).toBe(true),
    );
    const invoice = await issueInvoice(client, 8_000);
    await runSchedule(new Date(), { userId: client.sub });
    const notice = await eventually(async () => {
      const found = (await mailTo(client.email)).find((mail) =>
        mail.subject.startsWith('£80.00 will be taken by Direct Debit'),
      );
      expect(found).toBeDefined();
      return found;
    });
    expect(notice?.body.text).toContain(methods.directDebit?.reference ?? 'no reference');
    await eventually(async () => expect((await myInvoice(client, invoice.id)).status).toBe('paid'));
    const [payment] = (await officeMoney(invoice.id)).payments;
    expect(payment).toMatchObject({ method: 'direct_debit', automatic: true, state: 'paid' });
    expect(payment?.chargeDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('records a Direct Debit the bank refused', async () => {
    const client = await signIn();
    await setUpDirectDebit(client, '55779922');
    const invoice = await issueInvoice(client);
    await runSchedule(new Date(), { userId: client.sub });
    await eventually(async () => {
      const found = await myInvoice(client, invoice.id);
      expect(found.collection?.state).toBe('failed');
      expect(found.status).toBe('unpaid');
    });
  });

  it('makes an invoice unpaid again when a paid Direct Debit is charged back, whatever order the events come in', async () => {
    const client = await signIn();
    await setUpDirectDebit(client, '55779911');
    const invoice = await issueInvoice(client, 5_000);
    const started = Date.now();
    await control('hold', { provider: 'gocardless', hold: true });
    try {
      await runSchedule(new Date(), { userId: client.sub });
      const paymentId = await eventually(async () => {
        const [payment] = (await officeMoney(invoice.id)).payments;
        expect(payment?.state).toBe('pending');
        return payment?.id;
      });
      expect(paymentId).toBeDefined();
    } finally {
      // Created, submitted and confirmed arrive newest first: the end state is the same.
      await control('release', { provider: 'gocardless', order: 'reverse' });
    }
    await eventually(async () => expect((await myInvoice(client, invoice.id)).status).toBe('paid'));

    const { payments } = await officeMoney(invoice.id);
    // The provider's id of our payment, from the events the stand-in sent about it.
    const sent = (await (
      await fetch(`${stack.urls.payments}/_stand-in/events?provider=gocardless&since=${started}`)
    ).json()) as {
      events: {
        type: string;
        payload: { links?: { payment?: string }; resource_metadata?: { paymentId?: string } };
      }[];
    };
    const providerPaymentId = sent.events.find(
      (event) =>
        event.type === 'payments.created' && event.payload.resource_metadata?.paymentId === payments[0]?.id,
    )?.payload.links?.payment;
    expect(providerPaymentId).toBeDefined();
    const gocardless = goCardlessClient();
    await gocardless.scenarioSimulators.run('payment_charged_back', {
      links: { resource: providerPaymentId ?? '' },
    } as never);
    await eventually(async () => {
      const found = await myInvoice(client, invoice.id);
      expect(found.status).toBe('unpaid');
      expect(found.corrections?.at(-1)?.reason).toMatch(/Charged back/);
    });
    const notices = (await (
      await api(`/api/admin/invoices/${invoice.id}/notices`, { headers: bearer(admin.accessToken) })
    ).json()) as { notices: { kind: string }[] };
    expect(notices.notices.some((notice) => notice.kind === 'payment-problem')).toBe(true);
  });
});

describe('refunds and credit notes', () => {
  it('refunds part of a card payment through Stripe and issues a credit note in its own series', async () => {
    const client = await signIn();
    const invoice = await issueInvoice(client, 10_000);
    const { body } = await payPage(client, invoice.id);
    await payWith(body.url, '4242424242424242');
    await eventually(async () => expect((await myInvoice(client, invoice.id)).status).toBe('paid'));
    const [payment] = (await officeMoney(invoice.id)).payments;

    const tooMuch = await postJson(
      `/api/admin/invoices/${invoice.id}/refunds`,
      { paymentId: payment?.id, amountPence: 10_001, reason: 'Too much' },
      withKey(admin.accessToken),
    );
    expect(tooMuch.status).toBe(422);

    const key = withKey(admin.accessToken);
    const request = { paymentId: payment?.id, amountPence: 2_500, reason: 'One room was not cleaned' };
    const refunded = await postJson(`/api/admin/invoices/${invoice.id}/refunds`, request, key);
    expect(refunded.status).toBe(201);
    const result = (await refunded.json()) as {
      creditNote: { id: string; creditNoteNumber: string; vatPence: number };
    };
    expect(result.creditNote.creditNoteNumber).toMatch(/^CN-\d{4}-\d{6}$/);
    expect(result.creditNote.vatPence).toBe(417);
    // The same request again refunds nothing more.
    const replay = await postJson(`/api/admin/invoices/${invoice.id}/refunds`, request, key);
    expect(((await replay.json()) as typeof result).creditNote.id).toBe(result.creditNote.id);
    // A double click with no Idempotency-Key at all: one refund, not two.
    const again = { paymentId: payment?.id, amountPence: 1_000, reason: 'The windows were missed' };
    const clicks = await Promise.all(
      [0, 1].map(() =>
        postJson(`/api/admin/invoices/${invoice.id}/refunds`, again, bearer(admin.accessToken)),
      ),
    );
    const notes = await Promise.all(
      clicks.map(async (click) => ((await click.json()) as typeof result).creditNote?.id),
    );
    expect(notes[0]).toBeDefined();
    expect(notes[1]).toBe(notes[0]);

    const money = await officeMoney(invoice.id);
    expect(money.payments[0]).toMatchObject({ state: 'partially_refunded', refundedPence: 3_500 });
    expect(money.creditNotes).toHaveLength(2);
    const client404 = await api(`/api/invoices/${invoice.id}/credit-notes/${result.creditNote.id}/download`, {
      headers: bearer((await signIn()).accessToken),
    });
    expect(client404.status).toBe(404);
    const download = await api(`/api/invoices/${invoice.id}/credit-notes/${result.creditNote.id}/download`, {
      headers: bearer(client.accessToken),
    });
    expect(download.status).toBe(200);
    await eventually(async () =>
      expect(
        (await mailTo(client.email)).some(
          (mail) => mail.subject === `Refund of £25.00: credit note ${result.creditNote.creditNoteNumber}`,
        ),
      ).toBe(true),
    );
  });

  it('refunds a Direct Debit through GoCardless, and records when the refund reaches the payer', async () => {
    const client = await signIn();
    await setUpDirectDebit(client, '55779911');
    const invoice = await issueInvoice(client, 6_000);
    await runSchedule(new Date(), { userId: client.sub });
    await eventually(async () => expect((await myInvoice(client, invoice.id)).status).toBe('paid'));
    const [payment] = (await officeMoney(invoice.id)).payments;
    const refunded = await postJson(
      `/api/admin/invoices/${invoice.id}/refunds`,
      { paymentId: payment?.id, amountPence: 1_500, reason: 'One hour less than booked' },
      withKey(admin.accessToken),
    );
    expect(refunded.status).toBe(201);
    const { creditNote } = (await refunded.json()) as { creditNote: { refundedTo: string } };
    expect(creditNote.refundedTo).toMatch(/Direct Debit/);
    // GoCardless pays a refund out later and says so by webhook.
    await eventually(async () => {
      const [after] = (await officeMoney(invoice.id)).payments;
      expect(after?.refunds[0]?.state).toBe('paid');
      expect(after?.history.at(-1)?.note).toBe('The refund reached the payer');
    });
  });

  it('marks a Tax-Free Childcare refund as going back to the childcare account', async () => {
    const client = await signIn();
    const invoice = await issueInvoice(client, 4_000);
    const badReference = await postJson(
      `/api/admin/invoices/${invoice.id}/paid`,
      { paidDate: invoice.invoiceDate, method: 'tax_free_childcare', reference: 'AJON123' },
      bearer(admin.accessToken),
    );
    expect(badReference.status).toBe(422);
    const paid = await postJson(
      `/api/admin/invoices/${invoice.id}/paid`,
      { paidDate: invoice.invoiceDate, method: 'tax_free_childcare', reference: 'ajon12345tfc' },
      bearer(admin.accessToken),
    );
    expect(paid.status).toBe(200);
    expect(((await paid.json()) as Invoice).payment).toMatchObject({
      method: 'tax_free_childcare',
      reference: 'AJON12345TFC',
    });
    const [payment] = (await officeMoney(invoice.id)).payments;
    const refunded = await postJson(
      `/api/admin/invoices/${invoice.id}/refunds`,
      { paymentId: payment?.id, amountPence: 4_000, reason: 'Visit cancelled by us' },
      withKey(admin.accessToken),
    );
    expect(refunded.status).toBe(201);
    const { payment: after, creditNote } = (await refunded.json()) as {
      payment: { state: string; refunds: { toChildcareAccount?: boolean }[] };
      creditNote: { refundedTo: string };
    };
    expect(after.state).toBe('refunded');
    expect(after.refunds[0]?.toChildcareAccount).toBe(true);
    expect(creditNote.refundedTo).toMatch(/Tax-Free Childcare/);
  });
});

describe("the terms' fees", () => {
  it.each([
    ['the saved card', 'card', (client: Client) => saveCard(client, '4242424242424242')],
    ['the Direct Debit', 'direct_debit', (client: Client) => setUpDirectDebit(client, '55779911')],
  ] as const)(
    'collects exactly the late-cancellation fee the booking recorded from %s, once',
    async (_, method, setUp) => {
      const client = await signIn();
      await setUp(client);
      const visit = await visitWithin48Hours(client);
      const terms = cancellationTerms({ ...visit, estimatePence: visit.estimate?.totalPence }, new Date());
      expect(terms.feePence).toBeGreaterThan(0);
      const cancelled = await postJson(
        `/api/bookings/${visit.id}/cancel`,
        { acceptedFeePence: terms.feePence },
        bearer(client.accessToken),
      );
      expect(cancelled.status).toBe(200);

      expect(await runSchedule(new Date(), { userId: client.sub })).toMatchObject({
        fees: 1,
        collections: 1,
      });
      const invoices = await eventually(async () => {
        const { items } = (await (
          await api('/api/invoices', { headers: bearer(client.accessToken) })
        ).json()) as {
          items: Invoice[];
        };
        expect(items).toHaveLength(1);
        expect(items[0]?.status).toBe('paid');
        return items;
      });
      const [invoice] = invoices;
      expect(invoice?.totalPence).toBe(terms.feePence);
      expect(invoice?.lines).toEqual([
        expect.objectContaining({ kind: 'cancellation', amountPence: terms.feePence }),
      ]);
      const [payment] = (await officeMoney(invoice?.id ?? '')).payments;
      expect(payment).toMatchObject({ method, amountPence: terms.feePence, automatic: true, state: 'paid' });
      // Invoiced once: another run finds the fee already on an invoice.
      expect(await runSchedule(new Date(), { userId: client.sub })).toMatchObject({
        fees: 0,
        collections: 0,
      });
    },
  );

  it('leaves a fee for the office to invoice when the client pays each invoice themselves', async () => {
    const client = await signIn();
    const visit = await visitWithin48Hours(client);
    const terms = cancellationTerms({ ...visit, estimatePence: visit.estimate?.totalPence }, new Date());
    await postJson(
      `/api/bookings/${visit.id}/cancel`,
      { acceptedFeePence: terms.feePence },
      bearer(client.accessToken),
    );
    expect((await runSchedule(new Date(), { userId: client.sub })).fees).toBe(0);
  });
});

describe('deposits', () => {
  it('asks a deposit for a first deep clean once, as its own invoice, and not for the next one', async () => {
    const client = await signIn();
    const first = await bookingIn(client, admin.accessToken, 'pending');
    await bookingIn(client, admin.accessToken, 'pending');
    expect((await runSchedule(new Date(), { userId: client.sub })).deposits).toBe(1);
    expect((await runSchedule(new Date(), { userId: client.sub })).deposits).toBe(0);
    const { items } = (await (
      await api('/api/invoices', { headers: bearer(client.accessToken) })
    ).json()) as {
      items: Invoice[];
    };
    expect(items).toHaveLength(1);
    const bookings = (await (await api('/api/bookings', { headers: bearer(client.accessToken) })).json()) as {
      items: {
        id: string;
        estimate?: { totalPence: number };
        deposit?: { amountPence: number; invoiceId: string };
      }[];
    };
    const visit = bookings.items.find((booking) => booking.id === first);
    const expected = Math.round(((visit?.estimate?.totalPence ?? 0) * PAYMENTS.deposit.percent) / 100);
    expect(visit?.deposit).toMatchObject({ amountPence: expected, invoiceId: items[0]?.id });
    expect(items[0]?.totalPence).toBe(expected);
    expect(bookings.items.filter((booking) => booking.deposit)).toHaveLength(1);
  });

  it("takes a paid deposit off the visit's own invoice", async () => {
    const client = await signIn();
    const visitId = await bookingIn(client, admin.accessToken, 'completed');
    const deposit = await issueInvoice(client, 1_000);
    await noteDeposit(visitId, {
      amountPence: 1_000,
      invoiceId: deposit.id,
      invoiceNumber: deposit.invoiceNumber,
    });
    // Unpaid, it is not taken off: it is still owed on its own invoice.
    const ready = async () =>
      (await (
        await api(`/api/admin/clients/${client.sub}/billable`, { headers: bearer(admin.accessToken) })
      ).json()) as {
        items: { bookingId: string; totalPence: number; lines: { kind: string; amountPence: number }[] }[];
      };
    const before = (await ready()).items.find((item) => item.bookingId === visitId);
    expect(before?.lines.some((line) => line.kind === 'deposit')).toBe(false);
    await postJson(
      `/api/admin/invoices/${deposit.id}/paid`,
      { paidDate: deposit.invoiceDate, method: 'bank_transfer' },
      bearer(admin.accessToken),
    );
    const after = (await ready()).items.find((item) => item.bookingId === visitId);
    expect(after?.lines.at(-1)).toMatchObject({ kind: 'deposit', amountPence: -1_000 });
    expect(after?.totalPence).toBe((before?.totalPence ?? 0) - 1_000);
    const created = await postJson(
      '/api/admin/invoices',
      { userId: client.sub, bookingIds: [visitId] },
      withKey(admin.accessToken),
    );
    expect(((await created.json()) as { invoice: Invoice }).invoice.totalPence).toBe(after?.totalPence);
  });
});

describe('reminders and statements', () => {
  it('reminds an unpaid invoice once per step after its due date, and stops when it is paid', async () => {
    const client = await signIn();
    const invoice = await issueInvoice(client, 1_500);
    const [first, second] = PAYMENTS.reminderDaysAfterDue;
    const on = (days: number) => new Date(Date.now() + days * 86_400_000);
    expect((await runSchedule(on(first - 1), { userId: client.sub })).reminders).toBe(0);
    expect((await runSchedule(on(first), { userId: client.sub })).reminders).toBe(1);
    expect((await runSchedule(on(first), { userId: client.sub })).reminders).toBe(0);
    await eventually(async () =>
      expect(
        (await mailTo(client.email)).filter((mail) => mail.subject.startsWith('Reminder: invoice')),
      ).toHaveLength(1),
    );
    const paid = await postJson(
      `/api/admin/invoices/${invoice.id}/paid`,
      { paidDate: invoice.invoiceDate, method: 'bank_transfer' },
      bearer(admin.accessToken),
    );
    expect(paid.status).toBe(200);
    expect((await runSchedule(on(second), { userId: client.sub })).reminders).toBe(0);
  });

  it('gives a client a statement of their own account, and the office any client’s', async () => {
    const client = await signIn();
    await issueInvoice(client, 1_000);
    const from = addDays(todayInLondon(), -30);
    const to = todayInLondon();
    const mine = await api(`/api/statement?from=${from}&to=${to}`, { headers: bearer(client.accessToken) });
    expect(mine.status).toBe(200);
    const pdf = await fetch(((await mine.json()) as { url: string }).url);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const backwards = await api(`/api/statement?from=${to}&to=${from}`, {
      headers: bearer(client.accessToken),
    });
    expect(backwards.status).toBe(422);
    const office = await api(`/api/admin/clients/${client.sub}/statement?from=${from}&to=${to}`, {
      headers: bearer(admin.accessToken),
    });
    expect(office.status).toBe(200);
    const notOffice = await api(`/api/admin/clients/${client.sub}/statement?from=${from}&to=${to}`, {
      headers: bearer(client.accessToken),
    });
    expect(notOffice.status).toBe(403);
  });
});
