import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { EDGE_RATE_LIMITS, type EdgeRateLimit } from '../../shared/edge-limits';
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
    const rules = rulesAroundLimits(EDGE_RATE_LIMITS, rateRule);

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
