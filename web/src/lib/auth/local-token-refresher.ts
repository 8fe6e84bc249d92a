// Amplify's own decoder, which its refresher uses too: the tokens come back in the shape it stores.
import { decodeJWT } from '@aws-amplify/core';
import type { TokenOrchestrator } from 'aws-amplify/auth/cognito';
// zod's mini flavour, as the rest of the sign-in code uses: /auth needs nothing else of zod's.
import * as z from 'zod/mini';

export type TokenRefresher = Parameters<TokenOrchestrator['setTokenRefresher']>[0];

const RefreshAnswerSchema = z.object({
  AuthenticationResult: z.object({
    AccessToken: z.string(),
    IdToken: z.optional(z.string()),
    RefreshToken: z.optional(z.string()),
  }),
});
const ServiceErrorSchema = z.object({ __type: z.string(), message: z.optional(z.string()) });

/** Amplify tells a dead session from a passing fault by the error's name, as Cognito spells it. */
const serviceError = (body: unknown, status: number): Error => {
  const parsed = ServiceErrorSchema.safeParse(body);
  const error = new Error(parsed.data?.message ?? `Token refresh failed with status ${status}`);
  error.name = parsed.data?.__type.split('#').pop() ?? 'ServiceUnavailableException';
  return error;
};

/**
 * cognito-local has no GetTokensFromRefreshToken, which Amplify's own refresher calls, so locally the
 * tokens are refreshed with InitiateAuth REFRESH_TOKEN_AUTH instead. Cognito in AWS keeps Amplify's.
 */
export const createLocalTokenRefresher =
  (endpoint: string, clientId: string): TokenRefresher =>
  async ({ tokens, username }) => {
    if (!tokens.refreshToken) throw serviceError({ __type: 'NotAuthorizedException' }, 400);
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: clientId,
        AuthParameters: { REFRESH_TOKEN: tokens.refreshToken },
      }),
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw serviceError(body, response.status);
    const result = RefreshAnswerSchema.parse(body).AuthenticationResult;
    const accessToken = decodeJWT(result.AccessToken);
    return {
      accessToken,
      idToken: result.IdToken ? decodeJWT(result.IdToken) : undefined,
      refreshToken: result.RefreshToken ?? tokens.refreshToken,
      clockDrift: (accessToken.payload.iat ?? 0) * 1000 - Date.now(),
      username,
    };
  };
