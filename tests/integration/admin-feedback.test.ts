import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { bookingKey } from '../../lambdas/data/booking';
import { enquiryKey } from '../../lambdas/data/enquiry';
import { feedbackKey, feedbackUserKeys } from '../../lambdas/data/feedback';
import { LISTS } from '../../lambdas/data/table';
import { backfillAdminLists } from '../../scripts/backfill-admin-lists';
import { AdminFeedbackPageSchema } from '../../shared/schemas/feedback';
import { api, bearer, bookingIn, db, invoicedAndPaid, postJson, signIn, stack } from './support';

type Session = Awaited<ReturnType<typeof signIn>>;

const list = async (token: string, query: Record<string, string>) => {
  const response = await api(`/api/admin/feedback?${new URLSearchParams(query)}`, { headers: bearer(token) });
  expect(response.status).toBe(200);
  return AdminFeedbackPageSchema.parse(await response.json());
};

/** A completed visit of the client's with their feedback on it. */
const reviewed = async (client: Session, admin: Session, rating: number, comment?: string) => {
  const bookingId = await bookingIn(client, admin.accessToken, 'completed');
  const response = await postJson(
    `/api/bookings/${bookingId}/feedback`,
    { rating, ...(comment ? { comment } : {}) },
    bearer(client.accessToken),
  );
  expect(response.status).toBe(201);
  return bookingId;
};

const cursorOf = (key: Record<string, unknown>) => Buffer.from(JSON.stringify(key)).toString('base64url');

