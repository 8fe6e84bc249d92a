import { describe, expect, it } from 'vitest';
import { AvailabilitySchema, SeriesCoverSchema } from '../../shared/schemas/availability';
import { type Booking, SERVICE_TYPES, type Series } from '../../shared/schemas/booking';
import { ErrorBodySchema } from '../../shared/schemas/error';
import {
  addressIn,
  addStaffMember,
  api,
  bearer,
  bookingRequest,
  ownDistrict,
  postJson,
  signIn,
  weekdayAhead,
} from './support';

/**
 * Slots offered from who is free, through the local gateway: the times a client may book
 * are those someone who may do the visit, covers the district and is free for it (plus the travel
 * buffer) could take; a booking is given to that person at once, and a race for the last one leaves
 * one booking and a 409 that says what is still free. Each test works in a district of its own
 * (support.ts ownDistrict), with members of its own.
 */
type Session = Awaited<ReturnType<typeof signIn>>;

const morning = { start: '09:00', end: '13:00' };
const weekdayMornings = { 1: morning, 2: morning, 3: morning, 4: morning, 5: morning };

const freeTimes = async (client: Session, query: Record<string, string>) => {
  const response = await api(`/api/availability?${new URLSearchParams(query)}`, {
    headers: bearer(client.accessToken),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return AvailabilitySchema.parse(await response.json());
};

const timesOn = async (client: Session, district: string, serviceDate: string, extra = {}) =>
  (
    await freeTimes(client, {
      serviceType: 'domestic_cleaning',
      durationHours: '2',
      postcode: `${district} 1AA`,
      from: serviceDate,
      ...extra,
    })
  ).days[0]?.times ?? [];

const book = (client: Session, district: string, overrides: Record<string, unknown> = {}) =>
  postJson('/api/bookings', bookingRequest({ address: addressIn(district), ...overrides }), {
    ...bearer(client.accessToken),
  });

describe('the times a client is offered', () => {
  it('are those someone is free for the whole visit plus the buffer, each with their first name', async () => {
    const [admin, client, area] = await Promise.all([signIn({ admin: true }), signIn(), ownDistrict()]);
    const serviceDate = weekdayAhead(8);
    // Nobody covers the district yet: nothing is offered, and nothing can be booked.
    expect(await timesOn(client, area, serviceDate)).toEqual([]);
    const refused = await book(client, area, { serviceDate, serviceTime: '09:00' });
    expect(refused.status).toBe(409);
    expect(ErrorBodySchema.parse(await refused.json())).toMatchObject({ code: 'slot_taken', freeTimes: [] });

    const member = await addStaffMember(admin.accessToken, {
      districts: [area],
      pattern: weekdayMornings,
      services: ['domestic_cleaning'],
    });
    const first = member.name.split(' ')[0];
    // 9am to 1pm: a two-hour visit may start from 9:00 to 11:00.
    expect(await timesOn(client, area, serviceDate)).toEqual(
      ['09:00', '09:30', '10:00', '10:30', '11:00'].map((serviceTime) => ({
        serviceTime,
        staffFirstName: first,
      })),
    );
    // Nobody who does the service: nothing.
    expect(await timesOn(client, area, serviceDate, { serviceType: 'commercial_cleaning' })).toEqual([]);

    const booked = await book(client, area, { serviceDate, serviceTime: '09:00' });
    expect(booked.status).toBe(201);
    expect(((await booked.json()) as Booking).staffId).toBe(member.id);
    // 9 to 11 and the 30-minute buffer: nothing of the morning is left for another two hours.
    const other = await signIn();
    expect(await timesOn(other, area, serviceDate)).toEqual([]);
    // A one-day ask is one day; two weeks is fourteen, Sundays and all.
    const fortnight = await freeTimes(other, {
      serviceType: 'domestic_cleaning',
      durationHours: '2',
      postcode: `${area} 1AA`,
      from: serviceDate,
      days: '14',
    });
    expect(fortnight.days).toHaveLength(14);
    expect(fortnight.days.filter((day) => day.times.length > 0).length).toBeGreaterThanOrEqual(8);
  });

  it('refuses a question it cannot answer (422) and a caller with no token (401)', async () => {
    const client = await signIn();
    const base = { serviceType: 'ironing', durationHours: '2', postcode: 'EN6 1AA', from: weekdayAhead(8) };
    const wrongs: Record<string, string>[] = [
      { days: '15' },
      { days: '0' },
      { postcode: 'NOT A CODE' },
      { from: '2026-02-30' },
      { serviceType: 'gardening' },
      { durationHours: '5' },
    ];
    for (const wrong of wrongs) {
      const response = await api(`/api/availability?${new URLSearchParams({ ...base, ...wrong })}`, {
        headers: bearer(client.accessToken),
      });
      expect(response.status, JSON.stringify(wrong)).toBe(422);
      expect(ErrorBodySchema.parse(await response.json()).code).toBe('validation_failed');
    }
    expect((await api(`/api/availability?${new URLSearchParams(base)}`)).status).toBe(401);
  });

  it('two clients racing for the last slot: one booking, and a 409 with the times still free', async () => {
    const [admin, area] = await Promise.all([signIn({ admin: true }), ownDistrict()]);
    const allDay = { start: '09:00', end: '17:00' };
    await addStaffMember(admin.accessToken, {
      districts: [area],
      pattern: { 1: allDay, 2: allDay, 3: allDay, 4: allDay, 5: allDay },
    });
    const serviceDate = weekdayAhead(9);
    for (let round = 0; round < 3; round += 1) {
      const serviceTime = ['09:00', '11:30', '14:00'][round] as string;
      const clients = await Promise.all([signIn(), signIn()]);
      const answers = await Promise.all(
        clients.map((client) => book(client, area, { serviceDate, serviceTime })),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([201, 409]);
      const loser = answers.find((answer) => answer.status === 409) as Response;
      const body = ErrorBodySchema.parse(await loser.json());
      expect(body.code).toBe('slot_taken');
      // What the refusal says is free is what the form would now offer.
      const offered = (await timesOn(clients[0] as Session, area, serviceDate)).map(
        (time) => time.serviceTime,
      );
      expect(body.freeTimes).toEqual(offered);
      expect(offered).not.toContain(serviceTime);
    }
  });

  it('a series: dates nobody can take are listed first, and booked only if the client goes without them', async () => {
    const [admin, client, area] = await Promise.all([signIn({ admin: true }), signIn(), ownDistrict()]);
    const serviceDate = weekdayAhead(8);
    const weekLater = weekdayAhead(15);
    const sameDayNextWeek = new Date(`${serviceDate}T12:00:00Z`);
    sameDayNextWeek.setUTCDate(sameDayNextWeek.getUTCDate() + 7);
    const onLeave = sameDayNextWeek.toISOString().slice(0, 10);
    expect(weekLater >= onLeave).toBe(true);
    const member = await addStaffMember(admin.accessToken, {
      districts: [area],
      pattern: weekdayMornings,
      absences: [{ kind: 'leave', from: onLeave, to: onLeave }],
    });
    const series = { serviceType: 'domestic_cleaning', durationHours: 2, serviceDate, serviceTime: '10:00' };
    const query = new URLSearchParams({
      ...series,
      durationHours: '2',
      postcode: `${area} 1AA`,
      frequency: 'weekly',
      visits: '4',
    });
    const cover = await api(`/api/availability/series?${query}`, { headers: bearer(client.accessToken) });
    expect(cover.status).toBe(200);
    const { covered, uncovered } = SeriesCoverSchema.parse(await cover.json());
    expect(uncovered).toEqual([onLeave]);
    expect(covered.map((visit) => visit.staffFirstName)).toEqual(Array(3).fill(member.name.split(' ')[0]));

    const request = bookingRequest({ ...series, address: addressIn(area), frequency: 'weekly', visits: 4 });
    const refused = await postJson('/api/series', request, bearer(client.accessToken));
    expect(refused.status).toBe(409);
    expect(ErrorBodySchema.parse(await refused.json())).toMatchObject({
      code: 'series_not_covered',
      issues: [{ path: 'skipDates' }],
    });
    const made = await postJson(
      '/api/series',
      { ...request, skipDates: [onLeave] },
      bearer(client.accessToken),
    );
    expect(made.status).toBe(201);
    const { visits } = (await made.json()) as Series;
    expect(visits.map((visit) => visit.serviceDate)).not.toContain(onLeave);
    expect(visits).toHaveLength(3);
    expect(new Set(visits.map((visit) => visit.staffId))).toEqual(new Set([member.id]));
  });

  it('asks for a named person once they have come: only their times, and the visit is theirs', async () => {
    const [admin, client, area] = await Promise.all([signIn({ admin: true }), signIn(), ownDistrict()]);
    const maria = await addStaffMember(admin.accessToken, { districts: [area], pattern: weekdayMornings });
    const query = {
      serviceType: 'domestic_cleaning',
      durationHours: '2',
      postcode: `${area} 1AA`,
      from: weekdayAhead(8),
    };
    // She has never come: her free times, a series' cover and a booking asking for her by id are all
    // refused, on the field (no client reads a stranger's diary by id).
    const refusedOn = async (response: Response) => {
      expect(response.status).toBe(422);
      expect(ErrorBodySchema.parse(await response.json()).issues).toEqual([
        { path: 'staffId', message: 'You can ask only for someone who has come to you before' },
      ]);
    };
    const ask = (path: string, params: Record<string, string>) =>
      api(`${path}?${new URLSearchParams(params)}`, { headers: bearer(client.accessToken) });
    await refusedOn(await ask('/api/availability', { ...query, staffId: maria.id }));
    const { from: _from, ...slot } = query;
    await refusedOn(
      await ask('/api/availability/series', {
        ...slot,
        serviceDate: weekdayAhead(8),
        serviceTime: '10:00',
        frequency: 'weekly',
        visits: '2',
        staffId: maria.id,
      }),
    );
    await refusedOn(
      await book(client, area, { serviceDate: weekdayAhead(8), serviceTime: '10:00', staffId: maria.id }),
    );

    // Her first visit, given to her as the one who covers the area.
    const first = await book(client, area, { serviceDate: weekdayAhead(8), serviceTime: '10:00' });
    expect(((await first.json()) as Booking).staffId).toBe(maria.id);
    const other = await addStaffMember(admin.accessToken, { districts: [area] });
    const serviceDate = weekdayAhead(15);
    const theirs = await timesOn(client, area, serviceDate, { staffId: maria.id });
    expect(theirs.map((time) => time.serviceTime)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00']);
    const made = await book(client, area, { serviceDate, serviceTime: '10:00', staffId: maria.id });
    expect(made.status).toBe(201);
    expect(((await made.json()) as Booking).staffId).toBe(maria.id);
    // She is who the client may ask for again; the other member never came, and cannot be asked for.
    const { familiar } = await freeTimes(client, { ...query, from: serviceDate });
    expect(familiar).toEqual([{ id: maria.id, firstName: maria.name.split(' ')[0] }]);
    await refusedOn(await ask('/api/availability', { ...query, staffId: other.id }));
    // Asked for at a time she is not free: refused, though someone else is.
    const late = await book(client, area, {
      serviceDate: weekdayAhead(16),
      serviceTime: '15:00',
      staffId: maria.id,
    });
    expect(late.status).toBe(409);
  });
});

describe('confirmed at once, or by hand', () => {
  it('the office chooses per service; a visit confirmed at once names who comes', async () => {
    const [admin, client, area] = await Promise.all([signIn({ admin: true }), signIn(), ownDistrict()]);
    const settings = (body?: unknown) =>
      api('/api/admin/settings/booking', {
        method: body ? 'PUT' : 'GET',
        headers: { ...bearer(admin.accessToken), ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const before = await (await settings()).json();
    // Only nanny visits, which no other test books, are confirmed at once here.
    const byHand = SERVICE_TYPES.filter((type) => type !== 'nanny');
    expect((await settings({ confirmByHand: byHand })).status).toBe(200);
    try {
      const member = await addStaffMember(admin.accessToken, { districts: [area] });
      const nanny = await book(client, area, {
        serviceType: 'nanny',
        serviceDate: weekdayAhead(8),
        serviceTime: '10:00',
        durationHours: 4,
      });
      expect(nanny.status).toBe(201);
      expect(await nanny.json()).toMatchObject({
        status: 'confirmed',
        staffId: member.id,
        staffName: member.name,
      });
      const cleaning = await book(client, area, { serviceDate: weekdayAhead(8), serviceTime: '15:00' });
      expect(await cleaning.json()).toMatchObject({ status: 'pending', staffId: member.id });
      // The choice is the office's: a client may not read or change it, and nonsense is refused.
      const asClient = await api('/api/admin/settings/booking', { headers: bearer(client.accessToken) });
      expect(asClient.status).toBe(403);
      expect((await settings({ confirmByHand: ['gardening'] })).status).toBe(422);
      expect((await settings({ confirmByHand: ['nanny', 'nanny'] })).status).toBe(422);
    } finally {
      expect((await settings(before)).status).toBe(200);
    }
  });
});
