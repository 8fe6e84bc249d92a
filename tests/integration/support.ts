import { createPrivateKey, createSign, type JsonWebKey, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { expect, inject, vi } from 'vitest';
import { updateBookingStatus } from '../../lambdas/bookings/admin';
import { createBooking } from '../../lambdas/bookings/book';
import { saveProfile } from '../../lambdas/data/profile';
import { staffKey } from '../../lambdas/data/staff-key';
import { staffLinkKey } from '../../lambdas/data/staff-link';
import { LOCAL_CREDENTIALS } from '../../local/emulators/provision';
import type { SentText } from '../../local/emulators/sms-page';
import { enrolTotp, signInLocally } from '../../local/emulators/totp';
import { bankHolidayOn } from '../../shared/bank-holidays';
import { todayInLondon } from '../../shared/dates';
import { ADMIN_GROUP, IDEMPOTENCY_HEADER, ORIGIN_VERIFY_HEADER, STAFF_GROUP } from '../../shared/http';
import { addDays, londonInstant, weekdayNear, weekdayOf } from '../../shared/london-time';
import { REGION } from '../../shared/region';
import { CreateBookingSchema, SERVICE_TYPES } from '../../shared/schemas/booking';
import type { PaymentMethods } from '../../shared/schemas/payment';
import { StaffSchema } from '../../shared/schemas/staff';

export const stack = inject('stack');
// The functions read their configuration from the environment, as in AWS; point this worker at the emulators too.
Object.assign(process.env, stack.env);

/**
 * The header CloudFront adds to every request it sends to the API (decision 007). These tests call the
 * gateway where CloudFront would, so they send it; the origin tests show what happens without it.
 */
export const FROM_CLOUDFRONT = { [ORIGIN_VERIFY_HEADER]: stack.env.ORIGIN_VERIFY_SECRETS };

export const api = (pathname: string, init: RequestInit = {}) => {
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(FROM_CLOUDFRONT)) headers.set(name, value);
  return fetch(`${stack.urls.api}${pathname}`, { ...init, headers });
};

export const postJson = (pathname: string, body: unknown, headers: Record<string, string> = {}) =>
  api(pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

export const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: stack.urls.dynamo, region: REGION, credentials: LOCAL_CREDENTIALS }),
);

export interface SentMail {
  from: string;
  destination: { to: string[] };
  replyTo?: string[];
  subject: string;
  body: { text?: string; html?: string };
  /** Base64 content, as SES local stores it. */
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** When the running test started: each test reads back only the mail sent since (SES local's `since`). */
let testStartedAt = Date.now();
/** Before each test of every file (tests/integration/setup.ts). */
export const markTestStarted = () => {
  testStartedAt = Date.now();
};

/**
 * Mail to `email`, or about it (the company's copy of an enquiry replies to the visitor), sent since the
 * running test started: only this test's own, and never the whole store.
 */
export const mailFor = async (email: string, since = testStartedAt): Promise<SentMail[]> => {
  const response = await fetch(`${stack.urls.mail}/store?since=${Math.floor(since / 1000)}`);
  if (!response.ok) throw new Error(`SES local's store answered ${response.status}`);
  return ((await response.json()) as { emails: SentMail[] }).emails.filter(
    (m) => m.destination.to.includes(email) || m.replyTo?.includes(email),
  );
};

/** A mobile's code: the code first, then the company's words. */
const MOBILE_CODE_TEXT = /^(\d{6}) is your /;

const allTextsTo = async (mobile: string, since: number): Promise<SentText[]> => {
  const response = await fetch(`${stack.urls.sms}/store?since=${Math.floor(since / 1000)}`);
  if (!response.ok) throw new Error(`the SMS stand-in's store answered ${response.status}`);
  return ((await response.json()) as { texts: SentText[] }).texts.filter((text) => text.to === mobile);
};

/**
 * Texts to `mobile` (E.164) sent since the running test started, from the SMS stand-in's store: what the
 * product says about visits, without the codes that prove the number (codeTextsTo).
 */
export const textsTo = async (mobile: string, since = testStartedAt): Promise<SentText[]> =>
  (await allTextsTo(mobile, since)).filter((text) => !MOBILE_CODE_TEXT.test(text.body));

/** The codes texted to `mobile` to prove it, oldest first, with the code each carries. */
export const codeTextsTo = async (mobile: string, since = testStartedAt) =>
  (await allTextsTo(mobile, since)).flatMap((text) => {
    const code = MOBILE_CODE_TEXT.exec(text.body)?.[1];
    return code ? [{ ...text, code }] : [];
  });

/**
 * Turns a client's texts on as a person does: the profile saved with the number and the
 * switch, then the code texted to the number typed back. Answers the number in E.164.
 */
export const turnTextsOn = async (
  accessToken: string,
  mobile: string,
  details: Record<string, unknown> = { fullName: 'Nia Okafor' },
): Promise<string> => {
  const saved = await api('/api/me/profile', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...bearer(accessToken) },
    body: JSON.stringify({ ...details, mobile, textMessages: true }),
  });
  if (saved.status !== 200)
    throw new Error(`the profile's save answered ${saved.status}: ${await saved.text()}`);
  const { mobileCode } = (await saved.json()) as { mobileCode?: { mobile: string } };
  if (!mobileCode) throw new Error('the save texted no code');
  const [text] = await eventually(async () => {
    const codes = await codeTextsTo(mobileCode.mobile);
    if (codes.length === 0) throw new Error(`no code texted to ${mobileCode.mobile} yet`);
    return codes.slice(-1);
  });
  const confirmed = await postJson('/api/me/mobile-code/confirm', { code: text?.code }, bearer(accessToken));
  if (confirmed.status !== 200)
    throw new Error(`the code's confirmation answered ${confirmed.status}: ${await confirmed.text()}`);
  return mobileCode.mobile;
};

