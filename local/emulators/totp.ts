import {
  AssociateSoftwareTokenCommand,
  type AuthenticationResultType,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { Secret, TOTP } from 'otpauth';
import { REGION } from '../../shared/region';
import { LOCAL_CREDENTIALS } from './provision';

/** The app's current code for `secret` (base32), as an authenticator app shows it: 6 digits, 30 s, SHA-1. */
export const totpCode = (secret: string): string =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();

const client = (endpoint: string) =>
  new CognitoIdentityProviderClient({ endpoint, region: REGION, credentials: LOCAL_CREDENTIALS });

/**
 * Sets up an authenticator app for a signed-in user, the way the site's set-up screen does: associate
 * (the pool makes the secret), verify a code, make it the preferred second factor. Returns the secret.
 */
export const enrolTotp = async (endpoint: string, accessToken: string): Promise<string> => {
  const cognito = client(endpoint);
  try {
    const { SecretCode } = await cognito.send(
      new AssociateSoftwareTokenCommand({ AccessToken: accessToken }),
    );
    const secret = SecretCode ?? '';
    await cognito.send(
      new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: totpCode(secret) }),
    );
    await cognito.send(
      new SetUserMFAPreferenceCommand({
        AccessToken: accessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );
    return secret;
  } finally {
    cognito.destroy();
  }
};

/**
 * Signs in with USER_PASSWORD_AUTH (the local client's flow); when the pool asks for the authenticator
 * app's code, answers with the code for `totpSecret`. Fails if a code is asked for and none is given.
 */
export const signInLocally = async (
  endpoint: string,
  clientId: string,
  credentials: { email: string; password: string; totpSecret?: string },
): Promise<AuthenticationResultType> => {
  const cognito = client(endpoint);
  try {
    const started = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: clientId,
        AuthParameters: { USERNAME: credentials.email, PASSWORD: credentials.password },
      }),
    );
    if (started.AuthenticationResult) return started.AuthenticationResult;
    if (started.ChallengeName !== 'SOFTWARE_TOKEN_MFA' || !credentials.totpSecret)
      throw new Error(`Sign-in stopped at ${started.ChallengeName ?? 'an unknown step'}`);
    const answered = await cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId: clientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: started.Session,
        ChallengeResponses: {
          USERNAME: credentials.email,
          SOFTWARE_TOKEN_MFA_CODE: totpCode(credentials.totpSecret),
        },
      }),
    );
    if (!answered.AuthenticationResult) throw new Error('The authenticator code was not accepted');
    return answered.AuthenticationResult;
  } finally {
    cognito.destroy();
  }
};

/** New tokens from a refresh token, as Amplify renews a session (no second factor asked again). */
export const refreshLocally = async (
  endpoint: string,
  clientId: string,
  refreshToken: string,
): Promise<AuthenticationResultType> => {
  const cognito = client(endpoint);
  try {
    const { AuthenticationResult } = await cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: clientId,
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    );
    if (!AuthenticationResult) throw new Error('The pool renewed no tokens');
    return AuthenticationResult;
  } finally {
    cognito.destroy();
  }
};
