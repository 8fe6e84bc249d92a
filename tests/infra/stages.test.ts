import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_IDENTITY } from '../../shared/identity-schema';
import { type Json, removeOutputs, type Synthesised, synth, synthStage } from './support';

afterAll(removeOutputs);

/**
 * The properties that name a resource in the account and region, where two stages asking for the same
 * name clash: the second deploy fails (or, for a sender ID or mail identity, takes the first's).
 */
const ACCOUNT_SCOPED_NAMES: Record<string, string[]> = {
  'AWS::ApiGatewayV2::Api': ['Name'],
  'AWS::CloudFront::Function': ['Name'],
  'AWS::CloudFront::OriginAccessControl': ['OriginAccessControlConfig.Name'],
  'AWS::CloudFront::ResponseHeadersPolicy': ['ResponseHeadersPolicyConfig.Name'],
  'AWS::CloudWatch::Alarm': ['AlarmName'],
  'AWS::CloudWatch::Dashboard': ['DashboardName'],
  'AWS::Backup::BackupVault': ['BackupVaultName'],
  'AWS::Backup::BackupPlan': ['BackupPlan.BackupPlanName'],
  'AWS::Budgets::Budget': ['Budget.BudgetName'],
  'AWS::Cognito::UserPoolDomain': ['Domain'],
  'AWS::DynamoDB::Table': ['TableName'],
  'AWS::IAM::Role': ['RoleName'],
  'AWS::KMS::Alias': ['AliasName'],
  'AWS::Lambda::Function': ['FunctionName'],
  'AWS::Logs::LogGroup': ['LogGroupName'],
  'AWS::S3::Bucket': ['BucketName'],
  'AWS::SecretsManager::Secret': ['Name'],
  'AWS::SES::ConfigurationSet': ['Name'],
  'AWS::SES::EmailIdentity': ['EmailIdentity', 'MailFromAttributes.MailFromDomain'],
  'AWS::SMSVOICE::ConfigurationSet': ['ConfigurationSetName'],
  'AWS::SMSVOICE::OptOutList': ['OptOutListName'],
  'AWS::SMSVOICE::SenderId': ['SenderId'],
  'AWS::SNS::Topic': ['TopicName'],
  'AWS::SQS::Queue': ['QueueName'],
  'AWS::Synthetics::Canary': ['Name'],
  'AWS::WAFv2::IPSet': ['Name'],
  'AWS::WAFv2::WebACL': ['Name'],
};

const at = (value: Json, dotted: string): unknown =>
  dotted.split('.').reduce((part: Json, key) => (part === undefined ? undefined : part[key]), value);

/** Every fixed name a stage gives a resource: `AWS::SMSVOICE::SenderId SenderId PBHSDEV`. */
const fixedNames = (app: Synthesised): string[] =>
  Object.values(app.templates).flatMap((template) =>
    Object.values(template.toJSON().Resources as Record<string, Json>).flatMap((resource: Json) =>
      (ACCOUNT_SCOPED_NAMES[resource.Type] ?? []).flatMap((property) => {
        const value = at(resource.Properties ?? {}, property);
        // A name CloudFormation makes up (no value) or one built from the stack's own id differs anyway.
        return typeof value === 'string' ? [`${resource.Type} ${property} ${value.toLowerCase()}`] : [];
      }),
    ),
  );

describe('stages sharing one account', () => {
  it('dev, staging and prod ask for no account-scoped name twice', () => {
    const stages = [synthStage('dev'), synth({ stage: 'staging' }), synthStage('prod')];
    const owners = new Map<string, string[]>();
    for (const app of stages)
      for (const name of new Set(fixedNames(app)))
        owners.set(name, [...(owners.get(name) ?? []), app.config.stage]);
    const clashes = [...owners]
      .filter(([, named]) => named.length > 1)
      .map(([name, named]) => `${name}: ${named}`);
    expect(clashes).toEqual([]);
    // The check saw the names that used to clash: each stage's sender ID and mail identity.
    expect([...owners.keys()].filter((name) => name.startsWith('AWS::SMSVOICE::SenderId'))).toHaveLength(3);
    expect(
      [...owners.keys()].filter((name) => name.startsWith('AWS::SES::EmailIdentity EmailIdentity')),
    ).toEqual([
      'AWS::SES::EmailIdentity EmailIdentity dev.example.com',
      'AWS::SES::EmailIdentity EmailIdentity staging.example.com',
      'AWS::SES::EmailIdentity EmailIdentity pbhs-fictional.co.uk',
    ]);
  });

  it("builds the stage's company into every function, and the demo's where the stage names none", () => {
    const prod = synthStage('prod');
    expect(prod.app.node.tryGetContext('pbhs:identity')).toEqual(prod.config.identity);
    expect(prod.config.identity.companyNumber).not.toBe(DEMO_IDENTITY.companyNumber);
    expect(synthStage('dev').app.node.tryGetContext('pbhs:identity')).toEqual({
      ...DEMO_IDENTITY,
      website: DEMO_IDENTITY.website,
    });
  });

  it('refuses to synthesise prod with a placeholder, naming it', () => {
    expect(() =>
      synth({ stage: 'prod', context: { phone: DEMO_IDENTITY.phone, alertEmail: 'ops@example.com' } }),
    ).toThrow(
      /- phone: 01632 960123 is the demo's fictional value\n {2}- alertEmail: ops@example.com is at a domain/,
    );
  });
});
