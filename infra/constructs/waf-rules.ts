import { Fn, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, type CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/**
 * The pieces both web ACLs are made of (the site's at the edge, the user pool's in the region), so the
 * two count, log and name their rules alike.
 */

/** CloudWatch metrics and sampled requests for a rule or an ACL, under its own name. */
export const visibility = (name: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName: name,
  sampledRequestsEnabled: true,
});

export const byteMatch = (
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

export const anyOf = (statements: CfnWebACL.StatementProperty[]): CfnWebACL.StatementProperty =>
  statements.length === 1 ? (statements[0] as CfnWebACL.StatementProperty) : { orStatement: { statements } };

/**
 * One of AWS's managed rule groups, its own rules' actions unchanged but for those named in `countOnly`,
 * which only count (a rule the ACL replaces with one of its own).
 */
export const managedRule = (
  name: string,
  priority: number,
  countOnly: readonly string[] = [],
): CfnWebACL.RuleProperty => ({
  name,
  priority,
  statement: {
    managedRuleGroupStatement: {
      vendorName: 'AWS',
      name,
      ...(countOnly.length
        ? { ruleActionOverrides: countOnly.map((rule) => ({ name: rule, actionToUse: { count: {} } })) }
        : {}),
    },
  },
  overrideAction: { none: {} },
  visibilityConfig: visibility(name),
});

/** AWS's managed rule groups both ACLs run, in order, before and after their per-client limits. */
export const MANAGED_BEFORE_LIMITS = ['AWSManagedRulesAmazonIpReputationList'];
export const MANAGED_AFTER_LIMITS = ['AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet'];

/**
 * The ACL's rules in order: the IP reputation list first (a known-bad address is refused before it
 * counts against anyone's limit), then the limits, then the common and bad-input rules.
 */
export const rulesAroundLimits = <Limit>(
  limits: readonly Limit[],
  rateRule: (limit: Limit, priority: number) => CfnWebACL.RuleProperty,
  countOnly: Readonly<Record<string, readonly string[]>> = {},
): CfnWebACL.RuleProperty[] =>
  [
    ...MANAGED_BEFORE_LIMITS.map((name) => ({ kind: 'managed', name }) as const),
    ...limits.map((limit) => ({ kind: 'rate', limit }) as const),
    ...MANAGED_AFTER_LIMITS.map((name) => ({ kind: 'managed', name }) as const),
  ].map((rule, priority) =>
    rule.kind === 'managed'
      ? managedRule(rule.name, priority, countOnly[rule.name])
      : rateRule(rule.limit, priority),
  );

/** Logs an ACL's requests for a month. WAF only delivers to log groups whose names begin with aws-waf-logs-. */
export const logWebAcl = (
  scope: Construct,
  webAcl: CfnWebACL,
  options: { logGroupName: `aws-waf-logs-${string}`; retain: boolean },
): void => {
  const logs = new LogGroup(scope, 'Logs', {
    // A retained group outlives its stack; its name then ends in the stack's own id, so the same stage
    // deployed again after a teardown makes a group of its own instead of failing on the old one's name.
    logGroupName: options.retain
      ? `${options.logGroupName}-${Fn.select(2, Fn.split('/', Stack.of(scope).stackId))}`
      : options.logGroupName,
    retention: RetentionDays.ONE_MONTH,
    removalPolicy: options.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
  new CfnLoggingConfiguration(scope, 'Logging', {
    resourceArn: webAcl.attrArn,
    logDestinationConfigs: [logs.logGroupArn],
    // Requests carry the visitors' tokens: never write them to the log.
    redactedFields: [{ singleHeader: { Name: 'authorization' } }],
  });
};
