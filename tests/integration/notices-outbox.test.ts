import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import {
  NOTICE_QUEUE,
  NOTICE_SK_PREFIX,
  type NoticeRecord,
  noticeKey,
  noticePartition,
} from '../../lambdas/data/notice';
import { profileKey } from '../../lambdas/data/profile';
import { handler as postConfirmation } from '../../lambdas/users/post-confirmation';
import { TABLE_NAME } from '../../local/settings';
import { todayInLondon } from '../../shared/dates';
import { IDEMPOTENCY_HEADER } from '../../shared/http';
import { NOTICE_RESEND_LIMITS } from '../../shared/limits';
import type { NoticeKind, NoticeSubject } from '../../shared/notices';
import type { Booking, Series } from '../../shared/schemas/booking';
import { ErrorBodySchema } from '../../shared/schemas/error';
import type { CreatedInvoice, Invoice } from '../../shared/schemas/invoice';
import { type Notice, NoticeListSchema, NoticeSchema } from '../../shared/schemas/notice';
import {
  addressIn,
  addStaffMember,
  api,
  bearer,
  bookingIn,
  bookingRequest,
  db,
  eventually,
  giveVisitTo,
  ownDistrict,
  patchJson,
  postJson,
  signIn,
  weekdayAhead,
} from './support';

type Stored = NoticeRecord & Record<string, unknown>;

/** Every notice item stored in one partition (a booking's, an invoice's or a user's), read from the table. */
const stored = async (subject: NoticeSubject): Promise<Stored[]> =>
  ((
    await db.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :notice)',
        ExpressionAttributeValues: { ':pk': noticePartition(subject), ':notice': NOTICE_SK_PREFIX },
        ConsistentRead: true,
      }),
    )
  ).Items ?? []) as Stored[];

const ofBooking = (id: string) => stored({ type: 'booking', id });
const kinds = (notices: Stored[]) => notices.map((notice) => notice.kind).sort();
const only = (notices: Stored[], kind: NoticeKind) => {
  const found = notices.filter((notice) => notice.kind === kind);
  expect(found).toHaveLength(1);
  return found[0] as Stored;
};

