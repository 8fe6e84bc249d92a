import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { profileKey } from '../../lambdas/data/profile';
import { signInLocally } from '../../local/emulators/totp';
import { ErrorBodySchema } from '../../shared/schemas/error';
import { StaffSchema, updateOf } from '../../shared/schemas/staff';
import { MeSchema } from '../../shared/schemas/user';
import {
  addStaffMember,
  api,
  bearer,
  db,
  mailedCode,
  mailTo,
  markLeft,
  postJson,
  signIn,
  stack,
  stackIdle,
  userPool,
} from './support';

const INVITATION = /^Join the team/;
const PASSWORD = 'staff-member-pass-1';

const get = (token: string, pathname: string) => api(pathname, { headers: bearer(token) });
const invite = (adminToken: string, id: string) =>
  api(`/api/admin/staff/${id}/invite`, { method: 'POST', headers: bearer(adminToken) });
const finish = (email: string, code: string) =>
  postJson('/api/accounts/confirm', { email, code, password: PASSWORD });
const errorCode = async (response: Response) => ErrorBodySchema.parse(await response.json()).code;

/** Signs in with the password the member chose, as the site does; the access token the API takes. */
const memberToken = async (email: string) =>
  (await signInLocally(stack.urls.cognito, stack.pool.clientId, { email, password: PASSWORD })).AccessToken ??
  '';

const signInExists = (email: string) =>
  userPool()
    .send(new AdminGetUserCommand({ UserPoolId: stack.pool.userPoolId, Username: email }))
    .then(
      () => true,
      (error: Error) => {
        if (error.name === 'UserNotFoundException') return false;
        throw error;
      },
    );

