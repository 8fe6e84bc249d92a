import { randomInt, randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { editBooking } from '../../lambdas/bookings/admin';
import { bookingKey } from '../../lambdas/data/booking';
import { childKey } from '../../lambdas/data/children';
import { keyItemKey } from '../../lambdas/data/house-keys';
import { servedMarkKey } from '../../lambdas/data/reviews';
import { staffLinkKey } from '../../lambdas/data/staff-link';
import { todayInLondon } from '../../shared/dates';
import { addDays, londonInstant, londonParts, minutesOf, timeOf } from '../../shared/london-time';
import { DISTRICT_CENTRES } from '../../shared/postcode-districts';
import {
  AdminBookingSchema,
  type Booking,
  EditBookingSchema,
  SERVICE_TYPES,
  type ServiceType,
} from '../../shared/schemas/booking';
import type { CsvFile } from '../../shared/schemas/csv';
import { ErrorBodySchema } from '../../shared/schemas/error';
import { NoticeListSchema } from '../../shared/schemas/notice';
import {
  ChecklistTemplatesSchema,
  StaffDaySchema,
  type StaffVisit,
  StaffVisitSchema,
} from '../../shared/schemas/visit-day';
import {
  addressIn,
  addStaffMember,
  api,
  bearer,
  bookingRequest,
  db,
  eventually,
  mailTo,
  ownDistrict,
  patchJson,
  postJson,
  signIn,
  stack,
  textsTo,
  turnTextsOn,
  weekdayAhead,
} from './support';

/**
 * The day of a visit through the local gateway: a member's own visits and nothing else,
 * on my way, check-in and check-out with their notices, the checklist, a care visit's handover, and
 * the office's completion by hand. Each test works in a postcode district of its own with a member of
 * its own (support.ts ownDistrict), who works every hour of every day, so a visit can be put on
 * today's date at whatever hour the test runs.
 */
type Session = Awaited<ReturnType<typeof signIn>>;

const DAY_MS = 86_400_000;
const today = () => todayInLondon();

const allDay = { start: '00:00', end: '24:00' };
const everyDay = Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((day) => [day, allDay]));

/**
 * A member of the test's own with an account linked to their record, as a finished invitation leaves
 * them (the link is written as realtime.test.ts writes it; staff-accounts.test.ts covers the invitation).
 */
const memberIn = async (admin: Session, district: string) => {
  const [member, session] = await Promise.all([
    addStaffMember(admin.accessToken, { districts: [district], pattern: everyDay }),
    signIn({ staff: true }),
  ]);
  await db.send(
    new PutCommand({
      TableName: stack.env.TABLE_NAME,
      Item: { ...staffLinkKey(session.sub), entity: 'staff-link', staffId: member.id, fullName: member.name },
    }),
  );
  return { ...member, token: session.accessToken };
};
type Member = Awaited<ReturnType<typeof memberIn>>;

/** A start time on today's date that has come (so the visit can be checked in to now) and ends by midnight. */
const startedToday = (hours: number) => {
  const now = minutesOf(londonParts(new Date()).time);
  return timeOf(Math.min(Math.floor(now / 30) * 30, 24 * 60 - hours * 60));
};

let visitsMade = 0;

/**
 * A visit of the client's given to the member, on `date` at `time`. Booked by the client through the
 * API a week or more ahead (the only member in the district takes it), then moved by the office with
 * an override reason through the same service the office's edit uses, on the clock of the day before
 * (no one can book the past, and today's visit may need to have started already), and confirmed by
 * the office through the API unless `pending`.
 */
const visitFor = async (
  admin: Session,
  client: Session,
  member: Member,
  options: {
    date: string;
    time?: string;
    serviceType?: ServiceType;
    hours?: number;
    postcode?: string;
    pending?: boolean;
  },
): Promise<Booking> => {
  const serviceType = options.serviceType ?? 'domestic_cleaning';
  const hours = options.hours ?? (serviceType === 'babysitting' ? 3 : 2);
  const time = options.time ?? startedToday(hours);
  visitsMade += 1;
  // Four hours apart, so two first slots that fall on one weekday (a Saturday's and a Sunday's both
  // move to Monday) are never back to back for the member who takes them.
  const firstSlot = `${String(8 + (visitsMade % 3) * 4).padStart(2, '0')}:00`;
  const booked = await postJson(
    '/api/bookings',
    bookingRequest({
      serviceType,
      durationHours: hours,
      serviceDate: weekdayAhead(7 + visitsMade),
      serviceTime: firstSlot,
      address: addressIn(member.districts[0] ?? ''),
    }),
    bearer(client.accessToken),
  );
  expect(booked.status, await booked.clone().text()).toBe(201);
  const { id } = (await booked.json()) as Booking;
  const dayBefore = new Date(londonInstant(options.date, time).getTime() - DAY_MS);
  const moved = await editBooking(
    id,
    EditBookingSchema.parse({
      serviceDate: options.date,
      serviceTime: time,
      overrideReason: 'The visit of the day, for the test',
      ...(options.postcode ? { address: { ...addressIn('EN6'), postcode: options.postcode } } : {}),
    }),
    dayBefore,
  );
  expect(moved.staffId).toBe(member.id);
  if (options.pending || moved.status === 'confirmed') return moved;
  const confirmed = await patchJson(`/api/admin/bookings/${id}`, { status: 'confirmed' }, admin.accessToken);
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);
  return (await confirmed.json()) as Booking;
};