/** A reply from a phone, as two-way SMS delivers it; settles once the notice sender has handled it. */
export const replyByText = async (from: string, body: string): Promise<void> => {
  const response = await fetch(`${stack.urls.sms}/inbound`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from, body }),
  });
  if (response.status !== 204)
    throw new Error(`the SMS stand-in answered ${response.status}: ${await response.text()}`);
};

/** Mail to `email` only (not about it), sent since the running test started. */
export const mailTo = async (email: string, since = testStartedAt): Promise<SentMail[]> =>
  (await mailFor(email, since)).filter((m) => m.destination.to.includes(email));

/**
 * Waits for a test's own outcome (its own mail, its own items), bounded: the stack hands enquiries to
 * the mail sender and notices to the notice sender after the request has been answered.
 */
export const eventually = <T>(check: () => Promise<T>): Promise<T> =>
  vi.waitFor(check, { timeout: 15_000, interval: 100 });

/**
 * Settles once the local stack has finished everything it was given so far: asynchronous invocations,
 * every function, the table's stream read to its end and handed to the notice sender, codes on their way
 * to the mail store (local/stack.ts `idle`). A "nothing was sent" check does its work, awaits this, then
 * looks, so it can fail. Bounded by the setup's control endpoint (14 s).
 */
export const stackIdle = async (): Promise<void> => {
  const response = await fetch(`${stack.urls.control}/idle`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`the local stack is not idle: ${await response.text()}`);
};

/**
 * The code in the newest mail to `email` whose subject matches, read from the mail viewer's store as a
 * user would read their inbox.
 */
export const mailedCode = (email: string, subject: RegExp): Promise<string> =>
  eventually(async () => {
    // Only the mail that carries the code: others (the welcome) hold 6-digit runs too (a phone number).
    const mails = (await mailTo(email)).filter((mail) => subject.test(mail.subject));
    const code = /\b(\d{6})\b/.exec(mails.at(-1)?.body.text ?? mails.at(-1)?.body.html ?? '')?.[1];
    if (!code) throw new Error(`no code was mailed to ${email} yet`);
    return code;
  });

let poolClient: CognitoIdentityProviderClient | undefined;

