import * as z from 'zod';

/**
 * The environment every API function reads, parsed once at cold start. The CDK construct is typed
 * by the same schema, so a missing variable is a compile error in infra, not a runtime surprise.
 */
export const LambdaEnvSchema = z.object({
  STAGE: z.string().min(1),
  TABLE_NAME: z.string().min(1),
  INVOICE_BUCKET: z.string().min(1),
  /** Address mail is sent from (a verified SES identity). */
  MAIL_FROM: z.email(),
  /** The company inbox that receives enquiries. */
  MAIL_TO: z.email(),
  /** Public site URL, used in e-mails. */
  SITE_URL: z.url(),
});

export type LambdaEnv = z.infer<typeof LambdaEnvSchema>;

/**
 * What the API functions read besides: the values of the origin-verify header a request may carry
 * (decision 007), the one CloudFront sends and, during a rotation, the one it sent before, separated
 * by commas. Not in LambdaEnvSchema: the Cognito triggers and the notice sender serve no HTTP request.
 */
export const OriginEnvSchema = z.object({
  ORIGIN_VERIFY_SECRETS: z
    .string()
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.string().min(32)).min(1)),
});

/** As set on a function (infra, the local stack). */
export type OriginEnvVariables = z.input<typeof OriginEnvSchema>;

/**
 * What the users function alone is told besides: its user pool (deleting an account's sign-in, telling
 * admins from clients). The pool's own trigger cannot be told its pool's id without a circular reference.
 */
export const UserPoolEnvSchema = z.object({ USER_POOL_ID: z.string().min(1) });

export type UserPoolEnv = z.infer<typeof UserPoolEnvSchema>;

/**
 * What the realtime functions read besides (decision 028): the pool and app client whose
 * access tokens open a connection, and the WebSocket API's management endpoint
 * (`https://<api id>.execute-api.<region>.amazonaws.com/<stage>`) that posts to and closes connections.
 * `USER_POOL_JWKS_URL` only locally, where cognito-local serves the keys its tokens are signed with.
 */
export const RealtimeEnvSchema = z.object({
  USER_POOL_ID: z.string().min(1),
  USER_POOL_CLIENT_ID: z.string().min(1),
  REALTIME_ENDPOINT: z.url(),
  USER_POOL_JWKS_URL: z.url().optional(),
  /**
   * Only the local e2e stack sets it: its parallel browsers all sign in as the one demo admin, which no
   * person is (as `--no-edge-limits` says of their one address). AWS always uses
   * `REALTIME_CONNECTIONS_PER_ACCOUNT` (shared/realtime.ts).
   */
  REALTIME_CONNECTIONS_PER_ACCOUNT: z
    .string()
    .regex(/^[1-9]\d*$/)
    .optional(),
});

export type RealtimeEnv = z.infer<typeof RealtimeEnvSchema>;

/**
 * What the notice sender alone is told besides: where texts come from (the stage's pool
 * of End User Messaging, which holds the UK sender ID and the stage's opt-out list) and the
 * configuration set that logs their events.
 */
export const SmsEnvSchema = z.object({
  SMS_ORIGINATION_IDENTITY: z.string().min(1),
  SMS_CONFIGURATION_SET: z.string().min(1),
});

export type SmsEnv = z.infer<typeof SmsEnvSchema>;

/**
 * What the payments function reads besides. In AWS the providers' keys live in one Secrets
 * Manager secret, `PAYMENT_SECRETS_ARN` (JSON with the four keys below, docs/deploy.md), read at the
 * first request; locally the stack sets them directly, with the stand-in's address in the two `_URL`
 * variables (local/payments/), which nothing sets in AWS.
 */
export const PaymentsEnvSchema = z.object({
  PAYMENT_SECRETS_ARN: z.string().min(1).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  GOCARDLESS_ACCESS_TOKEN: z.string().min(1).optional(),
  GOCARDLESS_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** `sandbox` until the stage goes live (docs/deploy.md). */
  GOCARDLESS_ENVIRONMENT: z.enum(['sandbox', 'live']).default('sandbox'),
  STRIPE_API_URL: z.url().optional(),
  GOCARDLESS_API_URL: z.url().optional(),
});
export type PaymentsEnv = z.infer<typeof PaymentsEnvSchema>;
/** As set on a function (infra, the local stack). */
export type PaymentsEnvVariables = z.input<typeof PaymentsEnvSchema>;

/** The secret's JSON, as docs/deploy.md tells an operator to store it. */
export const PaymentSecretsSchema = z.object({
  STRIPE_SECRET_KEY: z.string().min(1),
  STRIPE_WEBHOOK_SECRET: z.string().min(1),
  GOCARDLESS_ACCESS_TOKEN: z.string().min(1),
  GOCARDLESS_WEBHOOK_SECRET: z.string().min(1),
});
export type PaymentSecrets = z.infer<typeof PaymentSecretsSchema>;

/**
 * What the quotes function reads besides: the key that signs quote links. In AWS one Secrets
 * Manager secret the stage generates (`QUOTE_LINK_SECRET_ARN`), read at the first request; locally the
 * stack sets the key itself, fresh per start.
 */
export const QuoteLinkEnvSchema = z.object({
  QUOTE_LINK_SECRET_ARN: z.string().min(1).optional(),
  QUOTE_LINK_SECRET: z.string().min(32).optional(),
});
export type QuoteLinkEnvVariables = z.input<typeof QuoteLinkEnvSchema>;
