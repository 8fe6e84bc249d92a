import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_COUNTRIES } from '../../infra/constructs/sms-countries';
import { type Json, logicalId, removeOutputs, resourcesOf, type Synthesised, synthStage } from './support';

/** The stage's End User Messaging resources, and what the notice sender may do with them. */

let dev: Synthesised;
let prod: Synthesised;

beforeAll(() => {
  dev = synthStage('dev');
  prod = synthStage('prod');
});
afterAll(removeOutputs);

const only = (app: Synthesised, type: string): [string, Json] => {
  const found = Object.entries(resourcesOf(app.templates.api, type));
  expect(found, type).toHaveLength(1);
  return found[0] as [string, Json];
};

const senderFunctionId = (app: Synthesised) =>
  logicalId(app.stacks.api, app.stacks.api.noticeSender.function);

describe('text messages', () => {
  it('a UK sender ID in a pool of the stage with its own opt-out list, and a configuration set per stage', () => {
    for (const [app, stage] of [
      [dev, 'dev'],
      [prod, 'prod'],
    ] as const) {
      const [senderId, sender] = only(app, 'AWS::SMSVOICE::SenderId');
      // Sender IDs are unique per account and country: each stage its own (prod's from its file).
      expect(sender.Properties).toMatchObject({ SenderId: app.config.smsSender, IsoCountryCode: 'GB' });
      const [, list] = only(app, 'AWS::SMSVOICE::OptOutList');
      expect(list.Properties.OptOutListName).toBe(`pbhs-${stage}-text-opt-outs`);
      const [, pool] = only(app, 'AWS::SMSVOICE::Pool');
      expect(pool.Properties).toMatchObject({
        OriginationIdentities: [{ 'Fn::GetAtt': [senderId, 'Arn'] }],
        OptOutListName: `pbhs-${stage}-text-opt-outs`,
        SelfManagedOptOutsEnabled: false,
        SharedRoutesEnabled: false,
      });
      const [, set] = only(app, 'AWS::SMSVOICE::ConfigurationSet');
      expect(set.Properties.ConfigurationSetName).toBe(`pbhs-${stage}-texts`);
    }
    // Prod's texting resources cannot be deleted by a stack mistake.
    expect(only(prod, 'AWS::SMSVOICE::Pool')[1].Properties.DeletionProtectionEnabled).toBe(true);
    expect(only(dev, 'AWS::SMSVOICE::Pool')[1].Properties.DeletionProtectionEnabled).toBe(false);
  });

  it('texts may go to GB only: a protect configuration of the stage blocks every other country, held by its configuration set', () => {
    // The list itself: two-letter codes, each once, GB among them, within the API's 300 rules.
    expect(SMS_COUNTRIES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(new Set(SMS_COUNTRIES).size).toBe(SMS_COUNTRIES.length);
    expect(SMS_COUNTRIES).toContain('GB');
    expect(SMS_COUNTRIES.length).toBeGreaterThan(200);
    expect(SMS_COUNTRIES.length).toBeLessThanOrEqual(300);
    for (const [app, retained] of [
      [dev, false],
      [prod, true],
    ] as const) {
      const [protectId, protect] = only(app, 'AWS::SMSVOICE::ProtectConfiguration');
      const rules = protect.Properties.CountryRuleSet.SMS as { CountryCode: string; ProtectStatus: string }[];
      const status = new Map(rules.map((rule) => [rule.CountryCode, rule.ProtectStatus]));
      // Every listed country has exactly one rule (a country left out would be allowed).
      expect(rules).toHaveLength(SMS_COUNTRIES.length);
      expect([...status.keys()].sort()).toEqual([...SMS_COUNTRIES].sort());
      expect(status.get('GB')).toBe('ALLOW');
      // Nothing else lets a text through: no other ALLOW, nor MONITOR or FILTER (which send).
      expect(rules.filter((rule) => rule.ProtectStatus !== 'BLOCK').map((rule) => rule.CountryCode)).toEqual([
        'GB',
      ]);
      for (const code of ['US', 'FR', 'IN', 'NG', 'IE', 'JE']) expect(status.get(code), code).toBe('BLOCK');
      // The stage's configuration set, named on every send, holds it: no account default to clash over.
      const [, set] = only(app, 'AWS::SMSVOICE::ConfigurationSet');
      expect(set.Properties.ProtectConfigurationId).toEqual({
        'Fn::GetAtt': [protectId, 'ProtectConfigurationId'],
      });
      expect(protect.Properties.DeletionProtectionEnabled).toBe(retained);
    }
  });

  it('tells the notice sender the pool to send from and the configuration set', () => {
    const sender = resourcesOf(dev.templates.api, 'AWS::Lambda::Function')[senderFunctionId(dev)];
    const [poolId] = only(dev, 'AWS::SMSVOICE::Pool');
    expect(sender.Properties.Environment.Variables).toMatchObject({
      SMS_ORIGINATION_IDENTITY: { 'Fn::GetAtt': [poolId, 'Arn'] },
      SMS_CONFIGURATION_SET: 'pbhs-dev-texts',
    });
  });

  it('lets only the notice sender send texts, and only through the stage’s own resources', () => {
    const statements = Object.entries(resourcesOf(dev.templates.api, 'AWS::IAM::Policy')).flatMap(
      ([, policy]) =>
        (policy.Properties.PolicyDocument.Statement as Json[]).map((statement) => ({
          roles: policy.Properties.Roles as Json[],
          statement,
        })),
    );
    const texting = statements.filter(({ statement }) =>
      [statement.Action].flat().some((action: string) => action.startsWith('sms-voice:')),
    );
    expect(texting).toHaveLength(1);
    const [{ roles, statement }] = texting as [{ roles: Json[]; statement: Json }];
    expect(statement.Action).toBe('sms-voice:SendTextMessage');
    expect(statement.Effect).toBe('Allow');
    const arn = (type: string) => ({ 'Fn::GetAtt': [only(dev, type)[0], 'Arn'] });
    expect(statement.Resource).toEqual(
      expect.arrayContaining([
        arn('AWS::SMSVOICE::Pool'),
        arn('AWS::SMSVOICE::SenderId'),
        arn('AWS::SMSVOICE::ConfigurationSet'),
        arn('AWS::SMSVOICE::OptOutList'),
      ]),
    );
    expect(statement.Resource).toHaveLength(4);
    const sender = resourcesOf(dev.templates.api, 'AWS::Lambda::Function')[senderFunctionId(dev)];
    expect(roles).toEqual([{ Ref: sender.Properties.Role['Fn::GetAtt'][0] }]);
  });

  it('replies reach the notice sender through an encrypted topic End User Messaging may publish to', () => {
    const replies = dev.stacks.api.textMessages.replies;
    const topicId = logicalId(dev.stacks.api, replies);
    const topic = resourcesOf(dev.templates.api, 'AWS::SNS::Topic')[topicId];
    const [keyId, key] = only(dev, 'AWS::KMS::Key');
    expect(topic.Properties.KmsMasterKeyId).toEqual({ 'Fn::GetAtt': [keyId, 'Arn'] });
    expect(key.Properties.EnableKeyRotation).toBe(true);
    const subscriptions = Object.values(resourcesOf(dev.templates.api, 'AWS::SNS::Subscription')).filter(
      (subscription) => subscription.Properties.TopicArn?.Ref === topicId,
    );
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0].Properties).toMatchObject({
      Protocol: 'lambda',
      TopicArn: { Ref: topicId },
      Endpoint: { 'Fn::GetAtt': [senderFunctionId(dev), 'Arn'] },
    });
    const policy = Object.values(resourcesOf(dev.templates.api, 'AWS::SNS::TopicPolicy')).find((candidate) =>
      candidate.Properties.Topics.some((ref: Json) => ref.Ref === topicId),
    );
    expect(policy).toBeDefined();
    const publish = ((policy as Json).Properties.PolicyDocument.Statement as Json[]).find(
      (statement) => statement.Action === 'sns:Publish' && statement.Effect === 'Allow',
    );
    expect(publish?.Principal).toEqual({ Service: 'sms-voice.amazonaws.com' });
    expect(publish?.Condition).toEqual({ StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } });
  });
});
