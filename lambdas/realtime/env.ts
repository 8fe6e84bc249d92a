import { RealtimeEnvSchema } from '../../shared/lambda-env';
import { createAccessTokenVerifier, type VerifyAccessToken } from '../lib/access-token';
import { environmentOf } from '../lib/env';

/** The realtime functions' own settings (lambdas/lib/env.ts reads the rest). */
export const realtimeEnv = environmentOf(RealtimeEnvSchema, 'realtime');

let verifier: Promise<VerifyAccessToken> | undefined;

/** The one access-token check (lambdas/lib/access-token.ts), made once per container. */
export const verifyAccessToken = async (token: string) => {
  const { USER_POOL_ID, USER_POOL_CLIENT_ID, USER_POOL_JWKS_URL } = realtimeEnv();
  verifier ??= createAccessTokenVerifier({
    userPoolId: USER_POOL_ID,
    clientId: USER_POOL_CLIENT_ID,
    jwksUrl: USER_POOL_JWKS_URL,
  }).catch((error: unknown) => {
    verifier = undefined;
    throw error;
  });
  return (await verifier)(token);
};
