import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { bookingItem, getBookingItem } from '../../lambdas/data/booking';
import { backfillStaffIds } from '../../scripts/backfill-staff-ids';
import { todayInLondon } from '../../shared/dates';
import { addDays, addMonths, weekdayOf } from '../../shared/london-time';
import {
  type AdminBooking,
  AdminBookingSchema,
  type Booking,
  CreateBookingSchema,
  StaffCandidatesSchema,
} from '../../shared/schemas/booking';
import { ErrorBodySchema } from '../../shared/schemas/error';
import {
  addressIn,
  addStaffMember,
  api,
  bearer,
  bookingRequest,
  db,
  markLeft,
  ownDistrict,
  postJson,
  signIn,
  stack,
  weekdayAhead,
} from './support';

/**
 * Visits given to people, through the local gateway: by id, within the rules unless a reason
 * sets aside those the office may, and never two at once, however the requests race. Each test works
 * in a postcode district of its own (support.ts ownDistrict), so a visit booked there goes to the
 * test's own members and nobody else's visit lands on them. Since a visit is booked only when someone
 * is free for it, a test first adds whoever holds its visits, then the members it gives them to.
 */
type Session = Awaited<ReturnType<typeof signIn>>;

const today = todayInLondon();
const hours = { start: '08:00', end: '18:00' };
const weekdays = { 1: hours, 2: hours, 3: hours, 4: hours, 5: hours };

/** A member of the test's own, able to do cleaning and childcare in its district on weekdays, 8am to 6pm. */
const addMember = (admin: Session, district: string, overrides: Record<string, unknown> = {}) =>
  addStaffMember(admin.accessToken, {
    services: ['domestic_cleaning', 'deep_cleaning', 'childcare'],
    pattern: weekdays,
    districts: [district],
    ...overrides,
  });

/** A visit booked by the client at an address in the district, through the API. */
const book = async (client: Session, district: string, overrides: Record<string, unknown> = {}) => {
  const response = await postJson(
    '/api/bookings',
    bookingRequest({ address: addressIn(district), ...overrides }),
    bearer(client.accessToken),
  );
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Booking;
};