describe('the office feedback list', () => {
  it('searches by client, filters by rating, pages with its cursor, sorts by date and averages what matches', async () => {
    const [client, other, admin] = await Promise.all([signIn(), signIn(), signIn({ admin: true })]);
    const first = await reviewed(client, admin, 5, 'Spotless, thank you');
    const second = await reviewed(client, admin, 2, 'Missed the kitchen');
    const third = await reviewed(client, admin, 5);
    await reviewed(other, admin, 1, 'Not this client');

    const all = await list(admin.accessToken, { q: client.email });
    expect(all.items.map((item) => item.bookingId)).toEqual([third, second, first]);
    expect(all.summary).toEqual({ count: 3, average: 4 });
    expect(all.items[2]).toMatchObject({
      rating: 5,
      comment: 'Spotless, thank you',
      clientEmail: client.email,
      clientName: expect.stringMatching(/^Test /),
      serviceType: 'deep_cleaning',
      serviceDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      serviceTime: '10:00',
    });

    // By name too, whatever its case.
    const profileName = all.items[0]?.clientName ?? '';
    const byName = await list(admin.accessToken, { q: profileName.toUpperCase() });
    expect(byName.items.map((item) => item.bookingId)).toEqual(
      expect.arrayContaining([first, second, third]),
    );

    const fives = await list(admin.accessToken, { q: client.email, rating: '5' });
    expect(fives.items.map((item) => item.bookingId)).toEqual([third, first]);
    expect(fives.summary).toEqual({ count: 2, average: 5 });
    const twos = await list(admin.accessToken, { q: client.email, rating: '2' });
    expect(twos.items.map((item) => item.comment)).toEqual(['Missed the kitchen']);

    const oldest = await list(admin.accessToken, { q: client.email, order: 'oldest' });
    expect(oldest.items.map((item) => item.bookingId)).toEqual([first, second, third]);

    const page1 = await list(admin.accessToken, { q: client.email, limit: '2' });
    expect(page1.items.map((item) => item.bookingId)).toEqual([third, second]);
    expect(page1.nextCursor).toBeDefined();
    const page2 = await list(admin.accessToken, {
      q: client.email,
      limit: '2',
      cursor: page1.nextCursor ?? '',
    });
    expect(page2.items.map((item) => item.bookingId)).toEqual([first]);
    // The summary comes with the first page only; later pages are the same list.
    expect(page2.summary).toBeUndefined();
  });

  it('refuses a crafted or foreign cursor (400) and bad filters (422)', async () => {
    const admin = await signIn({ admin: true });
    const bad = async (query: string, status: number, code: string) => {
      const response = await api(`/api/admin/feedback?${query}`, { headers: bearer(admin.accessToken) });
      expect(response.status).toBe(status);
      expect(((await response.json()) as { code: string }).code).toBe(code);
    };
    const anotherList = cursorOf({
      ...bookingKey('x'),
      GSI2PK: LISTS.bookings,
      GSI2SK: '2026-01-01',
    });
    await bad(`cursor=${anotherList}`, 400, 'invalid_cursor');
    const extraKey = cursorOf({ PK: 'a', SK: 'b', GSI2PK: LISTS.feedback, GSI2SK: 'c', admin: 'yes' });
    await bad(`cursor=${extraKey}`, 400, 'invalid_cursor');
    await bad('cursor=bm90LWpzb24', 400, 'invalid_cursor');
    await bad('rating=6', 422, 'validation_failed');
    await bad('rating=two', 422, 'validation_failed');
    await bad('order=best', 422, 'validation_failed');
    await bad(`q=${'x'.repeat(101)}`, 422, 'validation_failed');
  });

  it('is for admins only: a client gets 403 on the list and the export', async () => {
    const client = await signIn();
    for (const path of ['/api/admin/feedback', '/api/admin/feedback/export?rating=5']) {
      expect((await api(path, { headers: bearer(client.accessToken) })).status).toBe(403);
      expect((await api(path)).status).toBe(401);
    }
  });

  it("keeps a deleted account's feedback on the list, without the name and email it was found by", async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const bookingId = await reviewed(client, admin, 4, 'Kept after the account went');
    expect((await list(admin.accessToken, { q: client.email })).items).toHaveLength(1);
    await invoicedAndPaid(client.sub, [bookingId], admin.accessToken);
    const deleted = await postJson('/api/me/delete', { confirm: true }, bearer(client.accessToken));
    expect(deleted.status).toBe(200);
    expect((await list(admin.accessToken, { q: client.email })).items).toEqual([]);
    const newest = await list(admin.accessToken, { limit: '100' });
    const kept = newest.items.find((item) => item.bookingId === bookingId);
    expect(kept).toMatchObject({ rating: 4, comment: 'Kept after the account went' });
    expect(kept?.clientName).toBeUndefined();
    expect(kept?.clientEmail).toBeUndefined();
  });

  it('exports the filtered list as CSV, a formula-looking comment neutralised', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    await reviewed(client, admin, 4, '=HYPERLINK("http://evil.example","Click")');
    await reviewed(client, admin, 1, 'Left out by the filter');
    const response = await api(
      `/api/admin/feedback/export?${new URLSearchParams({ q: client.email, rating: '4' })}`,
      {
        headers: bearer(admin.accessToken),
      },
    );
    expect(response.status).toBe(200);
    const file = (await response.json()) as { filename: string; csv: string; rows: number };
    expect(file.filename).toBe('feedback.csv');
    expect(file.rows).toBe(1);
    expect(file.csv.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parse(file.csv, { bom: true }) as string[][];
    expect(header).toEqual([
      'Given',
      'Rating',
      'Comment',
      'Client',
      'Client email',
      'Service',
      'Visit date',
      'Visit time',
      'Booking',
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.[1]).toBe('4');
    expect(rows[0]?.[2]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(rows[0]?.[4]).toBe(client.email);
    expect(rows[0]?.[5]).toBe('Deep Cleaning');
  });
});

describe('the one-off backfill (scripts/backfill-admin-lists.ts)', () => {
  it('puts feedback and enquiries stored before the office lists where those lists look, once', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const bookingId = await bookingIn(client, admin.accessToken, 'completed');
    const createdAt = new Date().toISOString();
    // Feedback as it was stored before: on its booking and the client's own list only.
    await db.send(
      new PutCommand({
        TableName: stack.env.TABLE_NAME,
        Item: {
          ...feedbackKey(bookingId),
          ...feedbackUserKeys({ userId: client.sub, createdAt, id: 'old-1' }),
          entity: 'feedback',
          id: 'old-1',
          bookingId,
          userId: client.sub,
          rating: 3,
          comment: 'Given before the office list',
          createdAt,
        },
      }),
    );
    expect((await list(admin.accessToken, { q: client.email })).items).toEqual([]);
    // An enquiry as it was stored before: no status, nothing to search by.
    const oldEnquiry = randomUUID();
    const sender = `old-${oldEnquiry}@example.org`;
    await db.send(
      new PutCommand({
        TableName: stack.env.TABLE_NAME,
        Item: {
          ...enquiryKey(oldEnquiry),
          GSI2PK: LISTS.enquiries,
          GSI2SK: `${createdAt}#${oldEnquiry}`,
          entity: 'enquiry',
          id: oldEnquiry,
          receivedAt: createdAt,
          enquiry: {
            type: 'general',
            name: 'Old Sender',
            email: sender,
            subject: 'Hello',
            message: 'From before.',
          },
          mailStatus: 'sent',
          mailAttempts: 1,
        },
      }),
    );
    const inbox = (query: Record<string, string>) =>
      api(`/api/admin/enquiries?${new URLSearchParams(query)}`, { headers: bearer(admin.accessToken) }).then(
        async (response) => ((await response.json()) as { items: { id: string; status: string }[] }).items,
      );
    expect(await inbox({ q: sender })).toEqual([]);

    const first = await backfillAdminLists(db, stack.env.TABLE_NAME);
    expect(first.feedback).toBeGreaterThanOrEqual(1);
    const found = await list(admin.accessToken, { q: client.email });
    expect(found.items.map((item) => item.comment)).toEqual(['Given before the office list']);
    expect(found.summary).toEqual({ count: 1, average: 3 });

    expect(first.enquiries).toBeGreaterThanOrEqual(1);
    expect(await inbox({ q: sender, status: 'new' })).toEqual([
      expect.objectContaining({ id: oldEnquiry, status: 'new' }),
    ]);

    // Run again: nothing left to do for this feedback.
    await backfillAdminLists(db, stack.env.TABLE_NAME);
    expect((await list(admin.accessToken, { q: client.email })).items).toHaveLength(1);
  });
});