const book = async (token: string, overrides: Record<string, unknown> = {}, key?: string) => {
  const response = await postJson('/api/bookings', bookingRequest(overrides), {
    ...bearer(token),
    ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Booking;
};

const createSeries = (token: string, overrides: Record<string, unknown> = {}) =>
  postJson(
    '/api/series',
    bookingRequest({ serviceType: 'ironing', frequency: 'fortnightly', visits: 4, ...overrides }),
    bearer(token),
  );

/**
 * A notice as written: pending, due now and on the sender's queue, about this subject and client. The
 * notice sender runs beside the tests (from the table's stream, as in AWS) and may claim it between the
 * write and this read: then it must be on its way through the sender's own states instead.
 */
const expectNew = (notice: Stored, audience: 'client' | 'office', userId: string) => {
  expect(notice).toMatchObject({ entity: 'notice', audience, userId });
  if (notice.status === 'pending') {
    expect(notice.attempts).toBe(0);
    expect(notice.GSI1PK).toBe(NOTICE_QUEUE);
    expect(notice.GSI1SK).toBe(`${notice.nextAttemptAt}#${notice.id}`);
  } else {
    expect(['sending', 'sent']).toContain(notice.status);
    expect(notice.attempts).toBeLessThanOrEqual(1);
  }
};

describe('the outbox: each change writes its notice in the same transaction', () => {
  it('a new booking: the client’s request and the office’s alert, with the booking as saved; a retry writes no more', async () => {
    const client = await signIn();
    const key = randomUUID();
    const booking = await book(client.accessToken, {}, key);
    const again = await book(client.accessToken, {}, key);
    expect(again.id).toBe(booking.id);

    const notices = await ofBooking(booking.id);
    expect(kinds(notices)).toEqual(['booking-alert', 'booking-requested']);
    const request = only(notices, 'booking-requested');
    const alert = only(notices, 'booking-alert');
    expectNew(request, 'client', client.sub);
    expectNew(alert, 'office', client.sub);
    for (const notice of [request, alert])
      expect(notice.subject).toEqual({ type: 'booking', id: booking.id });
    expect(request.facts).toEqual({ booking });
    // The office is told who asked.
    expect(alert.facts).toEqual({ booking, client: { name: expect.any(String), email: client.email } });
  });

  it('a new series: one pair listing every visit, on the first visit; 52 weekly visits fit one transaction', async () => {
    const client = await signIn();
    const series = (await (await createSeries(client.accessToken)).json()) as Series;
    const [first, ...rest] = series.visits;
    const notices = await ofBooking(first?.id ?? '');
    expect(kinds(notices)).toEqual(['booking-alert', 'booking-requested']);
    expect(only(notices, 'booking-requested').facts).toEqual({
      booking: first,
      series: {
        frequency: 'fortnightly',
        visits: series.visits.map(({ serviceDate, serviceTime }) => ({ serviceDate, serviceTime })),
      },
    });
    for (const visit of rest) expect(await ofBooking(visit.id)).toEqual([]);

    const other = await signIn();
    const long = await createSeries(other.accessToken, {
      frequency: 'weekly',
      visits: 52,
      serviceDate: weekdayAhead(2),
    });
    expect(long.status).toBe(201);
    const big = (await long.json()) as Series;
    expect(big.visits).toHaveLength(52);
    const bigNotices = await ofBooking(big.visits[0]?.id ?? '');
    expect(kinds(bigNotices)).toEqual(['booking-alert', 'booking-requested']);
    expect(
      (only(bigNotices, 'booking-alert').facts as { series: { visits: unknown[] } }).series.visits,
    ).toHaveLength(52);
  });

  it('who comes changes on a confirmed visit: the client is told, naming who was to come; on a pending one, not yet', async () => {
    const [client, admin, area] = await Promise.all([signIn(), signIn({ admin: true }), ownDistrict()]);
    const [first, second] = await Promise.all([
      addStaffMember(admin.accessToken, { districts: [area] }),
      addStaffMember(admin.accessToken, { districts: [area] }),
    ]);
    const { id } = await book(client.accessToken, { address: addressIn(area) });
    await giveVisitTo(admin.accessToken, id, first.id);
    expect((await ofBooking(id)).filter((notice) => notice.kind === 'booking-staff-changed')).toEqual([]);
    expect(
      (await patchJson(`/api/admin/bookings/${id}`, { status: 'confirmed' }, admin.accessToken)).status,
    ).toBe(200);
    await giveVisitTo(admin.accessToken, id, second.id);
    const notice = only(await ofBooking(id), 'booking-staff-changed');
    expectNew(notice, 'client', client.sub);
    expect(notice.facts).toMatchObject({
      booking: { id, status: 'confirmed', staffId: second.id, staffName: second.name },
      previousStaffName: first.name,
    });
  });

  it('the office confirms (with who comes); a refused second confirm writes nothing', async () => {
    const [client, admin, area] = await Promise.all([signIn(), signIn({ admin: true }), ownDistrict()]);
    const member = await addStaffMember(admin.accessToken, { districts: [area] });
    const { id } = await book(client.accessToken, { address: addressIn(area) });
    await giveVisitTo(admin.accessToken, id, member.id);
    const confirmed = await patchJson(
      `/api/admin/bookings/${id}`,
      { status: 'confirmed' },
      admin.accessToken,
    );
    expect(confirmed.status).toBe(200);
    const booking = (await confirmed.json()) as Booking;
    const notice = only(await ofBooking(id), 'booking-confirmed');
    expectNew(notice, 'client', client.sub);
    expect(notice.facts).toEqual({ booking });
    expect(booking).toMatchObject({ status: 'confirmed', staffId: member.id, staffName: member.name });

    const again = await patchJson(`/api/admin/bookings/${id}`, { status: 'confirmed' }, admin.accessToken);
    expect(again.status).toBe(409);
    expect(kinds(await ofBooking(id))).toEqual(['booking-alert', 'booking-confirmed', 'booking-requested']);
  });

  it('moved by the client, then by the office: each time the moved booking with its new version', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const { id } = await book(client.accessToken);
    const moved = await postJson(
      `/api/bookings/${id}/reschedule`,
      { serviceDate: weekdayAhead(12), serviceTime: '11:00' },
      bearer(client.accessToken),
    );
    expect(moved.status).toBe(200);
    const byClient = (await moved.json()) as Booking;
    expect(byClient.scheduleVersion).toBe(1);
    const first = only(await ofBooking(id), 'booking-rescheduled');
    expectNew(first, 'client', client.sub);
    expect(first.facts).toEqual({ booking: byClient });

    const edited = await patchJson(
      `/api/admin/bookings/${id}/details`,
      { serviceTime: '13:00', internalNotes: 'Office only' },
      admin.accessToken,
    );
    expect(edited.status).toBe(200);
    const rescheduled = (await ofBooking(id)).filter((notice) => notice.kind === 'booking-rescheduled');
    expect(rescheduled).toHaveLength(2);
    const second = rescheduled.find((notice) => notice.id !== first.id);
    const facts = second?.facts as { booking: Booking & { internalNotes?: string } };
    expect(facts.booking).toMatchObject({ id, serviceTime: '13:00', scheduleVersion: 2 });
    // The client's view: the office's own notes never go into a client's notice.
    expect(facts.booking.internalNotes).toBeUndefined();

    // A change that is not a move (a note) tells the client nothing.
    await patchJson(`/api/admin/bookings/${id}/details`, { internalNotes: 'Again' }, admin.accessToken);
    expect((await ofBooking(id)).filter((notice) => notice.kind === 'booking-rescheduled')).toHaveLength(2);
  });

  it('cancelled by the client and by the office: who, why and the fee are in the facts; a refused cancel writes nothing', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const mine = await book(client.accessToken, { serviceDate: weekdayAhead(14) });
    const cancelled = await postJson(
      `/api/bookings/${mine.id}/cancel`,
      { acceptedFeePence: 0 },
      bearer(client.accessToken),
    );
    const byClient = (await cancelled.json()) as Booking;
    const notice = only(await ofBooking(mine.id), 'booking-cancelled');
    expectNew(notice, 'client', client.sub);
    expect(notice.facts).toEqual({ booking: byClient });
    expect(byClient.cancellation).toMatchObject({ by: 'client', feePence: 0 });

    const refused = await postJson(
      `/api/bookings/${mine.id}/cancel`,
      { acceptedFeePence: 0 },
      bearer(client.accessToken),
    );
    expect(refused.status).toBe(409);
    const refusedByAdmin = await patchJson(
      `/api/admin/bookings/${mine.id}`,
      { status: 'cancelled', reason: 'Too late' },
      admin.accessToken,
    );
    expect(refusedByAdmin.status).toBe(409);
    expect(kinds(await ofBooking(mine.id))).toEqual([
      'booking-alert',
      'booking-cancelled',
      'booking-requested',
    ]);

    const theirs = await book(client.accessToken, { serviceDate: weekdayAhead(15) });
    const byAdmin = await patchJson(
      `/api/admin/bookings/${theirs.id}`,
      { status: 'cancelled', reason: 'Staff unavailable' },
      admin.accessToken,
    );
    const booking = (await byAdmin.json()) as Booking;
    expect(only(await ofBooking(theirs.id), 'booking-cancelled').facts).toEqual({ booking });
    expect(booking.cancellation).toMatchObject({ by: 'office', reason: 'Staff unavailable' });
  });

  it('completed: the visit-completed notice; the office confirming a series and its ending: one notice each', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const done = await bookingIn(client, admin.accessToken, 'completed');
    const completed = only(await ofBooking(done), 'visit-completed');
    expectNew(completed, 'client', client.sub);
    expect((completed.facts as { booking: Booking }).booking).toMatchObject({
      id: done,
      status: 'completed',
    });

    const area = await ownDistrict();
    const sam = await addStaffMember(admin.accessToken, { districts: [area] });
    const series = (await (
      await createSeries(client.accessToken, {
        frequency: 'weekly',
        visits: 5,
        serviceDate: weekdayAhead(3),
        address: addressIn(area),
      })
    ).json()) as Series;
    await giveVisitTo(admin.accessToken, series.visits[0]?.id ?? '', sam.id);
    const confirm = await postJson(`/api/admin/series/${series.id}/confirm`, {}, bearer(admin.accessToken));
    expect(await confirm.json()).toMatchObject({ confirmed: 5 });
    const all = (await Promise.all(series.visits.map((visit) => ofBooking(visit.id)))).flat();
    const confirmedNotice = only(all, 'booking-confirmed');
    expect(confirmedNotice.facts).toMatchObject({
      booking: { id: series.visits[0]?.id, status: 'confirmed', staffName: sam.name },
      series: { frequency: 'weekly' },
    });
    expect((confirmedNotice.facts as { series: { visits: unknown[] } }).series.visits).toHaveLength(5);

    const ended = await api(`/api/series/${series.id}/end`, {
      method: 'POST',
      headers: bearer(client.accessToken),
    });
    const { cancelled } = (await ended.json()) as { cancelled: number };
    expect(cancelled).toBeGreaterThan(0);
    const after = (await Promise.all(series.visits.map((visit) => ofBooking(visit.id)))).flat();
    const endNotice = only(after, 'booking-cancelled');
    expect(endNotice.facts).toMatchObject({
      booking: { status: 'cancelled', cancellation: { by: 'client', feePence: 0 } },
    });
    expect((endNotice.facts as { series: { visits: unknown[] } }).series.visits).toHaveLength(cancelled);
  });

  it('an account’s erasure mails nobody and deletes the notices, which held copies of the visits’ details', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const future = await bookingIn(client, admin.accessToken, 'confirmed');
    expect((await ofBooking(future)).length).toBeGreaterThan(0);
    const deleted = await postJson('/api/me/delete', { confirm: true }, bearer(client.accessToken));
    expect(deleted.status).toBe(200);
    expect(await ofBooking(future)).toEqual([]);
    expect(await stored({ type: 'user', id: client.sub })).toEqual([]);
  });

  it('an invoice issued and marked paid (a retry issues no second notice); void and undo write none', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const body = { userId: client.sub, lines: [{ description: 'Oven clean', quantity: 1, unitPence: 2500 }] };
    const key = randomUUID();
    const issue = () =>
      postJson('/api/admin/invoices', body, { ...bearer(admin.accessToken), [IDEMPOTENCY_HEADER]: key });
    const { invoice } = (await (await issue()).json()) as CreatedInvoice;
    await issue();
    const ofInvoice = () => stored({ type: 'invoice', id: invoice.id });
    const issued = only(await ofInvoice(), 'invoice-issued');
    expectNew(issued, 'client', client.sub);
    expect(issued.subject).toEqual({ type: 'invoice', id: invoice.id });
    expect(issued.facts).toEqual({ invoice });

    const paid = await postJson(
      `/api/admin/invoices/${invoice.id}/paid`,
      { paidDate: todayInLondon(), method: 'card' },
      bearer(admin.accessToken),
    );
    expect(paid.status).toBe(200);
    // The receipt's facts: the invoice as paid, and the payment record the office's mark-paid wrote.
    const paidInvoice = (await paid.json()) as Invoice;
    expect(only(await ofInvoice(), 'payment-received').facts).toEqual({
      invoice: paidInvoice,
      payment: expect.objectContaining({
        id: paidInvoice.payment?.paymentId,
        provider: 'office',
        method: 'card',
        state: 'paid',
        amountPence: 2500,
      }),
    });
    const refused = await postJson(
      `/api/admin/invoices/${invoice.id}/paid`,
      { paidDate: todayInLondon(), method: 'card' },
      bearer(admin.accessToken),
    );
    expect(refused.status).toBe(409);
    expect(
      (await postJson(`/api/admin/invoices/${invoice.id}/unpaid`, {}, bearer(admin.accessToken))).status,
    ).toBe(200);
    expect(
      (
        await postJson(
          `/api/admin/invoices/${invoice.id}/void`,
          { reason: 'Wrong client' },
          bearer(admin.accessToken),
        )
      ).status,
    ).toBe(200);
    expect(kinds(await ofInvoice())).toEqual(['invoice-issued', 'payment-received']);
  });

  it('welcome: the confirmation trigger writes the profile and the notice together; a repeated trigger writes neither again', async () => {
    const sub = randomUUID();
    const email = `welcome-${sub}@example.org`;
    const event = {
      triggerSource: 'PostConfirmation_ConfirmSignUp',
      userName: sub,
      request: { userAttributes: { sub, email, name: 'Robin Fairweather' } },
      response: {},
    } as unknown as PostConfirmationTriggerEvent;
    await postConfirmation(event);
    const [welcome] = await stored({ type: 'user', id: sub });
    expect(welcome).toBeDefined();
    expectNew(welcome as Stored, 'client', sub);
    expect(welcome).toMatchObject({
      kind: 'welcome',
      subject: { type: 'user', id: sub },
      facts: { account: { fullName: 'Robin Fairweather' } },
    });
    const profile = async () =>
      (await db.send(new GetCommand({ TableName: TABLE_NAME, Key: profileKey(sub) }))).Item;
    const first = await profile();
    expect(first).toMatchObject({ email, fullName: 'Robin Fairweather' });

    await postConfirmation(event);
    // The same one notice: the sender may be delivering it meanwhile, which changes its status only.
    const again = (await stored({ type: 'user', id: sub })) as Stored[];
    expect(again.map(({ id, kind, createdAt }) => ({ id, kind, createdAt }))).toEqual([
      { id: (welcome as Stored).id, kind: 'welcome', createdAt: (welcome as Stored).createdAt },
    ]);
    expect(await profile()).toEqual(first);
  });
});