const assign = (admin: Session, bookingId: string, body: Record<string, unknown>) =>
  api(`/api/admin/bookings/${bookingId}/staff`, {
    method: 'PUT',
    headers: { ...bearer(admin.accessToken), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const unassign = (admin: Session, bookingId: string) =>
  api(`/api/admin/bookings/${bookingId}/staff`, { method: 'DELETE', headers: bearer(admin.accessToken) });

const given = async (response: Response): Promise<AdminBooking> => {
  expect(response.status).toBe(200);
  return AdminBookingSchema.parse(await response.json());
};

const refusal = async (response: Response) => {
  expect(response.status).toBe(409);
  return ErrorBodySchema.parse(await response.json());
};

const myBooking = async (client: Session, id: string) => {
  const { items } = (await (await api('/api/bookings', { headers: bearer(client.accessToken) })).json()) as {
    items: Booking[];
  };
  return items.find((item) => item.id === id);
};

describe('giving a visit to a member of the team', () => {
  it('gives it by id, with their name, says so to the client, and a second identical request changes nothing', async () => {
    const [admin, client, area] = await Promise.all([signIn({ admin: true }), signIn(), ownDistrict()]);
    const holder = await addMember(admin, area);
    const visit = await book(client, area);
    expect(visit.staffId).toBe(holder.id);
    const member = await addMember(admin, area);
    const first = await given(await assign(admin, visit.id, { staffId: member.id }));
    expect(first).toMatchObject({ staffId: member.id, staffName: member.name });
    expect(first.assignmentOverride).toBeUndefined();
    expect(await myBooking(client, visit.id)).toMatchObject({ staffName: member.name });
    const again = await given(await assign(admin, visit.id, { staffId: member.id }));
    expect(again.updatedAt).toBe(first.updatedAt);
  });

  it('refuses whoever may not do it at all, and no reason changes that', async () => {
    const [admin, client, area] = await Promise.all([signIn({ admin: true }), signIn(), ownDistrict()]);
    const holder = await addMember(admin, area);
    const visit = await book(client, area, {
      serviceType: 'childcare',
      serviceTime: '10:00',
      durationHours: 3,
    });
    const reason = { overrideReason: 'Nobody else is free that morning' };

    const noDbs = await addMember(admin, area, { credentials: { referencesReceived: 2 } });
    const dbs = await refusal(await assign(admin, visit.id, { staffId: noDbs.id, ...reason }));
    expect(dbs).toMatchObject({ code: 'assignment_refused' });
    expect(dbs.issues?.map((issue) => issue.message)).toContain(
      `${noDbs.name} has no current enhanced DBS certificate on that date.`,
    );

    const noFirstAid = await addMember(admin, area, {
      credentials: {
        dbs: { certificateNumber: '001234567892', issuedOn: addMonths(today, -1), updateService: false },
        referencesReceived: 2,
      },
    });
    expect(
      (await refusal(await assign(admin, visit.id, { staffId: noFirstAid.id, ...reason }))).issues,
    ).toEqual([
      {
        path: 'staffId',
        message: `Childcare needs a current paediatric first aid certificate, and ${noFirstAid.name}'s is not.`,
      },
    ]);

    const cleanerOnly = await addMember(admin, area, { services: ['domestic_cleaning'] });
    expect((await refusal(await assign(admin, visit.id, { staffId: cleanerOnly.id, ...reason }))).code).toBe(
      'assignment_refused',
    );

    const leaving = await addMember(admin, area);
    const deactivated = await markLeft(admin.accessToken, leaving);
    expect(deactivated.status).toBe(200);
    expect((await refusal(await assign(admin, visit.id, { staffId: leaving.id, ...reason }))).issues).toEqual(
      [{ path: 'staffId', message: `${leaving.name} is no longer taking visits.` }],
    );

    // Nothing was written: the visit is still the one who could take it.
    expect((await myBooking(client, visit.id))?.staffId).toBe(holder.id);
    // An id that is nobody's is the request's mistake.
    const unknown = await assign(admin, visit.id, { staffId: randomUUID() });
    expect(unknown.status).toBe(422);
    expect(ErrorBodySchema.parse(await unknown.json()).issues).toEqual([
      { path: 'staffId', message: 'No staff member with this id' },
    ]);
    expect((await assign(admin, visit.id, {})).status).toBe(422);
  });

  it('asks for a reason to go outside hours, area or leave, and records it with what it set aside', async () => {
    const [admin, client, area] = await Promise.all([signIn({ admin: true }), signIn(), ownDistrict()]);
    await addMember(admin, area);
    const visit = await book(client, area);
    const away = await addMember(admin, area, {
      absences: [{ kind: 'leave', from: visit.serviceDate, to: visit.serviceDate }],
    });
    const asked = await refusal(await assign(admin, visit.id, { staffId: away.id }));
    expect(asked).toMatchObject({
      code: 'assignment_needs_reason',
      issues: [{ path: 'staffId', message: `${away.name} is on leave that day.` }],
    });
    const farAway = await addMember(admin, await ownDistrict());
    expect((await refusal(await assign(admin, visit.id, { staffId: farAway.id }))).issues).toEqual([
      { path: 'staffId', message: `${farAway.name} does not cover ${area}.` },
    ]);
    const overridden = await given(
      await assign(admin, visit.id, { staffId: away.id, overrideReason: 'Comes back early for this family' }),
    );
    expect(overridden).toMatchObject({
      staffId: away.id,
      assignmentOverride: {
        reason: 'Comes back early for this family',
        refusals: [`${away.name} is on leave that day.`],
      },
    });
    // Moved to someone the rules allow: the override goes with the old assignment.
    const member = await addMember(admin, area);
    const moved = await given(await assign(admin, visit.id, { staffId: member.id }));
    expect(moved.staffId).toBe(member.id);
    expect(moved.assignmentOverride).toBeUndefined();
  });

  it('never gives one person two visits at once; a short gap needs a reason; handing one back frees the time', async () => {
    const [admin, alice, bob, carol, area] = await Promise.all([
      signIn({ admin: true }),
      signIn(),
      signIn(),
      signIn(),
      ownDistrict(),
    ]);
    // Three holders, one for each of three visits close together; then the member they are given to.
    for (let index = 0; index < 3; index += 1) await addMember(admin, area);
    const serviceDate = weekdayAhead(8);
    const first = await book(alice, area, { serviceDate, serviceTime: '10:00', durationHours: 2 });
    const overlapping = await book(bob, area, { serviceDate, serviceTime: '11:00', durationHours: 2 });
    const soonAfter = await book(carol, area, { serviceDate, serviceTime: '12:00', durationHours: 2 });
    const member = await addMember(admin, area);
    await given(await assign(admin, first.id, { staffId: member.id }));

    const twice = await refusal(
      await assign(admin, overlapping.id, { staffId: member.id, overrideReason: 'Please just do it' }),
    );
    expect(twice).toMatchObject({
      code: 'assignment_refused',
      issues: [{ path: 'staffId', message: `${member.name} already has a visit at that time.` }],
    });
    expect((await refusal(await assign(admin, soonAfter.id, { staffId: member.id }))).code).toBe(
      'assignment_needs_reason',
    );

    // Handed back, the 10:00 visit no longer holds the time.
    const back = await given(await unassign(admin, first.id));
    expect(back.staffId).toBeUndefined();
    expect(back.staffName).toBeUndefined();
    await given(await assign(admin, overlapping.id, { staffId: member.id }));
  });

  it('two offices giving one person two visits at the same time at once: exactly one succeeds, every time', async () => {
    const [admin, otherAdmin, area] = await Promise.all([
      signIn({ admin: true }),
      signIn({ admin: true }),
      ownDistrict(),
    ]);
    // Two holders, so two visits at once can be booked; then the member both offices give them to.
    await Promise.all([addMember(admin, area), addMember(admin, area)]);
    // Three different weekdays (two days ahead can fall on the same Monday).
    const dates = [...new Set([8, 9, 10, 11, 12].map(weekdayAhead))].slice(0, 3);
    expect(dates).toHaveLength(3);
    const bookings = [];
    for (const serviceDate of dates) {
      const clients = await Promise.all([signIn(), signIn()]);
      const pair = await Promise.all(
        clients.map((client) => book(client, area, { serviceDate, serviceTime: '14:00', durationHours: 2 })),
      );
      bookings.push({ clients, pair });
    }
    const member = await addMember(admin, area);
    for (const { clients, pair } of bookings) {
      const [a, b] = pair;
      if (!a || !b) throw new Error('two bookings were made');
      const answers = await Promise.all([
        assign(admin, a.id, { staffId: member.id }),
        assign(otherAdmin, b.id, { staffId: member.id }),
      ]);
      const bodies = await Promise.all(answers.map((answer) => answer.text()));
      expect(answers.map((answer) => answer.status).sort(), bodies.join('\n')).toEqual([200, 409]);
      const theirs = (
        await Promise.all(
          [[clients[0], a.id] as const, [clients[1], b.id] as const].map(([client, id]) =>
            myBooking(client as Session, id),
          ),
        )
      ).filter((visit) => visit?.staffId === member.id);
      expect(theirs).toHaveLength(1);
    }
  });
});

describe("the office's picker", () => {
  it('ranks who came before first, and lists the rest with what stands in their way', async () => {
    const [admin, client, area] = await Promise.all([signIn({ admin: true }), signIn(), ownDistrict()]);
    const [regular, newcomer, away, noDbs] = await Promise.all([
      addMember(admin, area),
      addMember(admin, area),
      addMember(admin, area, { absences: [{ kind: 'leave', from: today, to: addDays(today, 60) }] }),
      addMember(admin, area, { credentials: { referencesReceived: 2 } }),
    ]);
    const before = await book(client, area, { serviceDate: weekdayAhead(8) });
    await given(await assign(admin, before.id, { staffId: regular.id }));
    // The same familiar face: the client's next visit goes to who came before.
    const next = await book(client, area, { serviceDate: weekdayAhead(15) });
    expect(next.staffId).toBe(regular.id);

    const response = await api(`/api/admin/bookings/${next.id}/staff`, {
      headers: bearer(admin.accessToken),
    });
    expect(response.status).toBe(200);
    const { candidates, others } = StaffCandidatesSchema.parse(await response.json());
    // Other tests' members share the stack: this test reads only its own.
    const mine = new Set([regular.id, newcomer.id, away.id, noDbs.id]);
    expect(candidates.filter((candidate) => mine.has(candidate.id))).toEqual([
      { id: regular.id, name: regular.name, reasons: ['Came last time', 'No other visits that day'] },
      { id: newcomer.id, name: newcomer.name, reasons: ['No other visits that day'] },
    ]);
    expect(candidates[0]?.id).toBe(regular.id);
    expect(others.filter((other) => mine.has(other.id))).toEqual(
      expect.arrayContaining([
        { id: away.id, name: away.name, refusals: [`${away.name} is on leave that day.`], overridable: true },
        {
          id: noDbs.id,
          name: noDbs.name,
          refusals: [`${noDbs.name} has no current enhanced DBS certificate on that date.`],
          overridable: false,
        },
      ]),
    );
    // Only the office may ask.
    const asClient = await api(`/api/admin/bookings/${next.id}/staff`, {
      headers: bearer(client.accessToken),
    });
    expect(asClient.status).toBe(403);
  });
});

describe('moving a visit someone is given', () => {
  it('keeps the person when they are free at the new time, and hands it back when they are not', async () => {
    const [admin, client, area] = await Promise.all([signIn({ admin: true }), signIn(), ownDistrict()]);
    const member = await addMember(admin, area);
    const visit = await book(client, area, { serviceDate: weekdayAhead(8), serviceTime: '10:00' });
    expect(visit.staffId).toBe(member.id);

    const later = await postJson(
      `/api/bookings/${visit.id}/reschedule`,
      { serviceDate: visit.serviceDate, serviceTime: '14:00' },
      bearer(client.accessToken),
    );
    expect(later.status).toBe(200);
    expect(await later.json()).toMatchObject({ serviceTime: '14:00', staffId: member.id });

    // Saturday: not a day they work, and nobody else in the district does. The client's move is
    // refused with what is free (nothing); the office's goes ahead and hands the visit back.
    let saturday = addDays(visit.serviceDate, 1);
    while (weekdayOf(saturday) !== 6) saturday = addDays(saturday, 1);
    const weekend = await postJson(
      `/api/bookings/${visit.id}/reschedule`,
      { serviceDate: saturday, serviceTime: '10:00' },
      bearer(client.accessToken),
    );
    expect(weekend.status).toBe(409);
    expect(ErrorBodySchema.parse(await weekend.json())).toMatchObject({ code: 'slot_taken', freeTimes: [] });
    const byOffice = await api(`/api/admin/bookings/${visit.id}/details`, {
      method: 'PATCH',
      headers: { ...bearer(admin.accessToken), 'content-type': 'application/json' },
      body: JSON.stringify({
        serviceDate: saturday,
        serviceTime: '10:00',
        overrideReason: 'The family asked',
      }),
    });
    const moved = await given(byOffice);
    expect(moved.serviceDate).toBe(saturday);
    expect(moved.staffId).toBeUndefined();
    expect(moved.staffName).toBeUndefined();

    // Their 14:00 on the first day is free again: another visit then can be theirs.
    const other = await signIn();
    const next = await book(other, area, { serviceDate: visit.serviceDate, serviceTime: '14:00' });
    expect(next.staffId).toBe(member.id);
  });
});

describe('the one-off backfill of typed names (scripts/backfill-staff-ids.ts)', () => {
  it('gives visits to come to the member of that full name, links past ones, lists the rest, once', async () => {
    const [admin, client, area] = await Promise.all([signIn({ admin: true }), signIn(), ownDistrict()]);
    const member = await addMember(admin, area);
    await addMember(admin, area);
    // Visits as they were stored before the team had records: a name as the office typed it (any case,
    // stray spaces), no id, nothing in anyone's diary.
    const legacy = async (overrides: Record<string, unknown>, staffName: string) => {
      const request = CreateBookingSchema.parse(bookingRequest({ address: addressIn(area), ...overrides }));
      const { saveAddress: _save, staffId: _asked, ...details } = request;
      const visit: Booking = {
        ...details,
        id: randomUUID(),
        userId: client.sub,
        status: overrides.serviceDate && String(overrides.serviceDate) < today ? 'completed' : 'confirmed',
        createdAt: new Date().toISOString(),
        scheduleVersion: 0,
        staffName,
      };
      await db.send(
        new PutCommand({ TableName: stack.env.TABLE_NAME, Item: bookingItem(visit, client.email) }),
      );
      return visit;
    };
    const toCome = await legacy({ serviceDate: weekdayAhead(9) }, ` ${member.name.toUpperCase()}  `);
    const stranger = await legacy({ serviceDate: weekdayAhead(13) }, `Someone ${randomUUID().slice(0, 8)}`);
    const past = (await legacy({ serviceDate: weekdayAhead(-12) }, member.name)).id;

    const first = await backfillStaffIds();
    const read = async (id: string) => (await getBookingItem(id)) as Record<string, unknown>;
    expect(await read(toCome.id)).toMatchObject({ staffId: member.id, staffName: member.name });
    expect(await read(past)).toMatchObject({ staffId: member.id });
    expect((await read(stranger.id)).staffId).toBeUndefined();
    expect(first.unmatched.map((entry) => entry.bookingId)).toContain(stranger.id);
    // The visit to come holds its time in the member's day: another visit then is refused.
    const other = await signIn();
    const clash = await book(other, area, {
      serviceDate: toCome.serviceDate,
      serviceTime: toCome.serviceTime,
    });
    expect(clash.staffId).not.toBe(member.id);
    expect((await refusal(await assign(admin, clash.id, { staffId: member.id }))).code).toBe(
      'assignment_refused',
    );

    const before = await read(toCome.id);
    const second = await backfillStaffIds();
    expect(await read(toCome.id)).toEqual(before);
    expect(second.unmatched.map((entry) => entry.bookingId)).toContain(stranger.id);
  });
});
