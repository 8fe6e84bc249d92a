import { AdminGetUserCommand, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { BOOKINGS_OF_USER, bookingKey } from '../../lambdas/data/booking';
import { erasureKey } from '../../lambdas/data/erasure';
import { feedbackKey } from '../../lambdas/data/feedback';
import { profileKey } from '../../lambdas/data/profile';
import { queryUserItems } from '../../lambdas/data/query';
import { TABLE_NAME } from '../../local/settings';
import { AccountDeletionSchema, AccountExportSchema, AMOUNTS_OWED } from '../../shared/schemas/account';
import { ErrorBodySchema } from '../../shared/schemas/error';
import { CreatedInvoiceSchema } from '../../shared/schemas/invoice';
import { MeSchema } from '../../shared/schemas/user';
import {
  api,
  bearer,
  bookingIn,
  bookingRequest,
  db,
  eventually,
  invoicedAndPaid,
  mailTo,
  postJson,
  signIn,
  stack,
  userPool,
  visitWithin48Hours,
  weekdayAhead,
} from './support';

/** The client's own profile, data export and account deletion (UK GDPR), and the office's on request. */
const putProfile = (token: string, body: unknown) =>
  api('/api/me/profile', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify(body),
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
  it('holds the profile, bookings, invoices, feedback, the enquiries she sent signed in and the office’s notes; nobody else’s', async () => {
    const [client, other, admin] = await Promise.all([signIn(), signIn(), signIn({ admin: true })]);
    await putProfile(client.accessToken, details);
    const completed = await bookingIn(client, admin.accessToken, 'completed');
    const upcoming = await bookingIn(client, admin.accessToken, 'confirmed');
    const noted = await api(`/api/admin/bookings/${upcoming}/details`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', ...bearer(admin.accessToken) },
      body: JSON.stringify({ internalNotes: 'Prefers the back door; dog is nervous' }),
    });
    expect(noted.status).toBe(200);
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
    // Sent signed in: the gateway proved who sent it, so it is hers whatever address she typed.
    const sent = await postJson(
      '/api/me/enquiries',
      {
        type: 'general',
        name: 'Ada',
        email: client.email.toUpperCase(),
        subject: 'A question',
        message: 'Do you clean ovens as well?',
      },
      bearer(client.accessToken),
    );
    expect(sent.status).toBe(201);
    // Typed with her address on the public form: anyone could have sent it (security review L1).
    const typed = await postJson('/api/enquiries', {
      type: 'general',
      name: 'Ada',
      email: client.email,
      subject: 'Typed, not proven',
      message: 'Anyone can type an address into a form.',
    });
    expect(typed.status).toBe(201);
    await postJson(
      '/api/me/enquiries',
      {
        type: 'general',
        name: 'Someone',
        email: other.email,
        subject: 'Not hers',
        message: 'This one is from somebody else.',
      },
      bearer(other.accessToken),
    );

    const response = await api('/api/me/export', { headers: bearer(client.accessToken) });
    expect(response.status).toBe(200);
    const data = AccountExportSchema.parse(await response.json());
    expect(data.profile).toMatchObject({ id: client.sub, fullName: 'Ada Lovelace', phone: '07700900123' });
    expect(data.bookings.map((booking) => booking.id)).toEqual([completed, upcoming]);
    expect(data.invoices).toHaveLength(1);
    expect(data.invoices[0]).toMatchObject({
      userId: client.sub,
      lines: [expect.objectContaining({ description: 'Deep clean', amountPence: 4500 })],
    });
    expect(data.feedback).toMatchObject([{ bookingId: completed, rating: 4, comment: 'Lovely' }]);
    expect(data.officeNotes).toEqual([
      expect.objectContaining({
        bookingId: upcoming,
        internalNotes: 'Prefers the back door; dog is nervous',
      }),
    ]);
    expect(data.enquiries).toHaveLength(1);
    expect(data.enquiries[0]?.id).toBe(((await sent.json()) as { id: string }).id);
    expect(data.enquiries[0]?.fields).toMatchObject({
      subject: 'A question',
      message: 'Do you clean ovens as well?',
    });
  });

  it("leaves out a stranger's registration typed with the client's address, from her export and the office's client page (L1)", async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    // As the review did it: an anonymous nanny registration, children's details and health notes, typed
    // with someone else's address.
    const stranger = await postJson('/api/enquiries', {
      type: 'nanny',
      fullName: 'Not The Client',
      telephone: '01632 960555',
      address: '9 Elsewhere Lane, Barnet',
      email: client.email,
      serviceRequired: 'nannying',
      numberOfChildren: 2,
      childrenAges: '3 and 6',
      childrenGenders: 'Boy and girl',
      specialRequirements: 'The younger one has a severe nut allergy and asthma',
    });
    expect(stranger.status).toBe(201);
    const strangerId = ((await stranger.json()) as { id: string }).id;

    const own = AccountExportSchema.parse(
      await (await api('/api/me/export', { headers: bearer(client.accessToken) })).json(),
    );
    const office = AccountExportSchema.parse(
      await (await api(`/api/admin/users/${client.sub}`, { headers: bearer(admin.accessToken) })).json(),
    );
    for (const data of [own, office]) {
      expect(data.profile.id).toBe(client.sub);
      expect(data.enquiries.map((enquiry) => enquiry.id)).not.toContain(strangerId);
      expect(JSON.stringify(data.enquiries)).not.toMatch(/nut allergy|Not The Client/);
    }
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
  const item = async (key: Record<string, unknown>) =>
    (await db.send(new GetCommand({ TableName: TABLE_NAME, Key: key }))).Item;

  it('is refused (409) while anything is owed, listing each item; the billing still works, and nothing changed (M5)', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const completed = await bookingIn(client, admin.accessToken, 'completed');
    const soon = (await visitWithin48Hours(client)).id;
    const invoice = CreatedInvoiceSchema.parse(
      await (
        await postJson(
          '/api/admin/invoices',
          { userId: client.sub, lines: [{ description: 'Oven clean', quantity: 1, unitPence: 4500 }] },
          bearer(admin.accessToken),
        )
      ).json(),
    ).invoice;

    const refused = await deleteMine(client.accessToken);
    expect(refused.status).toBe(409);
    const body = ErrorBodySchema.parse(await refused.json());
    expect(body.code).toBe(AMOUNTS_OWED);
    expect(body.issues?.map((issue) => issue.path).sort()).toEqual(
      [`bookings.${completed}`, `bookings.${soon}`, `invoices.${invoice.id}`].sort(),
    );
    expect(body.issues?.find((issue) => issue.path === `invoices.${invoice.id}`)?.message).toContain(
      invoice.invoiceNumber,
    );
    const byOffice = await postJson(
      `/api/admin/users/${client.sub}/delete`,
      { confirm: true, reason: 'Phoned the office to close the account' },
      bearer(admin.accessToken),
    );
    expect(byOffice.status).toBe(409);
    expect(await codeOf(byOffice)).toBe(AMOUNTS_OWED);

    // Nothing was touched: the visit to come is still booked, the profile is there to bill.
    expect(await item(bookingKey(soon))).toMatchObject({ status: 'pending' });
    expect(await item(profileKey(client.sub))).toBeDefined();
    const billable = await api(`/api/admin/clients/${client.sub}/billable`, {
      headers: bearer(admin.accessToken),
    });
    expect(billable.status).toBe(200);
    expect(JSON.stringify(await billable.json())).toContain(completed);
  });

  it('once settled: ends every session, cancels visits to come, anonymises, keeps invoices, records the erasure and mails the client', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    await putProfile(client.accessToken, details);
    const completed = await bookingIn(client, admin.accessToken, 'completed');
    const future = await bookingIn(client, admin.accessToken, 'confirmed');
    await postJson(
      `/api/bookings/${completed}/feedback`,
      { rating: 5, comment: 'Great' },
      bearer(client.accessToken),
    );
    const invoice = await invoicedAndPaid(client.sub, [completed], admin.accessToken);

    expect((await deleteMine(client.accessToken, {})).status).toBe(422);
    const response = await deleteMine(client.accessToken);
    expect(response.status).toBe(200);
    const result = AccountDeletionSchema.parse(await response.json());
    expect(result).toEqual({
      cancelledVisits: 1,
      cancellationFeesPence: 0,
      anonymisedBookings: 2,
      anonymisedFeedback: 1,
      invoicesKept: 1,
    });

    const futureItem = await item(bookingKey(future));
    expect(futureItem).toMatchObject({ status: 'cancelled', cancellation: { by: 'client', feePence: 0 } });
    expect(futureItem?.address).toBeUndefined();
    expect(futureItem?.clientSearch).toBeUndefined();
    expect(await item(bookingKey(completed))).toMatchObject({ status: 'completed', invoiceId: invoice.id });
    expect((await item(feedbackKey(completed)))?.anonymisedAt).toEqual(expect.any(String));
    expect(await item(profileKey(client.sub))).toBeUndefined();

    // The record of the erasure: who and what, with no name, email or address in it.
    const record = await item(erasureKey(client.sub));
    expect(record).toMatchObject({ by: 'client', userId: client.sub, cancelledVisits: 1, invoicesKept: 1 });
    expect(JSON.stringify(record)).not.toContain(client.email);
    expect(JSON.stringify(record)).not.toContain(details.fullName);

    const idp = userPool();
    await expect(
      idp.send(new AdminGetUserCommand({ UserPoolId: stack.pool.userPoolId, Username: client.email })),
    ).rejects.toThrow();
    await expect(
      idp.send(
        new InitiateAuthCommand({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: stack.pool.clientId,
          AuthParameters: { REFRESH_TOKEN: client.refreshToken },
        }),
      ),
    ).rejects.toThrow();

    const mail = await eventually(async () => {
      const [sent] = (await mailTo(client.email)).filter((m) => /deleted/i.test(m.subject));
      expect(sent).toBeDefined();
      return sent as NonNullable<typeof sent>;
    });
    expect(mail.subject).toMatch(/account has been deleted/);
    expect(mail.body.text).toContain(details.fullName);

    // Twice is a clear 404: there is nothing left to delete.
    const again = await deleteMine(client.accessToken);
    expect(again.status).toBe(404);
  });

  it('a deleted account’s access token, still within its lifetime, books nothing and gives no feedback (L2)', async () => {
    const [client, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const completed = await bookingIn(client, admin.accessToken, 'completed');
    await invoicedAndPaid(client.sub, [completed], admin.accessToken);
    expect((await deleteMine(client.accessToken)).status).toBe(200);

    const booking = await postJson(
      '/api/bookings',
      bookingRequest({ serviceDate: weekdayAhead(9) }),
      bearer(client.accessToken),
    );
    expect(booking.status).toBe(404);
    const feedback = await postJson(
      `/api/bookings/${completed}/feedback`,
      { rating: 1, comment: 'After deletion' },
      bearer(client.accessToken),
    );
    expect(feedback.status).toBe(404);
    expect(await queryUserItems(client.sub, BOOKINGS_OF_USER, true)).toHaveLength(1);
    expect(await item(feedbackKey(completed))).toBeUndefined();
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
    const asked = { confirm: true, reason: 'Asked by phone on Monday' };
    const ofAdmin = await postJson(
      `/api/admin/users/${otherAdmin.sub}/delete`,
      asked,
      bearer(admin.accessToken),
    );
    expect(ofAdmin.status).toBe(409);
    expect(
      (await postJson(`/api/admin/users/${client.sub}/delete`, asked, bearer(client.accessToken))).status,
    ).toBe(403);
    const done = await postJson(`/api/admin/users/${client.sub}/delete`, asked, bearer(admin.accessToken));
    expect(done.status).toBe(200);
    expect((await api('/api/me', { headers: bearer(client.accessToken) })).status).toBe(200);
    expect(
      MeSchema.parse(await (await api('/api/me', { headers: bearer(client.accessToken) })).json()).fullName,
    ).toBeUndefined();
  });

  it('the office says why, the erasure record keeps which admin and why, the client is mailed, and an admin deletes at most five an hour (L3)', async () => {
    const admin = await signIn({ admin: true });
    const clients = await Promise.all(Array.from({ length: 6 }, () => signIn()));
    const [first] = clients as [Awaited<ReturnType<typeof signIn>>];
    const deleteBy = (id: string, body: unknown) =>
      postJson(`/api/admin/users/${id}/delete`, body, bearer(admin.accessToken));

    const unexplained = await deleteBy(first.sub, { confirm: true });
    expect(unexplained.status).toBe(422);
    expect(ErrorBodySchema.parse(await unexplained.json()).issues?.[0]?.path).toBe('reason');
    const twoLines = await deleteBy(first.sub, { confirm: true, reason: 'Asked\n=1+1' });
    expect(twoLines.status).toBe(422);
    expect(await item(profileKey(first.sub))).toBeDefined();

    const reason = 'Emailed the office on 3 March';
    for (const client of clients.slice(0, 5))
      expect((await deleteBy(client.sub, { confirm: true, reason })).status).toBe(200);
    const record = await item(erasureKey(first.sub));
    expect(record).toMatchObject({ by: 'office', adminId: admin.sub, reason, at: expect.any(String) });
    expect(record?.expiresAt).toBeGreaterThan(Date.now() / 1000 + 5 * 365 * 86_400);

    const sixth = clients[5] as (typeof clients)[number];
    const limited = await deleteBy(sixth.sub, { confirm: true, reason });
    expect(limited.status).toBe(429);
    expect(await item(profileKey(sixth.sub))).toBeDefined();

    const mail = await eventually(async () => {
      const [sent] = (await mailTo(first.email)).filter((m) => /deleted/i.test(m.subject));
      expect(sent).toBeDefined();
      return sent as NonNullable<typeof sent>;
    });
    expect(mail.body.text).toContain('our office has deleted your account');
  });
});
