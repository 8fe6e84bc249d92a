import { randomInt, randomUUID } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { updateBookingStatus } from '../../lambdas/bookings/admin';
import { createBooking } from '../../lambdas/bookings/book';
import { bookingKey } from '../../lambdas/data/booking';
import { saveAddress } from '../../lambdas/data/profile';
import { ownerOfCode, referralQuarterKey } from '../../lambdas/data/referral';
import { signInLocally } from '../../local/emulators/totp';
import { growth } from '../../shared/business';
import { todayInLondon } from '../../shared/dates';
import { REFERRAL_CREDITS_PER_QUARTER } from '../../shared/limits';
import { londonInstant } from '../../shared/london-time';
import { quarterOf } from '../../shared/referrals';
import { CreateBookingSchema } from '../../shared/schemas/booking';
import type { Invoice } from '../../shared/schemas/invoice';
import type { ClientReferrals, MyReferrals } from '../../shared/schemas/referral';
import {
  ADDRESS,
  api,
  bearer,
  bookingRequest,
  db,
  eventually,
  invoicedAndPaid,
  mailedCode,
  mailTo,
  patchJson,
  postJson,
  saveCard,
  signIn,
  stack,
  stackIdle,
  weekdayAhead,
} from './support';

const CREDIT = growth.referrals.creditPounds * 100;
const DAY = 86_400_000;

/**
 * A household of the test's own: the standby team's district, and a house number no other test uses (a
 * household is its postcode and its premise, the first line's numbers: shared/referrals.ts).
 */
const newHome = () => ({ ...ADDRESS, line1: `${randomInt(1, 2 ** 47)} Referral Road` });

const myReferrals = async (token: string): Promise<MyReferrals> => {
  const response = await api('/api/me/referrals', { headers: bearer(token) });
  expect(response.status).toBe(200);
  return (await response.json()) as MyReferrals;
};

const officeView = async (adminToken: string, userId: string): Promise<ClientReferrals> => {
  const response = await api(`/api/admin/users/${userId}/referrals`, { headers: bearer(adminToken) });
  expect(response.status).toBe(200);
  return (await response.json()) as ClientReferrals;
};

/** Both steps of sign-up as the site makes them, with a referral code; answers the new account. */
const signUpWith = async (referralCode: string, options: { email?: string; fullName?: string } = {}) => {
  const email = options.email ?? `friend-${randomUUID()}@example.org`;
  const first = await postJson('/api/accounts', {
    fullName: options.fullName ?? 'Priya Shah',
    email,
    referralCode,
  });
  expect(first.status).toBe(202);
  const code = await mailedCode(email, /sign-up code/);
  const confirm = await postJson('/api/accounts/confirm', { email, code, password: 'a-long-passphrase' });
  expect(confirm.status).toBe(201);
  const session = await signInLocally(stack.urls.cognito, stack.pool.clientId, {
    email,
    password: 'a-long-passphrase',
  });
  const sub = JSON.parse(Buffer.from((session.AccessToken ?? '').split('.')[1] ?? '', 'base64url').toString())
    .sub as string;
  return { email, sub, accessToken: session.AccessToken ?? '' };
};

let visitsMade = 0;

/**
 * A visit of the client's at `address`, confirmed before it happened (booked a week before, as
 * support.ts bookingIn does): completing it is the office's real path, through the API.
 */
const confirmedVisit = async (userId: string, address: typeof ADDRESS) => {
  visitsMade += 1;
  // Three days apart: a weekend day moves to the nearest weekday, and two visits must not share one.
  const serviceDate = weekdayAhead(-12 - 3 * visitsMade);
  const booked = new Date(londonInstant(serviceDate, '10:00').getTime() - 7 * DAY);
  const request = bookingRequest({ serviceType: 'deep_cleaning', serviceDate, durationHours: 2, address });
  const { id } = await createBooking(userId, CreateBookingSchema.parse(request), undefined, booked);
  await updateBookingStatus(id, { status: 'confirmed' }, new Date(booked.getTime() + DAY));
  return id;
};

const complete = async (bookingId: string, adminToken: string) => {
  const response = await patchJson(`/api/admin/bookings/${bookingId}`, { status: 'completed' }, adminToken);
  expect(response.status).toBe(200);
};

/** A visit of the friend's completed, invoiced and paid (the payment is what earns the credit). */
const paidFor = async (friendId: string, bookingId: string, adminToken: string) => {
  await complete(bookingId, adminToken);
  return invoicedAndPaid(friendId, [bookingId], adminToken);
};

