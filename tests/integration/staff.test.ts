import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { noticeKey } from '../../lambdas/data/notice';
import { sweepCredentials } from '../../lambdas/notices/credentials';
import { todayInLondon } from '../../shared/dates';
import { addDays, addMonths } from '../../shared/london-time';
import { ErrorBodySchema } from '../../shared/schemas/error';
import { CredentialReportSchema, StaffListSchema, StaffSchema } from '../../shared/schemas/staff';
import { api, bearer, db, mailTo, markLeft, postJson, signIn, stack, stackIdle } from './support';

type Session = Awaited<ReturnType<typeof signIn>>;

const today = todayInLondon();
const weekdays = { start: '08:00', end: '17:00' };

/** A staff member as the office would enter them; each test's own, by a unique name and address. */
const details = (overrides: Record<string, unknown> = {}) => {
  const tag = randomUUID().slice(0, 8);
  return {
    name: `Maria ${tag}`,
    email: `maria-${tag}@example.com`,
    phone: '07700 900123',
    services: ['domestic_cleaning', 'childcare'],
    districts: ['en6', 'EN5'],
    pattern: { 1: weekdays, 2: weekdays, 3: weekdays },
    credentials: {
      dbs: { certificateNumber: '001234567890', issuedOn: addMonths(today, -2), updateService: true },
      paediatricFirstAid: { expiresOn: addDays(today, 10) },
      referencesReceived: 2,
    },
    ...overrides,
  };
};

const create = (admin: Session, body: unknown, key = randomUUID()) =>
  postJson('/api/admin/staff', body, { ...bearer(admin.accessToken), 'idempotency-key': key });

const put = (admin: Session, id: string, body: unknown) =>
  api(`/api/admin/staff/${id}`, {
    method: 'PUT',
    headers: { ...bearer(admin.accessToken), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const get = (session: Session, pathname: string) => api(pathname, { headers: bearer(session.accessToken) });

describe('the team register', () => {
  it('adds a member with their services, districts, hours and credentials, once per Idempotency-Key', async () => {
    const admin = await signIn({ admin: true });
    const body = details();
    const key = randomUUID();
    const first = await create(admin, body, key);
    expect(first.status).toBe(201);
    const staff = StaffSchema.parse(await first.json());
    expect(staff).toMatchObject({
      name: body.name,
      active: true,
      version: 1,
      services: ['domestic_cleaning', 'childcare'],
      districts: ['EN6', 'EN5'],
      worksBankHolidays: false,
      absences: [],
    });
    const again = await create(admin, body, key);
    expect(again.status).toBe(201);
    expect(StaffSchema.parse(await again.json()).id).toBe(staff.id);

    const read = await get(admin, `/api/admin/staff/${staff.id}`);
    expect(StaffSchema.parse(await read.json())).toEqual(staff);
    const listed = StaffListSchema.parse(
      await (await get(admin, `/api/admin/staff?q=${body.name.slice(6)}`)).json(),
    );
    expect(listed.items.map((item) => item.id)).toEqual([staff.id]);
  });

  it('keeps one record per email address (409), whatever its case', async () => {
    const admin = await signIn({ admin: true });
    const body = details();
    expect((await create(admin, body)).status).toBe(201);
    const twin = await create(admin, { ...details(), email: body.email.toUpperCase() });
    expect(twin.status).toBe(409);
    expect(ErrorBodySchema.parse(await twin.json()).code).toBe('staff_email_taken');
  });

  it('answers 422 on the field for dates that must be past, an expiry before its course, an end before a start', async () => {
    const admin = await signIn({ admin: true });
    const future = addDays(today, 3);
    const refused = await create(
      admin,
      details({
        credentials: {
          dbs: { certificateNumber: '001234567890', issuedOn: future, updateService: false },
          rightToWorkCheckedOn: future,
          referencesReceived: 2,
        },
      }),
    );
    expect(refused.status).toBe(422);
    expect(ErrorBodySchema.parse(await refused.json()).issues).toEqual([
      { path: 'credentials.dbs.issuedOn', message: 'A DBS certificate cannot be issued in the future' },
      { path: 'credentials.rightToWorkCheckedOn', message: 'A right-to-work check cannot be in the future' },
    ]);
    const shapes = await create(
      admin,
      details({
        pattern: { 1: { start: '17:00', end: '08:00' } },
        credentials: {
          paediatricFirstAid: { completedOn: '2026-01-10', expiresOn: '2025-01-10' },
          referencesReceived: 2,
        },
      }),
    );
    expect(shapes.status).toBe(422);
    const issues = ErrorBodySchema.parse(await shapes.json()).issues ?? [];
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'pattern.1.end', message: 'The end must be after the start' },
        {
          path: 'credentials.paediatricFirstAid.expiresOn',
          message: 'The expiry must be after the course was completed',
        },
      ]),
    );
  });

  it('changes a record at the version it was read; a stale change is refused (409) and changes nothing', async () => {
    const admin = await signIn({ admin: true });
    const staff = StaffSchema.parse(await (await create(admin, details())).json());
    const { id, createdAt: _c, updatedAt: _u, active: _a, ...form } = staff;
    const leave = { kind: 'leave', from: addDays(today, 7), to: addDays(today, 11) };
    const changed = await put(admin, id, { ...form, absences: [leave], email: `new-${staff.email}` });
    expect(changed.status).toBe(200);
    expect(StaffSchema.parse(await changed.json())).toMatchObject({ version: 2, absences: [leave] });

    const stale = await put(admin, id, { ...form, name: 'Someone else' });
    expect(stale.status).toBe(409);
    expect(ErrorBodySchema.parse(await stale.json()).code).toBe('stale');
    expect(StaffSchema.parse(await (await get(admin, `/api/admin/staff/${id}`)).json()).name).toBe(
      staff.name,
    );

    // The old address is free again; the new one is taken.
    expect((await create(admin, { ...details(), email: staff.email })).status).toBe(201);
    expect((await create(admin, { ...details(), email: `new-${staff.email}` })).status).toBe(409);
  });

  it('marks a member as left, who then leaves the active list but keeps their record', async () => {
    const admin = await signIn({ admin: true });
    const staff = StaffSchema.parse(await (await create(admin, details())).json());
    const { id } = staff;
    expect((await markLeft(admin.accessToken, staff)).status).toBe(200);
    const search = `?q=${encodeURIComponent(staff.email)}`;
    expect(StaffListSchema.parse(await (await get(admin, `/api/admin/staff${search}`)).json()).items).toEqual(
      [],
    );
    const all = StaffListSchema.parse(
      await (await get(admin, `/api/admin/staff${search}&status=all`)).json(),
    );
    expect(all.items.map((item) => [item.id, item.active])).toEqual([[id, false]]);
  });

  it('reports credentials that run out within 30 days and whether "100% DBS checked" holds', async () => {
    const admin = await signIn({ admin: true });
    const staff = StaffSchema.parse(await (await create(admin, details())).json());
    const lapsed = StaffSchema.parse(
      await (
        await create(
          admin,
          details({
            credentials: {
              dbs: {
                certificateNumber: '009876543210',
                issuedOn: addMonths(today, -13),
                updateService: false,
              },
              referencesReceived: 2,
            },
          }),
        )
      ).json(),
    );
    const report = CredentialReportSchema.parse(
      await (await get(admin, '/api/admin/staff/credentials')).json(),
    );
    expect(report.today).toBe(today);
    expect(report.expiring).toEqual(
      expect.arrayContaining([
        {
          staffId: staff.id,
          name: staff.name,
          credential: 'paediatricFirstAid',
          validUntil: addDays(today, 10),
          expired: false,
        },
        expect.objectContaining({ staffId: lapsed.id, credential: 'dbs', expired: true }),
      ]),
    );
    expect(report.dbsClaim.holds).toBe(false);
    expect(report.dbsClaim.without).toEqual(expect.arrayContaining([{ id: lapsed.id, name: lapsed.name }]));
  });
});

