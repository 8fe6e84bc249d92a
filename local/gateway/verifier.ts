import { CognitoJwtVerifier } from 'aws-jwt-verify';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

export interface UserPoolInfo {
  userPoolId: string;
  clientId: string;
  /** Where cognito-local serves this pool's JWKS. */
  jwksUrl: string;
}

export type VerifyToken = (token: string) => Promise<JwtPayload>;

/**
 * Verifies access tokens the way the HTTP API JWT authorizer does: signature against the pool's JWKS,
 * issuer, client, expiry. cognito-local signs with its own key, fetched once and cached, so the
 * unchanged aws-jwt-verify checks the issuer AWS would use.
 */
export const createTokenVerifier = async (pool: UserPoolInfo): Promise<VerifyToken> => {
  const verifier = CognitoJwtVerifier.create({
    userPoolId: pool.userPoolId,
    tokenUse: 'access',
    clientId: pool.clientId,
  });
  const response = await fetch(pool.jwksUrl);
  if (!response.ok) throw new Error(`Could not read the user pool's JWKS (${response.status})`);
  verifier.cacheJwks((await response.json()) as Parameters<typeof verifier.cacheJwks>[0]);
  return (token) => verifier.verify(token) as Promise<JwtPayload>;
};
