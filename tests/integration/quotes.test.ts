import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { getBookingItem, toBooking } from '../../lambdas/data/booking';
import { quoteUpdate, updateQuote } from '../../lambdas/data/quote';
import { signQuoteLink } from '../../lambdas/invoices/quotes/link';
import { todayInLondon } from '../../shared/dates';
import { IDEMPOTENCY_HEADER } from '../../shared/http';
import { addDays } from '../../shared/london-time';
import { QUOTE_LINK_PARAM } from '../../shared/quotes';
import type { Booking } from '../../shared/schemas/booking';
import type { Invoice } from '../../shared/schemas/invoice';
import type { Quote, QuoteList } from '../../shared/schemas/quote';
import {
  addressIn,
  addStaffMember,
  api,
  bearer,
  eventually,
  mailTo,
  ownDistrict,
  postJson,
  signIn,
  stack,
  weekdayAhead,
} from './support';

/**
 * Quotes through the local gateway: the office writes and sends, the client answers from
 * the signed link in their mail, every move a conditional write; an approval with a deposit issues the
 * deposit's invoice; an approved quote becomes its visit through the booking code.
 */

type User = Awaited<ReturnType<typeof signIn>>;
let admin: User;
beforeAll(async () => {
  admin = await signIn({ admin: true });
});

const withKey = (token: string) => ({ ...bearer(token), [IDEMPOTENCY_HEADER]: randomUUID() });

const draftFor = (client: User, overrides: Record<string, unknown> = {}) => ({
  clientId: client.sub,
  title: 'End of tenancy clean',
  lines: [
    { description: 'End of tenancy clean, three bedrooms', quantity: 1, unitPence: 34_500 },
    { description: 'Oven clean', quantity: 1, unitPence: 4_500 },
  ],
  deposit: { kind: 'percent', percent: 25 },
  ...overrides,
});

const create = async (client: User, overrides: Record<string, unknown> = {}): Promise<Quote> => {
  const response = await postJson(
    '/api/admin/quotes',
    draftFor(client, overrides),
    withKey(admin.accessToken),
  );
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Quote;
};

const office = (path: string, body: unknown) => postJson(path, body, bearer(admin.accessToken));
const asClient = (client: User, path: string, body: unknown) =>
  postJson(path, body, bearer(client.accessToken));

const send = async (quote: Quote): Promise<Quote> => {
  const response = await office(`/api/admin/quotes/${quote.id}/send`, { version: quote.version });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Quote;
};

/** The link's token from the newest quote mail to the client, as they would click it. */
const mailedToken = async (client: User, version: number): Promise<string> =>
  eventually(async () => {
    const mails = (await mailTo(client.email)).filter((mail) =>
      /^Your quote Q-\d{4}-\d{6}/.test(mail.subject),
    );
    const tokens = mails
      .map((mail) => mail.body.text?.match(new RegExp(`[?&]${QUOTE_LINK_PARAM}=([^\\s&)\\]]+)`))?.[1])
      .filter((token): token is string => token !== undefined)
      .map(decodeURIComponent)
      .filter((token) => token.split('.')[1] === String(version));
    expect(tokens.length).toBeGreaterThan(0);
    return tokens.at(-1) as string;
  });

const openLink = (client: User, token: string) => asClient(client, '/api/quote-links', { token });

const approve = (client: User, quote: Quote, version = quote.version) =>
  asClient(client, `/api/quotes/${quote.id}/approve`, { version, name: 'Jane Tenant', agree: true });

const codeOf = async (response: Response) => ((await response.json()) as { code: string }).code;

