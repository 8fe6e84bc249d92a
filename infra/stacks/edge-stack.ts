import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import {
  EDGE_RATE_LIMITS,
  type EdgeRateLimit,
  RATE_LIMITED_BODY,
  RATE_LIMITED_STATUS,
} from '../../shared/limits';
import type { StageConfig } from '../config';

export interface EdgeStackProps extends StackProps {
  config: StageConfig;
}

/** AWS's managed rule groups the site's web ACL runs, in order, before and after the per-client limits. */
const MANAGED_BEFORE_LIMITS = ['AWSManagedRulesAmazonIpReputationList'];
const MANAGED_AFTER_LIMITS = ['AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet'];

const RATE_LIMITED_BODY_KEY = 'rate-limited';

const visibility = (name: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName: name,
  sampledRequestsEnabled: true,
});

const byteMatch = (
  fieldToMatch: CfnWebACL.FieldToMatchProperty,
  searchString: string,
  positionalConstraint: 'EXACTLY' | 'STARTS_WITH',
): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch,
    searchString,
    positionalConstraint,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

const anyOf = (statements: CfnWebACL.StatementProperty[]): CfnWebACL.StatementProperty =>
  statements.length === 1 ? (statements[0] as CfnWebACL.StatementProperty) : { orStatement: { statements } };

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

const managedRule = (name: string, priority: number): CfnWebACL.RuleProperty => ({
  name,
  priority,
  statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
  overrideAction: { none: {} },
  visibilityConfig: visibility(name),
});

const rateRule = (limit: EdgeRateLimit, priority: number): CfnWebACL.RuleProperty => ({
  name: `RateLimit${limit.name}`,
  priority,
  statement: {
    rateBasedStatement: {
      limit: limit.limit,
      evaluationWindowSec: limit.windowSeconds,
      aggregateKeyType: 'IP',
      scopeDownStatement: scopeStatement(limit),
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
 * The web ACL in front of the site's CloudFront distribution. CloudFront's web ACLs live in us-east-1,
 * hence a stack of their own there; the web stack refers to this one across regions.
 */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const { config } = props;
    const rules = [
      ...MANAGED_BEFORE_LIMITS.map((name) => ({ kind: 'managed', name }) as const),
      ...EDGE_RATE_LIMITS.map((limit) => ({ kind: 'rate', limit }) as const),
      ...MANAGED_AFTER_LIMITS.map((name) => ({ kind: 'managed', name }) as const),
    ].map((rule, priority) =>
      rule.kind === 'managed' ? managedRule(rule.name, priority) : rateRule(rule.limit, priority),
    );

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

    // WAF only delivers to log groups whose names begin with aws-waf-logs-.
    const logs = new LogGroup(this, 'Logs', {
      logGroupName: `aws-waf-logs-pbhs-${config.stage}`,
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: config.isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    new CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: this.webAcl.attrArn,
      logDestinationConfigs: [logs.logGroupArn],
      // Requests carry the visitors' tokens: never write them to the log.
      redactedFields: [{ singleHeader: { Name: 'authorization' } }],
    });
  }
}
