import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import { CfnWebACL, CfnWebACLAssociation } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { USER_POOL_RATE_LIMITS, USER_POOL_TARGET_PREFIX, type UserPoolRateLimit } from '../../shared/limits';
import { anyOf, byteMatch, logWebAcl, rulesAroundLimits, visibility } from './waf-rules';

export interface UserPoolFirewallProps {
  userPool: IUserPool;
  stage: string;
  /** Keep the request logs when the stack goes. @default false */
  retainLogs?: boolean;
}

/** A limit's operations as a match on the header Cognito names the operation in. */
const operationStatement = (operations: readonly string[]): CfnWebACL.StatementProperty =>
  anyOf(
    operations.map((operation) =>
      byteMatch(
        { singleHeader: { Name: 'x-amz-target' } },
        `${USER_POOL_TARGET_PREFIX}${operation}`,
        'EXACTLY',
      ),
    ),
  );

/**
 * A plain block: for its API (as opposed to the managed login pages) Cognito answers a refused request
 * with its own error, whatever custom response the rule names, so none is set here.
 */
const rateRule = (limit: UserPoolRateLimit, priority: number): CfnWebACL.RuleProperty => ({
  name: `RateLimit${limit.name}`,
  priority,
  statement: {
    rateBasedStatement: {
      limit: limit.limit,
      evaluationWindowSec: limit.windowSeconds,
      aggregateKeyType: 'IP',
      ...(limit.operations ? { scopeDownStatement: operationStatement(limit.operations) } : {}),
    },
  },
  action: { block: {} },
  visibilityConfig: visibility(`RateLimit${limit.name}`),
});

/**
 * The regional web ACL on the user pool. The browser calls Cognito's public API
 * directly with the web client's id (in /config.json), so neither CloudFront's ACL nor the API's
 * throttles see these requests: sign-in, password resets and code mails are limited per IP here, behind
 * the same managed rule groups as the site.
 */
export class UserPoolFirewall extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: UserPoolFirewallProps) {
    super(scope, id);
    const name = `Pbhs-${props.stage}-UserPool`;
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name,
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      rules: rulesAroundLimits(USER_POOL_RATE_LIMITS, rateRule),
      visibilityConfig: visibility(name),
    });
    new CfnWebACLAssociation(this, 'Association', {
      resourceArn: props.userPool.userPoolArn,
      webAclArn: this.webAcl.attrArn,
    });
    logWebAcl(this, this.webAcl, {
      logGroupName: `aws-waf-logs-pbhs-${props.stage}-user-pool`,
      retain: props.retainLogs ?? false,
    });
  }
}