describe('quotes', () => {
  it('the office writes a draft from the lines (table prices and VAT from the server), the client sees nothing until it is sent', async () => {
    const client = await signIn();
    const quote = await create(client, {
      lines: [
        // The table's price stands whatever the browser says; a typed line keeps its own.
        { description: 'Deep clean', quantity: 4, unitPence: 1, serviceType: 'deep_cleaning' },
        { description: 'Carpet shampoo', quantity: 2, unitPence: 2_250 },
      ],
    });
    expect(quote.quoteNumber).toMatch(/^Q-\d{4}-\d{6}$/);
    expect(quote.status).toBe('draft');
    expect(quote.lines.map((line) => line.amountPence)).toEqual([8_000, 4_500]);
    expect(quote.totalPence).toBe(12_500);
    // VAT-inclusive, as invoices: the 20% the total contains.
    expect(quote.vatPence).toBe(2_083);
    expect(quote.depositPence).toBe(3_125);
    expect(quote.validUntil).toBe(addDays(todayInLondon(), 30));

    expect((await api(`/api/quotes/${quote.id}`, { headers: bearer(client.accessToken) })).status).toBe(404);
    const mine = await api('/api/quotes', { headers: bearer(client.accessToken) });
    expect(((await mine.json()) as { items: Quote[] }).items).toEqual([]);
    // A client cannot reach the office's routes.
    expect((await postJson('/api/admin/quotes', draftFor(client), withKey(client.accessToken))).status).toBe(
      403,
    );
    // A service priced per job has no table price to take.
    const perJob = await postJson(
      '/api/admin/quotes',
      draftFor(client, {
        lines: [{ description: 'Office', quantity: 1, unitPence: 1, serviceType: 'commercial_cleaning' }],
      }),
      withKey(admin.accessToken),
    );
    expect(perJob.status).toBe(422);
  });

  it('sent, opened from the mailed link (viewed once), approved with the name and version, the deposit invoiced; a second approval is 409', async () => {
    const client = await signIn();
    const sent = await send(await create(client));
    expect(sent.status).toBe('sent');
    const token = await mailedToken(client, sent.version);

    const opened = await openLink(client, token);
    expect(opened.status, await opened.clone().text()).toBe(200);
    const viewed = (await opened.json()) as Quote;
    expect(viewed.status).toBe('viewed');
    expect(viewed.viewedAt).toBeDefined();
    const again = (await (await openLink(client, token)).json()) as Quote;
    expect(again.viewedAt).toBe(viewed.viewedAt);

    const response = await approve(client, viewed);
    expect(response.status, await response.clone().text()).toBe(200);
    const { quote } = (await response.json()) as { quote: Quote };
    expect(quote.status).toBe('approved');
    expect(quote.approval).toMatchObject({ name: 'Jane Tenant', version: 1 });
    expect(quote.depositInvoice?.amountPence).toBe(9_750);

    const invoices = (await (await api('/api/invoices', { headers: bearer(client.accessToken) })).json()) as {
      items: Invoice[];
    };
    const deposit = invoices.items.find((invoice) => invoice.id === quote.depositInvoice?.id);
    expect(deposit?.totalPence).toBe(9_750);
    expect(deposit?.status).toBe('unpaid');

    const twice = await approve(client, viewed);
    expect(twice.status).toBe(409);
    const stored = (await (
      await api(`/api/quotes/${quote.id}`, { headers: bearer(client.accessToken) })
    ).json()) as Quote;
    expect(stored.history.map((entry) => [entry.status, entry.by, entry.version])).toEqual([
      ['draft', 'office', 1],
      ['sent', 'office', 1],
      ['viewed', 'client', 1],
      ['approved', 'client', 1],
    ]);
    await eventually(async () => {
      const office = await mailTo(stack.env.MAIL_TO);
      expect(office.some((mail) => mail.subject.includes(`${quote.quoteNumber} approved`))).toBe(true);
    });

    // The PDF, as the invoice's: the client's own, the office's any, nobody else's.
    const pdf = await api(`/api/quotes/${quote.id}/pdf`, { headers: bearer(client.accessToken) });
    expect(pdf.status).toBe(200);
    const { url, filename } = (await pdf.json()) as { url: string; filename: string };
    expect(filename).toBe(`${quote.quoteNumber}.pdf`);
    expect((await (await fetch(url)).text()).startsWith('%PDF-')).toBe(true);
    expect(
      (await api(`/api/admin/quotes/${quote.id}/pdf`, { headers: bearer(admin.accessToken) })).status,
    ).toBe(200);
    const stranger = await signIn();
    expect((await api(`/api/quotes/${quote.id}/pdf`, { headers: bearer(stranger.accessToken) })).status).toBe(
      404,
    );
  });

  it('two approvals at once: exactly one wins, and one deposit invoice is issued', async () => {
    const client = await signIn();
    const sent = await send(await create(client));
    const answers = await Promise.all([approve(client, sent), approve(client, sent), approve(client, sent)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const final = (await (
      await api(`/api/quotes/${sent.id}`, { headers: bearer(client.accessToken) })
    ).json()) as Quote;
    expect(final.history.filter((entry) => entry.status === 'approved')).toHaveLength(1);
    const invoices = (await (await api('/api/invoices', { headers: bearer(client.accessToken) })).json()) as {
      items: Invoice[];
    };
    expect(invoices.items).toHaveLength(1);
  });

  it('a link works only for its client and its version, and not after it runs out', async () => {
    const client = await signIn();
    const stranger = await signIn();
    const sent = await send(await create(client));
    const token = await mailedToken(client, 1);

    expect((await openLink(stranger, token)).status).toBe(404);
    // A token altered to another quote or version fails its signature.
    const [, version, expires, signature] = token.split('.');
    const other = await send(await create(stranger));
    expect((await openLink(stranger, `${other.id}.${version}.${expires}.${signature}`)).status).toBe(404);
    expect((await openLink(client, `${sent.id}.2.${expires}.${signature}`)).status).toBe(404);

    // Signed with the stage's own key, but 15 days ago: past the 14 days a link holds.
    const old = await signQuoteLink(sent, new Date(Date.now() - 15 * 86_400_000));
    const expired = await openLink(client, old);
    expect(expired.status).toBe(410);
    expect(await codeOf(expired)).toBe('link_expired');

    // Edited after sending: the next version, back to draft; the old link and an approval of it are stale.
    const edit = await api(`/api/admin/quotes/${sent.id}`, {
      method: 'PUT',
      headers: { ...bearer(admin.accessToken), 'content-type': 'application/json' },
      body: JSON.stringify({
        version: 1,
        quote: draftFor(client, { title: 'End of tenancy clean and windows' }),
      }),
    });
    expect(edit.status, await edit.clone().text()).toBe(200);
    const edited = (await edit.json()) as Quote;
    expect(edited).toMatchObject({ status: 'draft', version: 2 });
    const resent = await send(edited);
    const stale = await openLink(client, token);
    expect(stale.status).toBe(409);
    expect(await codeOf(stale)).toBe('stale_version');
    const staleApproval = await approve(client, resent, 1);
    expect(staleApproval.status).toBe(409);
    expect(await codeOf(staleApproval)).toBe('stale_version');
    expect((await openLink(client, await mailedToken(client, 2))).status).toBe(200);
    expect((await approve(client, resent, 2)).status).toBe(200);
  });

  it('changes asked go to the office; declined, withdrawn and expired quotes cannot be approved', async () => {
    const client = await signIn();
    const first = await send(await create(client));
    const asked = await asClient(client, `/api/quotes/${first.id}/changes`, {
      version: 1,
      message: 'Could the oven clean be left out?',
    });
    expect(asked.status).toBe(200);
    expect(((await asked.json()) as Quote).status).toBe('changes_requested');
    await eventually(async () => {
      const office = await mailTo(stack.env.MAIL_TO);
      expect(office.some((mail) => mail.body.text?.includes('Could the oven clean be left out?'))).toBe(true);
    });
    expect((await approve(client, first)).status).toBe(409);

    const declined = await send(await create(client));
    expect((await asClient(client, `/api/quotes/${declined.id}/decline`, { version: 1 })).status).toBe(200);
    expect((await approve(client, declined)).status).toBe(409);

    const withdrawn = await send(await create(client));
    expect((await office(`/api/admin/quotes/${withdrawn.id}/withdraw`, { version: 1 })).status).toBe(200);
    expect((await approve(client, withdrawn)).status).toBe(409);
    expect((await office(`/api/admin/quotes/${withdrawn.id}/send`, { version: 1 })).status).toBe(409);

    const lapsed = await send(await create(client));
    // Its date passes (the clock moved on): written as the office's date would have been.
    await updateQuote(
      quoteUpdate(lapsed.id, { validUntil: addDays(todayInLondon(), -1) }, { statuses: ['sent'] }),
    );
    const late = await approve(client, lapsed);
    expect(late.status).toBe(409);
    expect(await codeOf(late)).toBe('quote_expired');
    const read = (await (
      await api(`/api/quotes/${lapsed.id}`, { headers: bearer(client.accessToken) })
    ).json()) as Quote;
    expect(read.status).toBe('expired');

    // The office's list for this client: four sent, none approved.
    const list = (await (
      await api(`/api/admin/quotes?clientId=${client.sub}`, { headers: bearer(admin.accessToken) })
    ).json()) as QuoteList;
    expect(list.items).toHaveLength(4);
    expect(list.conversion).toEqual({ sent: 4, approved: 0, ratePercent: 0 });
  });

  it("a visitor's quote, written from their enquiry, opens only for the account of the address it was mailed to, which it then joins", async () => {
    const visitor = await signIn();
    const stranger = await signIn();
    // Sent from the public form: the enquiry belongs to no account, whatever address was typed.
    const sent = await postJson('/api/enquiries', {
      type: 'general',
      name: 'Val Visitor',
      email: visitor.email,
      subject: 'End of tenancy',
      message: 'Could you quote for an end of tenancy clean, please?',
    });
    expect(sent.status).toBe(201);
    const { id: enquiryId } = (await sent.json()) as { id: string };
    const quote = await send(await create(visitor, { clientId: undefined, enquiryId }));
    expect(quote.clientId).toBeUndefined();
    expect(quote.recipient).toEqual({ name: 'Val Visitor', email: visitor.email });
    const token = await mailedToken(visitor, 1);

    expect((await openLink(stranger, token)).status).toBe(404);
    const opened = await openLink(visitor, token);
    expect(opened.status, await opened.clone().text()).toBe(200);
    expect((await opened.json()) as Quote).toMatchObject({ clientId: visitor.sub, status: 'viewed' });
    const mine = (await (await api('/api/quotes', { headers: bearer(visitor.accessToken) })).json()) as {
      items: Quote[];
    };
    expect(mine.items.map((item) => item.id)).toEqual([quote.id]);
    // Now it is the visitor's: the stranger still cannot reach it, even by id.
    expect((await api(`/api/quotes/${quote.id}`, { headers: bearer(stranger.accessToken) })).status).toBe(
      404,
    );
  });

  it('an approved quote becomes its visit in one step, given to someone free, priced as quoted, with the deposit noted; once', async () => {
    const client = await signIn();
    const district = await ownDistrict();
    const member = await addStaffMember(admin.accessToken, { districts: [district] });
    const serviceDate = weekdayAhead(10);
    const sent = await send(
      await create(client, {
        address: addressIn(district),
        schedule: {
          frequency: 'one_off',
          serviceType: 'deep_cleaning',
          serviceDate,
          serviceTime: '10:00',
          durationHours: 6,
        },
      }),
    );
    // Not before the client approves.
    expect((await office(`/api/admin/quotes/${sent.id}/book`, {})).status).toBe(409);
    const { quote } = (await (await approve(client, sent)).json()) as { quote: Quote };

    const booked = await office(`/api/admin/quotes/${sent.id}/book`, {});
    expect(booked.status, await booked.clone().text()).toBe(200);
    const { bookingIds } = (await booked.json()) as { bookingIds: string[] };
    expect(bookingIds).toHaveLength(1);
    const visit = toBooking((await getBookingItem(bookingIds[0] as string)) ?? {});
    expect(visit).toMatchObject({
      userId: client.sub,
      serviceDate,
      serviceTime: '10:00',
      staffId: member.id,
    });
    expect(visit.estimate?.totalPence).toBe(39_000);
    expect(visit.deposit).toMatchObject({ invoiceId: quote.depositInvoice?.id, amountPence: 9_750 });

    const again = await office(`/api/admin/quotes/${sent.id}/book`, {});
    expect(((await again.json()) as { bookingIds: string[] }).bookingIds).toEqual(bookingIds);
    const mine = (await (await api('/api/bookings', { headers: bearer(client.accessToken) })).json()) as {
      items: Booking[];
    };
    expect(mine.items.map((item) => item.id)).toEqual(bookingIds);
  });
});
