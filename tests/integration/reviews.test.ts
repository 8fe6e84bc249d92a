import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { feedbackKey, feedbackListKeys, feedbackUserKeys } from '../../lambdas/data/feedback';
import { profileKey } from '../../lambdas/data/profile';
import { clientsServedKey, ratingsKey } from '../../lambdas/data/reviews';
import { backfillSiteFigures } from '../../scripts/backfill-site-figures';
import { growth } from '../../shared/business';
import { averageRating } from '../../shared/reviews';
import type { PublicStats } from '../../shared/schemas/reviews';
import {
  api,
  bearer,
  bookingIn,
  db,
  eventually,
  invoicedAndPaid,
  mailTo,
  postJson,
  signIn,
  stack,
  stackIdle,
} from './support';

type Client = Awaited<ReturnType<typeof signIn>>;

const INVITATION = /^Would you review/;
const DAY = 86_400_000;

const feedbackOn = (bookingId: string, client: Client, body: Record<string, unknown>) =>
  postJson(`/api/bookings/${bookingId}/feedback`, body, bearer(client.accessToken));

const invitationsTo = async (client: Client) =>
  (await mailTo(client.email)).filter((mail) => INVITATION.test(mail.subject));

/** Every invitation this test caused has been sent once the stack is idle: then count them. */
const settledInvitations = async (client: Client) => {
  await stackIdle();
  return invitationsTo(client);
};

const stats = async (): Promise<{ response: Response; body: PublicStats }> => {
  const response = await api('/api/public/stats');
  expect(response.status).toBe(200);
  return { response, body: (await response.json()) as PublicStats };
};

const aggregate = async (key: Record<string, unknown>) => {
  const { Item } = await db.send(
    new GetCommand({ TableName: stack.env.TABLE_NAME, Key: key, ConsistentRead: true }),
  );
  return { count: Number(Item?.count ?? 0), sum: Number(Item?.sum ?? 0) };
};

const decide = (bookingId: string, status: 'approved' | 'declined', token: string) =>
  api(`/api/admin/feedback/${bookingId}/publication`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify({ status }),
  });

describe('review invitations', () => {
  it.each([1, 2, 3, 4, 5])(
    'invites a client who rated a visit %i, with the same page for every rating',
    async (rating) => {
      const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
      const id = await bookingIn(client, admin.accessToken, 'completed');
      expect((await feedbackOn(id, client, { rating })).status).toBe(201);
      const [mail] = await eventually(async () => {
        const mails = await invitationsTo(client);
        expect(mails).toHaveLength(1);
        return mails;
      });
      expect(mail?.body.text).toContain(growth.reviews.publicReviewUrl);
      // The invitation never mentions the rating: every client reads the same words.
      expect(mail?.body.text).not.toMatch(/\b[1-5] (out of 5|stars?)\b/);
    },
  );

  it(`invites a client at most once in ${growth.reviews.invitationEveryDays} days, even with feedback at once`, async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const ids: string[] = [];
    for (let visit = 0; visit < 4; visit += 1)
      ids.push(await bookingIn(client, admin.accessToken, 'completed'));
    const [first, second, ...together] = ids as [string, string, ...string[]];
    expect((await feedbackOn(first, client, { rating: 2 })).status).toBe(201);
    expect((await feedbackOn(second, client, { rating: 5 })).status).toBe(201);
    expect(await settledInvitations(client)).toHaveLength(1);

    // The last invitation is made older than the interval: the next feedback invites again, once.
    await db.send(
      new UpdateCommand({
        TableName: stack.env.TABLE_NAME,
        Key: profileKey(client.sub),
        UpdateExpression: 'SET reviewInvitedAt = :then',
        ExpressionAttributeValues: {
          ':then': new Date(Date.now() - (growth.reviews.invitationEveryDays + 1) * DAY).toISOString(),
        },
      }),
    );
    const statuses = await Promise.all(together.map((id) => feedbackOn(id, client, { rating: 3 })));
    expect(statuses.map((response) => response.status)).toEqual([201, 201]);
    expect(await settledInvitations(client)).toHaveLength(2);
  });

  it('sends none to a client who turned them off; their feedback is still taken', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const off = await api('/api/me/profile', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...bearer(client.accessToken) },
      body: JSON.stringify({ fullName: 'Opted Out', reviewInvitations: false }),
    });
    expect(off.status).toBe(200);
    expect(await off.json()).toMatchObject({ reviewInvitations: false });
    const id = await bookingIn(client, admin.accessToken, 'completed');
    expect((await feedbackOn(id, client, { rating: 1, comment: 'Late and rushed' })).status).toBe(201);
    expect(await settledInvitations(client)).toEqual([]);
    const mine = (await (await api('/api/feedback', { headers: bearer(client.accessToken) })).json()) as {
      items: { bookingId: string }[];
    };
    expect(mine.items.map((item) => item.bookingId)).toEqual([id]);
  });
});

