import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { signInLocally } from '../../local/emulators/totp';
import { type Booking, BookingSchema } from '../../shared/schemas/booking';
import { ErrorBodySchema } from '../../shared/schemas/error';
import { StaffSchema } from '../../shared/schemas/staff';
import {
  addressIn,
  addStaffMember,
  api,
  bearer,
  bookingRequest,
  markLeft,
  memberWithAccount,
  PASSWORD,
  postJson,
  signIn,
  stack,
  userPool,
  weekdayAhead,
} from './support';

/**
 * A member leaving the team (the review's M1): marked as left, they keep nothing. Before,
 * `active: false` only rewrote the record: the sign-in stayed enabled, refresh tokens kept working and
 * a fresh sign-in read an assigned visit's key-safe code and children's notes and checked in. Now the
 * office's one request ends it all, and is refused while they still have visits to come.
 */

const get = (token: string, path: string) => api(path, { headers: bearer(token) });
const errorOf = async (response: Response) => ErrorBodySchema.parse(await response.json());

/** A visit a week or more ahead, booked by the client in the member's district (only they cover it). */
const bookedWith = async (client: { accessToken: string }, district: string): Promise<Booking> => {
  const response = await postJson(
    '/api/bookings',
    bookingRequest({ serviceDate: weekdayAhead(9), serviceTime: '10:00', address: addressIn(district) }),
    bearer(client.accessToken),
  );
  expect(response.status, await response.clone().text()).toBe(201);
  return BookingSchema.parse(await response.json());
};

const assign = (adminToken: string, bookingId: string, staffId: string) =>
  api(`/api/admin/bookings/${bookingId}/staff`, {
    method: 'PUT',
    headers: { ...bearer(adminToken), 'content-type': 'application/json' },
    body: JSON.stringify({ staffId }),
  });

