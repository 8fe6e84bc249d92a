import { describe, expect, it } from 'vitest';
import { api, bearer, bookingIn, postJson, signIn } from './support';

const feedbackOn = (
  bookingId: string,
  token: string,
  body: unknown = { rating: 5, comment: 'Spotless, thank you' },
) => postJson(`/api/bookings/${bookingId}/feedback`, body, bearer(token));

describe('feedback', () => {
  it('is given once, by the owner, on a completed booking', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const id = await bookingIn(client, admin.accessToken, 'completed');

    const first = await feedbackOn(id, client.accessToken);
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ bookingId: id, rating: 5, comment: 'Spotless, thank you' });

    const second = await feedbackOn(id, client.accessToken, { rating: 1 });
    expect(second.status).toBe(409);
    expect(((await second.json()) as { code: string }).code).toBe('feedback_exists');

    const mine = (await (await api('/api/feedback', { headers: bearer(client.accessToken) })).json()) as {
      items: { bookingId: string; rating: number }[];
    };
    expect(mine.items).toEqual([expect.objectContaining({ bookingId: id, rating: 5 })]);
  });

  it.each(['pending', 'confirmed', 'cancelled'] as const)(
    'is refused on a %s booking (409)',
    async (status) => {
      const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
      const id = await bookingIn(client, admin.accessToken, status);
      const response = await feedbackOn(id, client.accessToken);
      expect(response.status).toBe(409);
      expect(((await response.json()) as { code: string }).code).toBe('booking_not_completed');
    },
  );

  it("another client's booking looks like a missing one (404)", async () => {
    const [alice, bob, admin] = await Promise.all([signIn(), signIn(), signIn({ admin: true })]);
    const id = await bookingIn(alice, admin.accessToken, 'completed');
    expect((await feedbackOn(id, bob.accessToken)).status).toBe(404);
    expect((await feedbackOn('00000000-0000-4000-8000-000000000000', bob.accessToken)).status).toBe(404);
    const bobs = (await (await api('/api/feedback', { headers: bearer(bob.accessToken) })).json()) as {
      items: unknown[];
    };
    expect(bobs.items).toEqual([]);
  });

  it.each([
    [{ rating: 0 }],
    [{ rating: 6 }],
    [{ rating: 4.5 }],
    [{}],
    [{ rating: 5, comment: 'x'.repeat(1001) }],
    [{ rating: 5, extra: true }],
  ])('refuses %o (422)', async (body) => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const id = await bookingIn(client, admin.accessToken, 'completed');
    expect((await feedbackOn(id, client.accessToken, body)).status).toBe(422);
  });

  it('concurrent submissions store one', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const id = await bookingIn(client, admin.accessToken, 'completed');
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () => feedbackOn(id, client.accessToken).then((r) => r.status)),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
  });
});
