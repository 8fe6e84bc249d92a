import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { latestBookableDate, todayInLondon } from '../../shared/dates';
import { IDEMPOTENCY_HEADER } from '../../shared/http';
import type { Booking } from '../../shared/schemas/booking';
import { api, bearer, postJson, signIn } from './support';

const inDays = (days: number) => {
  const date = new Date(`${todayInLondon()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const booking = (overrides: Record<string, unknown> = {}) => ({
  serviceType: 'domestic_cleaning',
  serviceDate: inDays(3),
  serviceTime: '09:30',
  durationHours: 2,
  ...overrides,
});

const patchJson = (path: string, body: unknown, token: string) =>
  api(path, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify(body),
  });

const createBooking = async (token: string, overrides: Record<string, unknown> = {}) => {
  const response = await postJson('/api/bookings', booking(overrides), bearer(token));
  expect(response.status).toBe(201);
  return (await response.json()) as Booking;
};

describe('bookings', () => {
  it('a client books a service, pending, and lists their own bookings soonest first', async () => {
    const client = await signIn();
    const later = await createBooking(client.accessToken, {
      serviceDate: inDays(10),
      specialInstructions: 'Key under the mat',
    });
    const sooner = await createBooking(client.accessToken, {
      serviceDate: inDays(1),
      serviceTime: '14:00',
      durationHours: 3,
    });
    expect(later).toMatchObject({
      status: 'pending',
      userId: client.sub,
      specialInstructions: 'Key under the mat',
    });

    const list = (await (await api('/api/bookings', { headers: bearer(client.accessToken) })).json()) as {
      items: Booking[];
    };
    expect(list.items.map((item) => item.id)).toEqual([sooner.id, later.id]);
  });

  it('a booking for today (in London) is accepted, yesterday is not', async () => {
    const client = await signIn();
    await createBooking(client.accessToken, { serviceDate: todayInLondon() });
    const response = await postJson(
      '/api/bookings',
      booking({ serviceDate: inDays(-1) }),
      bearer(client.accessToken),
    );
    expect(response.status).toBe(422);
    expect(JSON.stringify(await response.json())).toContain('Please choose today or a later date');
  });

  it.each([
    [{ durationHours: 5 }, 'durationHours'],
    [{ serviceType: 'gardening' }, 'serviceType'],
    [{ serviceTime: '25:00' }, 'serviceTime'],
    [{ serviceDate: '2030-02-30' }, 'serviceDate'],
    [{ specialInstructions: 'x'.repeat(1001) }, 'specialInstructions'],
    [{ status: 'confirmed' }, ''],
  ])('refuses %o (422 on %s)', async (overrides, path) => {
    const client = await signIn();
    const response = await postJson('/api/bookings', booking(overrides), bearer(client.accessToken));
    expect(response.status).toBe(422);
    const body = (await response.json()) as { issues: { path: string }[] };
    expect(body.issues.map((issue) => issue.path)).toContain(path);
  });

  it('a client never sees another client’s bookings', async () => {
    const [alice, bob] = await Promise.all([signIn(), signIn()]);
    await createBooking(alice.accessToken);
    const list = (await (await api('/api/bookings', { headers: bearer(bob.accessToken) })).json()) as {
      items: Booking[];
    };
    expect(list.items).toEqual([]);
  });

  it('a repeated Idempotency-Key books once', async () => {
    const client = await signIn();
    const key = randomUUID();
    const [first, second] = await Promise.all([
      postJson('/api/bookings', booking(), { ...bearer(client.accessToken), [IDEMPOTENCY_HEADER]: key }),
      postJson('/api/bookings', booking(), { ...bearer(client.accessToken), [IDEMPOTENCY_HEADER]: key }),
    ]);
    expect([first.status, second.status]).toContain(201);
    const list = (await (await api('/api/bookings', { headers: bearer(client.accessToken) })).json()) as {
      items: Booking[];
    };
    expect(list.items).toHaveLength(1);
  });

  describe('status changes by an admin', () => {
    it('follow the state machine: pending → confirmed → completed; anything else is 409', async () => {
      const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
      const { id } = await createBooking(client.accessToken);
      const path = `/api/admin/bookings/${id}`;
      expect((await patchJson(path, { status: 'completed' }, admin.accessToken)).status).toBe(409);

      const confirmed = await patchJson(path, { status: 'confirmed', staffName: 'Maria' }, admin.accessToken);
      expect(confirmed.status).toBe(200);
      expect(await confirmed.json()).toMatchObject({ status: 'confirmed', staffName: 'Maria' });

      const cancelled = await patchJson(path, { status: 'cancelled' }, admin.accessToken);
      expect(cancelled.status).toBe(409);
      expect(((await cancelled.json()) as { code: string }).code).toBe('invalid_transition');

      expect((await patchJson(path, { status: 'completed' }, admin.accessToken)).status).toBe(200);
      expect((await patchJson(path, { status: 'confirmed' }, admin.accessToken)).status).toBe(409);
    });

    it('pending → cancelled, and a cancelled booking stays cancelled', async () => {
      const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
      const { id } = await createBooking(client.accessToken);
      expect(
        (await patchJson(`/api/admin/bookings/${id}`, { status: 'cancelled' }, admin.accessToken)).status,
      ).toBe(200);
      expect(
        (await patchJson(`/api/admin/bookings/${id}`, { status: 'confirmed' }, admin.accessToken)).status,
      ).toBe(409);
    });

    it('50 concurrent status changes leave exactly one valid transition', async () => {
      const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
      const { id } = await createBooking(client.accessToken);
      const statuses = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          patchJson(
            `/api/admin/bookings/${id}`,
            { status: index % 2 ? 'confirmed' : 'cancelled' },
            admin.accessToken,
          ).then((r) => r.status),
        ),
      );
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    });

    it('an unknown booking is 404', async () => {
      const admin = await signIn({ admin: true });
      expect(
        (await patchJson(`/api/admin/bookings/${randomUUID()}`, { status: 'confirmed' }, admin.accessToken))
          .status,
      ).toBe(404);
    });

    it('admins list every booking with who it is for, latest first, paginated', async () => {
      const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
      // The furthest date a booking may have, so this one heads the latest-first list.
      await createBooking(client.accessToken, { serviceDate: latestBookableDate() });
      const first = (await (
        await api('/api/admin/bookings?limit=1', { headers: bearer(admin.accessToken) })
      ).json()) as {
        items: (Booking & { clientEmail?: string })[];
        nextCursor?: string;
      };
      expect(first.items[0]).toMatchObject({ serviceDate: latestBookableDate(), clientEmail: client.email });
      expect(first.nextCursor).toBeDefined();
      const second = (await (
        await api(`/api/admin/bookings?limit=1&cursor=${first.nextCursor}`, {
          headers: bearer(admin.accessToken),
        })
      ).json()) as {
        items: Booking[];
      };
      expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
    });
  });
});
