import { createAccessTokenVerifier, type VerifyAccessToken } from '../../lambdas/lib/access-token';

export interface UserPoolInfo {
  userPoolId: string;
  clientId: string;
  /** Where cognito-local serves this pool's JWKS. */
  jwksUrl: string;
}

export type VerifyToken = VerifyAccessToken;

/**
 * Verifies access tokens the way the HTTP API JWT authorizer does (lambdas/lib/access-token.ts, the check
 * the realtime authorizer makes too). cognito-local signs with its own key, fetched once and cached, so
 * the unchanged aws-jwt-verify checks the issuer AWS would use.
 */
export const createTokenVerifier = (pool: UserPoolInfo): Promise<VerifyToken> =>
  createAccessTokenVerifier(pool);