describe('the office’s view of a booking’s notices', () => {
  const list = (id: string, token: string) =>
    api(`/api/admin/bookings/${id}/notices`, { headers: bearer(token) });
  const resend = (id: string, noticeId: string, token: string) =>
    api(`/api/admin/bookings/${id}/notices/${noticeId}/resend`, { method: 'POST', headers: bearer(token) });

  it('lists them newest first for an admin only; unknown booking or notice 404', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const { id } = await book(client.accessToken);
    await patchJson(`/api/admin/bookings/${id}`, { status: 'confirmed' }, admin.accessToken);

    expect((await list(id, client.accessToken)).status).toBe(403);
    expect((await list(randomUUID(), admin.accessToken)).status).toBe(404);
    const response = await list(id, admin.accessToken);
    expect(response.status).toBe(200);
    const { notices } = NoticeListSchema.parse(await response.json());
    expect(notices.map((notice) => notice.kind)).toHaveLength(3);
    expect(notices[0]?.kind).toBe('booking-confirmed');
    const times = notices.map((notice) => notice.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    expect((await resend(id, notices[0]?.id ?? '', client.accessToken)).status).toBe(403);
    expect((await resend(randomUUID(), notices[0]?.id ?? '', admin.accessToken)).status).toBe(404);
    expect((await resend(id, randomUUID(), admin.accessToken)).status).toBe(404);
  });

  it('resend: 409 while it waits; a sent one goes back on the queue, due now, with who asked', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const { id } = await book(client.accessToken);
    const notice = only(await ofBooking(id), 'booking-requested');
    // A notice waiting for a retry, as the sender leaves one SES refused for now. Its first send is
    // let finish first (the stream hands it to the sender within a quarter of a second), so the
    // sender cannot overwrite the wait with "sent".
    await eventually(async () => expect(only(await ofBooking(id), 'booking-requested').status).toBe('sent'));
    await db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: noticeKey({ type: 'booking', id }, notice.id),
        UpdateExpression: 'SET #status = :pending, nextAttemptAt = :later',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':pending': 'pending',
          ':later': new Date(Date.now() + 3_600_000).toISOString(),
        },
      }),
    );

    const waiting = await resend(id, notice.id, admin.accessToken);
    expect(waiting.status).toBe(409);
    expect(await waiting.json()).toMatchObject({ code: 'already_queued' });

    // As the sender leaves a delivered notice: sent, off the queue.
    await db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: noticeKey({ type: 'booking', id }, notice.id),
        UpdateExpression:
          'SET #status = :sent, sentAt = :at, #to = :to, mailSubject = :subject, attempts = :one REMOVE GSI1PK, GSI1SK',
        ExpressionAttributeNames: { '#status': 'status', '#to': 'to' },
        ExpressionAttributeValues: {
          ':sent': 'sent',
          ':at': new Date().toISOString(),
          ':to': client.email,
          ':subject': 'We have your booking request',
          ':one': 1,
        },
      }),
    );
    const sent = NoticeListSchema.parse(await (await list(id, admin.accessToken)).json()).notices.find(
      (item) => item.id === notice.id,
    );
    expect(sent).toMatchObject({ status: 'sent', to: client.email, subject: 'We have your booking request' });

    const response = await resend(id, notice.id, admin.accessToken);
    expect(response.status).toBe(200);
    const resent = NoticeSchema.parse(await response.json());
    expect(resent).toMatchObject({
      id: notice.id,
      status: 'pending',
      attempts: 0,
      resentBy: expect.any(String),
    });
    expect(resent.resentBy).not.toBe('');
    expect(resent.nextAttemptAt).toBe(resent.resentAt);
    const item = (
      await db.send(
        new GetCommand({ TableName: TABLE_NAME, Key: noticeKey({ type: 'booking', id }, notice.id) }),
      )
    ).Item as Stored;
    expect(item.GSI1PK).toBe(NOTICE_QUEUE);
    expect(item.GSI1SK).toBe(`${resent.resentAt}#${notice.id}`);
    expect((await resend(id, notice.id, admin.accessToken)).status).toBe(409);
  });

  it('resend is capped per notice per London day, and each one is kept with who and when (review L6)', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const { id } = await book(client.accessToken);
    const notice = only(await ofBooking(id), 'booking-requested');
    // The stack's sender delivers it (first, and after each resend): a resend needs a sent notice.
    const delivered = () =>
      eventually(async () => {
        const listed = NoticeListSchema.parse(await (await list(id, admin.accessToken)).json()).notices;
        const found = listed.find((item) => item.id === notice.id);
        expect(found?.status).toBe('sent');
        return found;
      });
    await delivered();

    const { perLondonDay } = NOTICE_RESEND_LIMITS;
    const answers: Notice[] = [];
    for (let count = 1; count <= perLondonDay; count += 1) {
      const response = await resend(id, notice.id, admin.accessToken);
      expect(response.status).toBe(200);
      answers.push(NoticeSchema.parse(await response.json()));
      await delivered();
    }
    const refused = await resend(id, notice.id, admin.accessToken);
    expect(refused.status).toBe(429);
    expect(ErrorBodySchema.parse(await refused.json())).toMatchObject({
      code: 'rate_limited',
      message: expect.stringContaining('tomorrow'),
    });

    // Each answer carried the history so far, its own resend last: the admin's sub and the time.
    answers.forEach((resent, index) => {
      expect(resent.resends).toHaveLength(index + 1);
      expect(resent.resends?.at(-1)).toEqual({ by: admin.sub, at: resent.resentAt });
    });
    // The refusal queued nothing and recorded nothing; the office's list shows every resend.
    const item = (
      await db.send(
        new GetCommand({
          TableName: TABLE_NAME,
          Key: noticeKey({ type: 'booking', id }, notice.id),
          ConsistentRead: true,
        }),
      )
    ).Item as Stored;
    expect(item.status).toBe('sent');
    expect(item.GSI1PK).toBeUndefined();
    const shown = await delivered();
    expect(shown?.resends?.map((entry) => entry.by)).toEqual(Array(perLondonDay).fill(admin.sub));
    expect(item.resends).toEqual(shown?.resends);
  });
});

