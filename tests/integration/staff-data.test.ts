import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { staffLinkKey } from '../../lambdas/data/staff-link';
import { ACCOUNT_ACTION_LIMITS } from '../../shared/limits';
import { BookingSchema } from '../../shared/schemas/booking';
import { ErrorBodySchema } from '../../shared/schemas/error';
import { StaffExportSchema, StaffSchema } from '../../shared/schemas/staff';
import {
  ADDRESS,
  addressIn,
  api,
  bearer,
  bookingRequest,
  db,
  markLeft,
  memberWithAccount,
  postJson,
  signIn,
  stack,
  userPool,
  weekdayAhead,
} from './support';

/**
 * A member of the team's right of access, as a client has theirs: the copy of what the firm
 * holds about them, from their own page while they are on the team, and from the office's for anyone
 * (a member who has left cannot sign in). Other people's details stay out.
 */

const get = (token: string, path: string) => api(path, { headers: bearer(token) });

describe("a member's copy of their data", () => {
  it('holds their record and their visits without the clients’ details; the office gets the same for a member who has left', async () => {
    const [admin, client] = await Promise.all([signIn({ admin: true }), signIn()]);
    const { member, session } = await memberWithAccount(admin.accessToken);
    const booked = await postJson(
      '/api/bookings',
      bookingRequest({
        serviceDate: weekdayAhead(9),
        serviceTime: '10:00',
        address: addressIn(member.districts[0] ?? ''),
      }),
      bearer(client.accessToken),
    );
    expect(booked.status, await booked.clone().text()).toBe(201);
    const visit = BookingSchema.parse(await booked.json());
    expect(visit.staffId).toBe(member.id);

    const own = await get(session.accessToken, '/api/staff/me/export');
    expect(own.status, await own.clone().text()).toBe(200);
    const copy = StaffExportSchema.parse(await own.json());
    expect(copy.member).toMatchObject({ id: member.id, name: member.name, email: member.email });
    expect(copy.visits).toEqual([
      expect.objectContaining({
        id: visit.id,
        serviceDate: visit.serviceDate,
        serviceTime: '10:00',
        status: visit.status,
        district: member.districts[0],
      }),
    ]);
    expect(copy.keysHeld).toEqual([]);
    // The client's address and account are theirs, not the member's.
    const text = JSON.stringify(copy);
    expect(text).not.toContain(ADDRESS.line1);
    expect(text).not.toContain(client.email);
    expect(text).not.toContain(client.sub);

    // Only the office reads another member's; a client reads neither.
    expect((await get(session.accessToken, `/api/admin/staff/${member.id}/export`)).status).toBe(403);
    expect((await get(client.accessToken, '/api/staff/me/export')).status).toBe(403);

    // Left: their own page is closed, and the office downloads it for them.
    await api(`/api/admin/bookings/${visit.id}/staff`, {
      method: 'DELETE',
      headers: bearer(admin.accessToken),
    });
    expect((await markLeft(admin.accessToken, member)).status).toBe(200);
    const closed = await get(session.accessToken, '/api/staff/me/export');
    expect(closed.status).toBe(401);
    const forThem = await get(admin.accessToken, `/api/admin/staff/${member.id}/export`);
    expect(forThem.status).toBe(200);
    expect(StaffExportSchema.parse(await forThem.json())).toMatchObject({
      member: { id: member.id, active: false },
      // Handed back to the office: no longer a visit of theirs.
      visits: [],
    });
    expect((await get(admin.accessToken, '/api/admin/staff/no-such-member/export')).status).toBe(404);
  });

  it('is counted per account, as a client’s export is: past the hour’s limit, 429', async () => {
    const admin = await signIn({ admin: true });
    const { session } = await memberWithAccount(admin.accessToken);
    for (let copies = 0; copies < ACCOUNT_ACTION_LIMITS.export.limit; copies += 1)
      expect((await get(session.accessToken, '/api/staff/me/export')).status).toBe(200);
    const refused = await get(session.accessToken, '/api/staff/me/export');
    expect(refused.status).toBe(429);
    expect(ErrorBodySchema.parse(await refused.json()).code).toBe('rate_limited');
  });

  it("a former member's sign-in is deleted for good at their request; their record stays, and says who deleted it", async () => {
    const admin = await signIn({ admin: true });
    const { member, session } = await memberWithAccount(admin.accessToken);
    const deletePath = `/api/admin/staff/${member.id}/sign-in/delete`;
    const onTeam = await postJson(deletePath, { version: member.version }, bearer(admin.accessToken));
    expect(onTeam.status).toBe(409);
    expect(ErrorBodySchema.parse(await onTeam.json()).code).toBe('staff_active');

    const left = StaffSchema.parse(await (await markLeft(admin.accessToken, member)).json());
    const stale = await postJson(deletePath, { version: member.version }, bearer(admin.accessToken));
    expect(stale.status).toBe(409);
    expect(ErrorBodySchema.parse(await stale.json()).code).toBe('stale');
    expect((await postJson(deletePath, { version: left.version }, bearer(session.accessToken))).status).toBe(
      403,
    );

    const deleted = await postJson(deletePath, { version: left.version }, bearer(admin.accessToken));
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    const record = StaffSchema.parse(await deleted.json());
    expect(record).toMatchObject({
      id: member.id,
      name: member.name,
      active: false,
      signInDeleted: { at: expect.any(String), by: expect.any(String) },
      version: left.version + 1,
    });
    expect(record.account).toBeUndefined();
    // The pool no longer knows them; a token still in their hands answers 401, as after leaving.
    await expect(
      userPool().send(new AdminGetUserCommand({ UserPoolId: stack.pool.userPoolId, Username: session.sub })),
    ).rejects.toMatchObject({ name: 'UserNotFoundException' });
    expect((await get(session.accessToken, '/api/staff/me')).status).toBe(401);
    const { Item: link } = await db.send(
      new GetCommand({ TableName: stack.env.TABLE_NAME, Key: staffLinkKey(session.sub) }),
    );
    expect(link).toMatchObject({ staffId: member.id, endedAt: expect.any(String) });
    expect(link?.fullName).toBeUndefined();
    const again = await postJson(deletePath, { version: record.version }, bearer(admin.accessToken));
    expect(again.status).toBe(409);
    expect(ErrorBodySchema.parse(await again.json()).code).toBe('no_sign_in');
  });
});
