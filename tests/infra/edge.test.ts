import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EDGE_RATE_LIMITS,
  PROVIDER_WEBHOOK_SOURCES,
  PUBLIC_WRITE_PATHS,
  WEBHOOK_PATHS,
} from '../../shared/edge-limits';
import { MAX_BODY_BYTES, MAX_WEBHOOK_BODY_BYTES } from '../../shared/http';
import { RATE_LIMITED_BODY } from '../../shared/limits';
import { CLOUDFRONT_REGION } from '../../shared/region';
import { type Json, removeOutputs, resourcesOf, type Synthesised, synthStage } from './support';

let dev: Synthesised;

beforeAll(() => {
  dev = synthStage('dev');
});

afterAll(removeOutputs);

const webAcl = () => Object.values(resourcesOf(dev.templates.edge, 'AWS::WAFv2::WebACL'))[0].Properties;

describe('the web ACL in front of CloudFront', () => {
  it('lives in us-east-1, scoped to CloudFront, and the distribution uses it', () => {
    expect(dev.stacks.edge.region).toBe(CLOUDFRONT_REGION);
    expect(webAcl().Scope).toBe('CLOUDFRONT');
    const distribution = Object.values(resourcesOf(dev.templates.web, 'AWS::CloudFront::Distribution'))[0];
    // Read across regions (an SSM parameter CDK writes in us-east-1 and reads here).
    expect(JSON.stringify(distribution.Properties.DistributionConfig.WebACLId)).toContain('WebAcl');
  });

  it("runs AWS's managed rule groups: IP reputation, common rules, known bad inputs", () => {
    const managed = webAcl()
      .Rules.filter((rule: Json) => rule.Statement.ManagedRuleGroupStatement)
      .map((rule: Json) => rule.Statement.ManagedRuleGroupStatement.Name);
    expect(managed).toEqual([
      'AWSManagedRulesAmazonIpReputationList',
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
    ]);
  });

  it('has one rate-based rule per IP for each limit of shared/limits.ts, answering 429 with the API error body', () => {
    const rules = webAcl().Rules.filter((rule: Json) => rule.Statement.RateBasedStatement);
    expect(rules).toHaveLength(EDGE_RATE_LIMITS.length);
    for (const limit of EDGE_RATE_LIMITS) {
      const rule = rules.find((candidate: Json) => candidate.Name === `RateLimit${limit.name}`);
      expect(rule.Statement.RateBasedStatement).toMatchObject({
        Limit: limit.limit,
        EvaluationWindowSec: limit.windowSeconds,
        AggregateKeyType: 'IP',
      });
      expect(rule.Action.Block.CustomResponse).toEqual({
        ResponseCode: 429,
        CustomResponseBodyKey: 'rate-limited',
        ResponseHeaders: [{ Name: 'Retry-After', Value: String(limit.windowSeconds) }],
      });
    }
    expect(JSON.parse(webAcl().CustomResponseBodies['rate-limited'].Content)).toEqual(RATE_LIMITED_BODY);
  });

  it('scopes the tighter limit to POSTs of the public routes, the other to all of /api/', () => {
    const scope = (name: string) =>
      JSON.stringify(
        webAcl().Rules.find((rule: Json) => rule.Name === `RateLimit${name}`).Statement.RateBasedStatement
          .ScopeDownStatement,
      );
    for (const path of PUBLIC_WRITE_PATHS)
      expect(scope('PublicWrites')).toContain(`"SearchString":"${path}"`);
    expect(scope('PublicWrites')).toContain('"SearchString":"POST"');
    expect(scope('Api')).toContain('"PositionalConstraint":"STARTS_WITH"');
    expect(scope('Api')).toContain('"SearchString":"/api/"');
  });

  it("lets the providers' published addresses through to the webhooks first, and limits everyone else there", () => {
    const [ipSet] = Object.entries(resourcesOf(dev.templates.edge, 'AWS::WAFv2::IPSet'));
    expect(ipSet?.[1].Properties).toMatchObject({
      Scope: 'CLOUDFRONT',
      IPAddressVersion: 'IPV4',
      Addresses: [...PROVIDER_WEBHOOK_SOURCES],
    });
    const reference = { IPSetReferenceStatement: { Arn: { 'Fn::GetAtt': [ipSet?.[0], 'Arn'] } } };
    const rules = [...webAcl().Rules].sort((a: Json, b: Json) => a.Priority - b.Priority);
    expect(rules[0]).toMatchObject({ Name: 'AllowProviderWebhooks', Action: { Allow: {} } });
    const allowed = JSON.stringify(rules[0].Statement);
    expect(allowed).toContain(JSON.stringify(reference));
    for (const path of WEBHOOK_PATHS) expect(allowed).toContain(`"SearchString":"${path}"`);
    // Every rule has its own priority.
    expect(new Set(rules.map((rule: Json) => rule.Priority)).size).toBe(rules.length);

    const limited = rules.find((rule: Json) => rule.Name === 'RateLimitProviderWebhooks').Statement
      .RateBasedStatement;
    expect(limited.Limit).toBe(100);
    expect(limited.ScopeDownStatement.AndStatement.Statements).toContainEqual({
      NotStatement: { Statement: reference },
    });
  });

  it("never refuses a body the API accepts: the common rule set's 8 KB body rule only counts, and the last rule holds ordinary routes to 16 KB and leaves the webhooks to their function", () => {
    const rules = [...webAcl().Rules].sort((a: Json, b: Json) => a.Priority - b.Priority);
    const common = rules.find((rule: Json) => rule.Name === 'AWSManagedRulesCommonRuleSet');
    expect(common.Statement.ManagedRuleGroupStatement.RuleActionOverrides).toEqual([
      { Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } },
    ]);
    const last = rules.at(-1);
    expect(last).toMatchObject({ Name: 'BodySizeLimit', Action: { Block: {} } });
    const [size, notWebhook] = last.Statement.AndStatement.Statements;
    expect(size.SizeConstraintStatement).toMatchObject({
      FieldToMatch: { Body: { OversizeHandling: 'MATCH' } },
      ComparisonOperator: 'GT',
      Size: MAX_BODY_BYTES,
    });
    const exempt = JSON.stringify(notWebhook.NotStatement);
    for (const path of WEBHOOK_PATHS) expect(exempt).toContain(`"SearchString":"${path}"`);
    // What the rule does to a request, read from the template: an ordinary route's largest accepted body
    // passes, one byte more is refused; a provider's largest batch passes to its webhook.
    const refused = (path: string, bytes: number) =>
      bytes > size.SizeConstraintStatement.Size && !exempt.includes(`"SearchString":"${path}"`);
    expect(refused('/api/enquiries', MAX_BODY_BYTES)).toBe(false);
    expect(refused('/api/enquiries', MAX_BODY_BYTES + 1)).toBe(true);
    for (const path of WEBHOOK_PATHS) expect(refused(path, MAX_WEBHOOK_BODY_BYTES)).toBe(false);
  });

  it('logs to a WAF log group, without the Authorization header', () => {
    const logging = Object.values(resourcesOf(dev.templates.edge, 'AWS::WAFv2::LoggingConfiguration'))[0];
    expect(logging.Properties.RedactedFields).toEqual([{ SingleHeader: { Name: 'authorization' } }]);
    const group = Object.values(resourcesOf(dev.templates.edge, 'AWS::Logs::LogGroup'))[0];
    expect(group.Properties.LogGroupName).toMatch(/^aws-waf-logs-/);
  });
});