describe('the office’s view of an invoice’s notices', () => {
  const list = (id: string, token: string) =>
    api(`/api/admin/invoices/${id}/notices`, { headers: bearer(token) });
  const resend = (id: string, noticeId: string, token: string) =>
    api(`/api/admin/invoices/${id}/notices/${noticeId}/resend`, { method: 'POST', headers: bearer(token) });

  it('lists the issued and paid notices for an admin only, and resends one the sender failed', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const created = await postJson(
      '/api/admin/invoices',
      { userId: client.sub, lines: [{ description: 'Window clean', quantity: 1, unitPence: 3000 }] },
      { ...bearer(admin.accessToken), [IDEMPOTENCY_HEADER]: randomUUID() },
    );
    const { invoice } = (await created.json()) as CreatedInvoice;
    const paid = await postJson(
      `/api/admin/invoices/${invoice.id}/paid`,
      { paidDate: todayInLondon(), method: 'bank_transfer' },
      bearer(admin.accessToken),
    );
    expect(paid.status).toBe(200);

    expect((await list(invoice.id, client.accessToken)).status).toBe(403);
    expect((await list(randomUUID(), admin.accessToken)).status).toBe(404);
    // Once the stack's sender has been through both, so it cannot overwrite what this test sets below.
    const notices = await eventually(async () => {
      const listed = NoticeListSchema.parse(await (await list(invoice.id, admin.accessToken)).json()).notices;
      expect(listed.map((notice) => [notice.kind, notice.status])).toEqual([
        ['payment-received', 'sent'],
        ['invoice-issued', 'sent'],
      ]);
      return listed;
    });

    // As the sender leaves a notice SES refused: failed, off the queue, with the error.
    const issued = notices[1]?.id ?? '';
    await db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: noticeKey({ type: 'invoice', id: invoice.id }, issued),
        UpdateExpression: 'SET #status = :failed, lastError = :error, attempts = :one REMOVE GSI1PK, GSI1SK',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':failed': 'failed', ':error': 'Address rejected', ':one': 1 },
      }),
    );
    expect((await resend(invoice.id, issued, client.accessToken)).status).toBe(403);
    expect((await resend(randomUUID(), issued, admin.accessToken)).status).toBe(404);
    const response = await resend(invoice.id, issued, admin.accessToken);
    expect(response.status).toBe(200);
    expect(NoticeSchema.parse(await response.json())).toMatchObject({
      id: issued,
      kind: 'invoice-issued',
      status: 'pending',
      attempts: 0,
    });
    // Once the sender has delivered it again, made to wait for a retry: a waiting notice is not resent.
    await eventually(async () =>
      expect(
        NoticeListSchema.parse(await (await list(invoice.id, admin.accessToken)).json()).notices.find(
          (notice) => notice.id === issued,
        )?.status,
      ).toBe('sent'),
    );
    await db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: noticeKey({ type: 'invoice', id: invoice.id }, issued),
        UpdateExpression: 'SET #status = :pending, nextAttemptAt = :later',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':pending': 'pending',
          ':later': new Date(Date.now() + 3_600_000).toISOString(),
        },
      }),
    );
    expect((await resend(invoice.id, issued, admin.accessToken)).status).toBe(409);
  });
});
