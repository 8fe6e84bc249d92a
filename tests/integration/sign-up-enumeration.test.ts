import { randomUUID } from 'node:crypto';
import { SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { NOTICE_SK_PREFIX, noticePartition } from '../../lambdas/data/notice';
import { PK, SK } from '../../lambdas/data/table';
import { signInLocally } from '../../local/emulators/totp';
import { business } from '../../shared/business';
import { SIGN_UP_LIMITS } from '../../shared/limits';
import { ErrorBodySchema } from '../../shared/schemas/error';
import { SIGN_UP_CODE_REFUSED, SIGN_UP_RECEIVED } from '../../shared/schemas/sign-up';
import {
  db,
  eventually,
  FROM_CLOUDFRONT,
  mailFor,
  PASSWORD,
  postJson,
  signIn,
  stack,
  stackIdle,
  userPool,
} from './support';

/**
 * Sign-up in two steps through the API (decision 015), as the security review attacked it (its
 * M2 to M4): one answer whatever the address's state, a code to the mailbox and the password chosen
 * only with it, nothing the person signing up typed in a mail to an unproven address, and Cognito's
 * own public sign-up refused.
 */
const newEmail = () => `signup-${randomUUID()}@example.com`;
const start = (email: string, fullName = 'Robin Fairweather') =>
  postJson('/api/accounts', { fullName, email });
const finish = (email: string, code: string, password = 'a-long-passphrase') =>
  postJson('/api/accounts/confirm', { email, code, password });

const OWNER_NOTE = `Your ${business.name} account`;
const codeMails = async (email: string) =>
  (await mailFor(email)).filter((mail) => mail.subject.includes('sign-up code'));
/** The codes mailed to `email`, oldest first. */
const codesTo = async (email: string) =>
  (await codeMails(email)).flatMap((mail) => /\b(\d{6})\b/.exec(mail.body.text ?? '')?.[1] ?? []);
const nthCode = (email: string, count: number) =>
  eventually(async () => {
    const codes = await codesTo(email);
    expect(codes).toHaveLength(count);
    return codes[count - 1] ?? '';
  });

const me = async (accessToken: string) =>
  (
    await fetch(`${stack.urls.api}/api/me`, {
      headers: { authorization: `Bearer ${accessToken}`, ...FROM_CLOUDFRONT },
    })
  ).json();

const expectRefused = async (response: Response) => {
  expect(response.status).toBe(400);
  expect(ErrorBodySchema.parse(await response.json())).toEqual({
    code: 'code_refused',
    message: SIGN_UP_CODE_REFUSED,
  });
};

describe('sign-up without enumeration or takeover', () => {
  it('a new address gets the generic answer and a code; the code with a password makes the account, once', async () => {
    const email = newEmail();
    const response = await start(email);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'check-email', message: SIGN_UP_RECEIVED });
    const code = await nthCode(email, 1);
    // Nothing exists until the mailbox answers.
    await expect(
      signInLocally(stack.urls.cognito, stack.pool.clientId, { email, password: 'a-long-passphrase' }),
    ).rejects.toThrow();

    const finished = await finish(email, code);
    expect(finished.status).toBe(201);
    expect(await finished.json()).toEqual({ status: 'created' });
    const tokens = await signInLocally(stack.urls.cognito, stack.pool.clientId, {
      email,
      password: 'a-long-passphrase',
    });
    expect(await me(tokens.AccessToken ?? '')).toMatchObject({ email, fullName: 'Robin Fairweather' });
    // The welcome notice went with the profile.
    await eventually(async () =>
      expect((await mailFor(email)).map((mail) => mail.subject)).toContainEqual(
        expect.stringMatching(/Welcome/),
      ),
    );
    // A code works once.
    await expectRefused(await finish(email, code, 'another-passphrase'));
  });

  it("mails the code with the company's words only: no name typed, however it reads (M2)", async () => {
    const email = newEmail();
    const lure = 'Your account is locked. Restore it at https://evil.example';
    expect((await start(email, lure)).status).toBe(202);
    await nthCode(email, 1);
    const [mail] = await codeMails(email);
    expect(mail?.body.text).toMatch(/^Hello,\n/);
    expect(JSON.stringify(mail)).not.toMatch(/locked|evil\.example/);
  });

  it('an address with an account gets the same status and body; its owner gets a note, no code, and the account is untouched', async () => {
    const owner = await signIn();
    const fresh = await start(newEmail());
    const existing = await start(owner.email, 'Mallory <a href="https://evil.example">');
    expect(existing.status).toBe(fresh.status);
    expect(await existing.json()).toEqual(await fresh.json());
    const notes = await eventually(async () => {
      const mails = (await mailFor(owner.email)).filter((mail) => mail.subject === OWNER_NOTE);
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(notes[0]?.body.text).toMatch(/already has one/);
    expect(JSON.stringify(notes[0])).not.toMatch(/Mallory|evil\.example/);
    // Through the outbox (decision 012): a notice in the owner's partition, sent.
    const { Items = [] } = await db.send(
      new QueryCommand({
        TableName: stack.env.TABLE_NAME,
        KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :notice)',
        ExpressionAttributeNames: { '#pk': PK, '#sk': SK },
        ExpressionAttributeValues: {
          ':pk': noticePartition({ type: 'user', id: owner.sub }),
          ':notice': NOTICE_SK_PREFIX,
        },
        ConsistentRead: true,
      }),
    );
    expect(Items.filter((item) => item.kind === 'account-exists')).toHaveLength(1);
    await stackIdle();
    expect(await codesTo(owner.email)).toEqual([]);
    // No code exists for it, so none finishes: the same refusal as a wrong code.
    await expectRefused(await finish(owner.email, '123456', 'another-passphrase'));
    await expect(
      signInLocally(stack.urls.cognito, stack.pool.clientId, { email: owner.email, password: PASSWORD }),
    ).resolves.toMatchObject({ AccessToken: expect.any(String) });
  });

  it("a stranger's sign-up never becomes theirs: the owner's newer code replaces it, and the owner's password is the one that works (M4)", async () => {
    const email = newEmail();
    // The attacker starts a sign-up for the victim's address; they cannot read the code.
    expect((await start(email, 'Squatter')).status).toBe(202);
    const attackersCode = await nthCode(email, 1);
    // The owner signs up for themselves; the first code stops working.
    expect((await start(email, 'Real Owner')).status).toBe(202);
    const ownersCode = await nthCode(email, 2);
    if (attackersCode !== ownersCode)
      await expectRefused(await finish(email, attackersCode, 'squatters-passphrase'));
    expect((await finish(email, ownersCode, 'owners-passphrase')).status).toBe(201);
    const tokens = await signInLocally(stack.urls.cognito, stack.pool.clientId, {
      email,
      password: 'owners-passphrase',
    });
    expect(await me(tokens.AccessToken ?? '')).toMatchObject({ email, fullName: 'Real Owner' });
    await expect(
      signInLocally(stack.urls.cognito, stack.pool.clientId, { email, password: 'squatters-passphrase' }),
    ).rejects.toThrow();
  });

  it('a code cannot be guessed: wrong codes are refused alike, and after five the right one is refused too', async () => {
    const email = newEmail();
    await start(email);
    const code = await nthCode(email, 1);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let attempt = 0; attempt < SIGN_UP_LIMITS.wrongCodes; attempt += 1)
      await expectRefused(await finish(email, wrong));
    await expectRefused(await finish(email, code));
    // An address nobody started a sign-up for answers the same.
    await expectRefused(await finish(newEmail(), code));
  });

  it('limits first steps per address whatever its state, so a limit says nothing about an account', async () => {
    const owner = await signIn();
    for (const email of [newEmail(), owner.email]) {
      for (let attempt = 0; attempt < SIGN_UP_LIMITS.requests.limit; attempt += 1)
        expect((await start(email)).status).toBe(202);
      const limited = await start(email);
      expect(limited.status).toBe(429);
      expect(ErrorBodySchema.parse(await limited.json()).code).toBe('rate_limited');
    }
  });

  it("refuses Cognito's public SignUp for every address, so it cannot tell which have accounts (M3)", async () => {
    const owner = await signIn();
    for (const email of [owner.email, newEmail()]) {
      await expect(
        userPool().send(
          new SignUpCommand({
            ClientId: stack.pool.clientId,
            Username: email,
            Password: 'a-long-passphrase',
            UserAttributes: [{ Name: 'email', Value: email }],
          }),
        ),
      ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    }
  });

  it('validates both steps with the shared schemas: 422 with issues, and nothing is mailed', async () => {
    const email = newEmail();
    for (const body of [
      { fullName: 'Robin', email: 'not-an-email' },
      { fullName: 'Robin\u0000', email },
      { fullName: 'Robin \u202e', email },
      { fullName: 'Robin\nFairweather', email },
      { fullName: 'Robin', email, password: 'a-long-passphrase' },
      { fullName: 'Robin', email, isAdmin: true },
    ]) {
      const response = await postJson('/api/accounts', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(ErrorBodySchema.parse(await response.json()).code).toBe('validation_failed');
    }
    for (const body of [
      { email, code: '12345', password: 'a-long-passphrase' },
      { email, code: '123456', password: 'short' },
      { email, code: '123456' },
    ]) {
      const response = await postJson('/api/accounts/confirm', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
    await stackIdle();
    expect(await mailFor(email)).toEqual([]);
  });
});
