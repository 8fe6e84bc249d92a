import * as z from 'zod';
import { business } from '../shared/business';

/**
 * A stage's settings, read from CDK context (`-c stage=prod -c mailFrom=...`). Context is input like any
 * other, so it is parsed once here and everything downstream gets typed, checked values.
 */
const ContextSchema = z.object({
  /** Becomes part of every stack name, so it is kept to what CloudFormation and S3 accept. */
  stage: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,19}$/, 'lower-case letters, digits and dashes, starting with a letter')
    .default('dev'),
  /** The address mail is sent from; its domain becomes the SES identity (DKIM-signed). */
  mailFrom: z.email().default('no-reply@example.com'),
  /**
   * The Route 53 public hosted zone of `mailFrom`'s domain, when it is in this account: CDK then writes
   * the DKIM, MAIL FROM and DMARC records itself. Without it the stack outputs them to add by hand
   * (docs/deploy.md). Named, not looked up, so synthesis needs no AWS account. Both or neither.
   */
  hostedZoneName: z.string().min(1).optional(),
  hostedZoneId: z
    .string()
    .regex(/^Z[A-Z0-9]{1,31}$/, 'a Route 53 hosted zone id (Z...)')
    .optional(),
  /** Where receivers send DMARC's daily aggregate reports. @default alertEmail */
  dmarcReportsTo: z.email().optional(),
  /** The company inbox that receives enquiries. */
  mailTo: z.email().default(business.email),
  /** Custom domain of the site, e.g. `www.example.com`; needs `certificateArn` (us-east-1). */
  domainName: z.string().min(1).optional(),
  certificateArn: z.string().startsWith('arn:aws:acm:us-east-1:').optional(),
  /**
   * The public site URL used in e-mails, when there is no custom domain. Without either, a stage's URL
   * is CloudFront's generated domain, which only exists after the first deploy (see docs/deploy.md).
   */
  siteUrl: z.url().optional(),
  /**
   * Send Cognito's codes through SES as `mailFrom` instead of Cognito's own sender, which is capped at a
   * few dozen messages a day. Only once `mailFrom`'s domain is verified: Cognito refuses an unverified sender.
   */
  cognitoMailViaSes: z.union([z.boolean(), z.stringbool()]).default(false),
  /**
   * Serve the stage from this existing table instead of its own, e.g. one restored to a point in time
   * (docs/runbook.md). The stage's own table is left as it is; functions, grants and alarms move over.
   */
  tableName: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{3,255}$/, 'a DynamoDB table name')
    .optional(),
  /**
   * The stream of the table `tableName` names (a restore has none until one is turned on, NEW_IMAGE):
   * the notice sender reads it (decision 011). Required with `tableName`.
   */
  tableStreamArn: z
    .string()
    .regex(/^arn:aws[\w-]*:dynamodb:[\w-]+:\d{12}:table\/[\w.-]+\/stream\/[\w:.-]+$/, 'a DynamoDB stream ARN')
    .optional(),
  /** Who the stage's alarms e-mail; SNS sends a confirmation link first (docs/runbook.md). */
  alertEmail: z.email().default('ops@example.com'),
  /**
   * Which origin-verify secret CloudFront sends to the API (decision 007). Raising it by one rotates the
   * secret: a new one is generated, the functions accept it and the one before, CloudFront switches.
   */
  originSecretGeneration: z.coerce.number().int().min(1).default(1),
});

export type StageContext = z.infer<typeof ContextSchema>;

/** Requests per second and burst, for the whole API stage or one route. */
export interface Throttle {
  rateLimit: number;
  burstLimit: number;
}