describe("a staff member's own account", () => {
  it('is opened with the code from the office’s invitation, and reaches only staff routes', async () => {
    const admin = await signIn({ admin: true });
    const member = await addStaffMember(admin.accessToken);
    const invited = await invite(admin.accessToken, member.id);
    expect(invited.status).toBe(200);
    expect(StaffSchema.parse(await invited.json())).toMatchObject({
      account: { status: 'invited', invitedBy: expect.any(String) },
      version: member.version + 1,
    });

    const code = await mailedCode(member.email, INVITATION);
    const [mail] = (await mailTo(member.email)).filter((sent) => INVITATION.test(sent.subject));
    expect(mail?.body.text).toContain(`/auth?mode=join&email=${encodeURIComponent(member.email)}`);
    expect((await finish(member.email, code)).status).toBe(201);

    const token = await memberToken(member.email);
    const me = MeSchema.parse(await (await get(token, '/api/me')).json());
    expect(me).toMatchObject({ isStaff: true, isAdmin: false, fullName: member.name });
    const own = await get(token, '/api/staff/me');
    expect(own.status).toBe(200);
    const record = StaffSchema.parse(await own.json());
    expect(record).toMatchObject({
      id: member.id,
      account: { status: 'joined', joinedAt: expect.any(String) },
    });
    // No client's profile: the account is the team's, not a client's.
    expect(
      (await db.send(new GetCommand({ TableName: stack.env.TABLE_NAME, Key: profileKey(me.id) }))).Item,
    ).toBeUndefined();

    for (const path of ['/api/admin/staff', `/api/admin/staff/${member.id}`, '/api/admin/bookings'])
      expect((await get(token, path)).status, path).toBe(403);
    const clientRoute = await get(token, '/api/bookings');
    expect(clientRoute.status).toBe(403);
    expect(await errorCode(clientRoute)).toBe('forbidden');

    // The office sees that the member has joined, and cannot invite them again.
    const seen = StaffSchema.parse(
      await (await get(admin.accessToken, `/api/admin/staff/${member.id}`)).json(),
    );
    expect(seen.account?.status).toBe('joined');
    const again = await invite(admin.accessToken, member.id);
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe('already_joined');

    // Renamed by the office, the member is greeted by the new name.
    const renamed = await api(`/api/admin/staff/${member.id}`, {
      method: 'PUT',
      headers: { ...bearer(admin.accessToken), 'content-type': 'application/json' },
      body: JSON.stringify({ ...updateOf(seen), name: `${member.name} Jones` }),
    });
    expect(renamed.status).toBe(200);
    expect(MeSchema.parse(await (await get(token, '/api/me')).json()).fullName).toBe(`${member.name} Jones`);
  });

  it('answers 403 to clients and the office on the staff route, and 404 to an account on nobody’s record', async () => {
    const [client, admin, unlinked] = await Promise.all([
      signIn(),
      signIn({ admin: true }),
      signIn({ staff: true }),
    ]);
    expect((await get(client.accessToken, '/api/staff/me')).status).toBe(403);
    expect((await get(admin.accessToken, '/api/staff/me')).status).toBe(403);
    expect((await get(unlinked.accessToken, '/api/staff/me')).status).toBe(404);
  });

  it('sent again, works with the newer code only', async () => {
    const admin = await signIn({ admin: true });
    const member = await addStaffMember(admin.accessToken);
    expect((await invite(admin.accessToken, member.id)).status).toBe(200);
    const first = await mailedCode(member.email, INVITATION);
    expect((await invite(admin.accessToken, member.id)).status).toBe(200);
    await stackIdle();
    const second = await mailedCode(member.email, INVITATION);
    expect(second).not.toBe(first);
    const stale = await finish(member.email, first);
    expect(stale.status).toBe(400);
    expect(await errorCode(stale)).toBe('code_refused');
    expect((await finish(member.email, second)).status).toBe(201);
  });

  it('stands when someone signs up with the invited address: no sign-up code goes, the invitation’s works', async () => {
    const admin = await signIn({ admin: true });
    const member = await addStaffMember(admin.accessToken);
    expect((await invite(admin.accessToken, member.id)).status).toBe(200);
    const code = await mailedCode(member.email, INVITATION);
    expect((await postJson('/api/accounts', { fullName: 'Someone Else', email: member.email })).status).toBe(
      202,
    );
    await stackIdle();
    expect((await mailTo(member.email)).filter((mail) => /sign-up code/.test(mail.subject))).toEqual([]);
    expect((await finish(member.email, code)).status).toBe(201);
    const token = await memberToken(member.email);
    expect((await get(token, '/api/staff/me')).status).toBe(200);
  });

  it('is refused for an address that already signs in, a member who has left, and nobody', async () => {
    const [admin, client] = await Promise.all([signIn({ admin: true }), signIn()]);
    const clientsAddress = await addStaffMember(admin.accessToken, { email: client.email });
    const taken = await invite(admin.accessToken, clientsAddress.id);
    expect(taken.status).toBe(409);
    expect(await errorCode(taken)).toBe('account_exists');

    const leaver = await addStaffMember(admin.accessToken);
    const { id } = leaver;
    expect((await markLeft(admin.accessToken, leaver)).status).toBe(200);
    const inactive = await invite(admin.accessToken, id);
    expect(inactive.status).toBe(409);
    expect(await errorCode(inactive)).toBe('staff_inactive');

    expect((await invite(admin.accessToken, 'no-such-member')).status).toBe(404);
  });

  it('is withdrawn when the member is marked as left before using it: the code is refused, no sign-in is left', async () => {
    const admin = await signIn({ admin: true });
    const member = await addStaffMember(admin.accessToken);
    const invited = StaffSchema.parse(await (await invite(admin.accessToken, member.id)).json());
    const code = await mailedCode(member.email, INVITATION);
    const left = await markLeft(admin.accessToken, invited);
    expect(left.status).toBe(200);
    expect(StaffSchema.parse(await left.json()).account).toBeUndefined();
    const refused = await finish(member.email, code);
    expect(refused.status).toBe(400);
    expect(await errorCode(refused)).toBe('code_refused');
    expect(await signInExists(member.email)).toBe(false);
  });

  it('no longer joins a record whose address the office changed: the code is refused, no sign-in is left', async () => {
    const admin = await signIn({ admin: true });
    const member = await addStaffMember(admin.accessToken);
    const invited = StaffSchema.parse(await (await invite(admin.accessToken, member.id)).json());
    const code = await mailedCode(member.email, INVITATION);
    const moved = await api(`/api/admin/staff/${invited.id}`, {
      method: 'PUT',
      headers: { ...bearer(admin.accessToken), 'content-type': 'application/json' },
      body: JSON.stringify({ ...updateOf(invited), email: `moved-${member.email}` }),
    });
    expect(moved.status).toBe(200);
    expect(StaffSchema.parse(await moved.json()).account).toBeUndefined();
    const refused = await finish(member.email, code);
    expect(refused.status).toBe(400);
    expect(await errorCode(refused)).toBe('code_refused');
    expect(await signInExists(member.email)).toBe(false);
  });
});
