import type { TokenRefresher } from './local-token-refresher';

type Jwt = Awaited<ReturnType<TokenRefresher>>['accessToken'];

const base64UrlJson = (segment: string): unknown =>
  JSON.parse(
    atob(
      segment
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(segment.length / 4) * 4, '='),
    ),
  );

/**
 * A token in the shape Amplify stores, `{ payload, toString }`. Its signature is not checked here:
 * the token came straight from Cognito, and the API verifies every token it is sent.
 */
export const decodeJwt = (token: string): Jwt => {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('Not a JWT');
  return { payload: base64UrlJson(payload) as Jwt['payload'], toString: () => token };
};
