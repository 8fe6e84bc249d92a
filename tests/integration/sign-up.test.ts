import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS } from '../../local/emulators/provision';
import { REGION } from '../../shared/region';
import { api, bearer, mailTo, stack } from './support';

const cognito = new CognitoIdentityProviderClient({
  endpoint: stack.urls.cognito,
  region: REGION,
  credentials: LOCAL_CREDENTIALS,
});

/**
 * The newest code mailed to `email`, read from the mail viewer's store as a user would read their inbox.
 * Only the store is asked while waiting: nothing else reaches cognito-local, so a code that only goes
 * out when cognito-local next does something would never arrive.
 */
const codeFor = async (email: string, withinMs = 1_000, after = 0): Promise<string> => {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    const mails = (await mailTo(email)).slice(after);
    const code = /\b(\d{6})\b/.exec(mails.at(-1)?.body.html ?? mails.at(-1)?.body.text ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no code was mailed to ${email} within ${withinMs} ms`);
};

const signUp = (email: string) =>
  cognito.send(
    new SignUpCommand({
      ClientId: stack.pool.clientId,
      Username: email,
      Password: 'a-long-passphrase',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'name', Value: 'Robin Fairweather' },
      ],
    }),
  );

describe('sign-up', () => {
  it('mails the code within a second of signing up, and confirming it writes the profile through the post-confirmation trigger', async () => {
    const email = `new-${randomUUID()}@example.org`;
    await signUp(email);
    const code = await codeFor(email);
    await cognito.send(
      new ConfirmSignUpCommand({ ClientId: stack.pool.clientId, Username: email, ConfirmationCode: code }),
    );

    const { AuthenticationResult } = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack.pool.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: 'a-long-passphrase' },
      }),
    );
    const response = await api('/api/me', { headers: bearer(AuthenticationResult?.AccessToken ?? '') });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ isAdmin: false, email, fullName: 'Robin Fairweather' });
  });

  it('mails a reset code within a second of asking, with no other request made', async () => {
    const email = `reset-${randomUUID()}@example.org`;
    await signUp(email);
    await cognito.send(
      new ConfirmSignUpCommand({
        ClientId: stack.pool.clientId,
        Username: email,
        ConfirmationCode: await codeFor(email),
      }),
    );
    await cognito.send(new ForgotPasswordCommand({ ClientId: stack.pool.clientId, Username: email }));
    const code = await codeFor(email, 1_000, 1);
    await cognito.send(
      new ConfirmForgotPasswordCommand({
        ClientId: stack.pool.clientId,
        Username: email,
        ConfirmationCode: code,
        Password: 'another-long-passphrase',
      }),
    );
  });
});