describe('measured ratings', () => {
  it('counts every rating once, in order and at once, and the public read answers the average', async () => {
    const admin = await signIn({ admin: true });
    const clients = await Promise.all(Array.from({ length: 8 }, () => signIn()));
    const visits: string[] = [];
    for (const client of clients) visits.push(await bookingIn(client, admin.accessToken, 'completed'));
    const before = await aggregate(ratingsKey());

    const ratings = [1, 2, 3, 4, 5, 5, 4, 1];
    for (let index = 0; index < 3; index += 1)
      expect(
        (await feedbackOn(visits[index] as string, clients[index] as Client, { rating: ratings[index] }))
          .status,
      ).toBe(201);
    const racing = await Promise.all(
      [3, 4, 5, 6, 7].map((index) =>
        feedbackOn(visits[index] as string, clients[index] as Client, { rating: ratings[index] }),
      ),
    );
    expect(racing.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
    // Feedback refused (given twice) counts nothing.
    expect((await feedbackOn(visits[0] as string, clients[0] as Client, { rating: 5 })).status).toBe(409);

    const after = await aggregate(ratingsKey());
    expect(after.count - before.count).toBe(ratings.length);
    expect(after.sum - before.sum).toBe(ratings.reduce((sum, rating) => sum + rating, 0));
    const { response, body } = await stats();
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    expect(body.rating).toMatchObject({ count: after.count, average: averageRating(after.sum, after.count) });
    expect(body.rating?.since).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('counts a client among those served once, at their first completed visit', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const before = await aggregate(clientsServedKey());
    await bookingIn(client, admin.accessToken, 'completed');
    expect((await aggregate(clientsServedKey())).count - before.count).toBe(1);
    await bookingIn(client, admin.accessToken, 'completed');
    await bookingIn(client, admin.accessToken, 'pending');
    const after = await aggregate(clientsServedKey());
    expect(after.count - before.count).toBe(1);
    expect((await stats()).body.clientsServed).toBe(after.count);
  });
});

describe('the backfill of what was stored before (decision 035)', () => {
  it('counts a stored rating and its client once, however often it runs', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const bookingId = await bookingIn(client, admin.accessToken, 'completed');
    // Anything other files stored unmarked is counted first, so the run below sees only this test's.
    await backfillSiteFigures();
    // Feedback as it was stored before the aggregate: no mark, not counted.
    const createdAt = new Date().toISOString();
    const old = { id: randomUUID(), bookingId, userId: client.sub, rating: 3, createdAt };
    await db.send(
      new PutCommand({
        TableName: stack.env.TABLE_NAME,
        Item: {
          ...feedbackKey(bookingId),
          ...feedbackUserKeys(old),
          ...feedbackListKeys(old),
          entity: 'feedback',
          ...old,
        },
      }),
    );
    const before = await aggregate(ratingsKey());
    expect(await backfillSiteFigures()).toEqual({ ratings: 1, clients: 0 });
    const after = await aggregate(ratingsKey());
    expect([after.count - before.count, after.sum - before.sum]).toEqual([1, 3]);
    expect(await backfillSiteFigures()).toEqual({ ratings: 0, clients: 0 });
    expect(await aggregate(ratingsKey())).toEqual(after);
  });
});

describe('testimonials from real feedback', () => {
  it('shows an approved piece with the first name and town only, and never an unapproved one', async () => {
    const [client, other, admin] = await Promise.all([signIn(), signIn(), signIn({ admin: true })]);
    const named = await api('/api/me/profile', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...bearer(client.accessToken) },
      body: JSON.stringify({ fullName: 'Harriet Quimby-Testwood' }),
    });
    expect(named.status).toBe(200);
    const [approved, waiting] = [
      await bookingIn(client, admin.accessToken, 'completed'),
      await bookingIn(other, admin.accessToken, 'completed'),
    ];
    const words = `Spotless kitchen ${approved}`;
    const given = await feedbackOn(approved, client, { rating: 4, comment: words, publish: true });
    expect(given.status).toBe(201);
    expect(await given.json()).toMatchObject({
      publishConsent: { words: expect.stringContaining('first name') },
    });
    const unapprovedWords = `Not yet read ${waiting}`;
    expect(
      (await feedbackOn(waiting, other, { rating: 5, comment: unapprovedWords, publish: true })).status,
    ).toBe(201);

    // Only an admin decides.
    expect((await decide(approved, 'approved', client.accessToken)).status).toBe(403);
    const decided = await decide(approved, 'approved', admin.accessToken);
    expect(decided.status).toBe(200);
    expect(await decided.json()).toMatchObject({ publication: { status: 'approved' } });

    const { body } = await stats();
    const shown = body.testimonials.find((testimonial) => testimonial.comment === words);
    expect(shown).toEqual({
      id: approved,
      firstName: 'Harriet',
      town: 'Potters Bar',
      rating: 4,
      comment: words,
      givenAt: expect.any(String),
    });
    const text = JSON.stringify(body);
    expect(text).not.toContain('Quimby');
    expect(text).not.toContain(client.email);
    expect(text).not.toContain(unapprovedWords);

    // Declined after all: it is taken down.
    expect((await decide(approved, 'declined', admin.accessToken)).status).toBe(200);
    expect(JSON.stringify((await stats()).body)).not.toContain(words);
  });

  it('refuses to publish what the client did not agree to (409), and consent with no words (422)', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const [silent, empty] = [
      await bookingIn(client, admin.accessToken, 'completed'),
      await bookingIn(client, admin.accessToken, 'completed'),
    ];
    expect((await feedbackOn(silent, client, { rating: 5, comment: 'Private, thank you' })).status).toBe(201);
    const refused = await decide(silent, 'approved', admin.accessToken);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'no_consent' });
    expect((await decide('00000000-0000-4000-8000-000000000000', 'approved', admin.accessToken)).status).toBe(
      404,
    );
    expect((await feedbackOn(empty, client, { rating: 5, publish: true })).status).toBe(422);
    expect((await decide(silent, 'published' as 'approved', admin.accessToken)).status).toBe(422);
  });

  it("takes a published piece down with the client's account", async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const visit = await bookingIn(client, admin.accessToken, 'completed');
    const words = `Leaving the area ${visit}`;
    expect((await feedbackOn(visit, client, { rating: 5, comment: words, publish: true })).status).toBe(201);
    expect((await decide(visit, 'approved', admin.accessToken)).status).toBe(200);
    expect(JSON.stringify((await stats()).body)).toContain(words);
    // What the account owed is settled first, as its deletion requires (decision 016).
    await invoicedAndPaid(client.sub, [visit], admin.accessToken);
    expect((await postJson('/api/me/delete', { confirm: true }, bearer(client.accessToken))).status).toBe(
      200,
    );
    expect(JSON.stringify((await stats()).body)).not.toContain(words);
    // The rating still counts: the feedback is kept without who gave it.
    expect((await decide(visit, 'approved', admin.accessToken)).status).toBe(409);
  });
});
