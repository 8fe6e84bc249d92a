import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { bookingItem, bookingKey } from '../../lambdas/data/booking';
import { childItemKeys } from '../../lambdas/data/children';
import { noticeKey } from '../../lambdas/data/notice';
import { deliverNotice } from '../../lambdas/notices/delivery';
import { keyNoticeId, sweepKeys } from '../../lambdas/notices/house-keys';
import { todayInLondon } from '../../shared/dates';
import { addDays, addMonths, londonInstant } from '../../shared/london-time';
import { AccountExportSchema } from '../../shared/schemas/account';
import type { Booking } from '../../shared/schemas/booking';
import { ChildListSchema, ChildSchema, MAX_CHILDREN } from '../../shared/schemas/children';
import { CsvFileSchema } from '../../shared/schemas/csv';
import { ErrorBodySchema } from '../../shared/schemas/error';
import { ClientKeyListSchema, type Key, KeyListSchema, KeySchema } from '../../shared/schemas/house-keys';
import { VISIT_DAY } from '../../shared/visit-day';
import {
  addStaffMember,
  api,
  bearer,
  bookingIn,
  db,
  invoicedAndPaid,
  mailTo,
  markLeft,
  postJson,
  signIn,
  stack,
  stackIdle,
} from './support';

/**
 * Children's profiles and the key register, through the local gateway: a family's children
 * are theirs and the office's only (another family's is not found), in their data download, erased with
 * them, in no CSV export; keys are recorded, handed over at the version read, given back or lost, seen
 * by their client by the holder's first name only, and a key kept past its time tells the office once.
 */
type Session = Awaited<ReturnType<typeof signIn>>;

const today = todayInLondon();
const HOUR_MS = 3_600_000;

/** A child as a parent enters one; a name of the test's own, so a search for it finds only this one. */
const child = (overrides: Record<string, unknown> = {}) => ({
  firstName: `Poppy ${randomUUID().slice(0, 8)}`,
  dateOfBirth: addMonths(today, -12 * 4),
  allergies: 'Peanuts: an EpiPen is in the kitchen drawer',
  dietaryNeeds: 'Vegetarian',
  emergencyContacts: [{ name: 'Gran Smith', relationship: 'Grandmother', phone: '07700 900321' }],
  consents: { outings: true, photos: false, sunCream: true },
  ...overrides,
});

const json = { 'content-type': 'application/json' };

const addChild = (session: Session, body: unknown, key: string = randomUUID()) =>
  postJson('/api/me/children', body, { ...bearer(session.accessToken), 'idempotency-key': key });

const putChild = (session: Session, id: string, body: unknown) =>
  api(`/api/me/children/${id}`, {
    method: 'PUT',
    headers: { ...bearer(session.accessToken), ...json },
    body: JSON.stringify(body),
  });

const removeChild = (session: Session, id: string) =>
  api(`/api/me/children/${id}`, { method: 'DELETE', headers: bearer(session.accessToken) });

const get = (session: Session, pathname: string) => api(pathname, { headers: bearer(session.accessToken) });

const codeOf = async (response: Response) => ErrorBodySchema.parse(await response.json()).code;

