import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { invoiceIndexKeys, invoiceKey } from '../../lambdas/data/invoice';
import { profileKey } from '../../lambdas/data/profile';
import { LISTS } from '../../lambdas/data/table';
import { todayInLondon } from '../../shared/dates';
import { addDays } from '../../shared/london-time';
import type { AdminBooking, Booking } from '../../shared/schemas/booking';
import type { CsvFile } from '../../shared/schemas/csv';
import type { AdminInvoice, CreatedInvoice } from '../../shared/schemas/invoice';
import type { UserListItem } from '../../shared/schemas/user';
import { api, bearer, bookingRequest, db, postJson, signIn, stack, weekdayAhead } from './support';

type Session = Awaited<ReturnType<typeof signIn>>;
type Page<T> = { items: T[]; nextCursor?: string };

const BOM = '\uFEFF';

/** A word no other test's data holds, so a search or filter here sees only this test's rows. */
const tag = () => `zq${randomUUID().slice(0, 8)}`;

const getJson = async <T>(path: string, token: string, status = 200): Promise<T> => {
  const response = await api(path, { headers: bearer(token) });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBe(status);
  return (await response.json()) as T;
};

const rename = async (session: Session, fullName: string) => {
  const response = await api('/api/me/profile', {
    method: 'PUT',
    headers: { ...bearer(session.accessToken), 'content-type': 'application/json' },
    body: JSON.stringify({ fullName, reminders: 'email' }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
};

/** A CSV as Excel would read it: the byte-order mark, then records; parsed by a real CSV parser. */
const rowsOf = (file: CsvFile) => {
  expect(file.csv.startsWith(BOM)).toBe(true);
  expect(file.contentType).toBe('text/csv;charset=utf-8');
  const [header, ...rows] = parse(file.csv.slice(1), { relax_column_count: false }) as string[][];
  expect(rows).toHaveLength(file.rows);
  return { header: header ?? [], rows };
};

const cell = (header: string[], row: string[] | undefined, name: string) => row?.[header.indexOf(name)];

const crafted = (key: Record<string, string>) => Buffer.from(JSON.stringify(key)).toString('base64url');

describe('users list', () => {
  it('keeps a stored name with a line break in one cell, and refuses new ones (M1)', async () => {
    const admin = await signIn({ admin: true });
    const client = await signIn();
    const word = tag();
    const refused = await api('/api/me/profile', {
      method: 'PUT',
      headers: { ...bearer(client.accessToken), 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: `Ada ${word}\n=1+1`, reminders: 'email' }),
    });
    expect(refused.status).toBe(422);
    // A name stored before names were held to one line, as the review found one.
    await rename(client, `Ada ${word}`);
    await db.send(
      new UpdateCommand({
        TableName: stack.env.TABLE_NAME,
        Key: profileKey(client.sub),
        UpdateExpression: 'SET fullName = :name',
        ExpressionAttributeValues: { ':name': `Ada ${word}\n=1+1` },
      }),
    );
    const file = await getJson<CsvFile>(`/api/admin/users/export?q=${word}`, admin.accessToken);
    const [header, ...rows] = parse(file.csv.slice(1), { record_delimiter: ['\r\n', '\n'] }) as string[][];
    expect(rows).toHaveLength(1);
    expect(cell(header ?? [], rows[0], 'Name')).toBe(`Ada ${word}\n'=1+1`);
  });

  it('searches by part of a name or an email in any case, by when they joined, sorts both ways and pages', async () => {
    const admin = await signIn({ admin: true });
    // One after the other: the list is ordered by when each joined.
    const first = await signIn();
    const second = await signIn();
    const word = tag();
    await rename(first, `Ada ${word} Lovelace`);
    await rename(second, `Grace ${word} Hopper`);
    const list = (query: string) =>
      getJson<Page<UserListItem>>(`/api/admin/users?${query}`, admin.accessToken);

    const byName = await list(`q=${word.toUpperCase()}&sort=asc`);
    expect(byName.items.map((user) => user.id)).toEqual([first.sub, second.sub]);
    expect(byName.items.every((user) => user.isAdmin === false)).toBe(true);
    const newestFirst = await list(`q=${word}&sort=desc`);
    expect(newestFirst.items.map((user) => user.id)).toEqual([second.sub, first.sub]);

    const byEmail = await list(`q=${encodeURIComponent(second.email.slice(5, 18).toUpperCase())}`);
    expect(byEmail.items.map((user) => user.id)).toEqual([second.sub]);

    const page1 = await list(`q=${word}&sort=asc&limit=1`);
    expect(page1.items.map((user) => user.id)).toEqual([first.sub]);
    const page2 = await list(`q=${word}&sort=asc&limit=1&cursor=${page1.nextCursor}`);
    expect(page2.items.map((user) => user.id)).toEqual([second.sub]);

    const today = todayInLondon();
    expect((await list(`q=${word}&joinedFrom=${today}&joinedTo=${today}`)).items).toHaveLength(2);
    expect((await list(`q=${word}&joinedTo=${addDays(today, -2)}`)).items).toEqual([]);
    expect((await list(`q=${word}&joinedFrom=${addDays(today, 2)}`)).items).toEqual([]);
  });

  it('tells admins from clients: role=client leaves admins out, role=admin holds only admins', async () => {
    const [admin, client] = await Promise.all([signIn({ admin: true }), signIn()]);
    const word = tag();
    await rename(admin, `Office ${word}`);
    await rename(client, `Client ${word}`);
    const list = (query: string) =>
      getJson<Page<UserListItem>>(`/api/admin/users?q=${word}&${query}`, admin.accessToken);
    expect((await list('role=client')).items.map((user) => user.id)).toEqual([client.sub]);
    expect((await list('role=admin')).items.map((user) => [user.id, user.isAdmin])).toEqual([
      [admin.sub, true],
    ]);
  });

  it('exports the filtered list as CSV with a byte-order mark and a neutralised formula-looking name', async () => {
    const [admin, risky, other] = await Promise.all([signIn({ admin: true }), signIn(), signIn()]);
    const word = tag();
    await rename(risky, `=1+2 ${word}`);
    await rename(other, `Somebody Else ${randomUUID().slice(0, 6)}`);
    const file = await getJson<CsvFile>(`/api/admin/users/export?q=${word}`, admin.accessToken);
    expect(file.filename).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    const { header, rows } = rowsOf(file);
    expect(header.slice(0, 2)).toEqual(['Name', 'Email']);
    expect(rows).toHaveLength(1);
    expect(cell(header, rows[0], 'Name')).toBe(`'=1+2 ${word}`);
    expect(cell(header, rows[0], 'Email')).toBe(risky.email);
    expect(file.csv).toContain('\r\n');
  });

  it('refuses a crafted cursor (400), filters it cannot read (422), a client (403), an unknown client (404)', async () => {
    const [admin, client] = await Promise.all([signIn({ admin: true }), signIn()]);
    const otherList = crafted({ ...profileKey('x'), GSI2PK: LISTS.bookings, GSI2SK: '2026' });
    const response = await api(`/api/admin/users?cursor=${otherList}`, {
      headers: bearer(admin.accessToken),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'invalid_cursor' });
    for (const query of ['sort=up', 'role=owner', 'joinedFrom=2026-02-30', `q=${'x'.repeat(101)}`])
      expect(
        (await api(`/api/admin/users?${query}`, { headers: bearer(admin.accessToken) })).status,
        query,
      ).toBe(422);
    for (const path of ['/api/admin/users', '/api/admin/users/export', `/api/admin/users/${admin.sub}`])
      expect((await api(path, { headers: bearer(client.accessToken) })).status, path).toBe(403);
    await getJson(`/api/admin/users/${randomUUID()}`, admin.accessToken, 404);
  });
});

const book = async (session: Session, overrides: Record<string, unknown>) => {
  const response = await postJson('/api/bookings', bookingRequest(overrides), bearer(session.accessToken));
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Booking;
};

describe('bookings list', () => {
  it('sorts the filtered list both ways and exports exactly the filtered rows, formulas neutralised', async () => {
    const [admin, client, other] = await Promise.all([signIn({ admin: true }), signIn(), signIn()]);
    const word = tag();
    // Bookings carry the client's name as it was when booked: rename first.
    await rename(client, `@SUM ${word}`);
    const near = await book(client, { serviceDate: weekdayAhead(200), serviceType: 'ironing' });
    const far = await book(client, { serviceDate: weekdayAhead(210), serviceType: 'ironing' });
    await book(client, { serviceDate: weekdayAhead(205), serviceType: 'domestic_cleaning' });
    await book(other, { serviceDate: weekdayAhead(200), serviceType: 'ironing' });
    const filter = `clientId=${client.sub}&serviceType=ironing`;
    const list = (query: string) =>
      getJson<Page<AdminBooking>>(`/api/admin/bookings?${query}`, admin.accessToken);

    expect((await list(`${filter}&sort=asc`)).items.map((item) => item.id)).toEqual([near.id, far.id]);
    expect((await list(`${filter}&sort=desc`)).items.map((item) => item.id)).toEqual([far.id, near.id]);
    const page1 = await list(`${filter}&sort=desc&limit=1`);
    expect(page1.items.map((item) => item.id)).toEqual([far.id]);
    expect((await list(`${filter}&sort=desc&limit=1&cursor=${page1.nextCursor}`)).items[0]?.id).toBe(near.id);

    const file = await getJson<CsvFile>(
      `/api/admin/bookings/export?q=${word}&serviceType=ironing&sort=asc`,
      admin.accessToken,
    );
    expect(file.filename).toMatch(/^bookings-upcoming-\d{4}-\d{2}-\d{2}\.csv$/);
    const { header, rows } = rowsOf(file);
    expect(header.slice(0, 6)).toEqual(['Date', 'Time', 'Hours', 'Service', 'Status', 'Client']);
    expect(rows.map((row) => cell(header, row, 'Booking id'))).toEqual([near.id, far.id]);
    expect(rows.map((row) => cell(header, row, 'Client'))).toEqual([`'@SUM ${word}`, `'@SUM ${word}`]);
    expect(rows.map((row) => cell(header, row, 'Service'))).toEqual(['Ironing', 'Ironing']);
  });

  it('refuses another list’s cursor (400), an unknown sort (422) and a client (403)', async () => {
    const [admin, client] = await Promise.all([signIn({ admin: true }), signIn()]);
    const invoicesCursor = crafted({ ...invoiceKey('x'), GSI2PK: LISTS.invoices, GSI2SK: '2026' });
    expect(
      (await api(`/api/admin/bookings?cursor=${invoicesCursor}`, { headers: bearer(admin.accessToken) }))
        .status,
    ).toBe(400);
    expect(
      (await api('/api/admin/bookings?sort=sideways', { headers: bearer(admin.accessToken) })).status,
    ).toBe(422);
    expect((await api('/api/admin/bookings/export', { headers: bearer(client.accessToken) })).status).toBe(
      403,
    );
  });
});

const invoiceFor = async (admin: Session, client: Session) => {
  const response = await postJson(
    '/api/admin/invoices',
    { userId: client.sub, lines: [{ description: 'Oven clean', quantity: 1, unitPence: 2500 }] },
    bearer(admin.accessToken),
  );
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as CreatedInvoice).invoice;
};

/** Moves an invoice back in time, as one issued then would be stored. */
const backdate = async (
  invoice: AdminInvoice | CreatedInvoice['invoice'],
  invoiceDate: string,
  dueDate: string,
) =>
  db.send(
    new UpdateCommand({
      TableName: stack.env.TABLE_NAME,
      Key: invoiceKey(invoice.id),
      UpdateExpression: 'SET invoiceDate = :date, dueDate = :due, GSI1SK = :user, GSI2SK = :list',
      ExpressionAttributeValues: {
        ':date': invoiceDate,
        ':due': dueDate,
        ':user': invoiceIndexKeys(invoice.id, invoice.userId, invoiceDate, invoice.createdAt).GSI1SK,
        ':list': invoiceIndexKeys(invoice.id, invoice.userId, invoiceDate, invoice.createdAt).GSI2SK,
      },
    }),
  );

describe('invoices list', () => {
  it('filters by status (overdue too), dates and client, searches by name or email, sorts both ways, exports', async () => {
    const [admin, ada, bob] = await Promise.all([signIn({ admin: true }), signIn(), signIn()]);
    const word = tag();
    await rename(ada, `Ada ${word}`);
    await rename(bob, `+Bob ${word}`);
    const old = await invoiceFor(admin, ada);
    const paid = await invoiceFor(admin, ada);
    const bobs = await invoiceFor(admin, bob);
    await backdate(old, '2021-03-10', '2021-03-24');
    const paying = await postJson(
      `/api/admin/invoices/${paid.id}/paid`,
      { paidDate: todayInLondon(), method: 'cash' },
      bearer(admin.accessToken),
    );
    expect(paying.status).toBe(200);
    const ids = async (query: string) =>
      (
        await getJson<Page<AdminInvoice>>(`/api/admin/invoices?q=${word}&${query}`, admin.accessToken)
      ).items.map((item) => item.id);

    expect(await ids('sort=desc')).toEqual([bobs.id, paid.id, old.id]);
    expect(await ids('sort=asc')).toEqual([old.id, paid.id, bobs.id]);
    expect(await ids('status=paid')).toEqual([paid.id]);
    expect(await ids('status=overdue')).toEqual([old.id]);
    expect(await ids('status=unpaid&sort=asc')).toEqual([old.id, bobs.id]);
    expect(await ids('status=void')).toEqual([]);
    expect(await ids('from=2021-01-01&to=2021-12-31')).toEqual([old.id]);
    expect(await ids(`from=${todayInLondon()}`)).toEqual([bobs.id, paid.id]);
    // A "Load more" cursor kept after the dates changed (security review L4): 400, not 500.
    const firstPage = await getJson<Page<AdminInvoice>>(
      `/api/admin/invoices?q=${word}&sort=asc&limit=1`,
      admin.accessToken,
    );
    expect(firstPage.nextCursor).toEqual(expect.any(String));
    for (const dates of [`from=${todayInLondon()}`, 'to=2020-12-31']) {
      const stale = await api(
        `/api/admin/invoices?q=${word}&sort=asc&limit=1&${dates}&cursor=${firstPage.nextCursor}`,
        {
          headers: bearer(admin.accessToken),
        },
      );
      expect(stale.status, dates).toBe(400);
      expect(await stale.json()).toMatchObject({ code: 'invalid_cursor' });
    }
    expect(await ids(`clientId=${bob.sub}`)).toEqual([bobs.id]);
    const byEmail = await getJson<Page<AdminInvoice>>(
      `/api/admin/invoices?q=${encodeURIComponent(bob.email.toUpperCase())}`,
      admin.accessToken,
    );
    expect(byEmail.items.map((item) => item.id)).toEqual([bobs.id]);
    const page1 = await getJson<Page<AdminInvoice>>(
      `/api/admin/invoices?q=${word}&limit=2`,
      admin.accessToken,
    );
    expect(page1.items.map((item) => item.id)).toEqual([bobs.id, paid.id]);
    expect(await ids(`limit=2&cursor=${page1.nextCursor}`)).toEqual([old.id]);

    const file = await getJson<CsvFile>(
      `/api/admin/invoices/export?q=${word}&status=unpaid&sort=asc`,
      admin.accessToken,
    );
    const { header, rows } = rowsOf(file);
    expect(header.slice(0, 5)).toEqual(['Invoice', 'Date', 'Due', 'Status', 'Client']);
    expect(rows.map((row) => cell(header, row, 'Invoice'))).toEqual([old.invoiceNumber, bobs.invoiceNumber]);
    expect(rows.map((row) => cell(header, row, 'Status'))).toEqual(['overdue', 'unpaid']);
    expect(cell(header, rows[1], 'Client')).toBe(`'+Bob ${word}`);
    expect(cell(header, rows[1], 'Total (£)')).toBe('25.00');
  });

  it('makes no invoice out to an admin (422), refuses a crafted cursor (400) and a client (403)', async () => {
    const [admin, otherAdmin, client] = await Promise.all([
      signIn({ admin: true }),
      signIn({ admin: true }),
      signIn(),
    ]);
    const response = await postJson(
      '/api/admin/invoices',
      { userId: otherAdmin.sub, lines: [{ description: 'Oven clean', quantity: 1, unitPence: 2500 }] },
      bearer(admin.accessToken),
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      code: 'validation_failed',
      issues: [{ path: 'userId', message: expect.stringMatching(/admin/) }],
    });
    const cursor = crafted({ ...invoiceKey('x'), GSI2PK: LISTS.invoices, GSI2SK: 'x', extra: 'y' });
    expect(
      (await api(`/api/admin/invoices?cursor=${cursor}`, { headers: bearer(admin.accessToken) })).status,
    ).toBe(400);
    expect(
      (await api('/api/admin/invoices?status=late', { headers: bearer(admin.accessToken) })).status,
    ).toBe(422);
    for (const path of ['/api/admin/invoices', '/api/admin/invoices/export'])
      expect((await api(path, { headers: bearer(client.accessToken) })).status, path).toBe(403);
  });
});
