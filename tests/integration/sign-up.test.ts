import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS } from '../../local/emulators/provision';
import { REGION } from '../../shared/region';
import { api, bearer, sentMail, stack } from './support';

const cognito = new CognitoIdentityProviderClient({
  endpoint: stack.urls.cognito,
  region: REGION,
  credentials: LOCAL_CREDENTIALS,
});

/** The verification code, read from the mail viewer's store as a user would read their inbox. */
const codeFor = async (email: string): Promise<string> => {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mail = (await sentMail()).find((m) => m.destination.to.includes(email));
    const code = /(\d{6})/.exec(mail?.body.text ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code was mailed to ${email}`);
};

describe('sign-up', () => {
  it('mails the code, and confirming it writes the profile through the post-confirmation trigger', async () => {
    const email = `new-${randomUUID()}@example.org`;
    await cognito.send(
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
});