/** The stack's user pool through the SDK, as an operator (or Cognito's own API) reaches it: one client per file. */
export const userPool = (): CognitoIdentityProviderClient => {
  poolClient ??= new CognitoIdentityProviderClient({
    endpoint: stack.urls.cognito,
    region: REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  return poolClient;
};
/** After each file (tests/integration/setup.ts). */
export const releaseUserPool = () => {
  poolClient?.destroy();
  poolClient = undefined;
};

export const PASSWORD = 'integration-pass-1';

/**
 * A real user in cognito-local, signed in with the flow the web app uses locally. An admin sets up an
 * authenticator app first and answers the pool's code challenge at sign-in, as admins must;
 * `mfa: false` gives an admin who has not set one up, whose session admin routes refuse.
 */
export const signIn = async (options: { admin?: boolean; mfa?: boolean; staff?: boolean } = {}) => {
  const email = `user-${randomUUID()}@example.com`;
  // As local/emulators/provision.ts ensureUser, for a user known to be new: the pool's answer to the
  // creation carries the sub, so neither of its look-ups is needed (a test signs in hundreds of times).
  const created = await userPool().send(
    new AdminCreateUserCommand({
      UserPoolId: stack.pool.userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: 'Test User' },
      ],
    }),
  );
  const sub = created.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!sub) throw new Error('the pool created a user without a sub');
  const signedIn = async () => {
    await userPool().send(
      new AdminSetUserPasswordCommand({
        UserPoolId: stack.pool.userPoolId,
        Username: email,
        Password: PASSWORD,
        Permanent: true,
      }),
    );
    const groups = [options.admin && ADMIN_GROUP, options.staff && STAFF_GROUP].filter(
      (group): group is string => typeof group === 'string',
    );
    for (const GroupName of groups)
      await userPool().send(
        new AdminAddUserToGroupCommand({ UserPoolId: stack.pool.userPoolId, Username: email, GroupName }),
      );
    let result = await signInLocally(stack.urls.cognito, stack.pool.clientId, { email, password: PASSWORD });
    let totpSecret: string | undefined;
    if (options.admin && options.mfa !== false) {
      totpSecret = await enrolTotp(stack.urls.cognito, result.AccessToken ?? '');
      result = await signInLocally(stack.urls.cognito, stack.pool.clientId, {
        email,
        password: PASSWORD,
        totpSecret,
      });
    }
    return { result, totpSecret };
  };
  // Admin-created users skip confirmation, so their profile is written as the trigger would write it;
  // nothing in signing in reads it, so both go at once.
  const [{ result, totpSecret }] = await Promise.all([
    signedIn(),
    saveProfile({
      id: sub,
      email,
      fullName: `Test ${email.slice(5, 13)}`,
      createdAt: new Date().toISOString(),
    }),
  ]);
  return {
    email,
    sub,
    accessToken: result.AccessToken ?? '',
    idToken: result.IdToken ?? '',
    refreshToken: result.RefreshToken ?? '',
    totpSecret,
  };
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Signs a token with cognito-local's own key, so only the claim under test is wrong. */
export const signWithLocalKey = (claims: Record<string, unknown>, privateJwk?: JsonWebKey): string => {
  const require = createRequire(import.meta.url);
  const keyFile = path.join(
    path.dirname(require.resolve('cognito-local/package.json')),
    'lib',
    'keys',
    'cognitoLocal.private.json',
  );
  const jwk = privateJwk ?? (JSON.parse(readFileSync(keyFile, 'utf8')) as { jwk: JsonWebKey }).jwk;
  const header = base64url({ alg: 'RS256', kid: 'CognitoLocal', typ: 'JWT' });
  const payload = base64url(claims);
  const signature = createSign('RSA-SHA256')
    .update(`${header}.${payload}`)
    .sign(createPrivateKey({ key: jwk, format: 'jwk' }));
  return `${header}.${payload}.${signature.toString('base64url')}`;
};

/** The claims cognito-local would put in a valid access token for this pool. */
export const accessClaims = (overrides: Record<string, unknown> = {}) => {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub: randomUUID(),
    iss: `https://cognito-idp.${REGION}.amazonaws.com/${stack.pool.userPoolId}`,
    client_id: stack.pool.clientId,
    token_use: 'access',
    scope: 'aws.cognito.signin.user.admin',
    auth_time: now,
    iat: now,
    exp: now + 3600,
    jti: randomUUID(),
    username: 'someone',
    ...overrides,
  };
};