describe('a member marked as left', () => {
  it('is refused while they have visits to come; then loses every route, their sign-in and their sessions', async () => {
    const [admin, client] = await Promise.all([signIn({ admin: true }), signIn()]);
    const { member, session } = await memberWithAccount(admin.accessToken);
    const visit = await bookedWith(client, member.districts[0] ?? '');
    expect(visit.staffId).toBe(member.id);

    // Their visit to come stands in the way, named for the office to give to someone else.
    const refused = await markLeft(admin.accessToken, member);
    expect(refused.status).toBe(409);
    const work = await errorOf(refused);
    expect(work.code).toBe('staff_has_work');
    expect(work.issues?.map((issue) => issue.path)).toEqual([`visits.${visit.id}`]);
    expect((await get(session.accessToken, '/api/staff/me')).status).toBe(200);

    // Handed back, they leave: in one request.
    const handedBack = await api(`/api/admin/bookings/${visit.id}/staff`, {
      method: 'DELETE',
      headers: bearer(admin.accessToken),
    });
    expect(handedBack.status).toBe(200);
    const left = await markLeft(admin.accessToken, member);
    expect(left.status, await left.clone().text()).toBe(200);
    const record = StaffSchema.parse(await left.json());
    expect(record).toMatchObject({
      active: false,
      deactivated: { at: expect.any(String), by: expect.any(String) },
      version: member.version + 1,
    });

    // The access token they hold still verifies, but no staff route, nor "who am I", answers it.
    for (const path of ['/api/staff/me', '/api/staff/visits', `/api/staff/visits/${visit.id}`, '/api/me']) {
      const answer = await get(session.accessToken, path);
      expect(answer.status, path).toBe(401);
      expect((await errorOf(answer)).code, path).toBe('account_closed');
    }
    // Their password no longer signs in, and their refresh token gets no new access token.
    await expect(
      signInLocally(stack.urls.cognito, stack.pool.clientId, { email: session.email, password: PASSWORD }),
    ).rejects.toThrow(/disabled/i);
    await expect(
      userPool().send(
        new InitiateAuthCommand({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: stack.pool.clientId,
          AuthParameters: { REFRESH_TOKEN: session.refreshToken },
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    // Nothing more can be given to them.
    const given = await assign(admin.accessToken, visit.id, member.id);
    expect(given.status).toBe(409);
    expect((await errorOf(given)).code).toBe('assignment_refused');

    // A retry of the same request finishes the job and changes nothing else.
    const again = await markLeft(admin.accessToken, member);
    expect(again.status).toBe(200);
    expect(StaffSchema.parse(await again.json()).version).toBe(record.version);

    // Made active again, deliberately: they sign in with their own password, and their pages answer.
    const back = await postJson(
      `/api/admin/staff/${member.id}/reactivate`,
      { version: record.version },
      bearer(admin.accessToken),
    );
    expect(back.status, await back.clone().text()).toBe(200);
    expect(StaffSchema.parse(await back.json())).toMatchObject({
      active: true,
      reactivated: { by: expect.any(String) },
    });
    const signedIn = await signInLocally(stack.urls.cognito, stack.pool.clientId, {
      email: session.email,
      password: PASSWORD,
    });
    expect((await get(signedIn.AccessToken ?? '', '/api/staff/me')).status).toBe(200);
    const notLeft = await postJson(
      `/api/admin/staff/${member.id}/reactivate`,
      { version: record.version + 1 },
      bearer(admin.accessToken),
    );
    expect(notLeft.status).toBe(409);
    expect((await errorOf(notLeft)).code).toBe('not_left');
  });

  it('is refused while they hold a client’s key, and at a version the office did not read', async () => {
    const [admin, client] = await Promise.all([signIn({ admin: true }), signIn()]);
    const member = await addStaffMember(admin.accessToken);
    const created = await postJson(
      '/api/admin/keys',
      { clientId: client.sub, kind: 'key', label: 'Front door' },
      { ...bearer(admin.accessToken), 'idempotency-key': crypto.randomUUID() },
    );
    expect(created.status, await created.clone().text()).toBe(201);
    const key = (await created.json()) as { id: string; version: number };
    const handed = await postJson(
      `/api/admin/keys/${key.id}/move`,
      { to: { type: 'staff', staffId: member.id }, version: key.version },
      bearer(admin.accessToken),
    );
    expect(handed.status, await handed.clone().text()).toBe(200);

    const stale = await markLeft(admin.accessToken, { id: member.id, version: member.version + 1 });
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).code).toBe('stale');
    const holding = await markLeft(admin.accessToken, member);
    expect(holding.status).toBe(409);
    expect((await errorOf(holding)).issues?.map((issue) => issue.path)).toEqual([`keys.${key.id}`]);
  });

  it('never both leaves and is given a visit: of the two at once, one is refused', async () => {
    const admin = await signIn({ admin: true });
    const client = await signIn();
    const holder = await addStaffMember(admin.accessToken);
    const visit = await bookedWith(client, holder.districts[0] ?? '');
    expect(visit.staffId).toBe(holder.id);
    const leaver = await addStaffMember(admin.accessToken, { districts: holder.districts });

    const [left, given] = await Promise.all([
      markLeft(admin.accessToken, leaver),
      assign(admin.accessToken, visit.id, leaver.id),
    ]);
    expect([left.status, given.status].filter((status) => status === 200)).toHaveLength(1);
    const record = StaffSchema.parse(
      await (await get(admin.accessToken, `/api/admin/staff/${leaver.id}`)).json(),
    );
    const { items } = (await (await get(client.accessToken, '/api/bookings')).json()) as { items: unknown[] };
    const booking = items.map((item) => BookingSchema.parse(item)).find((item) => item.id === visit.id);
    // Whichever went through, nobody who has left holds a visit to come.
    expect(record.active === false && booking?.staffId === leaver.id).toBe(false);
    expect(record.active).toBe(left.status !== 200);
  });
});