const get = (token: string, path: string) => api(path, { headers: bearer(token) });

const send = (
  token: string,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  api(path, {
    method,
    headers: { ...bearer(token), 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

const act = (
  member: Member,
  id: string,
  action: 'on-my-way' | 'check-in' | 'check-out',
  body = {},
  key?: string,
) =>
  send(
    member.token,
    'POST',
    `/api/staff/visits/${id}/${action}`,
    body,
    key ? { 'idempotency-key': key } : {},
  );

const tick = (member: Member, id: string, itemId: string, body: unknown) =>
  send(member.token, 'PUT', `/api/staff/visits/${id}/checklist/${itemId}`, body);

const visitOf = async (response: Response): Promise<StaffVisit> => {
  expect(response.status, await response.clone().text()).toBe(200);
  return StaffVisitSchema.parse(await response.json());
};

const refusal = async (response: Response, status: number) => {
  expect(response.status, await response.clone().text()).toBe(status);
  return ErrorBodySchema.parse(await response.json());
};

const noticesOf = async (admin: Session, bookingId: string) => {
  const response = await get(admin.accessToken, `/api/admin/bookings/${bookingId}/notices`);
  expect(response.status).toBe(200);
  return NoticeListSchema.parse(await response.json()).notices;
};

const kindsOf = async (admin: Session, bookingId: string, kinds: readonly string[]) =>
  (await noticesOf(admin, bookingId))
    .filter((notice) => kinds.includes(notice.kind))
    .map((notice) => `${notice.kind}:${notice.channel}`)
    .sort();

const clientBooking = async (client: Session, id: string) => {
  const { items } = (await (await get(client.accessToken, '/api/bookings')).json()) as { items: Booking[] };
  return items.find((item) => item.id === id);
};

/** A client who takes texts at a number of the test's own, named as parents are. */
const withTexts = (client: Session) =>
  turnTextsOn(client.accessToken, `07${String(randomInt(100_000_000, 999_999_999))}`);

const rename = async (client: Session, fullName: string) => {
  const saved = await send(client.accessToken, 'PUT', '/api/me/profile', { fullName });
  expect(saved.status).toBe(200);
};

/**
 * The family's child and the client's key, as the family's own page and the office's key register
 * (the users and staff functions, another part of the day of a visit) write them: through the same key builders.
 */
const seedChild = (userId: string, firstName: string, id = randomUUID()) =>
  db.send(
    new PutCommand({
      TableName: stack.env.TABLE_NAME,
      Item: {
        ...childKey(userId, id),
        entity: 'child',
        id,
        firstName,
        dateOfBirth: addDays(today(), -2000),
        allergies: 'Peanuts',
        emergencyContacts: [{ name: 'Ade Okafor', relationship: 'Father', phone: '07700900123' }],
        consents: { outings: true, photos: false, sunCream: true },
        createdAt: new Date().toISOString(),
      },
    }),
  );

const seedKey = async (clientId: string, holder: Record<string, string> = { type: 'office' }) => {
  const id = randomUUID();
  const at = new Date().toISOString();
  await db.send(
    new PutCommand({
      TableName: stack.env.TABLE_NAME,
      Item: {
        ...keyItemKey(id),
        entity: 'key',
        id,
        tag: `K-${randomInt(100, 999)}`,
        clientId,
        kind: 'key',
        label: 'Front door',
        status: 'held',
        holder,
        since: at,
        createdAt: at,
        history: [],
        version: 1,
      },
    }),
  );
  return id;
};

describe("a member's own day", () => {
  // Two members, five visits and three accounts of its own: more than the default 30 s on a busy machine.
  it('lists their visits from today for a week in order, by first name, and opens only those in sight', async () => {
    const [admin, client, area, otherArea] = await Promise.all([
      signIn({ admin: true }),
      signIn(),
      ownDistrict(),
      ownDistrict(),
    ]);
    await rename(client, 'Nia Okafor');
    const [member, other] = await Promise.all([memberIn(admin, area), memberIn(admin, otherArea)]);
    const first = await visitFor(admin, client, member, { date: today() });
    const tomorrow = await visitFor(admin, client, member, { date: addDays(today(), 1), time: '10:00' });
    const ahead = await visitFor(admin, client, member, { date: addDays(today(), 2), time: '10:00' });
    const cancelled = await visitFor(admin, client, member, { date: addDays(today(), 3), time: '10:00' });
    const theirs = await visitFor(admin, await signIn(), other, { date: today() });
    expect(
      (
        await patchJson(
          `/api/admin/bookings/${cancelled.id}`,
          { status: 'cancelled', reason: 'The client is away' },
          admin.accessToken,
        )
      ).status,
    ).toBe(200);

    const listed = await get(member.token, '/api/staff/visits');
    expect(listed.status).toBe(200);
    const day = StaffDaySchema.parse(await listed.json());
    expect(day.today).toBe(today());
    expect(day.visits.map((visit) => visit.id)).toEqual([first.id, tomorrow.id, ahead.id]);
    expect(day.visits[0]).toMatchObject({
      clientFirstName: 'Nia',
      town: 'Potters Bar',
      postcode: `${area} 1AA`,
      status: 'confirmed',
      open: true,
    });
    expect(day.visits.map((visit) => visit.open)).toEqual([true, true, false]);
    // The list says nothing of the home: no surname, no street, no instructions.
    expect(JSON.stringify(day)).not.toMatch(/Okafor|Test Street/);

    // A visit two days ahead is in the list, and not to be opened yet.
    expect((await refusal(await get(member.token, `/api/staff/visits/${ahead.id}`), 404)).code).toBe(
      'not_found',
    );
    const opened = await visitOf(await get(member.token, `/api/staff/visits/${first.id}`));
    expect(opened).toMatchObject({
      clientFirstName: 'Nia',
      address: { line1: '1 Test Street', postcode: `${area} 1AA` },
      can: { onMyWay: true, checkIn: true, tick: false, checkOut: false },
      needsHandover: false,
    });
    expect(opened.checklistTemplate?.length).toBeGreaterThan(0);
    // From a later date, the list starts there.
    const later = StaffDaySchema.parse(
      await (await get(member.token, `/api/staff/visits?from=${addDays(today(), 2)}`)).json(),
    );
    expect(later.visits.map((visit) => visit.id)).toEqual([ahead.id]);

    // Another member's visit is not found, and never listed; nor is it any use to anyone else.
    expect((await refusal(await get(other.token, `/api/staff/visits/${first.id}`), 404)).code).toBe(
      'not_found',
    );
    expect((await refusal(await act(other, first.id, 'check-in'), 404)).code).toBe('not_found');
    const theirList = StaffDaySchema.parse(await (await get(other.token, '/api/staff/visits')).json());
    expect(theirList.visits.map((visit) => visit.id)).toEqual([theirs.id]);
    expect((await get(client.accessToken, '/api/staff/visits')).status).toBe(403);
    expect((await get(admin.accessToken, `/api/staff/visits/${first.id}`)).status).toBe(403);
    expect((await get(member.token, '/api/admin/bookings')).status).toBe(403);
    expect((await get(member.token, '/api/admin/settings/checklists')).status).toBe(403);
  }, 60_000);

  it("shows a care visit's children on its own date only, and where to collect the key", async () => {
    const [admin, client, area] = await Promise.all([signIn({ admin: true }), signIn(), ownDistrict()]);
    const member = await memberIn(admin, area);
    await Promise.all([seedChild(client.sub, 'Ella'), seedChild(client.sub, 'Sam')]);
    const tonight = await visitFor(admin, client, member, { date: today(), serviceType: 'babysitting' });
    const tomorrow = await visitFor(admin, client, member, {
      date: addDays(today(), 1),
      time: '18:00',
      serviceType: 'babysitting',
    });
    const keyId = await seedKey(client.sub);
    const edited = await send(admin.accessToken, 'PATCH', `/api/admin/bookings/${tonight.id}/details`, {
      keyId,
    });
    expect(edited.status, await edited.clone().text()).toBe(200);

    const opened = await visitOf(await get(member.token, `/api/staff/visits/${tonight.id}`));
    expect(opened.needsHandover).toBe(true);
    expect(opened.children?.map((child) => child.firstName).sort()).toEqual(['Ella', 'Sam']);
    expect(opened.children?.[0]).toMatchObject({ allergies: 'Peanuts', consents: { photos: false } });
    expect(opened.key).toMatchObject({ id: keyId, kind: 'key', label: 'Front door', where: 'office' });
    const ahead = await visitOf(await get(member.token, `/api/staff/visits/${tomorrow.id}`));
    expect(ahead.children).toBeUndefined();
    expect(ahead.key).toBeUndefined();
    // Nor does the list carry them.
    expect(JSON.stringify(await (await get(member.token, '/api/staff/visits')).json())).not.toMatch(
      /Ella|Peanuts/,
    );
  });
});

describe('the office gives a visit a key', () => {
  it("takes only the client's own key still held, and takes it off with an empty one", async () => {
    const [admin, client, neighbour, area] = await Promise.all([
      signIn({ admin: true }),
      signIn(),
      signIn(),
      ownDistrict(),
    ]);
    const member = await memberIn(admin, area);
    const visit = await visitFor(admin, client, member, { date: addDays(today(), 1), time: '10:00' });
    const [own, theirs, withMember] = await Promise.all([
      seedKey(client.sub),
      seedKey(neighbour.sub),
      seedKey(client.sub, { type: 'staff', staffId: member.id }),
    ]);
    const details = (keyId: string) =>
      send(admin.accessToken, 'PATCH', `/api/admin/bookings/${visit.id}/details`, { keyId });

    const wrong = await refusal(await details(theirs), 422);
    expect(wrong.issues).toEqual([expect.objectContaining({ path: 'keyId' })]);
    expect((await refusal(await details(randomUUID()), 422)).issues?.[0]?.path).toBe('keyId');
    const given = AdminBookingSchema.parse(await (await details(own)).json());
    expect(given.keyId).toBe(own);
    await details(withMember);
    expect((await visitOf(await get(member.token, `/api/staff/visits/${visit.id}`))).key).toMatchObject({
      id: withMember,
      where: 'you',
    });
    const cleared = AdminBookingSchema.parse(await (await details('')).json());
    expect(cleared.keyId).toBeUndefined();
  });
});

describe('on my way, check-in, the checklist and check-out', () => {
  it('records a cleaning visit from the way there to the end, tells the client, and keeps both times', async () => {
    const [admin, client, area] = await Promise.all([signIn({ admin: true }), signIn(), ownDistrict()]);
    const member = await memberIn(admin, area);
    const visit = await visitFor(admin, client, member, { date: today(), postcode: 'EN6 1AA' });
    const mobile = await withTexts(client);

    const early = await refusal(await act(member, visit.id, 'check-out', {}), 409);
    expect(early.code).toBe('not_checked_in');
    expect((await refusal(await tick(member, visit.id, 'd1', { done: true }), 409)).code).toBe(
      'not_checked_in',
    );

    const onTheWay = await visitOf(await act(member, visit.id, 'on-my-way'));
    expect(onTheWay.visit?.onMyWayAt).toEqual(expect.any(String));
    expect(onTheWay.can).toMatchObject({ onMyWay: false, checkIn: true });
    expect((await refusal(await act(member, visit.id, 'on-my-way'), 409)).code).toBe('already_on_the_way');
    await eventually(async () => {
      const mails = await mailTo(client.email);
      expect(mails.map((mail) => mail.subject)).toContain(
        `${member.name} is on the way for your ${visit.serviceTime} visit`,
      );
      expect((await textsTo(mobile)).map((text) => text.body)).toEqual([
        expect.stringContaining('is on the way for your Domestic Cleaning visit'),
      ]);
    });

    // About a kilometre north of the district's centre; the coordinates themselves are not kept.
    const centre = DISTRICT_CENTRES.EN6 as { latitude: number; longitude: number };
    const arrived = await visitOf(
      await act(member, visit.id, 'check-in', {
        location: { latitude: centre.latitude + 0.009, longitude: centre.longitude, accuracyMetres: 20 },
      }),
    );
    expect(arrived.visit?.startDistanceMetres).toBe(1000);
    expect(JSON.stringify(arrived)).not.toContain(String(centre.latitude + 0.009));
    const templates = ChecklistTemplatesSchema.parse(
      await (await get(admin.accessToken, '/api/admin/settings/checklists')).json(),
    ).templates.domestic_cleaning;
    expect(arrived.visit?.checklist).toEqual(
      templates.map((item) => ({ id: item.id, label: item.label, done: false })),
    );
    expect(arrived.checklistTemplate).toBeUndefined();
    expect(arrived.can).toEqual({ onMyWay: false, checkIn: false, tick: true, checkOut: true });
    // Nothing ticked and no note: the client would be told nothing was done.
    const nothing = await refusal(
      await act(member, visit.id, 'check-out', { earlyReason: 'Leaving at once' }),
      422,
    );
    expect(nothing.issues).toEqual([expect.objectContaining({ path: 'note' })]);

    const [first, second] = arrived.visit?.checklist ?? [];
    // Two items ticked at once both land.
    await Promise.all([
      visitOf(await tick(member, visit.id, first?.id ?? '', { done: true, note: 'Oven door left to dry' })),
      visitOf(await tick(member, visit.id, second?.id ?? '', { done: true })),
    ]);
    const unknown = await refusal(await tick(member, visit.id, 'no-such-item', { done: true }), 422);
    expect(unknown.issues).toEqual([expect.objectContaining({ path: 'itemId' })]);
    const handover = await refusal(
      await act(member, visit.id, 'check-out', { handover: { notes: 'Not for cleaning' } }),
      422,
    );
    expect(handover.issues?.[0]?.path).toBe('handover');

    // Checked in moments ago: well short of the booked time, so the member says why.
    const noReason = await refusal(
      await act(member, visit.id, 'check-out', { note: 'The cat stayed in the garden', location: centre }),
      422,
    );
    expect(noReason.issues).toEqual([expect.objectContaining({ path: 'earlyReason' })]);
    const left = await visitOf(
      await act(member, visit.id, 'check-out', {
        note: 'The cat stayed in the garden',
        location: centre,
        earlyReason: 'The client asked me to finish early',
      }),
    );
    expect(left.status).toBe('completed');
    expect(left.visit).toMatchObject({
      actualStart: arrived.visit?.actualStart,
      actualEnd: expect.any(String),
      endDistanceMetres: 0,
      note: 'The cat stayed in the garden',
    });
    expect(left.visit?.checklist?.filter((item) => item.done).map((item) => item.id)).toEqual([
      first?.id,
      second?.id,
    ]);
    expect(left.can).toEqual({ onMyWay: false, checkIn: false, tick: false, checkOut: false });
    // The office has the reason and how long it was; the client's view of the visit has neither.
    const { Item: stored } = await db.send(
      new GetCommand({ TableName: stack.env.TABLE_NAME, Key: bookingKey(visit.id) }),
    );
    expect(stored?.earlyCheckOut).toEqual({
      kind: 'short',
      reason: 'The client asked me to finish early',
      at: left.visit?.actualEnd,
      minutes: expect.any(Number),
    });
    expect(JSON.stringify(await clientBooking(client, visit.id))).not.toContain('finish early');
    // Not counted among clients served until the office confirms the work was done.
    const served = () =>
      db.send(new GetCommand({ TableName: stack.env.TABLE_NAME, Key: servedMarkKey(client.sub) }));
    expect((await served()).Item).toBeUndefined();
    const confirmPath = `/api/admin/bookings/${visit.id}/early-check-out/confirm`;
    expect((await send(client.accessToken, 'POST', confirmPath, undefined)).status).toBe(403);
    const confirmed = await send(admin.accessToken, 'POST', confirmPath, undefined);
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    const confirmation = AdminBookingSchema.parse(await confirmed.json()).earlyCheckOut?.confirmed;
    expect(confirmation).toEqual({ by: expect.any(String), at: expect.any(String) });
    expect((await served()).Item).toMatchObject({ userId: client.sub });
    // Confirming again changes nothing: the first confirmation stands.
    const again = await send(admin.accessToken, 'POST', confirmPath, undefined);
    expect(AdminBookingSchema.parse(await again.json()).earlyCheckOut?.confirmed).toEqual(confirmation);
    // The office is told at once, with the reason; the client is not.
    const officeMail = await eventually(async () => {
      const [mail] = (await mailTo(stack.env.MAIL_TO)).filter(
        (sent) => /^Visit ended early/.test(sent.subject) && sent.body.text?.includes(`client=${client.sub}`),
      );
      expect(mail).toBeDefined();
      return mail;
    });
    expect(officeMail?.body.text).toContain('The client asked me to finish early');
    expect(officeMail?.body.text).toMatch(
      /checked out after \d+ minutes, under half of the 120 minutes booked/,
    );
    expect((await mailTo(client.email)).some((sent) => /ended early/i.test(sent.subject))).toBe(false);
    expect((await refusal(await act(member, visit.id, 'check-in'), 409)).code).toBe('visit_completed');
    expect((await refusal(await tick(member, visit.id, first?.id ?? '', { done: false }), 409)).code).toBe(
      'visit_completed',
    );

    // The client's "how did we do?" says what was done; the client reads the record in the portal.
    await eventually(async () => {
      const [mail] = (await mailTo(client.email)).filter((sent) => /^How did we do/.test(sent.subject));
      expect(mail?.body.text).toContain('What we did');
      expect(mail?.body.text).toContain(`${first?.label} – Oven door left to dry`);
      expect(mail?.body.text).toContain('The cat stayed in the garden');
    });
    expect(
      await kindsOf(admin, visit.id, [
        'visit-on-my-way',
        'visit-completed',
        'care-departed',
        'visit-ended-early',
      ]),
    ).toEqual([
      'visit-completed:email',
      'visit-ended-early:email',
      'visit-on-my-way:email',
      'visit-on-my-way:sms',
    ]);
    expect((await clientBooking(client, visit.id))?.visit).toMatchObject({
      actualStart: arrived.visit?.actualStart,
      note: 'The cat stayed in the garden',
    });

    // The office's file has the times, never the note to the client.
    const file = (await (
      await get(admin.accessToken, `/api/admin/bookings/export?clientId=${client.sub}`)
    ).json()) as CsvFile;
    const [header = [], ...rows] = parse(file.csv.slice(1)) as string[][];
    const row = rows.find((cells) => cells[header.indexOf('Booking id')] === visit.id);
    const started = londonParts(new Date(arrived.visit?.actualStart ?? ''));
    expect(row?.[header.indexOf('Started')]).toBe(`${started.date} ${started.time}`);
    expect(row?.[header.indexOf('Ended')]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(file.csv).not.toContain('cat stayed');
  });

  it('refuses what is out of order: not confirmed, cancelled, not today, twice, or out of sight', async () => {
    const [admin, client, area] = await Promise.all([signIn({ admin: true }), signIn(), ownDistrict()]);
    const member = await memberIn(admin, area);
    // One after another: each is the same member's, whose months take one write at a time.
    const pending = await visitFor(admin, client, member, { date: today(), pending: true });
    const cancelled = await visitFor(admin, client, member, { date: addDays(today(), 1), time: '08:00' });
    const tomorrow = await visitFor(admin, client, member, { date: addDays(today(), 1), time: '13:00' });
    const ahead = await visitFor(admin, client, member, { date: addDays(today(), 2), time: '10:00' });
    await patchJson(
      `/api/admin/bookings/${cancelled.id}`,
      { status: 'cancelled', reason: 'Away' },
      admin.accessToken,
    );

    expect((await refusal(await act(member, pending.id, 'check-in'), 409)).code).toBe('visit_not_confirmed');
    expect((await refusal(await act(member, cancelled.id, 'check-in'), 409)).code).toBe('visit_cancelled');
    expect((await refusal(await act(member, tomorrow.id, 'check-in'), 409)).code).toBe('not_today');
    expect((await refusal(await act(member, tomorrow.id, 'on-my-way'), 409)).code).toBe('not_today');
    expect((await refusal(await act(member, ahead.id, 'check-in'), 404)).code).toBe('not_found');

    // Confirmed now, it is checked in to once, however many ask at once.
    await patchJson(`/api/admin/bookings/${pending.id}`, { status: 'confirmed' }, admin.accessToken);
    const racing = await Promise.all([
      act(member, pending.id, 'check-in'),
      act(member, pending.id, 'check-in'),
    ]);
    expect(racing.map((response) => response.status).sort()).toEqual([200, 409]);
    expect((await refusal(await act(member, pending.id, 'check-in'), 409)).code).toBe('already_checked_in');
    expect((await refusal(await act(member, pending.id, 'on-my-way'), 409)).code).toBe('already_checked_in');
  });

  it('a care visit: one arrival for a retried check-in, and the handover reaches the parents at check-out', async () => {
    const [admin, client, area] = await Promise.all([signIn({ admin: true }), signIn(), ownDistrict()]);
    const member = await memberIn(admin, area);
    const visit = await visitFor(admin, client, member, { date: today(), serviceType: 'babysitting' });
    const mobile = await withTexts(client);

    const key = randomUUID();
    const first = await visitOf(await act(member, visit.id, 'check-in', {}, key));
    const retried = await visitOf(await act(member, visit.id, 'check-in', {}, key));
    expect(retried.visit?.actualStart).toBe(first.visit?.actualStart);
    // The same key for another request is refused; the visit stays as the first request left it.
    expect(
      (
        await refusal(
          await act(member, visit.id, 'check-in', { location: { latitude: 51.7, longitude: -0.18 } }, key),
          422,
        )
      ).code,
    ).toBe('idempotency_key_reused');
    expect(await kindsOf(admin, visit.id, ['care-arrived'])).toEqual([
      'care-arrived:email',
      'care-arrived:sms',
    ]);

    const noHandover = await refusal(await act(member, visit.id, 'check-out', { note: 'All fine' }), 422);
    expect(noHandover.issues).toEqual([expect.objectContaining({ path: 'handover' })]);
    const left = await visitOf(
      await act(member, visit.id, 'check-out', {
        handover: { meals: 'Pasta and peas at six', sleep: 'Asleep by eight', mood: 'Happy' },
        earlyReason: 'The parents came home early',
      }),
    );
    expect(left.status).toBe('completed');
    expect(left.visit?.handover).toEqual({
      meals: 'Pasta and peas at six',
      sleep: 'Asleep by eight',
      mood: 'Happy',
    });

    await eventually(async () => {
      const [mail] = (await mailTo(client.email)).filter((sent) => /^The handover from/.test(sent.subject));
      expect(mail?.body.text).toContain('Pasta and peas at six');
      expect(mail?.body.text).toContain('Leave feedback');
      const texts = (await textsTo(mobile)).map((text) => text.body);
      expect(texts).toEqual([
        expect.stringContaining('arrived for Babysitting'),
        expect.stringContaining('left after Babysitting'),
      ]);
    });
    // The handover takes the place of the "how did we do?" for care.
    expect(await kindsOf(admin, visit.id, ['care-arrived', 'care-departed', 'visit-completed'])).toEqual([
      'care-arrived:email',
      'care-arrived:sms',
      'care-departed:email',
      'care-departed:sms',
    ]);
    // The parent reads the handover and both times in the portal.
    expect((await clientBooking(client, visit.id))?.visit).toMatchObject({
      actualStart: first.visit?.actualStart,
      actualEnd: left.visit?.actualEnd,
      handover: { meals: 'Pasta and peas at six' },
    });
  });
});

describe("the office's hand on the times", () => {
  // Four visits of one member, one after another: past the default 30 s when it runs first, cold.
  it('completes a started visit with a reason, corrects it later, and refuses the future and the unconfirmed', async () => {
    const [admin, client, area] = await Promise.all([signIn({ admin: true }), signIn(), ownDistrict()]);
    const member = await memberIn(admin, area);
    // Two days ago, so that a correction past midnight still ends before now at any hour of the run.
    const past = addDays(today(), -2);
    const visit = await visitFor(admin, client, member, { date: past, time: '09:00' });
    const pending = await visitFor(admin, client, member, { date: past, time: '13:00', pending: true });
    const cancelled = await visitFor(admin, client, member, { date: past, time: '16:00' });
    const started = await visitFor(admin, client, member, { date: today() });
    await patchJson(
      `/api/admin/bookings/${cancelled.id}`,
      { status: 'cancelled', reason: 'Away' },
      admin.accessToken,
    );
    const correct = (id: string, body: unknown, token = admin.accessToken) =>
      send(token, 'PUT', `/api/admin/bookings/${id}/attendance`, body);
    const reason = 'The member’s phone was flat';

    expect(
      (await refusal(await correct(pending.id, { startTime: '13:00', endTime: '15:00', reason }), 409)).code,
    ).toBe('invalid_transition');
    expect(
      (await refusal(await correct(cancelled.id, { startTime: '16:00', endTime: '18:00', reason }), 409))
        .code,
    ).toBe('invalid_transition');
    // An end two hours from now is in the future, whether or not that is past midnight.
    const later = londonParts(new Date(Date.now() + 2 * 3_600_000)).time;
    const future = await refusal(
      await correct(started.id, { startTime: started.serviceTime, endTime: later, reason }),
      422,
    );
    expect(future.issues).toEqual([expect.objectContaining({ path: 'endTime' })]);
    expect(
      (await refusal(await correct(visit.id, { startTime: '09:05', endTime: '11:00' }), 422)).issues?.[0]
        ?.path,
    ).toBe('reason');
    expect(
      (await correct(visit.id, { startTime: '09:05', endTime: '11:00', reason }, member.token)).status,
    ).toBe(403);

    const done = await correct(visit.id, { startTime: '09:05', endTime: '11:10', reason });
    expect(done.status, await done.clone().text()).toBe(200);
    const completed = AdminBookingSchema.parse(await done.json());
    expect(completed.status).toBe('completed');
    expect(completed.visit).toMatchObject({
      actualStart: londonInstant(past, '09:05').toISOString(),
      actualEnd: londonInstant(past, '11:10').toISOString(),
      correction: { reason, at: expect.any(String) },
    });
    await eventually(async () => {
      const subjects = (await mailTo(client.email)).map((mail) => mail.subject);
      expect(subjects.filter((subject) => /^How did we do/.test(subject))).toHaveLength(1);
    });

    // Corrected again: the times move, past midnight; the client is not asked twice.
    const again = AdminBookingSchema.parse(
      await (
        await correct(visit.id, { startTime: '22:00', endTime: '00:30', reason: 'Typed the wrong times' })
      ).json(),
    );
    expect(again.visit).toMatchObject({
      actualStart: londonInstant(past, '22:00').toISOString(),
      actualEnd: londonInstant(addDays(past, 1), '00:30').toISOString(),
      correction: { reason: 'Typed the wrong times' },
    });
    expect(await kindsOf(admin, visit.id, ['visit-completed'])).toEqual(['visit-completed:email']);
    // Completed by the office at its times: nothing ended early, so nothing waits to be confirmed.
    const notEarly = await send(
      admin.accessToken,
      'POST',
      `/api/admin/bookings/${visit.id}/early-check-out/confirm`,
      undefined,
    );
    expect(notEarly.status).toBe(409);
    expect(ErrorBodySchema.parse(await notEarly.json()).code).toBe('not_early');
  }, 60_000);
});

describe("the office's checklists", () => {
  it('has one for every service, keeps the ids of items kept, names new ones, and each check-in copies them', async () => {
    const [admin, client, area] = await Promise.all([signIn({ admin: true }), signIn(), ownDistrict()]);
    const checklists = (body?: unknown) =>
      body === undefined
        ? get(admin.accessToken, '/api/admin/settings/checklists')
        : send(admin.accessToken, 'PUT', '/api/admin/settings/checklists', body);
    const before = ChecklistTemplatesSchema.parse(await (await checklists()).json());
    try {
      const member = await memberIn(admin, area);
      // Every service has a template, each item with an id that a second read gives again.
      expect(Object.keys(before.templates).sort()).toEqual([...SERVICE_TYPES].sort());
      const again = ChecklistTemplatesSchema.parse(await (await checklists()).json());
      expect(again).toEqual(before);
      for (const items of Object.values(before.templates))
        expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
      const ironing = [{ id: 'd2', label: 'Trousers and skirts' }, { label: 'Bed linen pressed' }];
      const saved = await checklists({ templates: { ...before.templates, ironing } });
      expect(saved.status, await saved.clone().text()).toBe(200);
      const templates = ChecklistTemplatesSchema.parse(await saved.json()).templates;
      expect(templates.ironing[0]).toEqual({ id: 'd2', label: 'Trousers and skirts' });
      expect(templates.ironing[1]).toMatchObject({
        id: expect.stringMatching(/^[0-9a-f]{8}$/),
        label: 'Bed linen pressed',
      });

      const twice = await refusal(
        await checklists({
          templates: {
            ...before.templates,
            ironing: [
              { id: 'x', label: 'Shirts' },
              { id: 'x', label: 'Sheets' },
            ],
          },
        }),
        422,
      );
      expect(twice.issues?.[0]?.path).toBe('templates.ironing.1.id');

      const visit = await visitFor(admin, client, member, { date: today(), serviceType: 'ironing' });
      // The test's own district is in no table of places: the phone's position gives no distance.
      const arrived = await visitOf(
        await act(member, visit.id, 'check-in', { location: { latitude: 51.7, longitude: -0.18 } }),
      );
      expect(arrived.visit?.actualStart).toEqual(expect.any(String));
      expect(arrived.visit?.startDistanceMetres).toBeUndefined();
      expect(arrived.visit?.checklist).toEqual(templates.ironing.map((item) => ({ ...item, done: false })));
      // A later edit changes the visits to come, not the one under way.
      await checklists(before);
      expect(
        (await visitOf(await get(member.token, `/api/staff/visits/${visit.id}`))).visit?.checklist,
      ).toEqual(arrived.visit?.checklist);
      expect((await get(client.accessToken, '/api/admin/settings/checklists')).status).toBe(403);
    } finally {
      expect((await checklists(before)).status).toBe(200);
    }
  });
});