/** A referrer with a home on record (their profile's address): without one, a referral waits for the office. */
const referrerAtHome = async () => {
  const referrer = await signIn();
  await saveAddress(referrer.sub, newHome());
  return referrer;
};

describe('referral codes', () => {
  it('are made on the first read, kept, claimed, unguessable in shape, and differ between clients', async () => {
    const [one, two] = await Promise.all([signIn(), signIn()]);
    const first = await myReferrals(one.accessToken);
    expect(first.code).toMatch(
      new RegExp(`^[${growth.referrals.codeAlphabet}]{${growth.referrals.codeLength}}$`),
    );
    expect(first.path).toBe(`/auth?mode=signup&ref=${first.code}`);
    expect(first).toMatchObject({ referrals: [], earnedPence: 0, appliedPence: 0, availablePence: 0 });
    expect((await myReferrals(one.accessToken)).code).toBe(first.code);
    expect((await myReferrals(two.accessToken)).code).not.toBe(first.code);
    // Claimed: a lookup of the code finds its owner, and no one else can hold it.
    expect(await ownerOfCode(first.code)).toBe(one.sub);
  });

  it('two first reads at once leave one code', async () => {
    const client = await signIn();
    const [a, b] = await Promise.all([myReferrals(client.accessToken), myReferrals(client.accessToken)]);
    expect(a.code).toBe(b.code);
  });

  it('the sign-up refuses a code that is no one’s, or cannot be one, before anything else', async () => {
    for (const referralCode of ['ZZZZ-ZZZZ', 'not a code']) {
      const response = await postJson('/api/accounts', {
        fullName: 'Robin Fairweather',
        email: `robin-${randomUUID()}@example.org`,
        referralCode,
      });
      expect(response.status).toBe(422);
      const body = (await response.json()) as { code: string; issues: { path: string }[] };
      expect(body.code).toBe('validation_failed');
      expect(body.issues.map((issue) => issue.path)).toEqual(['referralCode']);
    }
  });
});

