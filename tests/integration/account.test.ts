import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { bookingKey } from '../../lambdas/data/booking';
import { feedbackKey } from '../../lambdas/data/feedback';
import { profileKey } from '../../lambdas/data/profile';
import { LOCAL_CREDENTIALS } from '../../local/emulators/provision';
import { TABLE_NAME } from '../../local/settings';
import { REGION } from '../../shared/region';
import { AccountDeletionSchema, AccountExportSchema } from '../../shared/schemas/account';
import { ErrorBodySchema } from '../../shared/schemas/error';
import { MeSchema } from '../../shared/schemas/user';
import { api, bearer, bookingIn, db, PASSWORD, postJson, signIn, stack, visitWithin48Hours } from './support';

/** The client's own profile, data export and account deletion (UK GDPR), and the office's on request. */
const putProfile = (token: string, body: unknown) =>
  api('/api/me/profile', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify(body),
  });

const cognito = () =>
  new CognitoIdentityProviderClient({
    endpoint: stack.urls.cognito,
    region: REGION,
    credentials: LOCAL_CREDENTIALS,
  });

const codeOf = async (response: Response) => ErrorBodySchema.parse(await response.json()).code;

const details = {
  fullName: 'Ada Lovelace',
  phone: '+44 (0)7700 900123',
  address: { line1: '1 High Street', town: 'Potters Bar', postcode: 'en6 5aa' },
  accessNotes: 'Key under the mat; the cat is friendly',
  reminders: 'none',
};

describe('profile', () => {
  it('a client saves their details, normalised, and reads them back; what they leave out is removed', async () => {
    const client = await signIn();
    const saved = await putProfile(client.accessToken, details);
    expect(saved.status).toBe(200);
    expect(MeSchema.parse(await saved.json())).toMatchObject({
      id: client.sub,
      email: client.email,
      fullName: 'Ada Lovelace',
      phone: '07700900123',
      address: { line1: '1 High Street', town: 'Potters Bar', postcode: 'EN6 5AA' },
      accessNotes: 'Key under the mat; the cat is friendly',
      reminders: 'none',
    });
    await putProfile(client.accessToken, { fullName: 'Ada King', phone: '' });
    const me = MeSchema.parse(await (await api('/api/me', { headers: bearer(client.accessToken) })).json());
    expect(me).toMatchObject({ fullName: 'Ada King', reminders: 'email' });
    expect(me.phone).toBeUndefined();
    expect(me.address).toBeUndefined();
    expect(me.accessNotes).toBeUndefined();
  });

  it('bad fields are 422 with an issue per field, checked by the shared schema', async () => {
    const client = await signIn();
    const response = await putProfile(client.accessToken, {
      fullName: 'A',
      phone: '12345',
      address: { line1: '1 Road', town: 'Town', postcode: 'NOT A CODE' },
      accessNotes: 'x'.repeat(501),
      reminders: 'sms',
    });
    expect(response.status).toBe(422);
    const body = ErrorBodySchema.parse(await response.json());
    expect(body.issues?.map((issue) => issue.path).sort()).toEqual(
      ['accessNotes', 'address.postcode', 'fullName', 'phone', 'reminders'].sort(),
    );
  });

  it('unknown fields (such as another user id or a role) are refused: a client changes only their own profile', async () => {
    const [client, other] = await Promise.all([signIn(), signIn()]);
    const response = await putProfile(client.accessToken, { ...details, id: other.sub });
    expect(response.status).toBe(422);
    const admin = await putProfile(client.accessToken, { ...details, isAdmin: true });
    expect(admin.status).toBe(422);
    const otherMe = MeSchema.parse(
      await (await api('/api/me', { headers: bearer(other.accessToken) })).json(),
    );
    expect(otherMe.fullName).not.toBe('Ada Lovelace');
  });
});

describe('data export', () => {
  it('holds the profile, bookings, invoices, feedback and enquiries sent from the same email; nobody else’s', async () => {
    const [client, other, admin] = await Promise.all([signIn(), signIn(), signIn({ admin: true })]);
    await putProfile(client.accessToken, details);
    const completed = await bookingIn(client, admin.accessToken, 'completed');
    await bookingIn(other, admin.accessToken, 'pending');
    await postJson(
      `/api/bookings/${completed}/feedback`,
      { rating: 4, comment: 'Lovely' },
      bearer(client.accessToken),
    );
    const invoice = await postJson(
      '/api/admin/invoices',
      { userId: client.sub, lines: [{ description: 'Deep clean', quantity: 1, unitPence: 4500 }] },
      bearer(admin.accessToken),
    );
    expect(invoice.status).toBe(201);
    const sent = await postJson('/api/enquiries', {
      type: 'general',
      name: 'Ada',
      email: client.email.toUpperCase(),
      subject: 'A question',
      message: 'Do you clean ovens as well?',
    });
    expect(sent.status).toBe(201);
    await postJson('/api/enquiries', {
      type: 'general',
      name: 'Someone',
      email: other.email,
      subject: 'Not hers',
      message: 'This one is from somebody else.',
    });

    const response = await api('/api/me/export', { headers: bearer(client.accessToken) });
    expect(response.status).toBe(200);
    const data = AccountExportSchema.parse(await response.json());
    expect(data.profile).toMatchObject({ id: client.sub, fullName: 'Ada Lovelace', phone: '07700900123' });
    expect(data.bookings.map((booking) => booking.id)).toEqual([completed]);
    expect(data.invoices).toHaveLength(1);
    expect(data.invoices[0]).toMatchObject({
      userId: client.sub,
      lines: [expect.objectContaining({ description: 'Deep clean', amountPence: 4500 })],
    });
    expect(data.feedback).toMatchObject([{ bookingId: completed, rating: 4, comment: 'Lovely' }]);
    expect(data.enquiries).toHaveLength(1);
    expect(data.enquiries[0]?.fields).toMatchObject({
      subject: 'A question',
      message: 'Do you clean ovens as well?',
    });
  });

  it('the office reads a client’s data at their request; a client cannot (403), and an unknown id is 404', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const asAdmin = await api(`/api/admin/users/${client.sub}`, { headers: bearer(admin.accessToken) });
    expect(asAdmin.status).toBe(200);
    expect(AccountExportSchema.parse(await asAdmin.json()).profile.email).toBe(client.email);
    expect(
      (await api(`/api/admin/users/${client.sub}`, { headers: bearer(client.accessToken) })).status,
    ).toBe(403);
    const missing = await api('/api/admin/users/no-such-user', { headers: bearer(admin.accessToken) });
    expect(missing.status).toBe(404);
  });

  it('is rate-limited: the sixth export within the hour is 429', async () => {
    const client = await signIn();
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await api('/api/me/export', { headers: bearer(client.accessToken) })).status).toBe(200);
    const limited = await api('/api/me/export', { headers: bearer(client.accessToken) });
    expect(limited.status).toBe(429);
    expect(await codeOf(limited)).toBe('rate_limited');
  });
});

