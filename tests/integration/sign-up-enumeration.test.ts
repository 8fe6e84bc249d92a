import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { NOTICE_SK_PREFIX, noticePartition } from '../../lambdas/data/notice';
import { PK, SK } from '../../lambdas/data/table';
import { LOCAL_CREDENTIALS } from '../../local/emulators/provision';
import { signInLocally } from '../../local/emulators/totp';
import { business } from '../../shared/business';
import { REGION } from '../../shared/region';
import { ErrorBodySchema } from '../../shared/schemas/error';
import { SIGN_UP_RECEIVED } from '../../shared/schemas/sign-up';
import { db, eventually, mailFor, PASSWORD, postJson, signIn, stack, stackIdle } from './support';

/**
 * Sign-up through the API (issue 17 item 6, decision 008): the same answer whether or not the address
 * has an account, the owner mailed instead, and a pending sign-up replaced by the next one.
 */
const cognito = new CognitoIdentityProviderClient({
  endpoint: stack.urls.cognito,
  region: REGION,
  credentials: LOCAL_CREDENTIALS,
});
afterAll(() => cognito.destroy());

const newEmail = () => `signup-${randomUUID()}@example.com`;
const signUp = (email: string, password = 'a-long-passphrase', fullName = 'Robin Fairweather') =>
  postJson('/api/accounts', { fullName, email, password });

const NOTICE_SUBJECT = `Your ${business.name} account`;
const codesTo = async (email: string) =>
  (await mailFor(email)).flatMap(
    (mail) => /\b(\d{6})\b/.exec(mail.body.html ?? mail.body.text ?? '')?.[1] ?? [],
  );

describe('sign-up without enumeration', () => {
  it('a new address gets the generic answer (202) and a code', async () => {
    const email = newEmail();
    const response = await signUp(email);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: 'check-email', message: SIGN_UP_RECEIVED });
    await eventually(async () => expect(await codesTo(email)).toHaveLength(1));
  });

  it('an address with an account gets the same status and body; its owner gets a notice instead, once an hour', async () => {
    const owner = await signIn();
    const fresh = await signUp(newEmail());
    const existing = await signUp(
      owner.email,
      'another-passphrase',
      'Mallory <a href="https://evil.example">',
    );
    expect(existing.status).toBe(fresh.status);
    expect(await existing.json()).toEqual(await fresh.json());
    const notices = await eventually(async () => {
      const mails = (await mailFor(owner.email)).filter((mail) => mail.subject === NOTICE_SUBJECT);
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(notices[0]?.body.text).toMatch(/already has one/);
    // It went through the outbox (decision 012): a notice in the owner's partition, sent, so an SES
    // outage would have delayed it, not dropped it.
    const ownerNotices = async () =>
      (
        await db.send(
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
        )
      ).Items ?? [];
    await eventually(async () =>
      expect(
        (await ownerNotices()).filter((item) => item.kind === 'account-exists').map((item) => item.status),
      ).toEqual(['sent']),
    );
    // Nothing the person signing up typed is repeated.
    expect(JSON.stringify(notices[0])).not.toMatch(/Mallory|evil\.example|another-passphrase/);
    // The account is untouched: the owner's password still works, the new one does not.
    await expect(
      signInLocally(stack.urls.cognito, stack.pool.clientId, { email: owner.email, password: PASSWORD }),
    ).resolves.toMatchObject({ AccessToken: expect.any(String) });
    await expect(
      signInLocally(stack.urls.cognito, stack.pool.clientId, {
        email: owner.email,
        password: 'another-passphrase',
      }),
    ).rejects.toThrow();
    // Again within the hour: the same answer, no second notice (the limit on mail to typed addresses).
    const again = await signUp(owner.email);
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual({ status: 'check-email', message: SIGN_UP_RECEIVED });
    await stackIdle();
    expect((await mailFor(owner.email)).filter((mail) => mail.subject === NOTICE_SUBJECT)).toHaveLength(1);
  });

  it('a pending sign-up does not block the owner: signing up again replaces it, and the new password works', async () => {
    const email = newEmail();
    expect((await signUp(email, 'squatters-passphrase', 'Squatter')).status).toBe(202);
    await eventually(async () => expect(await codesTo(email)).toHaveLength(1));
    expect((await signUp(email, 'owners-passphrase', 'Real Owner')).status).toBe(202);
    const code = await eventually(async () => {
      const codes = await codesTo(email);
      expect(codes).toHaveLength(2);
      return codes[1] ?? '';
    });
    await cognito.send(
      new ConfirmSignUpCommand({ ClientId: stack.pool.clientId, Username: email, ConfirmationCode: code }),
    );
    const tokens = await signInLocally(stack.urls.cognito, stack.pool.clientId, {
      email,
      password: 'owners-passphrase',
    });
    expect(tokens.AccessToken).toEqual(expect.any(String));
    await expect(
      signInLocally(stack.urls.cognito, stack.pool.clientId, { email, password: 'squatters-passphrase' }),
    ).rejects.toThrow();
    // The post-confirmation trigger wrote the owner's profile with the name they gave.
    const me = await fetch(`${stack.urls.api}/api/me`, {
      headers: {
        authorization: `Bearer ${tokens.AccessToken}`,
        ...(await import('./support')).FROM_CLOUDFRONT,
      },
    });
    expect(await me.json()).toMatchObject({ email, fullName: 'Real Owner' });
  });

  it('validates with the shared schema: 422 with issues, and no account is made', async () => {
    const email = newEmail();
    for (const body of [
      { fullName: 'Robin', email: 'not-an-email', password: 'a-long-passphrase' },
      { fullName: 'Robin\u0000', email, password: 'a-long-passphrase' },
      { fullName: 'Robin \u202e', email, password: 'a-long-passphrase' },
      { fullName: 'Robin', email, password: 'short' },
      { fullName: 'Robin', email, password: 'a-long-passphrase', isAdmin: true },
    ]) {
      const response = await postJson('/api/accounts', body);
      expect(response.status).toBe(422);
      expect(ErrorBodySchema.parse(await response.json()).code).toBe('validation_failed');
    }
    await stackIdle();
    expect(await codesTo(email)).toEqual([]);
  });
});