const added = async (session: Session, body: unknown = child()) => {
  const response = await addChild(session, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return ChildSchema.parse(await response.json());
};

const myChildren = async (session: Session) => {
  const response = await get(session, '/api/me/children');
  expect(response.status).toBe(200);
  return ChildListSchema.parse(await response.json()).items;
};

describe("children's profiles", () => {
  it('a family adds, reads, corrects and removes its children; a retried add makes one', async () => {
    const parent = await signIn();
    const body = child();
    const key = randomUUID();
    const first = await addChild(parent, body, key);
    expect(first.status).toBe(201);
    const poppy = ChildSchema.parse(await first.json());
    expect(poppy).toMatchObject({ firstName: body.firstName, allergies: body.allergies });
    expect(poppy.emergencyContacts[0]?.phone).toBe('07700900321');
    const retried = await addChild(parent, body, key);
    expect(retried.status).toBe(201);
    expect(ChildSchema.parse(await retried.json()).id).toBe(poppy.id);

    const older = await added(parent, child({ dateOfBirth: addMonths(today, -12 * 9) }));
    // Oldest first.
    expect((await myChildren(parent)).map((c) => c.id)).toEqual([older.id, poppy.id]);

    const { allergies: _none, ...withoutAllergies } = body;
    const corrected = await putChild(parent, poppy.id, { ...withoutAllergies, medicalNotes: 'Asthma' });
    expect(corrected.status).toBe(200);
    const saved = ChildSchema.parse(await corrected.json());
    expect(saved).toMatchObject({ id: poppy.id, createdAt: poppy.createdAt, medicalNotes: 'Asthma' });
    expect(saved.allergies).toBeUndefined();
    expect(saved.updatedAt).toEqual(expect.any(String));

    const removed = await removeChild(parent, poppy.id);
    expect(removed.status).toBe(200);
    expect(ChildListSchema.parse(await removed.json()).items.map((c) => c.id)).toEqual([older.id]);
    expect((await myChildren(parent)).map((c) => c.id)).toEqual([older.id]);
    // Removed is gone: neither corrected nor removed again.
    expect((await putChild(parent, poppy.id, body)).status).toBe(404);
    expect((await removeChild(parent, poppy.id)).status).toBe(404);
  });

  it("another family's child is not found (404), and never listed", async () => {
    const [parent, stranger] = await Promise.all([signIn(), signIn()]);
    const mine = await added(parent);
    const put = await putChild(stranger, mine.id, child());
    expect(put.status).toBe(404);
    expect(await codeOf(put)).toBe('not_found');
    expect((await removeChild(stranger, mine.id)).status).toBe(404);
    expect(await myChildren(stranger)).toEqual([]);
    // Untouched by either attempt.
    expect(await myChildren(parent)).toEqual([mine]);
  });

  it('refuses a date of birth in the future, or 18 years ago or more (422), and writes nothing', async () => {
    const parent = await signIn();
    for (const dateOfBirth of [addDays(today, 1), today, addMonths(today, -12 * 18), '2010-02-30']) {
      const response = await addChild(parent, child({ dateOfBirth }));
      expect(response.status, dateOfBirth).toBe(422);
      const body = ErrorBodySchema.parse(await response.json());
      expect(new Set(body.issues?.map((issue) => issue.path))).toEqual(new Set(['dateOfBirth']));
    }
    // Nearly 18 is still a child.
    await added(parent, child({ dateOfBirth: addDays(addMonths(today, -12 * 18), 1) }));
    const mine = await added(parent);
    const future = await putChild(parent, mine.id, child({ dateOfBirth: addDays(today, 30) }));
    expect(future.status).toBe(422);
    expect((await myChildren(parent)).find((c) => c.id === mine.id)?.dateOfBirth).toBe(mine.dateOfBirth);
    // The shared text rule holds on every free-text field.
    const hidden = await addChild(parent, child({ medicalNotes: 'fine\u202Eevil' }));
    expect(hidden.status).toBe(422);
    expect((await myChildren(parent)).length).toBe(2);
  });

  it(`holds at most ${MAX_CHILDREN} per family, however the adds race (409 beyond)`, async () => {
    const parent = await signIn();
    for (let n = 1; n < MAX_CHILDREN; n += 1) await added(parent);
    const racing = await Promise.all([1, 2, 3].map(() => addChild(parent, child())));
    const statuses = racing.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
    expect(await myChildren(parent)).toHaveLength(MAX_CHILDREN);
    const over = await addChild(parent, child());
    expect(over.status).toBe(409);
    expect(await codeOf(over)).toBe('too_many_children');
    // Removing one makes room for one.
    const [first] = await myChildren(parent);
    await removeChild(parent, first?.id ?? '');
    await added(parent);
  });

  it('is for client accounts only: a staff account is refused (403)', async () => {
    const member = await signIn({ staff: true });
    expect((await get(member, '/api/me/children')).status).toBe(403);
    const response = await addChild(member, child());
    expect(response.status).toBe(403);
  });

  it("the office reads a family's children; a client cannot (403); an unknown id is 404", async () => {
    const [parent, admin, other] = await Promise.all([signIn(), signIn({ admin: true }), signIn()]);
    const mine = await added(parent);
    const asOffice = await get(admin, `/api/admin/users/${parent.sub}/children`);
    expect(asOffice.status).toBe(200);
    expect(ChildListSchema.parse(await asOffice.json()).items).toEqual([mine]);
    expect((await get(other, `/api/admin/users/${parent.sub}/children`)).status).toBe(403);
    expect((await get(admin, `/api/admin/users/${randomUUID()}/children`)).status).toBe(404);
  });

  it('are in the family’s data download and on the office’s client page', async () => {
    const [parent, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const mine = await added(parent);
    const download = await get(parent, '/api/me/export');
    expect(download.status).toBe(200);
    expect(AccountExportSchema.parse(await download.json()).children).toEqual([mine]);
    const clientPage = await get(admin, `/api/admin/users/${parent.sub}`);
    expect(AccountExportSchema.parse(await clientPage.json()).children).toEqual([mine]);
  });

  /**
   * A family with a child, a removed child and a completed care visit with the carer's handover (the
   * visit day's part writes it at check-out; here it is stored on the booking as that part stores it).
   */
  const familyWithHandover = async () => {
    const [parent, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const poppy = await added(parent);
    await removeChild(parent, (await added(parent)).id);
    const visited = await bookingIn(parent, admin.accessToken, 'completed');
    const handover = { meals: `Pasta for ${poppy.firstName}`, mood: 'Happy, tired by seven' };
    const actualStart = new Date(Date.now() - 30 * 24 * HOUR_MS).toISOString();
    await db.send(
      new UpdateCommand({
        TableName: stack.env.TABLE_NAME,
        Key: bookingKey(visited),
        UpdateExpression: 'SET visit = :visit',
        ExpressionAttributeValues: { ':visit': { actualStart, handover } },
      }),
    );
    return { parent, admin, poppy, visited, handover, actualStart };
  };

  it("never appear in the office's CSV exports, nor does a handover", async () => {
    const { parent, admin, poppy, visited, handover } = await familyWithHandover();
    const users = await get(admin, `/api/admin/users/export?q=${encodeURIComponent(parent.email)}`);
    const bookings = await get(admin, `/api/admin/bookings/export?clientId=${parent.sub}&view=past`);
    for (const [response, holds] of [
      [users, parent.email],
      [bookings, visited],
    ] as const) {
      expect(response.status).toBe(200);
      const { csv, rows } = CsvFileSchema.parse(await response.json());
      expect(rows).toBe(1);
      expect(csv).toContain(holds);
      for (const secret of [poppy.firstName, 'Peanuts', 'Gran Smith', handover.meals, handover.mood])
        expect(csv).not.toContain(secret);
    }
  });

  it("are erased with the account, each visit's handover too; the key register keeps no name", async () => {
    const { parent, admin, poppy, visited, actualStart } = await familyWithHandover();
    const theirKey = await newKey(admin, parent);
    await invoicedAndPaid(parent.sub, [visited], admin.accessToken);
    const deleted = await postJson('/api/me/delete', { confirm: true }, bearer(parent.accessToken));
    expect(deleted.status).toBe(200);
    // Every child item, the removed one's too, is gone; the visit keeps its times, not the handover.
    expect(await childItemKeys(parent.sub)).toEqual([]);
    const { Item } = await db.send(
      new GetCommand({ TableName: stack.env.TABLE_NAME, Key: bookingKey(visited), ConsistentRead: true }),
    );
    expect(Item?.visit).toEqual({ actualStart });
    expect(JSON.stringify(Item)).not.toContain(poppy.firstName);
    // The office still has the key's tag and hand-overs to give it back by; not the client's name.
    const kept = KeySchema.parse(await (await get(admin, `/api/admin/keys/${theirKey.id}`)).json());
    expect(kept).toMatchObject({ tag: theirKey.tag, status: 'held', version: theirKey.version + 1 });
    expect(kept.clientName).toBeUndefined();
  });
});

const createKey = (admin: Session, body: unknown, key: string = randomUUID()) =>
  postJson('/api/admin/keys', body, { ...bearer(admin.accessToken), 'idempotency-key': key });

const newKey = async (admin: Session, client: Session, label = 'Front door') => {
  const response = await createKey(admin, { clientId: client.sub, kind: 'key', label });
  expect(response.status, await response.clone().text()).toBe(201);
  return KeySchema.parse(await response.json());
};

const moveKey = (admin: Session, entry: Pick<Key, 'id' | 'version'>, to: unknown, reason?: string) =>
  postJson(
    `/api/admin/keys/${entry.id}/move`,
    { to, version: entry.version, ...(reason ? { reason } : {}) },
    bearer(admin.accessToken),
  );

const moved = async (admin: Session, entry: Pick<Key, 'id' | 'version'>, to: unknown) => {
  const response = await moveKey(admin, entry, to);
  expect(response.status, await response.clone().text()).toBe(200);
  return KeySchema.parse(await response.json());
};

const myKeys = async (client: Session) => {
  const response = await get(client, '/api/me/keys');
  expect(response.status).toBe(200);
  return ClientKeyListSchema.parse(await response.json()).items;
};

/** A visit of the client's given to a member, written as the bookings part stores one. */
const putVisit = async (overrides: Partial<Booking> & Pick<Booking, 'userId' | 'serviceDate'>) => {
  const visit: Booking = {
    id: randomUUID(),
    serviceType: 'domestic_cleaning',
    serviceTime: '10:00',
    durationHours: 3,
    status: 'confirmed',
    createdAt: new Date().toISOString(),
    scheduleVersion: 0,
    ...overrides,
  };
  await db.send(new PutCommand({ TableName: stack.env.TABLE_NAME, Item: bookingItem(visit, 'test') }));
  return visit;
};

describe('the key register', () => {
  it('records a key under the next tag, in the safe, for an existing client only; once per Idempotency-Key', async () => {
    const [admin, client] = await Promise.all([signIn({ admin: true }), signIn()]);
    const key = randomUUID();
    const body = { clientId: client.sub, kind: 'fob', label: 'Communal door' };
    const first = await createKey(admin, body, key);
    expect(first.status).toBe(201);
    const fob = KeySchema.parse(await first.json());
    expect(fob).toMatchObject({
      tag: expect.stringMatching(/^K-\d{3,}$/),
      clientId: client.sub,
      clientName: expect.stringMatching(/^Test /),
      status: 'held',
      holder: { type: 'office' },
      history: [],
      version: 1,
    });
    const again = KeySchema.parse(await (await createKey(admin, body, key)).json());
    expect(again).toEqual(fob);
    const next = await newKey(admin, client);
    expect(Number(next.tag.slice(2))).toBeGreaterThan(Number(fob.tag.slice(2)));

    const unknown = await createKey(admin, { ...body, clientId: randomUUID() });
    expect(unknown.status).toBe(422);
    expect(ErrorBodySchema.parse(await unknown.json()).issues?.map((issue) => issue.path)).toEqual([
      'clientId',
    ]);

    const listed = await get(admin, `/api/admin/keys?clientId=${client.sub}`);
    expect(KeyListSchema.parse(await listed.json()).items.map((k) => k.id)).toEqual([fob.id, next.id]);
    const one = await get(admin, `/api/admin/keys/${fob.id}`);
    expect(KeySchema.parse(await one.json())).toEqual(fob);
    expect((await get(admin, `/api/admin/keys/${randomUUID()}`)).status).toBe(404);
  });

  it('is the office’s: a staff member and a client are refused every admin key route (403)', async () => {
    const [member, client, admin] = await Promise.all([
      signIn({ staff: true }),
      signIn(),
      signIn({ admin: true }),
    ]);
    const entry = await newKey(admin, client);
    for (const session of [member, client]) {
      expect((await get(session, '/api/admin/keys')).status).toBe(403);
      expect((await get(session, `/api/admin/keys/${entry.id}`)).status).toBe(403);
      expect(
        (await createKey(session, { clientId: client.sub, kind: 'key', label: 'Back door' })).status,
      ).toBe(403);
      expect((await moveKey(session, entry, { type: 'office' })).status).toBe(403);
      const lost = await postJson(
        `/api/admin/keys/${entry.id}/lost`,
        { reason: 'Cannot find it', version: entry.version },
        bearer(session.accessToken),
      );
      expect(lost.status).toBe(403);
    }
    // A member's account is not a client's either.
    expect((await get(member, '/api/me/keys')).status).toBe(403);
    expect(KeySchema.parse(await (await get(admin, `/api/admin/keys/${entry.id}`)).json())).toEqual(entry);
  });

  it('hands a key over at the version read (409 when stale), to an active member only (422), and back to the client', async () => {
    const [admin, client] = await Promise.all([signIn({ admin: true }), signIn()]);
    const member = await addStaffMember(admin.accessToken);
    const entry = await newKey(admin, client);

    const unknown = await moveKey(admin, entry, { type: 'staff', staffId: randomUUID() });
    expect(unknown.status).toBe(422);
    expect(ErrorBodySchema.parse(await unknown.json()).issues?.map((issue) => issue.path)).toEqual([
      'to.staffId',
    ]);
    const leaver = await addStaffMember(admin.accessToken);
    expect((await markLeft(admin.accessToken, leaver)).status).toBe(200);
    expect((await moveKey(admin, entry, { type: 'staff', staffId: leaver.id })).status).toBe(422);
    expect((await moveKey(admin, entry, { type: 'office' })).status).toBe(409);

    const out = await moveKey(admin, entry, { type: 'staff', staffId: member.id }, 'For Tuesday');
    expect(out.status).toBe(200);
    const withMember = KeySchema.parse(await out.json());
    expect(withMember).toMatchObject({
      status: 'held',
      holder: { type: 'staff', staffId: member.id, staffName: member.name },
      version: 2,
      history: [
        { from: { type: 'office' }, to: { type: 'staff', staffId: member.id }, reason: 'For Tuesday' },
      ],
    });
    expect(withMember.since).toBe(withMember.history[0]?.at);

    // The office read it at version 1: someone moved it since.
    const stale = await moveKey(admin, entry, { type: 'office' });
    expect(stale.status).toBe(409);
    expect(await codeOf(stale)).toBe('stale');

    const back = await moved(admin, withMember, { type: 'office' });
    expect(back).toMatchObject({ holder: { type: 'office' }, version: 3 });
    expect(back.dueBackAt).toBeUndefined();
    const returned = await moved(admin, back, { type: 'client' });
    expect(returned).toMatchObject({ status: 'returned', holder: { type: 'client' }, version: 4 });
    expect(returned.history.map((move) => move.to.type)).toEqual(['staff', 'office', 'client']);
    // Given back, it is out of the register's hands: no more moves, nor a loss.
    const after = await moveKey(admin, returned, { type: 'office' });
    expect(after.status).toBe(409);
    expect(await codeOf(after)).toBe('key_not_held');
    expect(await myKeys(client)).toEqual([]);
  });

  it('marks a lost key with the reason; it leaves the client’s list, and moves no more', async () => {
    const [admin, client] = await Promise.all([signIn({ admin: true }), signIn()]);
    const entry = await newKey(admin, client);
    const lose = (version: number) =>
      postJson(
        `/api/admin/keys/${entry.id}/lost`,
        { reason: 'Not in the safe since the move', version },
        bearer(admin.accessToken),
      );
    expect((await lose(entry.version + 1)).status).toBe(409);
    const response = await lose(entry.version);
    expect(response.status).toBe(200);
    const lost = KeySchema.parse(await response.json());
    expect(lost).toMatchObject({
      status: 'lost',
      lost: { reason: 'Not in the safe since the move' },
      version: 2,
    });
    expect(await myKeys(client)).toEqual([]);
    expect((await lose(lost.version)).status).toBe(409);
    const held = await get(admin, `/api/admin/keys?clientId=${client.sub}&status=held`);
    expect(KeyListSchema.parse(await held.json()).items).toEqual([]);
    const all = await get(admin, `/api/admin/keys?clientId=${client.sub}&status=lost`);
    expect(KeyListSchema.parse(await all.json()).items.map((k) => k.id)).toEqual([entry.id]);
  });

  it('shows a client their own keys only, a member by first name only', async () => {
    const [admin, client, neighbour] = await Promise.all([signIn({ admin: true }), signIn(), signIn()]);
    const member = await addStaffMember(admin.accessToken);
    const front = await newKey(admin, client, 'Front door');
    const gate = await newKey(admin, client, 'Side gate');
    const theirs = await newKey(admin, neighbour, 'Their door');
    const withMember = await moved(admin, gate, { type: 'staff', staffId: member.id });

    const seen = await myKeys(client);
    expect(seen.map((k) => k.id)).toEqual([front.id, gate.id]);
    expect(seen[0]).toEqual({
      id: front.id,
      tag: front.tag,
      kind: 'key',
      label: 'Front door',
      where: 'office',
      since: front.since,
    });
    expect(seen[1]).toEqual({
      id: gate.id,
      tag: gate.tag,
      kind: 'key',
      label: 'Side gate',
      where: 'staff',
      holderFirstName: member.name.split(' ')[0],
      since: withMember.since,
    });
    // Neither the member's surname, nor the register's notes, nor anyone else's key.
    const text = JSON.stringify(seen);
    expect(text).not.toContain(member.name.split(' ')[1]);
    expect(text).not.toContain(theirs.id);
    expect((await myKeys(neighbour)).map((k) => k.id)).toEqual([theirs.id]);
  });

  it("is due back the booked end of the member's next visit needing it plus the return time, else from the hand-over", async () => {
    const [admin, client] = await Promise.all([signIn({ admin: true }), signIn()]);
    const [member, other, third] = await Promise.all([
      addStaffMember(admin.accessToken),
      addStaffMember(admin.accessToken),
      addStaffMember(admin.accessToken),
    ]);
    const entry = await newKey(admin, client);
    const tomorrow = addDays(today, 1);
    const forKey = { userId: client.sub, keyId: entry.id, staffId: member.id, staffName: member.name };
    const { keyId: _none, ...needsNoKey } = forKey;
    await Promise.all([
      // Today (late, or already over: today's visits count), but given to someone else.
      putVisit({ ...forKey, serviceDate: today, serviceTime: '23:00', staffId: other.id }),
      // The member's, but needing no key; and one cancelled.
      putVisit({ ...needsNoKey, serviceDate: today }),
      putVisit({ ...forKey, serviceDate: tomorrow, serviceTime: '09:00', status: 'cancelled' }),
      putVisit({ ...forKey, serviceDate: tomorrow, serviceTime: '14:00' }),
      putVisit({ ...forKey, serviceDate: addDays(today, 3) }),
    ]);
    const dueAfter = (date: string, time: string) =>
      new Date(londonInstant(date, time).getTime() + (3 + VISIT_DAY.keyReturnHours) * HOUR_MS).toISOString();
    const out = await moved(admin, entry, { type: 'staff', staffId: member.id });
    expect(out.dueBackAt).toBe(dueAfter(tomorrow, '14:00'));
    const handed = await moved(admin, out, { type: 'staff', staffId: other.id });
    expect(handed.dueBackAt).toBe(dueAfter(today, '23:00'));

    // A member with no visit needing it: the return time from the hand-over.
    const spare = await moved(admin, handed, { type: 'staff', staffId: third.id });
    expect(spare.dueBackAt).toBe(
      new Date(Date.parse(spare.since) + VISIT_DAY.keyReturnHours * HOUR_MS).toISOString(),
    );
  });

  it('a key kept past its time tells the office once per hand-over; one back in the safe, never', async () => {
    const [admin, client] = await Promise.all([signIn({ admin: true }), signIn()]);
    const member = await addStaffMember(admin.accessToken);
    const kept = await moved(admin, await newKey(admin, client, 'Front door'), {
      type: 'staff',
      staffId: member.id,
    });
    const brought = await moved(admin, await newKey(admin, client, 'Garage'), {
      type: 'staff',
      staffId: member.id,
    });
    await moved(admin, brought, { type: 'office' });
    const due = Date.parse(kept.dueBackAt ?? '');
    const notice = (entry: Key) => ({
      subject: { type: 'staff' as const, id: member.id },
      id: keyNoticeId(entry),
    });
    const stored = async (entry: Key) =>
      (
        await db.send(
          new GetCommand({
            TableName: stack.env.TABLE_NAME,
            Key: noticeKey(notice(entry).subject, notice(entry).id),
            ConsistentRead: true,
          }),
        )
      ).Item;

    // Not yet due: nothing.
    await sweepKeys(new Date(due - 60_000));
    expect(await stored(kept)).toBeUndefined();

    const sweepAt = new Date(due + 60_000);
    const first = await sweepKeys(sweepAt);
    expect(first.written).toBeGreaterThanOrEqual(1);
    // Brought back to the safe in time: off the queue, never told.
    expect(await stored(brought)).toBeUndefined();
    expect(await stored(kept)).toMatchObject({
      kind: 'key-not-returned',
      audience: 'office',
      facts: {
        key: {
          id: kept.id,
          tag: kept.tag,
          label: 'Front door',
          clientName: kept.clientName,
          holderName: member.name,
          since: kept.since,
          dueBackAt: kept.dueBackAt,
        },
      },
    });
    // The schedule runs every few minutes: the same hand-over is not told again.
    const createdAt = (await stored(kept))?.createdAt;
    await sweepKeys(sweepAt);
    await sweepKeys(new Date(due + 24 * HOUR_MS));
    expect((await stored(kept))?.createdAt).toBe(createdAt);

    // Sent when it is due (written at the sweep's instant), to the office inbox, once.
    expect(await deliverNotice(notice(kept), sweepAt)).toBe('sent');
    await stackIdle();
    const mail = (await mailTo(stack.env.MAIL_TO)).filter((sent) => sent.subject.includes(kept.tag));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe(`Key ${kept.tag} is not back in the safe`);
    for (const fact of ['Front door', member.name, kept.clientName ?? ''])
      expect(mail[0]?.body.text).toContain(fact);
    expect(mail.some((sent) => sent.subject.includes(brought.tag))).toBe(false);
  });
});