export interface StageConfig extends StageContext {
  isProd: boolean;
  /** The domain of `mailFrom`: what SES verifies and signs for. */
  mailDomain: string;
  dmarcReportsTo: string;
  /** Public URL of the site, without a trailing slash. */
  siteUrl: string;
  /** Origins the browser uploads invoices from (the invoice bucket's CORS rule). */
  siteOrigins: string[];
  apiThrottle: Throttle;
  /** For routes anyone may call (`publicThrottle` in the route table): a bot should not fill the inbox. */
  publicRouteThrottle: Throttle;
  /**
   * For the providers' webhooks (`signedBody` in the route table): apart from the public routes', and
   * above what one address may send past the edge (shared/edge-limits.ts `ProviderWebhooks`), so one
   * caller cannot fill it and Stripe's and GoCardless's deliveries still get through.
   */
  webhookRouteThrottle: Throttle;
  /**
   * The realtime API's routes, each under the stage's own throttle (issue 45, L4): handshakes (`$connect`,
   * each running the authorizer) cannot use up what the re-authentications of open connections need, nor
   * the reverse. A screen connects once and re-authenticates about once an hour.
   */
  realtimeRouteThrottles: Record<'$connect' | 'auth', Throttle>;
}

/** CloudFront serves every site without a custom domain from a name under this one. */
const CLOUDFRONT_ORIGIN_PATTERN = 'https://*.cloudfront.net';

/** A mistake in `-c` values: the operator's to fix, so the CLI shows the message without a stack trace. */
export class ContextError extends Error {
  override name = 'ContextError';
}

const contextError = (error: z.ZodError): Error =>
  new ContextError(
    `Invalid CDK context: ${error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
  );

export const stageConfig = (context: Record<string, unknown>): StageConfig => {
  const parsed = ContextSchema.safeParse(context);
  if (!parsed.success) throw contextError(parsed.error);
  const settings = parsed.data;
  if (Boolean(settings.domainName) !== Boolean(settings.certificateArn))
    throw new ContextError('Invalid CDK context: domainName and certificateArn go together');
  if (Boolean(settings.tableName) !== Boolean(settings.tableStreamArn))
    throw new ContextError(
      "Invalid CDK context: tableName and tableStreamArn go together (turn on the restored table's stream, NEW_IMAGE, first: docs/runbook.md)",
    );

  const mailDomain = (settings.mailFrom.split('@')[1] ?? '').toLowerCase();
  if (Boolean(settings.hostedZoneName) !== Boolean(settings.hostedZoneId))
    throw new ContextError('Invalid CDK context: hostedZoneName and hostedZoneId go together');
  // SES's identity is the zone's own name when CDK writes the records (Identity.publicHostedZone).
  if (settings.hostedZoneName && settings.hostedZoneName.replace(/\.$/, '').toLowerCase() !== mailDomain)
    throw new ContextError(
      `Invalid CDK context: hostedZoneName (${settings.hostedZoneName}) must be the domain of mailFrom (${mailDomain})`,
    );

  const isProd = settings.stage === 'prod';
  if (isProd && !settings.domainName)
    throw new ContextError(
      'Invalid CDK context: the prod stage needs domainName and certificateArn (an ACM certificate in us-east-1). Without them CloudFront serves its default *.cloudfront.net certificate, which still accepts TLS 1.0; with them the site requires TLSv1.2_2021.',
    );
  const siteUrl = settings.domainName
    ? `https://${settings.domainName}`
    : (settings.siteUrl?.replace(/\/$/, '') ?? business.website);
  // Until a stage has a known URL, its CloudFront domain is only generated when the web stack deploys,
  // after this bucket exists; CORS is not access control (every upload needs a presigned URL from the API).
  const knownUrl = settings.domainName ?? settings.siteUrl;
  const siteOrigins = knownUrl ? [new URL(siteUrl).origin] : [CLOUDFRONT_ORIGIN_PATTERN];

  return {
    ...settings,
    isProd,
    mailDomain,
    dmarcReportsTo: settings.dmarcReportsTo ?? settings.alertEmail,
    siteUrl,
    siteOrigins,
    apiThrottle: isProd ? { rateLimit: 50, burstLimit: 100 } : { rateLimit: 10, burstLimit: 20 },
    publicRouteThrottle: { rateLimit: 2, burstLimit: 5 },
    webhookRouteThrottle: { rateLimit: 10, burstLimit: 20 },
    realtimeRouteThrottles: isProd
      ? { $connect: { rateLimit: 10, burstLimit: 20 }, auth: { rateLimit: 10, burstLimit: 20 } }
      : { $connect: { rateLimit: 5, burstLimit: 10 }, auth: { rateLimit: 5, burstLimit: 10 } },
  };
};
