import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_POOL_RATE_LIMITS, USER_POOL_TARGET_PREFIX } from '../../shared/limits';
import { type Json, logicalId, removeOutputs, resourcesOf, type Synthesised, synthStage } from './support';

/**
 * The browser calls the user pool's API directly, so the pool has a regional web ACL
 * of its own with per-IP limits on the operations that mail codes and the ones that try passwords.
 */
let dev: Synthesised;

beforeAll(() => {
  dev = synthStage('dev');
});

afterAll(removeOutputs);

const webAcl = () => Object.values(resourcesOf(dev.templates.auth, 'AWS::WAFv2::WebACL'))[0].Properties;
const rule = (name: string) => webAcl().Rules.find((candidate: Json) => candidate.Name === name);

describe("the user pool's web ACL", () => {
  it("is regional, in the pool's own stack, and associated with the pool", () => {
    dev.templates.auth.resourceCountIs('AWS::WAFv2::WebACL', 1);
    expect(webAcl().Scope).toBe('REGIONAL');
    expect(webAcl().DefaultAction).toEqual({ Allow: {} });
    const poolId = logicalId(dev.stacks.auth, dev.stacks.auth.userPool);
    const aclId = dev.stacks.auth.getLogicalId(dev.stacks.auth.firewall.webAcl);
    const [association] = Object.values(resourcesOf(dev.templates.auth, 'AWS::WAFv2::WebACLAssociation'));
    expect(association.Properties).toEqual({
      ResourceArn: { 'Fn::GetAtt': [poolId, 'Arn'] },
      WebACLArn: { 'Fn::GetAtt': [aclId, 'Arn'] },
    });
  });

  it('has one rate-based rule per IP for each limit of shared/limits.ts, with its limit and window', () => {
    const rates = webAcl().Rules.filter((candidate: Json) => candidate.Statement.RateBasedStatement);
    expect(rates.map((candidate: Json) => candidate.Name)).toEqual(
      USER_POOL_RATE_LIMITS.map((limit) => `RateLimit${limit.name}`),
    );
    for (const limit of USER_POOL_RATE_LIMITS) {
      const statement = rule(`RateLimit${limit.name}`).Statement.RateBasedStatement;
      expect(statement).toMatchObject({
        Limit: limit.limit,
        EvaluationWindowSec: limit.windowSeconds,
        AggregateKeyType: 'IP',
      });
      expect(rule(`RateLimit${limit.name}`).Action).toEqual({ Block: {} });
    }
  });

  it('holds code mails and password tries to tighter limits than the rest of the pool', () => {
    const limitOf = (name: string) => USER_POOL_RATE_LIMITS.find((limit) => limit.name === name)!;
    expect(limitOf('CodeMail')).toMatchObject({ limit: 10, windowSeconds: 300 });
    expect(limitOf('SignIn')).toMatchObject({ limit: 50, windowSeconds: 300 });
    expect(limitOf('UserPool')).toMatchObject({ limit: 300, windowSeconds: 300 });
    expect(limitOf('CodeMail').operations).toEqual(
      expect.arrayContaining(['ForgotPassword', 'ResendConfirmationCode']),
    );
    expect(limitOf('SignIn').operations).toEqual(
      expect.arrayContaining(['InitiateAuth', 'RespondToAuthChallenge', 'ConfirmForgotPassword']),
    );
  });

  it("scopes each operation limit to exactly its operations' X-Amz-Target values", () => {
    for (const limit of USER_POOL_RATE_LIMITS) {
      const scope = rule(`RateLimit${limit.name}`).Statement.RateBasedStatement.ScopeDownStatement;
      if (!limit.operations) {
        expect(scope).toBeUndefined();
        continue;
      }
      const matches = (scope.OrStatement?.Statements ?? [scope]).map((s: Json) => s.ByteMatchStatement);
      expect(matches.map((match: Json) => match.SearchString)).toEqual(
        limit.operations.map((operation) => `${USER_POOL_TARGET_PREFIX}${operation}`),
      );
      for (const match of matches) {
        expect(match.FieldToMatch).toEqual({ SingleHeader: { Name: 'x-amz-target' } });
        expect(match.PositionalConstraint).toBe('EXACTLY');
      }
    }
    expect(USER_POOL_TARGET_PREFIX).toBe('AWSCognitoIdentityProviderService.');
  });

  it("runs AWS's managed rule groups around the limits, IP reputation first", () => {
    const names = webAcl()
      .Rules.sort((a: Json, b: Json) => a.Priority - b.Priority)
      .map((r: Json) => r.Name);
    expect(names).toEqual([
      'AWSManagedRulesAmazonIpReputationList',
      ...USER_POOL_RATE_LIMITS.map((limit) => `RateLimit${limit.name}`),
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
    ]);
  });

  it('publishes metrics and samples for the ACL and every rule, and logs to a WAF log group', () => {
    for (const config of [webAcl().VisibilityConfig, ...webAcl().Rules.map((r: Json) => r.VisibilityConfig)])
      expect(config).toMatchObject({ CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true });
    const [logging] = Object.values(resourcesOf(dev.templates.auth, 'AWS::WAFv2::LoggingConfiguration'));
    expect(logging.Properties.RedactedFields).toEqual([{ SingleHeader: { Name: 'authorization' } }]);
    const groups = Object.values(resourcesOf(dev.templates.auth, 'AWS::Logs::LogGroup')).map(
      (group: Json) => group.Properties.LogGroupName,
    );
    expect(groups).toContain('aws-waf-logs-pbhs-dev-user-pool');
  });
});

describe('the user pool refuses public sign-up (decision 015)', () => {
  it('lets only admins create users, so SignUp with the web client id is refused', () => {
    const [pool] = Object.values(resourcesOf(dev.templates.auth, 'AWS::Cognito::UserPool'));
    expect(pool.Properties.AdminCreateUserConfig).toEqual({ AllowAdminCreateUserOnly: true });
  });
});
