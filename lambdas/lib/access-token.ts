import { CognitoJwtVerifier } from 'aws-jwt-verify';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

export interface AccessTokenPool {
  userPoolId: string;
  clientId: string;
  /**
   * Where the pool's signing keys are read, when not at the issuer's own address: cognito-local
   * serves them itself while its tokens name AWS's issuer. Unset in AWS.
   */
  jwksUrl?: string;
}

export type VerifyAccessToken = (token: string) => Promise<JwtPayload>;

/**
 * The one check of an access token, made as the HTTP API's JWT authorizer makes it: signature against
 * the pool's keys, issuer, this pool's app client, expiry, and `token_use` access (an ID token of the
 * same client is refused). The local gateway verifies HTTP requests with it, and the realtime
 * authorizer every WebSocket connection and re-authentication, in AWS and locally alike.
 */
export const createAccessTokenVerifier = async (pool: AccessTokenPool): Promise<VerifyAccessToken> => {
  const verifier = CognitoJwtVerifier.create({
    userPoolId: pool.userPoolId,
    tokenUse: 'access',
    clientId: pool.clientId,
  });
  if (pool.jwksUrl) {
    const response = await fetch(pool.jwksUrl);
    if (!response.ok) throw new Error(`Could not read the user pool's JWKS (${response.status})`);
    verifier.cacheJwks((await response.json()) as Parameters<typeof verifier.cacheJwks>[0]);
  }
  return (token) => verifier.verify(token) as Promise<JwtPayload>;
};
