import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnIPSet, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import {
  EDGE_RATE_LIMITS,
  type EdgeRateLimit,
  PROVIDER_WEBHOOK_SOURCES,
  WEBHOOK_PATHS,
} from '../../shared/edge-limits';
import { MAX_BODY_BYTES } from '../../shared/http';
import { RATE_LIMITED_BODY, RATE_LIMITED_STATUS } from '../../shared/limits';
import type { StageConfig } from '../config';
import { anyOf, byteMatch, logWebAcl, rulesAroundLimits, visibility } from '../constructs/waf-rules';

export interface EdgeStackProps extends StackProps {
  config: StageConfig;
}

const RATE_LIMITED_BODY_KEY = 'rate-limited';

/** A limit's scope (shared/limits.ts) as a WAF statement. */
export const scopeStatement = ({ scope }: EdgeRateLimit): CfnWebACL.StatementProperty => {
  const parts: CfnWebACL.StatementProperty[] = [
    scope.paths
      ? anyOf(scope.paths.map((path) => byteMatch({ uriPath: {} }, path, 'EXACTLY')))
      : byteMatch({ uriPath: {} }, scope.pathPrefix, 'STARTS_WITH'),
  ];
  if (scope.methods)
    parts.push(anyOf(scope.methods.map((method) => byteMatch({ method: {} }, method, 'EXACTLY'))));
  return parts.length === 1
    ? (parts[0] as CfnWebACL.StatementProperty)
    : { andStatement: { statements: parts } };
};

/** Whether a request comes from one of the IP set's addresses. */
const fromIpSet = (ipSet: CfnIPSet): CfnWebACL.StatementProperty => ({
  ipSetReferenceStatement: { arn: ipSet.attrArn },
});

/** A limit's rate-based rule, per IP; a limit's exempt addresses (the IP set) are not counted. */
const rateRule =
  (exempt: CfnIPSet) =>
  (limit: EdgeRateLimit, priority: number): CfnWebACL.RuleProperty => ({
    name: `RateLimit${limit.name}`,
    priority,
    statement: {
      rateBasedStatement: {
        limit: limit.limit,
        evaluationWindowSec: limit.windowSeconds,
        aggregateKeyType: 'IP',
        scopeDownStatement: limit.exempt
          ? {
              andStatement: {
                statements: [scopeStatement(limit), { notStatement: { statement: fromIpSet(exempt) } }],
              },
            }
          : scopeStatement(limit),
      },
    },
    action: {
      block: {
        customResponse: {
          responseCode: RATE_LIMITED_STATUS,
          customResponseBodyKey: RATE_LIMITED_BODY_KEY,
          responseHeaders: [{ name: 'Retry-After', value: String(limit.windowSeconds) }],
        },
      },
    },
    visibilityConfig: visibility(`RateLimit${limit.name}`),
  });

/**
 * First of all: a provider's published address posting to its webhook path is let through, before the
 * reputation list, the limits and the managed rules (a large signed batch is not a bad input). Its
 * signature is still checked by the function, as everyone's is.
 */
const allowProviderWebhooks = (sources: CfnIPSet): CfnWebACL.RuleProperty => {
  const webhooks = EDGE_RATE_LIMITS.find((limit) => limit.exempt) as EdgeRateLimit;
  return {
    name: 'AllowProviderWebhooks',
    priority: 0,
    statement: { andStatement: { statements: [scopeStatement(webhooks), fromIpSet(sources)] } },
    action: { allow: {} },
    visibilityConfig: visibility('AllowProviderWebhooks'),
  };
};

/**
 * The common rule set's body rule blocks anything over 8 KB, half what every route accepts
 * (MAX_BODY_BYTES) and far less than a provider's batch of events (MAX_WEBHOOK_BODY_BYTES): it only counts
 * here, and this rule, last, holds bodies to the API's own limit. CloudFront lets WAF read a body's first
 * 16 KB; a longer one matches (`oversizeHandling: MATCH`), so nothing over the limit passes unread. The
 * webhook paths are left to their function, which takes a provider's batch and reads nothing unsigned.
 */
export const BODY_SIZE_RULE = 'BodySizeLimit';
const bodySizeRule = (priority: number): CfnWebACL.RuleProperty => ({
  name: BODY_SIZE_RULE,
  priority,
  statement: {
    andStatement: {
      statements: [
        {
          sizeConstraintStatement: {
            fieldToMatch: { body: { oversizeHandling: 'MATCH' } },
            comparisonOperator: 'GT',
            size: MAX_BODY_BYTES,
            textTransformations: [{ priority: 0, type: 'NONE' }],
          },
        },
        {
          notStatement: {
            statement: anyOf(WEBHOOK_PATHS.map((path) => byteMatch({ uriPath: {} }, path, 'EXACTLY'))),
          },
        },
      ],
    },
  },
  action: { block: {} },
  visibilityConfig: visibility(BODY_SIZE_RULE),
});

/** The common rule set's rule that bodySizeRule stands in for. */
export const COMMON_BODY_RULE = 'SizeRestrictions_BODY';

/**
 * The web ACL in front of the site's CloudFront distribution. CloudFront's web ACLs live in us-east-1,
 * hence a stack of their own there; the web stack refers to this one across regions.
 */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const { config } = props;
    // The providers' published webhook addresses (shared/edge-limits.ts; GoCardless publishes none).
    const providerSources = new CfnIPSet(this, 'ProviderWebhookSources', {
      name: `Pbhs-${config.stage}-ProviderWebhookSources`,
      scope: 'CLOUDFRONT',
      ipAddressVersion: 'IPV4',
      addresses: [...PROVIDER_WEBHOOK_SOURCES],
      // WAF takes letters, digits, spaces and a few marks here (no apostrophe).
      description:
        'Stripe published webhook addresses, let through to the webhook paths and never rate limited',
    });
    const around = rulesAroundLimits(EDGE_RATE_LIMITS, rateRule(providerSources), {
      AWSManagedRulesCommonRuleSet: [COMMON_BODY_RULE],
    }).map((rule) => ({ ...rule, priority: (rule.priority as number) + 1 }));
    const rules = [allowProviderWebhooks(providerSources), ...around, bodySizeRule(around.length + 1)];

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `Pbhs-${config.stage}-Edge`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      rules,
      customResponseBodies: {
        [RATE_LIMITED_BODY_KEY]: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify(RATE_LIMITED_BODY),
        },
      },
      visibilityConfig: visibility(`Pbhs-${config.stage}-Edge`),
    });

    logWebAcl(this, this.webAcl, {
      logGroupName: `aws-waf-logs-pbhs-${config.stage}`,
      retain: config.isProd,
    });
  }
}