describe('staff accounts', () => {
  it("are refused the clients' routes and the office's (403), and may ask who they are", async () => {
    const [member, admin] = await Promise.all([signIn({ staff: true }), signIn({ admin: true })]);
    const bookings = await get(member, '/api/bookings');
    expect(bookings.status).toBe(403);
    expect(ErrorBodySchema.parse(await bookings.json()).code).toBe('forbidden');
    expect((await get(member, '/api/admin/staff')).status).toBe(403);
    const me = await get(member, '/api/me');
    expect(me.status).toBe(200);
    // The office still reaches its own routes, and a client is still refused the office's.
    expect((await get(admin, '/api/admin/staff')).status).toBe(200);
  });
});

describe("the office's notice of a credential running out", () => {
  it('is written once per member, credential and date, and reaches the office inbox', async () => {
    const admin = await signIn({ admin: true });
    const firstAidUntil = addDays(today, 9);
    const created = await create(
      admin,
      details({
        credentials: {
          dbs: { certificateNumber: '001234567893', issuedOn: addMonths(today, -2), updateService: true },
          paediatricFirstAid: { expiresOn: firstAidUntil },
          referencesReceived: 2,
        },
      }),
    );
    const member = StaffSchema.parse(await created.json());
    const noticeId = `credential-paediatricFirstAid-${firstAidUntil}`;
    const stored = async () =>
      (
        await db.send(
          new GetCommand({
            TableName: stack.env.TABLE_NAME,
            Key: noticeKey({ type: 'staff', id: member.id }, noticeId),
            ConsistentRead: true,
          }),
        )
      ).Item;

    await sweepCredentials();
    expect(await stored()).toMatchObject({
      kind: 'credential-expiring',
      audience: 'office',
      facts: {
        credential: { staffId: member.id, credential: 'paediatricFirstAid', validUntil: firstAidUntil },
      },
    });
    // Another sweep (the schedule runs every few minutes) writes nothing new for it.
    const createdAt = (await stored())?.createdAt;
    await sweepCredentials();
    expect((await stored())?.createdAt).toBe(createdAt);

    await stackIdle();
    const mail = (await mailTo(stack.env.MAIL_TO)).filter((sent) =>
      sent.subject.startsWith(`${member.name}'s paediatric first aid certificate runs out on`),
    );
    expect(mail).toHaveLength(1);
  });
});