/** Really stops (or restarts) an emulator for an outage test. */
export const emulator = async (name: 'dynamo' | 's3' | 'ses', action: 'stop' | 'start') => {
  const response = await fetch(`${stack.urls.control}/${name}/${action}`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`could not ${action} ${name}: ${await response.text()}`);
};

export const patchJson = (pathname: string, body: unknown, token: string) =>
  api(pathname, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify(body),
  });

/**
 * A Monday-to-Friday date at least `days` ahead (London), where every service's hours allow 10am, and
 * never a bank holiday, so a visit's estimate carries no surcharge whichever day the tests run (20 days
 * from 7 Dec 2026 is Boxing Day's substitute holiday).
 */
export const weekdayAhead = (days: number): string => {
  let date = weekdayNear(addDays(todayInLondon(), days));
  while (bankHolidayOn(date)) date = weekdayNear(addDays(date, 1));
  return date;
};

export const ADDRESS = { line1: '1 Test Street', town: 'Potters Bar', postcode: 'EN6 1AA' };

/** A valid booking request, a week or more ahead on a weekday at 10am. */
export const bookingRequest = (overrides: Record<string, unknown> = {}) => ({
  serviceType: 'domestic_cleaning',
  serviceDate: weekdayAhead(7),
  serviceTime: '10:00',
  durationHours: 2,
  address: ADDRESS,
  ...overrides,
});

const DAY = 86_400_000;
/**
 * Each booking made here on a day of its own, so none overlaps another of the same client's: two
 * steps can land on one date (a weekend moves to the Monday, a bank holiday to the next weekday), so a
 * date already given is skipped. Shared by every file of the run (one module graph).
 */
let bookingsMade = 0;
const daysGiven = new Set<string>();
const dayOfItsOwn = (past: boolean): string => {
  for (;;) {
    bookingsMade += 1;
    const day = past ? weekdayAhead(-12 - bookingsMade) : weekdayAhead(3 + bookingsMade);
    if (!daysGiven.has(day)) {
      daysGiven.add(day);
      return day;
    }
  }
};

/**
 * A booking of the client's in `status`. A completed visit must have started, and no client can book
 * the past, so it is booked through the same service as on the day it would have been (a week before),
 * confirmed before it happened and completed by the admin through the API now.
 */
export const bookingIn = async (
  client: { sub: string; accessToken: string },
  adminToken: string,
  status: 'pending' | 'confirmed' | 'completed' | 'cancelled',
) => {
  const past = status === 'completed';
  const serviceDate = dayOfItsOwn(past);
  const booked = past ? new Date(londonInstant(serviceDate, '10:00').getTime() - 7 * DAY) : new Date();
  const request = bookingRequest({ serviceType: 'deep_cleaning', serviceDate, durationHours: 2 });
  const { id } = await createBooking(client.sub, CreateBookingSchema.parse(request), undefined, booked);
  if (status === 'pending') return id;
  if (status === 'cancelled') {
    await patchJson(
      `/api/admin/bookings/${id}`,
      { status: 'cancelled', reason: 'Staff unavailable' },
      adminToken,
    );
    return id;
  }
  if (past) await updateBookingStatus(id, { status: 'confirmed' }, new Date(booked.getTime() + DAY));
  else await patchJson(`/api/admin/bookings/${id}`, { status: 'confirmed' }, adminToken);
  if (status === 'completed')
    await patchJson(`/api/admin/bookings/${id}`, { status: 'completed' }, adminToken);
  return id;
};

/**
 * A babysitting visit of the client's starting under 48 hours from now (so cancelling costs a fee),
 * booked through the service a week before, as it would have been. Between 24 and 48 hours when the
 * hours allow, else under 24 (Friday night to Saturday morning, when the next 48 hours hold only
 * Saturday's care hours).
 */
/**
 * Invoices a client's visits and records the invoice paid, as the office does: what an account owes is
 * settled, so its deletion goes ahead (decision 016). Answers the invoice.
 */
