import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { updateBookingStatus } from '../../lambdas/bookings/admin';
import { createSeries as createSeriesDirectly } from '../../lambdas/bookings/book';
import { bookingKey } from '../../lambdas/data/booking';
import { cancellationTerms } from '../../shared/booking-price';
import { IDEMPOTENCY_HEADER } from '../../shared/http';
import { addDays, londonInstant } from '../../shared/london-time';
import {
  type AdminBooking,
  type Booking,
  CreateSeriesSchema,
  type Series,
} from '../../shared/schemas/booking';
import type { Billable } from '../../shared/schemas/invoice';
import {
  api,
  bearer,
  bookingIn,
  bookingRequest,
  db,
  patchJson,
  postJson,
  signIn,
  stack,
  visitWithin48Hours,
  weekdayAhead,
} from './support';

const book = async (token: string, overrides: Record<string, unknown> = {}) => {
  const response = await postJson('/api/bookings', bookingRequest(overrides), bearer(token));
  expect(response.status).toBe(201);
  return (await response.json()) as Booking;
};

const myBookings = async (token: string) =>
  ((await (await api('/api/bookings', { headers: bearer(token) })).json()) as { items: Booking[] }).items;

const cancel = (token: string, id: string, acceptedFeePence = 0) =>
  postJson(`/api/bookings/${id}/cancel`, { acceptedFeePence }, bearer(token));
const reschedule = (token: string, id: string, slot: Record<string, unknown>) =>
  postJson(`/api/bookings/${id}/reschedule`, slot, bearer(token));

describe('a client cancels under the terms', () => {
  it('48 hours or more ahead: free, recorded on the booking', async () => {
    const client = await signIn();
    const { id } = await book(client.accessToken);
    const response = await cancel(client.accessToken, id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'cancelled',
      cancellation: { by: 'client', feePercent: 0, feePence: 0 },
    });
  });

  it('under 48 hours: the fee they were shown, recorded; a lower accepted fee changes nothing (409)', async () => {
    const client = await signIn();
    const visit = await visitWithin48Hours(client);
    const terms = cancellationTerms({ ...visit, estimatePence: visit.estimate?.totalPence }, new Date());
    expect(terms.feePence).toBeGreaterThan(0);
    const refused = await cancel(client.accessToken, visit.id, terms.feePence - 1);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'fee_changed' });
    expect((await myBookings(client.accessToken))[0]?.status).toBe('pending');

    const cancelled = (await (await cancel(client.accessToken, visit.id, terms.feePence)).json()) as Booking;
    expect(cancelled.cancellation).toMatchObject({ feePercent: terms.percent, feePence: terms.feePence });
    expect((await cancel(client.accessToken, visit.id, terms.feePence)).status).toBe(409);
  });

  it('another client’s booking is 404 to cancel and to move; a completed visit is 409', async () => {
    const [alice, bob, admin] = await Promise.all([signIn(), signIn(), signIn({ admin: true })]);
    const { id } = await book(alice.accessToken);
    expect((await cancel(bob.accessToken, id)).status).toBe(404);
    expect(
      (await reschedule(bob.accessToken, id, { serviceDate: weekdayAhead(9), serviceTime: '11:00' })).status,
    ).toBe(404);
    expect((await cancel(bob.accessToken, randomUUID())).status).toBe(404);
    const done = await bookingIn(alice, admin.accessToken, 'completed');
    const late = await cancel(alice.accessToken, done, 100_000);
    expect(late.status).toBe(409);
    expect(((await late.json()) as { message: string }).message).toBe(
      'This visit is completed, so it cannot be cancelled.',
    );
  });

  it('cancel against confirm, at once, twenty times: always one consistent outcome', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    for (let round = 0; round < 20; round += 1) {
      const { id } = await book(client.accessToken, { serviceDate: weekdayAhead(30 + round) });
      const [cancelled, confirmed] = await Promise.all([
        cancel(client.accessToken, id),
        patchJson(`/api/admin/bookings/${id}`, { status: 'confirmed' }, admin.accessToken),
      ]);
      // Cancelling is allowed from pending and confirmed alike, so the client's cancel always stands;
      // the confirmation either came first (200) or found the visit cancelled (409).
      expect(cancelled.status).toBe(200);
      expect([200, 409]).toContain(confirmed.status);
      const final = (await myBookings(client.accessToken)).find((booking) => booking.id === id);
      expect(final).toMatchObject({ status: 'cancelled', cancellation: { by: 'client' } });
    }
  });
});

