import { type RealtimeEnv, RealtimeEnvSchema } from '../../shared/lambda-env';
import { createAccessTokenVerifier, type VerifyAccessToken } from '../lib/access-token';

let parsed: RealtimeEnv | undefined;

/** The realtime functions' own settings, checked once per container (lambdas/lib/env.ts does the rest). */
export const realtimeEnv = (): RealtimeEnv => {
  if (!parsed) {
    const result = RealtimeEnvSchema.safeParse(process.env);
    if (!result.success) {
      const names = result.error.issues.map((issue) => issue.path.join('.')).join(', ');
      throw new Error(`Invalid realtime environment: ${names}`);
    }
    parsed = result.data;
  }
  return parsed;
};

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
