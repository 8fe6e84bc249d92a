import { randomBytes } from 'node:crypto';
import { business } from '../shared/business';
import type {
  LambdaEnv,
  OriginEnvVariables,
  PaymentsEnvVariables,
  QuoteLinkEnvVariables,
  RealtimeEnv,
  SmsEnv,
  UserPoolEnv,
} from '../shared/lambda-env';
import { REGION } from '../shared/region';
import { SMS_SENDER_ID } from '../shared/sms';
import { LOCAL_CREDENTIALS } from './emulators/provision';

// This process uses SDK clients too (provisioning, seeding): Lambda runs Node 22, this machine Node 20.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export const TABLE_NAME = 'pbhs-local';
export const INVOICE_BUCKET = 'pbhs-local-invoices';
/** The notice sender's name in the local function pool (decision 011). */
export const NOTICE_SENDER_FUNCTION = 'notice-sender';
/** The realtime functions' names in the local function pool (decision 028). */
export const REALTIME_FUNCTION = 'realtime';
export const REALTIME_AUTHORIZER_FUNCTION = 'realtime-authorizer';
/** The local WebSocket API's stage: its path, as API Gateway's stage is. */
export const REALTIME_STAGE = 'local';

/**
 * The AWS SDK's own variables, which only the local stack sets: they point the unchanged functions at
 * the emulators. Nothing in lambdas/ reads them by name.
 */
interface LocalSdkEnv {
  AWS_REGION: string;
  AWS_ACCESS_KEY_ID: string;
  AWS_SECRET_ACCESS_KEY: string;
  AWS_ENDPOINT_URL_DYNAMODB: string;
  AWS_ENDPOINT_URL_S3: string;
  AWS_ENDPOINT_URL_SESV2: string;
  /** The SMS stand-in (local/emulators/sms.ts): End User Messaging SMS's SDK client reads this one. */
  AWS_ENDPOINT_URL_PINPOINT_SMS_VOICE_V2?: string;
  /** The local gateway, which serves Lambda's Invoke API. */
  AWS_ENDPOINT_URL_LAMBDA: string;
  /**
   * cognito-local: the users function deletes sign-ins and lists admins there, the accounts function
   * signs people up, the pre-token-generation trigger reads users' MFA settings.
   */
  AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER?: string;
  /** Lambda runs Node 22; this machine's Node 20 would otherwise make every SDK client warn. */
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: string;
  /** There is no CloudWatch locally; business metrics would only clutter the console. */
  POWERTOOLS_METRICS_DISABLED: string;
  /**
   * No X-Ray daemon either. Powertools' tracer already stays off without Lambda's AWS_EXECUTION_ENV;
   * this keeps it off should that variable ever reach a function's environment.
   */
  POWERTOOLS_TRACE_ENABLED: string;
}

/** What a function's environment holds locally: what infra sets in AWS, and the SDK's endpoints. */
export type FunctionEnv = LambdaEnv &
  OriginEnvVariables &
  LocalSdkEnv &
  Partial<UserPoolEnv> &
  Partial<RealtimeEnv> &
  Partial<PaymentsEnvVariables> &
  QuoteLinkEnvVariables &
  SmsEnv;

/** A fresh origin-verify secret per start: only the local CDN is told it, as only CloudFront is in AWS. */
export const newOriginSecret = (): string => randomBytes(32).toString('base64url');

/** The key quote links are signed with: one per process, as a stage holds one. */
const quoteLinkSecret = randomBytes(32).toString('base64url');

export const functionEnv = (
  urls: {
    dynamo: string;
    s3: string;
    ses: string;
    sms?: string;
    site: string;
    api: string;
    cognito?: string;
    /** The local WebSocket API's management endpoint (local/gateway/websocket.ts). */
    realtime?: string;
    /** The payments stand-in and the secrets it signs webhooks with (local/payments/). */
    payments?: { url: string; webhookSecrets: { stripe: string; gocardless: string } };
  },
  originSecret: string,
  /**
   * The local pool: the users function deletes sign-ins from it, the accounts function signs people up
   * to it (infra gives each only what it uses).
   */
  pool?: { userPoolId: string; clientId: string; jwksUrl?: string },
) =>
  ({
    STAGE: 'local',
    TABLE_NAME,
    INVOICE_BUCKET,
    MAIL_FROM: 'no-reply@example.com',
    MAIL_TO: business.email,
    SITE_URL: urls.site,
    ORIGIN_VERIFY_SECRETS: originSecret,
    AWS_REGION: REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: urls.dynamo,
    AWS_ENDPOINT_URL_S3: urls.s3,
    AWS_ENDPOINT_URL_SESV2: urls.ses,
    ...(urls.sms ? { AWS_ENDPOINT_URL_PINPOINT_SMS_VOICE_V2: urls.sms } : {}),
    // In AWS the stage's pool (which holds the sender ID and the opt-out list); the stand-in has neither.
    SMS_ORIGINATION_IDENTITY: SMS_SENDER_ID,
    SMS_CONFIGURATION_SET: 'pbhs-local',
    AWS_ENDPOINT_URL_LAMBDA: urls.api,
    ...(urls.cognito ? { AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: urls.cognito } : {}),
    ...(pool ? { USER_POOL_ID: pool.userPoolId } : {}),
    // The realtime functions verify tokens of the pool's app client, with the keys cognito-local serves.
    ...(pool && urls.realtime
      ? {
          USER_POOL_CLIENT_ID: pool.clientId,
          REALTIME_ENDPOINT: urls.realtime,
          ...(pool.jwksUrl ? { USER_POOL_JWKS_URL: pool.jwksUrl } : {}),
        }
      : {}),
    // In AWS the keys come from Secrets Manager (PAYMENT_SECRETS_ARN); the stand-in takes any key.
    ...(urls.payments
      ? {
          STRIPE_SECRET_KEY: 'sk_test_local_stand_in',
          STRIPE_WEBHOOK_SECRET: urls.payments.webhookSecrets.stripe,
          GOCARDLESS_ACCESS_TOKEN: 'sandbox_local_stand_in',
          GOCARDLESS_WEBHOOK_SECRET: urls.payments.webhookSecrets.gocardless,
          GOCARDLESS_ENVIRONMENT: 'sandbox',
          STRIPE_API_URL: urls.payments.url,
          GOCARDLESS_API_URL: `${urls.payments.url}/gocardless`,
        }
      : {}),
    // In AWS a Secrets Manager secret the stage generates (QUOTE_LINK_SECRET_ARN); a fresh key per start here.
    QUOTE_LINK_SECRET: quoteLinkSecret,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    POWERTOOLS_METRICS_DISABLED: 'true',
    POWERTOOLS_TRACE_ENABLED: 'false',
  }) satisfies FunctionEnv;

/**
 * The browser uploads invoice PDFs straight to the bucket, so s3rver must answer CORS as S3 would: for
 * the local site's pages only, as infra's bucket answers only the stage's site.
 */
export const bucketCors = (origins: string[]): string => `<CORSConfiguration>
  <CORSRule>
${origins.map((origin) => `    <AllowedOrigin>${origin}</AllowedOrigin>`).join('\n')}
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;
