import { decodeJWT } from '@aws-amplify/core';
import { describe, expect, it } from 'vitest';
import { createLocalTokenRefresher } from '@/lib/auth/local-token-refresher';
import { jsonResponse, sentRequest, stubFetch } from './support';

const base64Url = (text: string) => btoa(text).replace(/=+$/, '');
const jwt = (claims: object) => `${base64Url('{"alg":"RS256"}')}.${base64Url(JSON.stringify(claims))}.sig`;

const oldTokens = {
  accessToken: decodeJWT(jwt({ sub: 'u-1', iat: 1, exp: 2 })),
  refreshToken: 'refresh-1',
  clockDrift: 0,
  username: 'u-1',
};

describe('the local token refresher (cognito-local has no GetTokensFromRefreshToken)', () => {
  it('calls InitiateAuth REFRESH_TOKEN_AUTH and keeps the refresh token it was given', async () => {
    const now = Math.floor(Date.now() / 1000);
    const access = jwt({ sub: 'u-1', iat: now, exp: now + 3600 });
    const id = jwt({ sub: 'u-1', email: 'jo@example.org', iat: now });
    const fetchMock = stubFetch(() =>
      jsonResponse(200, { AuthenticationResult: { AccessToken: access, IdToken: id } }),
    );
    const refresh = createLocalTokenRefresher('http://127.0.0.1:9229', 'client-1');
    const tokens = await refresh({ tokens: oldTokens, username: 'u-1' });

    const request = sentRequest(fetchMock);
    expect(request.url).toBe('http://127.0.0.1:9229');
    expect(request.headers.get('x-amz-target')).toBe('AWSCognitoIdentityProviderService.InitiateAuth');
    expect(request.body).toEqual({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: 'client-1',
      AuthParameters: { REFRESH_TOKEN: 'refresh-1' },
    });
    expect(tokens.accessToken.toString()).toBe(access);
    expect(tokens.idToken?.payload.email).toBe('jo@example.org');
    expect(tokens.refreshToken).toBe('refresh-1');
    expect(Math.abs(tokens.clockDrift)).toBeLessThan(5000);
  });

  it('names a refused refresh as Cognito does, so Amplify ends the session', async () => {
    stubFetch(() =>
      jsonResponse(400, { __type: 'NotAuthorizedException', message: 'Invalid refresh token' }),
    );
    const refresh = createLocalTokenRefresher('http://127.0.0.1:9229', 'client-1');
    await expect(refresh({ tokens: oldTokens, username: 'u-1' })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Invalid refresh token',
    });
  });
});