export const invoicedAndPaid = async (userId: string, bookingIds: string[], adminToken: string) => {
  const created = await postJson('/api/admin/invoices', { userId, bookingIds }, bearer(adminToken));
  if (created.status !== 201)
    throw new Error(`invoicing answered ${created.status}: ${await created.text()}`);
  const { invoice } = (await created.json()) as { invoice: { id: string; invoiceDate: string } };
  const paid = await postJson(
    `/api/admin/invoices/${invoice.id}/paid`,
    { paidDate: invoice.invoiceDate, method: 'bank_transfer' },
    bearer(adminToken),
  );
  if (paid.status !== 200) throw new Error(`marking paid answered ${paid.status}: ${await paid.text()}`);
  return invoice;
};

export const visitWithin48Hours = async (client: { sub: string }) => {
  const now = new Date();
  for (const [low, high] of [
    [24.5, 47.5],
    [1, 24],
  ] as const) {
    for (let day = 0; day <= 2; day += 1) {
      const serviceDate = addDays(todayInLondon(now), day);
      // Three hours that end by 22:00, when the standby team stops (local/seed/team.ts): a later start
      // (chosen on a Friday at 18:45, Saturday 19:30) found nobody free, whatever the service's hours.
      for (let minutes = 7 * 60; minutes + 3 * 60 <= 22 * 60; minutes += 30) {
        const serviceTime = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}`;
        const hours = (londonInstant(serviceDate, serviceTime).getTime() - now.getTime()) / 3_600_000;
        if (weekdayOf(serviceDate) === 7 || hours < low || hours > high) continue;
        const request = bookingRequest({
          serviceType: 'babysitting',
          serviceDate,
          serviceTime,
          durationHours: 3,
        });
        return createBooking(
          client.sub,
          CreateBookingSchema.parse(request),
          undefined,
          new Date(now.getTime() - 7 * DAY),
        );
      }
    }
  }
  throw new Error('no care hours in the next 48 hours');
};

/** One value for every `{param}` of a route's path, for sweeps that call every route with made-up ids. */
export const everyParam = (path: string, value: string): Record<string, string> =>
  Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map((match) => [match[1] as string, value]));

const staffHours = { start: '07:00', end: '22:00' };

/** The second letters a postcode area may have (the Royal Mail's format, shared/schemas/address.ts). */
const SECOND_LETTERS = 'ABCDEFGHKLMNOPQRSTUVWXY';

/**
 * A postcode district of the test's own, that no other test's staff (nor the standby team, which takes
 * everyone else's visits: local/seed/team.ts) cover: ZA1, ZA2, … from the global set-up's counter, so
 * two test files running at once never share one. Visits booked there can go only to the test's members.
 */
export const ownDistrict = async (): Promise<string> => {
  const response = await fetch(`${stack.urls.control}/next`, { method: 'POST' });
  const n = Number(await response.text()) - 1;
  return `Z${SECOND_LETTERS[Math.floor(n / 99) % SECOND_LETTERS.length]}${(n % 99) + 1}`;
};

/** An address in a district (`ownDistrict`). */
export const addressIn = (district: string) => ({ ...ADDRESS, postcode: `${district} 1AA` });

/**
 * A member of the team of the test's own (a unique name and address), able to do every service in a
 * district of the test's own (`ownDistrict`, unless `overrides` name districts) on any day from 7am to
 * 10pm, bank holidays too, with a current DBS and first aid; `overrides` change any of it. Made as the
 * office makes one.
 */
export const addStaffMember = async (adminToken: string, overrides: Record<string, unknown> = {}) => {
  const tag = randomUUID().slice(0, 8);
  const today = todayInLondon();
  const response = await postJson(
    '/api/admin/staff',
    {
      name: `Ann ${tag}`,
      email: `ann-${tag}@example.com`,
      phone: '07700 900456',
      services: [...SERVICE_TYPES],
      districts: overrides.districts ?? [await ownDistrict()],
      pattern: Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((day) => [day, staffHours])),
      worksBankHolidays: true,
      credentials: {
        dbs: { certificateNumber: '001234567891', issuedOn: addDays(today, -30), updateService: false },
        paediatricFirstAid: { expiresOn: addDays(today, 365) },
        referencesReceived: 2,
      },
      ...overrides,
    },
    { ...bearer(adminToken), 'idempotency-key': randomUUID() },
  );
  if (response.status !== 201)
    throw new Error(`adding a member answered ${response.status}: ${await response.text()}`);
  return StaffSchema.parse(await response.json());
};

/**
 * A member of the team with an account linked to their record, as a finished invitation leaves them:
 * the record marks the account joined and the account's link names the record (staff-account.ts
 * writes both; staff-accounts.test.ts covers the invitation itself). The session signs in with PASSWORD.
 */
export const memberWithAccount = async (adminToken: string, overrides: Record<string, unknown> = {}) => {
  const [added, session] = await Promise.all([
    addStaffMember(adminToken, overrides),
    signIn({ staff: true }),
  ]);
  const at = new Date().toISOString();
  const account = {
    status: 'joined',
    invitedAt: at,
    invitedBy: 'Test Office',
    joinedAt: at,
    accountId: session.sub,
  };
  await Promise.all([
    db.send(
      new PutCommand({
        TableName: stack.env.TABLE_NAME,
        Item: { ...staffLinkKey(session.sub), entity: 'staff-link', staffId: added.id, fullName: added.name },
      }),
    ),
    db.send(
      new UpdateCommand({
        TableName: stack.env.TABLE_NAME,
        Key: staffKey(added.id),
        UpdateExpression: 'SET #account = :account',
        ExpressionAttributeNames: { '#account': 'account' },
        ExpressionAttributeValues: { ':account': account },
      }),
    ),
  ]);
  return { member: StaffSchema.parse({ ...added, account }), session };
};

/** Marks a member as left at the version given, as the office's Team tab does: the answer. */
export const markLeft = (adminToken: string, member: { id: string; version: number }) =>
  postJson(`/api/admin/staff/${member.id}/deactivate`, { version: member.version }, bearer(adminToken));

/** Gives a visit to a member, as the office's picker does; throws unless the server agrees. */
export const giveVisitTo = async (adminToken: string, bookingId: string, staffId: string) => {
  const response = await api(`/api/admin/bookings/${bookingId}/staff`, {
    method: 'PUT',
    headers: { ...bearer(adminToken), 'content-type': 'application/json' },
    body: JSON.stringify({ staffId }),
  });
  if (response.status !== 200)
    throw new Error(`giving the visit answered ${response.status}: ${await response.text()}`);
};

/** What a browser sends from the hosted card form (the payments stand-in's Stripe page). */
export const payWith = (url: string, number: string) =>
  fetch(url, {
    method: 'POST',
    body: new URLSearchParams({ number, expiry: '12 / 34', cvc: '123', name: 'Test Client' }),
    redirect: 'manual',
  });

/** The bank's check of a card on the stand-in's page: passed or failed. */
export const authenticate = (url: string, outcome: 'complete' | 'fail') =>
  fetch(`${url}/authenticate`, {
    method: 'POST',
    body: new URLSearchParams({ outcome }),
    redirect: 'manual',
  });

/** The client's saved ways to pay, as their portal reads them. */
export const methodsOf = async (client: { accessToken: string }): Promise<PaymentMethods> =>
  (
    await api('/api/payment-methods', { headers: bearer(client.accessToken) })
  ).json() as Promise<PaymentMethods>;

/** Saves a card on Stripe's page; answers once the webhook has made it the client's card. */
export const saveCard = async (client: { accessToken: string }, number: string) => {
  const response = await api('/api/payment-methods/card', {
    method: 'POST',
    headers: { ...bearer(client.accessToken), [IDEMPOTENCY_HEADER]: randomUUID() },
  });
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  const saved = await payWith(url, number);
  expect(saved.status).toBe(303);
  // A card whose bank always asks (4000 0027 6000 3184) is authenticated as it is saved.
  if (saved.headers.get('location')?.endsWith('/authenticate'))
    expect((await authenticate(url, 'complete')).status).toBe(303);
  return eventually(async () => {
    const methods = await methodsOf(client);
    expect(methods.card?.last4).toBe(number.slice(-4));
    return methods;
  });
};