describe('a friend who signs up with a code', () => {
  it('is the referrer’s pending referral, shown by first name; their first paid visit earns the credit once, with the referrer’s mail', async () => {
    const [referrer, admin] = await Promise.all([referrerAtHome(), signIn({ admin: true })]);
    const { code } = await myReferrals(referrer.accessToken);
    // As typed from a card read aloud: lower case, with the dash.
    const friend = await signUpWith(`${code.slice(0, 4).toLowerCase()}-${code.slice(4).toLowerCase()}`);
    expect((await myReferrals(referrer.accessToken)).referrals).toEqual([
      expect.objectContaining({ firstName: 'Priya', status: 'pending', creditPence: 0 }),
    ]);

    const home = newHome();
    const [first, second] = [await confirmedVisit(friend.sub, home), await confirmedVisit(friend.sub, home)];
    // Completed but not paid for: nothing yet (the review's M2: work never paid for earned the credit).
    await complete(first, admin.accessToken);
    await stackIdle();
    expect((await myReferrals(referrer.accessToken)).earnedPence).toBe(0);
    await invoicedAndPaid(friend.sub, [first], admin.accessToken);
    await eventually(async () => {
      expect((await myReferrals(referrer.accessToken)).availablePence).toBe(CREDIT);
    });
    // A second paid visit of the same friend earns nothing more.
    await paidFor(friend.sub, second, admin.accessToken);
    await stackIdle();
    const after = await myReferrals(referrer.accessToken);
    expect(after).toMatchObject({ earnedPence: CREDIT, availablePence: CREDIT, appliedPence: 0 });
    expect(after.referrals).toEqual([
      expect.objectContaining({ firstName: 'Priya', status: 'earned', creditPence: CREDIT }),
    ]);
    const mails = (await mailTo(referrer.email)).filter((mail) => /credit/.test(mail.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body.text).toContain('Priya signed up with your referral code');
  });

  it('two invoices paid at once earn one credit', async () => {
    const [referrer, admin] = await Promise.all([referrerAtHome(), signIn({ admin: true })]);
    const { code } = await myReferrals(referrer.accessToken);
    const friend = await signUpWith(code);
    const home = newHome();
    const visits = [await confirmedVisit(friend.sub, home), await confirmedVisit(friend.sub, home)];
    await Promise.all(visits.map((id) => paidFor(friend.sub, id, admin.accessToken)));
    await eventually(async () => {
      expect((await myReferrals(referrer.accessToken)).earnedPence).toBe(CREDIT);
    });
    await stackIdle();
    expect((await myReferrals(referrer.accessToken)).earnedPence).toBe(CREDIT);
  });

  it('a second friend in a household that earned a credit earns none, whoever referred them', async () => {
    const [one, two, admin] = await Promise.all([
      referrerAtHome(),
      referrerAtHome(),
      signIn({ admin: true }),
    ]);
    const home = newHome();
    const first = await signUpWith((await myReferrals(one.accessToken)).code);
    await paidFor(first.sub, await confirmedVisit(first.sub, home), admin.accessToken);
    await eventually(async () => expect((await myReferrals(one.accessToken)).earnedPence).toBe(CREDIT));

    const second = await signUpWith((await myReferrals(two.accessToken)).code, { fullName: 'Sam Shah' });
    // The same home as written another way: the street's spelling does not make a new household.
    await paidFor(
      second.sub,
      await confirmedVisit(second.sub, { ...home, line1: home.line1.toUpperCase().replace('ROAD', 'Rd.') }),
      admin.accessToken,
    );
    await eventually(async () =>
      expect((await officeView(admin.accessToken, two.sub)).items).toEqual([
        expect.objectContaining({
          firstName: 'Sam',
          status: 'refused',
          refusal: 'household',
          creditPence: 0,
        }),
      ]),
    );
    expect((await myReferrals(two.accessToken)).earnedPence).toBe(0);
  });
});

describe('what a referral never credits', () => {
  it('the referrer’s own address in another spelling, refused at sign-up and kept for the office', async () => {
    const [referrer, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const { code } = await myReferrals(referrer.accessToken);
    const [name, domain] = referrer.email.split('@');
    await signUpWith(code, { email: `${name?.toUpperCase()}+again@${domain}` });
    expect((await officeView(admin.accessToken, referrer.sub)).items).toEqual([
      expect.objectContaining({ status: 'refused', refusal: 'same-email', creditPence: 0 }),
    ]);
  });

  it('a visit at an address the referrer booked at, spelt another way (the review’s M2)', async () => {
    const [referrer, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    // No address on the referrer's profile: only a visit they booked at their home, "… Road".
    const home = newHome();
    await complete(await confirmedVisit(referrer.sub, home), admin.accessToken);
    const friend = await signUpWith((await myReferrals(referrer.accessToken)).code);
    const throwaway = { ...home, line1: home.line1.replace('Road', 'Rd') };
    await paidFor(friend.sub, await confirmedVisit(friend.sub, throwaway), admin.accessToken);
    await eventually(async () =>
      expect((await officeView(admin.accessToken, referrer.sub)).items).toEqual([
        expect.objectContaining({ status: 'refused', refusal: 'same-address' }),
      ]),
    );
    await stackIdle();
    expect((await myReferrals(referrer.accessToken)).earnedPence).toBe(0);
  });

  it('a visit that ended early earns nothing until the office confirms the work was done', async () => {
    const [referrer, admin] = await Promise.all([referrerAtHome(), signIn({ admin: true })]);
    const friend = await signUpWith((await myReferrals(referrer.accessToken)).code);
    const home = newHome();
    /** Completed, then marked as the member's check-out marks a visit left before its start. */
    const endedEarly = async () => {
      const id = await confirmedVisit(friend.sub, home);
      await complete(id, admin.accessToken);
      await db.send(
        new UpdateCommand({
          TableName: stack.env.TABLE_NAME,
          Key: bookingKey(id),
          UpdateExpression: 'SET earlyCheckOut = :early',
          ExpressionAttributeValues: {
            ':early': {
              kind: 'before_start',
              reason: 'Locked out',
              at: new Date().toISOString(),
              minutes: 3,
            },
          },
        }),
      );
      return id;
    };
    // Paid, but not confirmed: nothing.
    await invoicedAndPaid(friend.sub, [await endedEarly()], admin.accessToken);
    await stackIdle();
    expect(await myReferrals(referrer.accessToken)).toMatchObject({
      earnedPence: 0,
      referrals: [expect.objectContaining({ status: 'pending' })],
    });
    // Confirmed by the office, then paid: the credit.
    const confirmedEarly = await endedEarly();
    const confirmed = await postJson(
      `/api/admin/bookings/${confirmedEarly}/early-check-out/confirm`,
      undefined,
      bearer(admin.accessToken),
    );
    expect(confirmed.status).toBe(200);
    await invoicedAndPaid(friend.sub, [confirmedEarly], admin.accessToken);
    await eventually(async () => expect((await myReferrals(referrer.accessToken)).earnedPence).toBe(CREDIT));
  });

  it('a referrer with no address on record: held for the office, which may grant it', async () => {
    const [referrer, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const friend = await signUpWith((await myReferrals(referrer.accessToken)).code);
    await paidFor(friend.sub, await confirmedVisit(friend.sub, newHome()), admin.accessToken);
    await eventually(async () =>
      expect((await officeView(admin.accessToken, referrer.sub)).items).toEqual([
        expect.objectContaining({ status: 'refused', refusal: 'no-address-history', creditPence: 0 }),
      ]),
    );
  });

  it('a friend who saved the referrer’s card: held for the office (the review’s M2)', async () => {
    const [referrer, admin] = await Promise.all([referrerAtHome(), signIn({ admin: true })]);
    const friend = await signUpWith((await myReferrals(referrer.accessToken)).code);
    // The same card number on Stripe's page, saved by each: one fingerprint.
    await saveCard(referrer, '4242424242424242');
    await saveCard(friend, '4242424242424242');
    await paidFor(friend.sub, await confirmedVisit(friend.sub, newHome()), admin.accessToken);
    await eventually(async () =>
      expect((await officeView(admin.accessToken, referrer.sub)).items).toEqual([
        expect.objectContaining({ status: 'refused', refusal: 'shared-payment', creditPence: 0 }),
      ]),
    );
  });

  it('a friend with a card of their own earns the credit', async () => {
    const [referrer, admin] = await Promise.all([referrerAtHome(), signIn({ admin: true })]);
    const friend = await signUpWith((await myReferrals(referrer.accessToken)).code);
    await saveCard(referrer, '4242424242424242');
    await saveCard(friend, '5555555555554444');
    await paidFor(friend.sub, await confirmedVisit(friend.sub, newHome()), admin.accessToken);
    await eventually(async () => expect((await myReferrals(referrer.accessToken)).earnedPence).toBe(CREDIT));
  });

  it('past the referrer’s credits for the quarter: held for the office', async () => {
    const [referrer, admin] = await Promise.all([referrerAtHome(), signIn({ admin: true })]);
    // The quarter's credits already earned, as that many paid referrals would leave the count.
    await db.send(
      new PutCommand({
        TableName: stack.env.TABLE_NAME,
        Item: {
          ...referralQuarterKey(referrer.sub, quarterOf(todayInLondon())),
          count: REFERRAL_CREDITS_PER_QUARTER,
        },
      }),
    );
    const friend = await signUpWith((await myReferrals(referrer.accessToken)).code);
    await paidFor(friend.sub, await confirmedVisit(friend.sub, newHome()), admin.accessToken);
    await eventually(async () =>
      expect((await officeView(admin.accessToken, referrer.sub)).items).toEqual([
        expect.objectContaining({ status: 'refused', refusal: 'quarter-cap', creditPence: 0 }),
      ]),
    );
    expect((await myReferrals(referrer.accessToken)).earnedPence).toBe(0);
  });

  it('a client signed in: the sign-up is for new accounts only, so the code cannot be their own', async () => {
    const referrer = await signIn();
    const { code } = await myReferrals(referrer.accessToken);
    // Their own address at sign-up gets the existing account's note, and no referral is written.
    expect(
      (await postJson('/api/accounts', { fullName: 'Me Again', email: referrer.email, referralCode: code }))
        .status,
    ).toBe(202);
    await stackIdle();
    expect((await myReferrals(referrer.accessToken)).referrals).toEqual([]);
  });
});

describe('the credit on the referrer’s next invoice', () => {
  it('is a referral_credit line, never more than the invoice, the rest carried to the next; a void gives it back', async () => {
    const [referrer, admin] = await Promise.all([signIn(), signIn({ admin: true })]);
    const grant = await postJson(
      `/api/admin/users/${referrer.sub}/referrals`,
      { reason: 'Referred a neighbour by phone' },
      bearer(admin.accessToken),
    );
    expect(grant.status).toBe(201);
    // Two credits: more than one visit's invoice holds, so some carries over.
    await postJson(
      `/api/admin/users/${referrer.sub}/referrals`,
      { reason: 'Referred a second neighbour' },
      bearer(admin.accessToken),
    );
    const visit = await confirmedVisit(referrer.sub, newHome());
    await complete(visit, admin.accessToken);

    const created = await postJson(
      '/api/admin/invoices',
      { userId: referrer.sub, bookingIds: [visit] },
      bearer(admin.accessToken),
    );
    expect(created.status).toBe(201);
    const { invoice } = (await created.json()) as { invoice: Invoice };
    const charged = invoice.lines.filter((line) => line.kind !== 'referral_credit');
    const chargedPence = charged.reduce((sum, line) => sum + line.amountPence, 0);
    const credit = invoice.lines.filter((line) => line.kind === 'referral_credit');
    const expected = Math.min(2 * CREDIT, chargedPence - 1);
    expect(credit).toEqual([expect.objectContaining({ amountPence: -expected })]);
    expect(invoice.totalPence).toBe(chargedPence - expected);
    expect(invoice.totalPence).toBeGreaterThan(0);
    expect(await myReferrals(referrer.accessToken)).toMatchObject({
      earnedPence: 2 * CREDIT,
      appliedPence: expected,
      availablePence: 2 * CREDIT - expected,
    });

    // An applied credit cannot be reversed while the invoice stands.
    const items = (await officeView(admin.accessToken, referrer.sub)).items;
    const taken = items.find((item) => item.applied.length > 0);
    const refused = await postJson(
      `/api/admin/users/${referrer.sub}/referrals/${taken?.id}/reverse`,
      { reason: 'Entered by mistake' },
      bearer(admin.accessToken),
    );
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { code: string }).code).toBe('credit_applied');

    const voided = await postJson(
      `/api/admin/invoices/${invoice.id}/void`,
      { reason: 'Issued in error' },
      bearer(admin.accessToken),
    );
    expect(voided.status).toBe(200);
    expect(await myReferrals(referrer.accessToken)).toMatchObject({
      appliedPence: 0,
      availablePence: 2 * CREDIT,
    });
  });
});

describe('the office', () => {
  it('grants a refused referral by hand and reverses an earned one with a reason; only clients’ and admins’', async () => {
    const [referrer, admin, other] = await Promise.all([signIn(), signIn({ admin: true }), signIn()]);
    const { code } = await myReferrals(referrer.accessToken);
    const [name, domain] = referrer.email.split('@');
    await signUpWith(code, { email: `${name}+twin@${domain}`, fullName: 'Twin Person' });
    const [refused] = (await officeView(admin.accessToken, referrer.sub)).items;
    expect(refused?.status).toBe('refused');

    const granted = await postJson(
      `/api/admin/users/${referrer.sub}/referrals`,
      { referralId: refused?.id, reason: 'Their partner, a separate household' },
      bearer(admin.accessToken),
    );
    expect(granted.status).toBe(201);
    expect(await granted.json()).toMatchObject({
      status: 'earned',
      creditPence: CREDIT,
      remainingPence: CREDIT,
    });
    const again = await postJson(
      `/api/admin/users/${referrer.sub}/referrals`,
      { referralId: refused?.id, reason: 'Pressed twice by mistake' },
      bearer(admin.accessToken),
    );
    expect(again.status).toBe(409);

    const reversed = await postJson(
      `/api/admin/users/${referrer.sub}/referrals/${refused?.id}/reverse`,
      { reason: 'The same household after all' },
      bearer(admin.accessToken),
    );
    expect(reversed.status).toBe(200);
    expect(await reversed.json()).toMatchObject({
      status: 'reversed',
      remainingPence: 0,
      reversal: { reason: 'The same household after all' },
    });
    expect(await myReferrals(referrer.accessToken)).toMatchObject({ earnedPence: 0, availablePence: 0 });

    expect(
      (
        await postJson(
          `/api/admin/users/${referrer.sub}/referrals/${refused?.id}/reverse`,
          { reason: 'Twice' },
          bearer(admin.accessToken),
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await postJson(
          `/api/admin/users/${referrer.sub}/referrals`,
          { reason: 'no' },
          bearer(admin.accessToken),
        )
      ).status,
    ).toBe(422);
    // A client cannot grant themselves anything, nor read another's referrals.
    expect(
      (
        await postJson(
          `/api/admin/users/${other.sub}/referrals`,
          { reason: 'I would like a credit' },
          bearer(other.accessToken),
        )
      ).status,
    ).toBe(403);
    expect(
      (await api(`/api/admin/users/${referrer.sub}/referrals`, { headers: bearer(other.accessToken) }))
        .status,
    ).toBe(403);
  });
});
