import { randomUUID } from 'node:crypto';
import {
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { signInLocally } from '../../local/emulators/totp';
import { mailedCode as codeFor, postJson, stack, userPool } from './support';

/** Both steps of sign-up (decision 015), as the site makes them. */
const signUp = async (email: string, password: string) => {
  expect((await postJson('/api/accounts', { fullName: 'Robin Fairweather', email })).status).toBe(202);
  const code = await codeFor(email, /sign-up code/);
  expect((await postJson('/api/accounts/confirm', { email, code, password })).status).toBe(201);
};

describe('sign-up and reset', () => {
  it('mails a reset code, with no other request made, and the new password signs in', async () => {
    const email = `reset-${randomUUID()}@example.org`;
    await signUp(email, 'a-long-passphrase');
    await userPool().send(new ForgotPasswordCommand({ ClientId: stack.pool.clientId, Username: email }));
    const code = await codeFor(email, /^Reset your/);
    await userPool().send(
      new ConfirmForgotPasswordCommand({
        ClientId: stack.pool.clientId,
        Username: email,
        ConfirmationCode: code,
        Password: 'another-long-passphrase',
      }),
    );
    await expect(
      signInLocally(stack.urls.cognito, stack.pool.clientId, { email, password: 'another-long-passphrase' }),
    ).resolves.toMatchObject({ AccessToken: expect.any(String) });
  });

  it('a reset signs out every other session: their refresh tokens stop working, the new sign-in’s works (M4)', async () => {
    const email = `reset-${randomUUID()}@example.org`;
    await signUp(email, 'a-long-passphrase');
    const refresh = (token: string) =>
      userPool().send(
        new InitiateAuthCommand({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: stack.pool.clientId,
          AuthParameters: { REFRESH_TOKEN: token },
        }),
      );
    // Two devices, say, or one a thief has: each keeps a session going with its refresh token.
    const sessions = await Promise.all(
      [1, 2].map(() =>
        signInLocally(stack.urls.cognito, stack.pool.clientId, { email, password: 'a-long-passphrase' }),
      ),
    );
    for (const session of sessions)
      await expect(refresh(session.RefreshToken ?? '')).resolves.toMatchObject({
        AuthenticationResult: { AccessToken: expect.any(String) },
      });

    await userPool().send(new ForgotPasswordCommand({ ClientId: stack.pool.clientId, Username: email }));
    const code = await codeFor(email, /^Reset your/);
    await userPool().send(
      new ConfirmForgotPasswordCommand({
        ClientId: stack.pool.clientId,
        Username: email,
        ConfirmationCode: code,
        Password: 'another-long-passphrase',
      }),
    );

    for (const session of sessions)
      await expect(refresh(session.RefreshToken ?? '')).rejects.toMatchObject({
        name: 'NotAuthorizedException',
      });
    const fresh = await signInLocally(stack.urls.cognito, stack.pool.clientId, {
      email,
      password: 'another-long-passphrase',
    });
    await expect(refresh(fresh.RefreshToken ?? '')).resolves.toMatchObject({
      AuthenticationResult: { AccessToken: expect.any(String) },
    });
  });
});