describe('account deletion', () => {
  const deleteMine = (token: string, body: unknown = { confirm: true }) =>
    postJson('/api/me/delete', body, bearer(token));

  it('cancels future visits under the terms, anonymises bookings and feedback, keeps invoices, and removes sign-in and profile', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    await putProfile(client.accessToken, details);
    const completed = await bookingIn(client, admin.accessToken, 'completed');
    const future = await bookingIn(client, admin.accessToken, 'confirmed');
    const soon = (await visitWithin48Hours(client)).id;
    await postJson(
      `/api/bookings/${completed}/feedback`,
      { rating: 5, comment: 'Great' },
      bearer(client.accessToken),
    );
    await postJson(
      '/api/admin/invoices',
      { userId: client.sub, lines: [{ description: 'Deep clean', quantity: 1, unitPence: 4500 }] },
      bearer(admin.accessToken),
    );

    expect((await deleteMine(client.accessToken, {})).status).toBe(422);
    const response = await deleteMine(client.accessToken);
    expect(response.status).toBe(200);
    const result = AccountDeletionSchema.parse(await response.json());
    expect(result).toMatchObject({
      cancelledVisits: 2,
      anonymisedBookings: 3,
      anonymisedFeedback: 1,
      invoicesKept: 1,
    });
    expect(result.cancellationFeesPence).toBeGreaterThan(0);

    const item = async (key: Record<string, unknown>) =>
      (await db.send(new GetCommand({ TableName: TABLE_NAME, Key: key }))).Item;
    const futureItem = await item(bookingKey(future));
    expect(futureItem).toMatchObject({ status: 'cancelled', cancellation: { by: 'client', feePence: 0 } });
    expect(futureItem?.address).toBeUndefined();
    expect(futureItem?.clientSearch).toBeUndefined();
    expect((await item(bookingKey(soon)))?.cancellation.feePence).toBeGreaterThan(0);
    expect(await item(bookingKey(completed))).toMatchObject({ status: 'completed' });
    expect((await item(feedbackKey(completed)))?.anonymisedAt).toEqual(expect.any(String));
    expect(await item(profileKey(client.sub))).toBeUndefined();

    const admins = await api(`/api/admin/invoices?limit=100`, { headers: bearer(admin.accessToken) });
    const invoices = (await admins.json()) as { items: { userId: string }[] };
    expect(invoices.items.some((invoice) => invoice.userId === client.sub)).toBe(true);

    const idp = cognito();
    await expect(
      idp.send(new AdminGetUserCommand({ UserPoolId: stack.pool.userPoolId, Username: client.email })),
    ).rejects.toThrow();
    await expect(
      idp.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: stack.pool.clientId,
          AuthParameters: { USERNAME: client.email, PASSWORD },
        }),
      ),
    ).rejects.toThrow();
    idp.destroy();

    // Twice is a clear 404: there is nothing left to delete.
    const again = await deleteMine(client.accessToken);
    expect(again.status).toBe(404);
  });

  it('an admin’s own account is refused (409); the office deletes a client’s at their request, but never an admin’s', async () => {
    const [client, admin, otherAdmin] = await Promise.all([
      signIn(),
      signIn({ admin: true }),
      signIn({ admin: true }),
    ]);
    const own = await deleteMine(admin.accessToken);
    expect(own.status).toBe(409);
    expect(await codeOf(own)).toBe('admin_account');
    const ofAdmin = await postJson(
      `/api/admin/users/${otherAdmin.sub}/delete`,
      { confirm: true },
      bearer(admin.accessToken),
    );
    expect(ofAdmin.status).toBe(409);
    expect(
      (await postJson(`/api/admin/users/${client.sub}/delete`, { confirm: true }, bearer(client.accessToken)))
        .status,
    ).toBe(403);
    const done = await postJson(
      `/api/admin/users/${client.sub}/delete`,
      { confirm: true },
      bearer(admin.accessToken),
    );
    expect(done.status).toBe(200);
    expect((await api('/api/me', { headers: bearer(client.accessToken) })).status).toBe(200);
    expect(
      MeSchema.parse(await (await api('/api/me', { headers: bearer(client.accessToken) })).json()).fullName,
    ).toBeUndefined();
  });
});