describe('a client moves a visit', () => {
  it('with 48 hours notice, within the rules: a confirmed visit returns to pending, the old time is kept', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const { id } = await book(client.accessToken);
    await patchJson(`/api/admin/bookings/${id}`, { status: 'confirmed' }, admin.accessToken);
    const to = { serviceDate: weekdayAhead(9), serviceTime: '14:00' };
    const moved = await reschedule(client.accessToken, id, to);
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({
      ...to,
      status: 'pending',
      rescheduledFrom: { serviceTime: '10:00' },
    });
  });

  it('outside the rules is 422 on the field; under 48 hours is 409 with the terms', async () => {
    const client = await signIn();
    const { id } = await book(client.accessToken);
    const evening = await reschedule(client.accessToken, id, {
      serviceDate: weekdayAhead(9),
      serviceTime: '17:00',
    });
    expect(evening.status).toBe(422);
    expect(((await evening.json()) as { issues: { path: string }[] }).issues[0]?.path).toBe('serviceTime');
    const soon = await visitWithin48Hours(client);
    const late = await reschedule(client.accessToken, soon.id, {
      serviceDate: weekdayAhead(9),
      serviceTime: '12:00',
    });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ code: 'too_late_to_move' });
  });
});

describe('regular visits', () => {
  const createSeries = (token: string, overrides: Record<string, unknown> = {}, key = randomUUID()) =>
    postJson(
      '/api/series',
      bookingRequest({ serviceType: 'ironing', frequency: 'fortnightly', visits: 4, ...overrides }),
      { ...bearer(token), [IDEMPOTENCY_HEADER]: key },
    );

  it('a fortnightly series is one booking per visit with the discounted estimate; a retry makes one series', async () => {
    const client = await signIn();
    const key = randomUUID();
    const [first, retry] = await Promise.all([
      createSeries(client.accessToken, {}, key),
      createSeries(client.accessToken, {}, key),
    ]);
    expect([first.status, retry.status]).toContain(201);
    const series = (await (await createSeries(client.accessToken, {}, key)).json()) as Series;
    expect(series.visits).toHaveLength(4);
    expect(series.visits.map((visit) => visit.serviceDate)).toEqual(
      [0, 14, 28, 42].map((days) => addDays(weekdayAhead(7), days)),
    );
    expect(series.visits[0]?.estimate).toMatchObject({ discountPercent: 5, totalPence: 2850 });
    const listed = await myBookings(client.accessToken);
    expect(listed).toHaveLength(4);
    expect(new Set(listed.map((visit) => visit.seriesId))).toEqual(new Set([series.id]));
  });

  /**
   * A weekly ironing series of two visits in the past (made a week before the first, as a client would
   * have), the first done; `second` says what became of the other.
   */
  const pastSeries = async (second: 'completed' | 'cancelled') => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const first = weekdayAhead(-30);
    const series = await createSeriesDirectly(
      client.sub,
      CreateSeriesSchema.parse(
        bookingRequest({ serviceType: 'ironing', serviceDate: first, frequency: 'weekly', visits: 2 }),
      ),
      undefined,
      new Date(londonInstant(first, '10:00').getTime() - 7 * 86_400_000),
    );
    const [one, two] = series.visits as [Booking, Booking];
    const at = (visit: Booking, hours: number) =>
      new Date(londonInstant(visit.serviceDate, visit.serviceTime).getTime() + hours * 3_600_000);
    await updateBookingStatus(one.id, { status: 'confirmed' }, at(one, -48));
    await updateBookingStatus(one.id, { status: 'completed' }, at(one, 4));
    if (second === 'completed') {
      await updateBookingStatus(two.id, { status: 'confirmed' }, at(two, -48));
      await updateBookingStatus(two.id, { status: 'completed' }, at(two, 4));
    } else await updateBookingStatus(two.id, { status: 'cancelled', reason: 'Client away' }, at(two, -72));
    const billable = await api(`/api/admin/clients/${client.sub}/billable`, {
      headers: bearer(admin.accessToken),
    });
    expect(billable.status).toBe(200);
    const { items } = (await billable.json()) as { items: Billable[] };
    return { client, admin, one, items };
  };

  it('a series cut to one visit is billed as a one-off: no regular discount on the visit delivered (L5)', async () => {
    const { client, admin, one, items } = await pastSeries('cancelled');
    const estimate = one.estimate as NonNullable<Booking['estimate']>;
    expect(estimate.discountPence).toBeGreaterThan(0);
    const [line] = items.filter((item) => item.bookingId === one.id);
    expect(line?.lines.map((entry) => entry.kind)).not.toContain('discount');
    expect(line?.totalPence).toBe(estimate.basePence + estimate.surchargePence);

    // The invoice made from it says the same, whether the visit is named or the month is.
    const invoice = await postJson(
      '/api/admin/invoices',
      { userId: client.sub, bookingIds: [one.id] },
      bearer(admin.accessToken),
    );
    expect(invoice.status).toBe(201);
    const { invoice: made } = (await invoice.json()) as {
      invoice: { totalPence: number; lines: { kind: string }[] };
    };
    expect(made.lines.map((entry) => entry.kind)).not.toContain('discount');
    expect(made.totalPence).toBe(estimate.basePence + estimate.surchargePence);
  });

  it('a series delivered in full keeps its regular discount on every visit', async () => {
    const { one, items } = await pastSeries('completed');
    const estimate = one.estimate as NonNullable<Booking['estimate']>;
    expect(items).toHaveLength(2);
    const [line] = items.filter((item) => item.bookingId === one.id);
    expect(line?.lines.map((entry) => entry.kind)).toContain('discount');
    expect(line?.totalPence).toBe(estimate.totalPence);
  });

  it('refuses a series past 12 months (422 on visits), or without an end (422)', async () => {
    const client = await signIn();
    const long = await createSeries(client.accessToken, { frequency: 'weekly', visits: 53 });
    expect(long.status).toBe(422);
    expect(((await long.json()) as { issues: { path: string }[] }).issues[0]?.path).toBe('visits');
    const endless = await createSeries(client.accessToken, { visits: undefined });
    expect(endless.status).toBe(422);
    expect(await myBookings(client.accessToken)).toEqual([]);
  });

  it('skip one visit, the office confirms the rest at once, and ending it cancels visits past 2 weeks', async () => {
    const [client, admin, other] = await Promise.all([signIn(), signIn({ admin: true }), signIn()]);
    const series = (await (
      await createSeries(client.accessToken, { frequency: 'weekly', visits: 5, serviceDate: weekdayAhead(3) })
    ).json()) as Series;
    const [, second] = series.visits;
    expect((await cancel(client.accessToken, second?.id ?? '')).status).toBe(200);

    const confirmed = await postJson(`/api/admin/series/${series.id}/confirm`, {}, bearer(admin.accessToken));
    expect(await confirmed.json()).toEqual({ seriesId: series.id, confirmed: 4 });
    expect(
      (await postJson(`/api/admin/series/${series.id}/confirm`, {}, bearer(admin.accessToken))).status,
    ).toBe(409);

    expect(
      (await postJson(`/api/series/${series.id}/end`, undefined, bearer(other.accessToken))).status,
    ).toBe(404);
    const ended = await api(`/api/series/${series.id}/end`, {
      method: 'POST',
      headers: bearer(client.accessToken),
    });
    expect(ended.status).toBe(200);
    const result = (await ended.json()) as { continuing: number; cancelled: number };
    expect(result.continuing + result.cancelled).toBe(4);
    expect(result.cancelled).toBeGreaterThan(0);
    const visits = await myBookings(client.accessToken);
    const last = visits.at(-1);
    expect(last?.status).toBe('cancelled');
    expect(last?.cancellation?.feePence).toBe(0);
    expect(
      (await api(`/api/series/${series.id}/end`, { method: 'POST', headers: bearer(client.accessToken) }))
        .status,
    ).toBe(409);
  });
});

