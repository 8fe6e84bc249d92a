import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import type { Identity } from '../shared/identity';
import {
  DEMO_IDENTITY,
  IDENTITY_KEYS,
  IdentitySchema,
  prodIdentityProblems,
} from '../shared/identity-schema';

/** `-c vatNumber=none`: a company that is not VAT registered, as context (a string) can say it. */
const NOT_VAT_REGISTERED = 'none';

/** A UK alphanumeric sender ID: 3 to 11 letters and digits, at least one letter. */
const SENDER_ID = /^(?=.*[A-Za-z])[A-Za-z0-9]{3,11}$/;

/**
 * A stage's settings: its configuration file (`-c config=infra/stages/prod.json`) with any `-c key=value`
 * on top. Context is input like any other, so it is parsed once here and everything downstream gets
 * typed, checked values.
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
  /** The company inbox that receives enquiries, shown on every page. */
  mailTo: z.email().default(DEMO_IDENTITY.mailTo),
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
  /**
   * The sender ID texts show. Sender IDs are unique per account and country, so each stage has its own:
   * @default `PBHS` and the stage's letters (prod has no default)
   */
  smsSender: z.string().regex(SENDER_ID, '3 to 11 letters and digits, at least one letter').optional(),
  /** What the stage may cost a month, in US dollars (AWS Budgets' unit): over 80 %, or forecast over it, an alert. */
  monthlyBudgetUsd: z.coerce.number().positive().max(100_000).default(50),
  /**
   * AWS Backup's daily and monthly backups (infra/stacks/backup-stack.ts). A stage with recovery points
   * cannot be torn down until they are deleted, so only prod takes them unless its file says otherwise.
   * @default true in prod, false elsewhere
   */
  backups: z.union([z.boolean(), z.stringbool()]).optional(),
  /** A second region the backups are copied to (the plan's retention applies there too). */
  backupCopyRegion: z
    .string()
    .regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'an AWS region, e.g. eu-west-1')
    .optional(),
  // Who the company is (shared/identity.ts); `website` is the stage's own URL, below.
  ...IdentitySchema.omit({ website: true, vatNumber: true, mailTo: true }).partial().shape,
  vatNumber: z
    .union([z.literal(NOT_VAT_REGISTERED).transform(() => null), IdentitySchema.shape.vatNumber])
    .optional(),
});

/** Every key a stage's configuration file may hold; anything else is a typo to name, not to ignore. */
const FILE_KEYS = new Set([...Object.keys(ContextSchema.shape), 'config', '$comment']);

export type StageContext = z.infer<typeof ContextSchema>;

/** Requests per second and burst, for the whole API stage or one route. */
export interface Throttle {
  rateLimit: number;
  burstLimit: number;
}

