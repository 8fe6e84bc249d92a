import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkSlot, ruleMessages } from '../../shared/booking-rules';
import { todayInLondon } from '../../shared/dates';
import { IDEMPOTENCY_HEADER } from '../../shared/http';
import { addDays, addMonths, timeOf, weekdayNear, weekdayOf } from '../../shared/london-time';
import type { AdminBooking, Booking } from '../../shared/schemas/booking';
import { api, bearer, bookingRequest, patchJson, postJson, signIn, weekdayAhead } from './support';

const createBooking = async (token: string, overrides: Record<string, unknown> = {}) => {
  const response = await postJson('/api/bookings', bookingRequest(overrides), bearer(token));
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await response.json()) as Booking;
};

const myBookings = async (token: string) =>
  ((await (await api('/api/bookings', { headers: bearer(token) })).json()) as { items: Booking[] }).items;

const issuesOf = async (response: Response) => {
  expect(response.status).toBe(422);
  return ((await response.json()) as { issues: { path: string; message: string }[] }).issues;
};

const nextSunday = () => {
  let date = addDays(todayInLondon(), 7);
  while (weekdayOf(date) !== 7) date = addDays(date, 1);
  return date;
};

/**
 * A babysitting slot whose only fault is being sooner than the lead time: one exists within the next
 * day except from Saturday evening to Sunday morning (care ends at 11pm, Sundays are closed), when
 * today at 23:30 stands in (refused as past, too soon or a Sunday).
 */
function tooSoon() {
  const now = new Date();
  for (let day = 0; day <= 1; day += 1) {
    const serviceDate = addDays(todayInLondon(now), day);
    for (let minutes = 7 * 60; minutes <= 20 * 60; minutes += 30) {
      const slot = {
        serviceType: 'babysitting' as const,
        serviceDate,
        serviceTime: timeOf(minutes),
        durationHours: 3,
      };
      const issues = checkSlot(slot, now);
      if (issues.length === 1 && issues[0]?.message === ruleMessages.lead && issues[0].path === 'serviceTime')
        return { request: slot, path: 'serviceTime' };
    }
  }
  return { request: { serviceDate: todayInLondon(now), serviceTime: '23:30' }, path: null };
}
const SOON = tooSoon();