describe('the office edits a booking', () => {
  const edit = (token: string, id: string, body: unknown) =>
    patchJson(`/api/admin/bookings/${id}/details`, body, token);

  it('within the rules, with internal notes the client never sees', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const { id } = await book(client.accessToken);
    const response = await edit(admin.accessToken, id, {
      serviceTime: '12:00',
      durationHours: 4,
      internalNotes: 'Dog is friendly',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      serviceTime: '12:00',
      durationHours: 4,
      internalNotes: 'Dog is friendly',
      estimate: { totalPence: 6000 },
    });
    const seen = (await myBookings(client.accessToken))[0] as Record<string, unknown>;
    expect(seen.serviceTime).toBe('12:00');
    expect(seen).not.toHaveProperty('internalNotes');
    expect(JSON.stringify(seen)).not.toContain('Dog is friendly');
  });

  it('out of hours only with an override and a reason; a client cannot edit (403)', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const { id } = await book(client.accessToken);
    const refused = await edit(admin.accessToken, id, { serviceTime: '20:00' });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { issues: { path: string }[] }).issues[0]?.path).toBe('serviceTime');
    const overridden = await edit(admin.accessToken, id, {
      serviceTime: '20:00',
      overrideReason: 'Emergency clean after a flood',
    });
    expect(overridden.status).toBe(200);
    expect(await overridden.json()).toMatchObject({
      serviceTime: '20:00',
      override: { reason: 'Emergency clean after a flood' },
    });
    expect((await edit(client.accessToken, id, { serviceTime: '11:00' })).status).toBe(403);
    expect((await edit(admin.accessToken, randomUUID(), { serviceTime: '11:00' })).status).toBe(404);
  });

  it('takes who does a visit only by id: a typed staff name is refused (422), on an edit and a confirmation', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const { id } = await book(client.accessToken);
    expect((await edit(admin.accessToken, id, { staffName: 'Sam' })).status).toBe(422);
    const confirm = await patchJson(
      `/api/admin/bookings/${id}`,
      { status: 'confirmed', staffName: 'Sam' },
      admin.accessToken,
    );
    expect(confirm.status).toBe(422);
  });

  it('still warns when a name typed before staff records (not yet carried over) is on two visits at once', async () => {
    const [alice, bob, admin] = await Promise.all([signIn(), signIn(), signIn({ admin: true })]);
    const date = weekdayAhead(250);
    const first = await book(alice.accessToken, {
      serviceDate: date,
      serviceTime: '10:00',
      durationHours: 3,
    });
    const second = await book(bob.accessToken, { serviceDate: date, serviceTime: '12:00', durationHours: 2 });
    const staff = `Staff ${randomUUID().slice(0, 6)}`;
    // As such visits were stored: a name on each (scripts/backfill-staff-ids.ts lists them).
    for (const { id } of [first, second])
      await db.send(
        new UpdateCommand({
          TableName: stack.env.TABLE_NAME,
          Key: bookingKey(id),
          UpdateExpression: 'SET staffName = :name',
          ExpressionAttributeValues: { ':name': staff },
        }),
      );
    const edited = (await (
      await edit(admin.accessToken, second.id, { internalNotes: 'Check with the office' })
    ).json()) as AdminBooking;
    expect(edited.staffClashes?.map((clash) => clash.id)).toEqual([first.id]);
    const apart = (await (
      await edit(admin.accessToken, second.id, { serviceTime: '13:00' })
    ).json()) as AdminBooking;
    expect(apart.staffClashes).toBeUndefined();
  });

  it('an edit of a cancelled visit is 409', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const id = await bookingIn(client, admin.accessToken, 'cancelled');
    const response = await edit(admin.accessToken, id, { internalNotes: 'Too late' });
    expect(response.status).toBe(409);
  });
});
