import { PUBLIC_WRITE_PATHS, WEBHOOK_PATHS } from '../shared/edge-limits';
import type { StageConfig } from './config';

/**
 * AWS Control Tower's proactive controls (cfn-guard rules, run by @cdklabs/cdk-validator-cfnguard in
 * tests/infra/guard.test.ts) that this product does not meet on purpose, each with its reason. An
 * acknowledgement covers the resource types named and, where the reason is about particular resources,
 * only those (by construct id), so a new resource still meets the rule. (Control Tower's rule files do not read `Metadata.guard.SuppressedRules`, and the plugin's
 * `disabledRules` would switch a rule off for every resource, so the test holds the findings to this list.)
 */
export interface GuardAcknowledgement {
  rule: string;
  /** CloudFormation resource types it applies to. */
  types: readonly string[];
  /**
   * The construct ids of the only resources it covers (CDK's logical id is the id and an 8-character
   * hash); every resource of the types when absent.
   */
  constructIds?: readonly string[];
  reason: string;
  /** Only for stages this is true of; every stage by default. */
  when?: (config: StageConfig) => boolean;
}

const LOG_GROUP = 'AWS::Logs::LogGroup';
const BUCKET = 'AWS::S3::Bucket';
const FUNCTION = 'AWS::Lambda::Function';
/** The access-log buckets (infra/constructs/access-log.ts) and the site's build bucket. */
const ACCESS_LOGS = 'AccessLogs';
const SITE_BUCKET = 'SiteBucket';
/** The canary's screenshots and logs (infra/stacks/watch-stack.ts). */
export const CANARY_ARTIFACTS = 'CanaryArtifacts';

export const GUARD_ACKNOWLEDGEMENTS: readonly GuardAcknowledgement[] = [
  {
    rule: 'lambda_inside_vpc_check',
    types: [FUNCTION],
    reason:
      'The functions call only AWS APIs (DynamoDB, S3, SES, Lambda), over HTTPS and authenticated by IAM; they reach no private network. A VPC would add NAT gateways or interface endpoints (a fixed monthly cost larger than the rest of the stage) and cold-start time, and protect no path they use.',
  },
  {
    rule: 'lambda_function_public_access_prohibited_check',
    types: ['AWS::Lambda::Permission'],
    reason:
      "These are API Gateway's invoke permissions: principal apigateway.amazonaws.com, limited by SourceArn to this API's own route. The rule flags any service principal without SourceAccount.",
  },
  {
    rule: 'api_gw_v2_authorization_type_configured_check',
    types: ['AWS::ApiGatewayV2::Route'],
    reason: `The public routes take no token by design (${PUBLIC_WRITE_PATHS.join(', ')} from visitors without an account, and the providers' signed webhooks ${WEBHOOK_PATHS.join(', ')}); read-only public routes are GETs of published figures. They are held by the WAF (per-IP limits), their route throttles, the origin-verify header, and the per-address and daily mail caps or the providers' signatures.`,
  },
  {
    rule: 'cloudwatch_log_group_retention_period_check',
    types: [LOG_GROUP],
    reason:
      'Logs are kept a month (access logs hold IP addresses, function logs request ids and user ids): keeping personal data a year would break the storage-limitation principle of UK GDPR. Prod retains the groups themselves when a stack is deleted.',
  },
  {
    rule: 'cloudwatch_log_group_encrypted_check',
    types: [LOG_GROUP],
    reason:
      'CloudWatch Logs encrypts every log group at rest with keys it manages. A customer-managed KMS key would add a key policy to keep right and a monthly cost per key, and grant no one less access: reading the logs is already limited by IAM.',
  },
  {
    rule: 'dynamodb_table_encrypted_kms_check',
    types: ['AWS::DynamoDB::Table'],
    reason:
      'The table is encrypted at rest with the AWS-owned key. A customer-managed key adds cost per request and a key policy, and no access control the IAM grants (tests/infra/api.test.ts) do not already give.',
  },
  {
    rule: 's3_bucket_default_encryption_kms_check',
    types: [BUCKET],
    reason:
      'Buckets are encrypted with S3-managed keys (SSE-S3). SSE-KMS would make every presigned invoice download and CloudFront read need kms:Decrypt grants, for no access the bucket policies and OAC do not already control.',
  },
  {
    rule: 's3_bucket_versioning_enabled_check',
    types: [BUCKET],
    constructIds: [SITE_BUCKET, ACCESS_LOGS, CANARY_ARTIFACTS],
    reason:
      "The site bucket holds only the build, uploaded again by every deploy; log buckets and the canary's artifacts are written once by AWS services and expire. The invoice bucket is versioned.",
  },
  {
    rule: 's3_bucket_logging_enabled_check',
    types: [BUCKET],
    constructIds: [ACCESS_LOGS, CANARY_ARTIFACTS],
    reason:
      "The access-log buckets (logging one would log its own log deliveries) and the canary's artifacts (the canary's own screenshots of the public site, written only by it, kept a month).",
  },
  {
    rule: 's3_event_notifications_enabled_check',
    types: [BUCKET],
    reason: 'Nothing reacts to object events: uploads are recorded by the API that presigned them.',
  },
  {
    rule: 's3_bucket_object_lock_enabled_check',
    types: [BUCKET],
    reason:
      'Object Lock would stop the lifecycle rules that expire logs (personal data, see log retention) and the site deploy that replaces the build. Invoices are versioned, written once per status.',
  },
  {
    rule: 's3_lifecycle_policy_check',
    types: [BUCKET],
    constructIds: [SITE_BUCKET],
    reason: 'The site bucket holds only the current build: every deploy prunes what it no longer contains.',
  },
  {
    rule: 'sqs_dlq_check',
    types: ['AWS::SQS::Queue'],
    constructIds: ['NoticeSenderFailedBatches'],
    reason:
      "The queue is itself a dead-letter queue (the notice sender's failed stream batches and runs); a queue behind it would only move the same messages again. An alarm watches it (docs/runbook.md).",
  },
  {
    rule: 'cloudfront_origin_failover_enabled_check',
    types: ['AWS::CloudFront::Distribution'],
    reason:
      'The site and the API each have one origin in one region; an origin group needs a second copy of each to fail over to.',
  },
  ...[
    'cloudfront_custom_ssl_certificate_check',
    'cloudfront_sni_enabled_check',
    'cloudfront_security_policy_check',
  ].map(
    (rule): GuardAcknowledgement => ({
      rule,
      types: ['AWS::CloudFront::Distribution'],
      reason:
        "A stage without a domain of its own is served on CloudFront's *.cloudfront.net certificate, whose TLS policy is fixed. Prod cannot synthesise without a domain and certificate, and then uses SNI and TLSv1.2_2021.",
      when: (config) => !config.domainName,
    }),
  ),
];

const isConstruct = (logicalId: string, constructId: string) =>
  new RegExp(`^${constructId}[0-9A-F]{8}$`).test(logicalId);

/** Whether a finding of `rule` on the resource `logicalId` of `type` is acknowledged for this stage. */
export const guardAcknowledgement = (
  rule: string,
  finding: { type: string; logicalId: string },
  config: StageConfig,
): GuardAcknowledgement | undefined =>
  GUARD_ACKNOWLEDGEMENTS.find(
    (ack) =>
      ack.rule === rule &&
      ack.types.includes(finding.type) &&
      (ack.constructIds?.some((id) => isConstruct(finding.logicalId, id)) ?? true) &&
      (ack.when?.(config) ?? true),
  );
