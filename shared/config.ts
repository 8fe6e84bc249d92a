// zod's mini flavour: the browser checks this on /auth and in the portal, which need nothing else of zod's.
import * as z from 'zod/mini';

/**
 * `/config.json`: the runtime configuration of the web app, written by CDK at deploy and by the
 * local stack, so one build serves every stage.
 */
export const RuntimeConfigSchema = z.object({
  stage: z.string(),
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** Set locally to cognito-local's URL; absent in AWS. */
  cognitoEndpoint: z.optional(z.string()),
  /** SRP in AWS; USER_PASSWORD_AUTH locally (cognito-local has no SRP). */
  authFlow: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
  /**
   * The realtime channel's WebSocket URL (`wss://<id>.execute-api.<region>.amazonaws.com/<stage>`;
   * locally `ws://127.0.0.1:<port>/local`). Absent: the screens refetch on focus only.
   */
  realtimeUrl: z.optional(z.string()),
});

/** Where the site serves it: CDK writes the object there, the local CDN answers it, the web app reads it. */
export const CONFIG_PATH = '/config.json';

export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;

/**
 * The user pool as Amplify's `Auth.Cognito` setting takes it, from a stage's configuration: the web app
 * and the smoke test sign in with the same one.
 */
export const cognitoAuthConfig = (config: RuntimeConfig) => ({
  userPoolId: config.userPoolId,
  userPoolClientId: config.userPoolClientId,
  ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
  loginWith: { email: true },
  signUpVerificationMethod: 'code' as const,
});