describe('bookings', () => {
  it('a client books a service with an address and an estimate, pending, and lists their own soonest first', async () => {
    const client = await signIn();
    const later = await createBooking(client.accessToken, {
      serviceDate: weekdayAhead(20),
      specialInstructions: 'Please use eco-friendly products',
      accessNotes: 'Key with the neighbour at number 3',
      address: { line1: '2 Mill Lane', town: 'Hatfield', postcode: 'al9 5ab' },
    });
    const sooner = await createBooking(client.accessToken, {
      serviceDate: weekdayAhead(8),
      durationHours: 3,
    });
    expect(later).toMatchObject({
      status: 'pending',
      userId: client.sub,
      accessNotes: 'Key with the neighbour at number 3',
      address: { line1: '2 Mill Lane', town: 'Hatfield', postcode: 'AL9 5AB' },
      estimate: { ratePence: 1500, hours: 2, totalPence: 3000 },
    });
    expect((await myBookings(client.accessToken)).map((item) => item.id)).toEqual([sooner.id, later.id]);
  });

  it('saves the address to the profile when asked, as the default for the next booking', async () => {
    const client = await signIn();
    const address = { line1: '9 Station Road', line2: 'Flat 2', town: 'Barnet', postcode: 'EN5 1QN' };
    await createBooking(client.accessToken, { address, saveAddress: true });
    const me = await (await api('/api/me', { headers: bearer(client.accessToken) })).json();
    expect(me).toMatchObject({ address });
    const moved = await api('/api/me/address', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...bearer(client.accessToken) },
      body: JSON.stringify({ line1: '1 High Street', town: 'Potters Bar', postcode: 'NOT A POSTCODE' }),
    });
    expect((await issuesOf(moved)).map((issue) => issue.path)).toEqual(['postcode']);
  });

  it.each([
    ['a date in the past', { serviceDate: addDays(todayInLondon(), -1) }, 'serviceDate', ruleMessages.past],
    ['a Sunday', { serviceDate: nextSunday(), serviceTime: '03:00' }, 'serviceDate', ruleMessages.sunday],
    ['sooner than the lead time', SOON.request, SOON.path, ruleMessages.lead],
    ['31 Dec 9999', { serviceDate: '9999-12-31' }, 'serviceDate', ruleMessages.horizon],
    [
      'more than 12 months ahead',
      { serviceDate: addDays(addMonths(todayInLondon(), 12), 1) },
      'serviceDate',
      ruleMessages.horizon,
    ],
    [
      '2 hours of babysitting',
      { serviceType: 'babysitting', durationHours: 2 },
      'durationHours',
      ruleMessages.minimum('babysitting'),
    ],
    ['a cleaning visit that ends after 6pm', { serviceTime: '16:30' }, 'serviceTime', undefined],
    ['a start that is not on the half hour', { serviceTime: '10:10' }, 'serviceTime', ruleMessages.slot],
    [
      'no postcode',
      { address: { line1: '1 High Street', town: 'Potters Bar' } },
      'address.postcode',
      undefined,
    ],
    [
      'a postcode that is not a UK one',
      { address: { line1: '1 High St', town: 'Potters Bar', postcode: '90210' } },
      'address.postcode',
      undefined,
    ],
    ['an unknown service', { serviceType: 'gardening' }, 'serviceType', undefined],
    ['a length not offered', { durationHours: 5 }, 'durationHours', undefined],
    ['an impossible date', { serviceDate: '2030-02-30' }, 'serviceDate', undefined],
    ['a status of its own choosing', { status: 'confirmed' }, '', undefined],
  ] as [string, Record<string, unknown>, string | null, string | undefined][])(
    'refuses %s: 422 on %s and nothing is stored',
    async (_name, overrides, path, message) => {
      const client = await signIn();
      const issues = await issuesOf(
        await postJson('/api/bookings', bookingRequest(overrides), bearer(client.accessToken)),
      );
      if (path !== null) expect(issues.map((issue) => issue.path)).toContain(path);
      if (message && path !== null) expect(issues.map((issue) => issue.message)).toContain(message);
      expect(await myBookings(client.accessToken)).toEqual([]);
    },
  );

  it('the same slot cannot be booked twice, nor an overlapping one; another time can', async () => {
    const client = await signIn();
    const first = await createBooking(client.accessToken, { serviceTime: '10:00', durationHours: 3 });
    const again = await issuesOf(
      await postJson('/api/bookings', bookingRequest(), bearer(client.accessToken)),
    );
    expect(again[0]?.path).toBe('serviceTime');
    expect(again[0]?.message).toContain('You already have a visit');
    await issuesOf(
      await postJson('/api/bookings', bookingRequest({ serviceTime: '12:30' }), bearer(client.accessToken)),
    );
    await createBooking(client.accessToken, { serviceTime: '13:00' });
    expect((await myBookings(client.accessToken)).map((booking) => booking.id)).toContain(first.id);
  });

  it('three concurrent requests for the same slot make one booking', async () => {
    const client = await signIn();
    const statuses = await Promise.all(
      [1, 2, 3].map(() =>
        postJson('/api/bookings', bookingRequest(), bearer(client.accessToken)).then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(await myBookings(client.accessToken)).toHaveLength(1);
  });

  it('a client never sees another client’s bookings', async () => {
    const [alice, bob] = await Promise.all([signIn(), signIn()]);
    await createBooking(alice.accessToken);
    expect(await myBookings(bob.accessToken)).toEqual([]);
  });

  it('a repeated Idempotency-Key books once', async () => {
    const client = await signIn();
    const key = randomUUID();
    const headers = { ...bearer(client.accessToken), [IDEMPOTENCY_HEADER]: key };
    const [first, second] = await Promise.all([
      postJson('/api/bookings', bookingRequest(), headers),
      postJson('/api/bookings', bookingRequest(), headers),
    ]);
    expect([first.status, second.status]).toContain(201);
    const retry = await postJson('/api/bookings', bookingRequest(), headers);
    expect(retry.status).toBe(201);
    expect(await myBookings(client.accessToken)).toHaveLength(1);
  });

  describe('status changes by an admin', () => {
    it('confirm a pending visit; complete only once it has started (409 before); cancel needs a reason', async () => {
      const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
      const { id } = await createBooking(client.accessToken);
      const path = `/api/admin/bookings/${id}`;
      const early = await patchJson(path, { status: 'completed' }, admin.accessToken);
      expect(early.status).toBe(409);
      const confirmed = await patchJson(path, { status: 'confirmed' }, admin.accessToken);
      expect(await confirmed.json()).toMatchObject({ status: 'confirmed' });
      const future = await patchJson(path, { status: 'completed' }, admin.accessToken);
      expect(future.status).toBe(409);
      expect(await future.json()).toMatchObject({
        code: 'not_started',
        message: 'A visit can be marked complete once it has started.',
      });
      expect((await patchJson(path, { status: 'confirmed' }, admin.accessToken)).status).toBe(409);

      expect(
        (await issuesOf(await patchJson(path, { status: 'cancelled' }, admin.accessToken)))[0]?.path,
      ).toBe('reason');
      const cancelled = await patchJson(
        path,
        { status: 'cancelled', reason: 'Our cleaner is unwell' },
        admin.accessToken,
      );
      expect(await cancelled.json()).toMatchObject({
        status: 'cancelled',
        cancellation: { by: 'office', reason: 'Our cleaner is unwell', feePence: 0 },
      });
      // The client sees the reason.
      expect((await myBookings(client.accessToken))[0]?.cancellation?.reason).toBe('Our cleaner is unwell');
      const again = await patchJson(path, { status: 'cancelled', reason: 'Twice' }, admin.accessToken);
      expect(again.status).toBe(409);
      expect(((await again.json()) as { code: string }).code).toBe('invalid_transition');
    });

    it('50 concurrent confirmations leave exactly one', async () => {
      const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
      const { id } = await createBooking(client.accessToken);
      const statuses = await Promise.all(
        Array.from({ length: 50 }, () =>
          patchJson(`/api/admin/bookings/${id}`, { status: 'confirmed' }, admin.accessToken).then(
            (r) => r.status,
          ),
        ),
      );
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    });

    it('an unknown booking is 404', async () => {
      const admin = await signIn({ admin: true });
      const response = await patchJson(
        `/api/admin/bookings/${randomUUID()}`,
        { status: 'confirmed' },
        admin.accessToken,
      );
      expect(response.status).toBe(404);
    });
  });

  describe('the office list', () => {
    it('upcoming first (soonest at the top), past in its own view, filtered, searched and paginated', async () => {
      const [client, other, admin] = await Promise.all([signIn(), signIn(), signIn({ admin: true })]);
      // Two different weekdays, the later one booked first (weekdayAhead(300) can be weekdayAhead(299)).
      const far = await createBooking(client.accessToken, {
        serviceDate: weekdayNear(addDays(weekdayAhead(299), 1)),
        serviceType: 'ironing',
      });
      const near = await createBooking(client.accessToken, {
        serviceDate: weekdayAhead(299),
        serviceType: 'ironing',
      });
      await createBooking(other.accessToken, { serviceDate: weekdayAhead(299), serviceType: 'ironing' });
      const list = async (query: string) => {
        const response = await api(`/api/admin/bookings?${query}`, { headers: bearer(admin.accessToken) });
        expect(response.status).toBe(200);
        return (await response.json()) as { items: AdminBooking[]; nextCursor?: string };
      };
      const mine = await list(`clientId=${client.sub}&from=${weekdayAhead(299)}`);
      expect(mine.items.map((item) => item.id)).toEqual([near.id, far.id]);
      expect(mine.items[0]).toMatchObject({ clientEmail: client.email });

      const searched = await list(
        `q=${encodeURIComponent(client.email.slice(0, 13).toUpperCase())}&serviceType=ironing`,
      );
      expect(searched.items.map((item) => item.id)).toEqual([near.id, far.id]);

      const first = await list(`limit=1&clientId=${client.sub}&from=${weekdayAhead(299)}`);
      expect(first.items.map((item) => item.id)).toEqual([near.id]);
      const second = await list(
        `limit=1&clientId=${client.sub}&from=${weekdayAhead(299)}&cursor=${first.nextCursor}`,
      );
      expect(second.items.map((item) => item.id)).toEqual([far.id]);

      expect((await list(`view=past&clientId=${client.sub}`)).items).toEqual([]);
      expect((await list(`status=cancelled&clientId=${client.sub}`)).items).toEqual([]);
      const upcoming = await list('limit=5');
      expect(upcoming.items.every((item) => item.serviceDate >= todayInLondon())).toBe(true);
      expect(upcoming.items.map((item) => `${item.serviceDate}T${item.serviceTime}`)).toEqual(
        upcoming.items.map((item) => `${item.serviceDate}T${item.serviceTime}`).sort(),
      );
    });

    it('refuses filters it cannot read (422)', async () => {
      const admin = await signIn({ admin: true });
      for (const query of [
        'view=soon',
        'status=lost',
        'from=2026-13-01',
        'serviceType=gardening',
        `q=${'x'.repeat(101)}`,
      ]) {
        const response = await api(`/api/admin/bookings?${query}`, { headers: bearer(admin.accessToken) });
        expect(response.status, query).toBe(422);
      }
    });
  });
});