export interface StageConfig
  extends Omit<StageContext, Exclude<keyof Identity, 'mailTo'> | 'smsSender' | 'backups'> {
  backups: boolean;
  isProd: boolean;
  /** Who the company is, as the site, mails and documents of this stage say it. */
  identity: Identity;
  smsSender: string;
  /**
   * What SES verifies and signs for: prod mails from `mailFrom`'s own domain, every other stage from a
   * subdomain named after it (`dev.example.co.uk`), so stages sharing an account never claim one identity.
   */
  mailDomain: string;
  /** The domain `mailFrom` names, whose zone holds every stage's records. */
  mailZoneDomain: string;
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
   * The realtime API's routes, each under the stage's own throttle: handshakes (`$connect`,
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

/** The stage's configuration file, named by `-c config=<file>` (relative to the working directory). */
const readStageFile = (file: unknown): Record<string, unknown> => {
  if (file === undefined) return {};
  if (typeof file !== 'string' || !file) throw new ContextError('Invalid CDK context: config: a file name');
  let values: unknown;
  try {
    values = JSON.parse(readFileSync(path.resolve(file), 'utf8'));
  } catch (error) {
    throw new ContextError(
      `Invalid CDK context: config: cannot read ${file} as JSON (${(error as Error).message})`,
    );
  }
  if (typeof values !== 'object' || values === null || Array.isArray(values))
    throw new ContextError(`Invalid CDK context: config: ${file} must hold one JSON object`);
  const unknown = Object.keys(values).filter((key) => !FILE_KEYS.has(key));
  if (unknown.length)
    throw new ContextError(
      `Invalid CDK context: ${file} has keys no stage setting has: ${unknown.join(', ')}`,
    );
  return values as Record<string, unknown>;
};

/** Sender IDs are per account and country: a stage's own, from its name, unless its file names one. */
const stageSenderId = (stage: string): string =>
  `PBHS${stage.replace(/[^a-z0-9]/g, '').toUpperCase()}`.slice(0, 11);

/** Addresses a prod stage must not mail from or alert to: the domains kept for examples. */
const RESERVED_MAIL = /@(?:[\w-]+\.)*(?:example\.(?:com|net|org)|example|test|invalid|localhost)$/i;

export const stageConfig = (givenContext: Record<string, unknown>): StageConfig => {
  const context = { ...readStageFile(givenContext.config), ...givenContext };
  const parsed = ContextSchema.safeParse(context);
  if (!parsed.success) throw contextError(parsed.error);
  const settings = parsed.data;
  if (Boolean(settings.domainName) !== Boolean(settings.certificateArn))
    throw new ContextError('Invalid CDK context: domainName and certificateArn go together');
  if (Boolean(settings.tableName) !== Boolean(settings.tableStreamArn))
    throw new ContextError(
      "Invalid CDK context: tableName and tableStreamArn go together (turn on the restored table's stream, NEW_IMAGE, first: docs/runbook.md)",
    );

  const isProd = settings.stage === 'prod';
  const [localPart, givenDomain = ''] = settings.mailFrom.toLowerCase().split('@');
  const mailZoneDomain = givenDomain;
  const mailDomain = isProd ? mailZoneDomain : `${settings.stage}.${mailZoneDomain}`;
  if (Boolean(settings.hostedZoneName) !== Boolean(settings.hostedZoneId))
    throw new ContextError('Invalid CDK context: hostedZoneName and hostedZoneId go together');
  // The zone is the domain's: prod's identity is the zone itself (Identity.publicHostedZone), another
  // stage's a subdomain whose records CDK writes into it.
  if (settings.hostedZoneName && settings.hostedZoneName.replace(/\.$/, '').toLowerCase() !== mailZoneDomain)
    throw new ContextError(
      `Invalid CDK context: hostedZoneName (${settings.hostedZoneName}) must be the domain of mailFrom (${mailZoneDomain})`,
    );
  if (isProd) prodRefusals(context, settings);
  const siteUrl = settings.domainName
    ? `https://${settings.domainName}`
    : (settings.siteUrl?.replace(/\/$/, '') ?? DEMO_IDENTITY.website);
  // Until a stage has a known URL, its CloudFront domain is only generated when the web stack deploys,
  // after this bucket exists; CORS is not access control (every upload needs a presigned URL from the API).
  const knownUrl = settings.domainName ?? settings.siteUrl;
  const siteOrigins = knownUrl ? [new URL(siteUrl).origin] : [CLOUDFRONT_ORIGIN_PATTERN];

  const identity: Identity = {
    ...DEMO_IDENTITY,
    ...Object.fromEntries(
      IDENTITY_KEYS.filter((key) => settings[key as keyof StageContext] !== undefined).map((key) => [
        key,
        settings[key as keyof StageContext],
      ]),
    ),
    mailTo: settings.mailTo,
    website: siteUrl,
  };

  return {
    ...settings,
    isProd,
    identity,
    smsSender: settings.smsSender ?? stageSenderId(settings.stage),
    backups: settings.backups ?? isProd,
    mailFrom: `${localPart}@${mailDomain}`,
    mailDomain,
    mailZoneDomain,
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

/**
 * A prod stage states every value itself, none of them a placeholder: each problem is named, all at once,
 * so one run of `cdk synth` lists everything left to fill in.
 */
const prodRefusals = (context: Record<string, unknown>, settings: StageContext): void => {
  const given = (key: string) => context[key] !== undefined && context[key] !== '';
  const problems = prodIdentityProblems(
    Object.fromEntries(
      IDENTITY_KEYS.filter((key) => key !== 'website' && given(key)).map((key) => [
        key,
        settings[key as keyof StageContext],
      ]),
    ),
  ).filter((problem) => !problem.startsWith('website:'));
  if (!settings.domainName)
    problems.unshift(
      'domainName and certificateArn: missing (an ACM certificate in us-east-1). Without them CloudFront serves its default *.cloudfront.net certificate, which still accepts TLS 1.0; with them the site requires TLSv1.2_2021.',
    );
  for (const key of ['mailFrom', 'mailTo', 'alertEmail', 'smsSender', 'monthlyBudgetUsd'] as const)
    if (!given(key))
      problems.push(
        `${key}: missing (a prod stage has no default; set it in the stage's configuration file)`,
      );
  for (const key of ['mailFrom', 'mailTo', 'alertEmail', 'dmarcReportsTo'] as const) {
    const address = settings[key];
    if (given(key) && address && RESERVED_MAIL.test(address))
      problems.push(`${key}: ${address} is at a domain kept for examples, where no mail arrives`);
  }
  if (problems.length)
    throw new ContextError(
      `Invalid CDK context: the prod stage refuses placeholders and defaults:\n  - ${[...new Set(problems)].join('\n  - ')}`,
    );
};
