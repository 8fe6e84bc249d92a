import { Match } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { business } from '../../shared/business';
import { ADMIN_GROUP } from '../../shared/http';
import { LambdaEnvSchema } from '../../shared/lambda-env';
import { table, tableIndexes } from '../../shared/table';
import {
  flatten,
  type Json,
  logicalId,
  removeOutputs,
  resourcesOf,
  type Synthesised,
  synth,
} from './support';

let dev: Synthesised;
let prod: Synthesised;

beforeAll(() => {
  dev = synth({ stage: 'dev' });
  prod = synth({ stage: 'prod' });
});

afterAll(removeOutputs);

describe('data stack', () => {
  it('builds the table from shared/table.ts', () => {
    const keys = [
      table.partitionKey,
      table.sortKey,
      ...tableIndexes.flatMap((i) => [i.partitionKey, i.sortKey]),
    ];
    dev.templates.data.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: table.partitionKey, KeyType: 'HASH' },
        { AttributeName: table.sortKey, KeyType: 'RANGE' },
      ],
      AttributeDefinitions: Match.arrayWith(
        keys.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      ),
      GlobalSecondaryIndexes: tableIndexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      TimeToLiveSpecification: { AttributeName: table.ttlAttribute, Enabled: true },
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
  });

  it('protects and retains the prod table only', () => {
    prod.templates.data.hasResource('AWS::DynamoDB::Table', {
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
    dev.templates.data.hasResource('AWS::DynamoDB::Table', {
      Properties: Match.objectLike({ DeletionProtectionEnabled: false }),
      DeletionPolicy: 'Delete',
    });
  });
});

const RESTORED_STREAM =
  'arn:aws:dynamodb:eu-west-2:123456789012:table/pbhs-prod-restored-0301/stream/2026-03-01T09:41:00.000';

describe('serving from a restored table (tableName context)', () => {
  it("moves the functions' TABLE_NAME, grants and alarms to that table, leaving the stage's own", () => {
    const restored = synth({
      stage: 'prod',
      context: { tableName: 'pbhs-prod-restored-0301', tableStreamArn: RESTORED_STREAM },
    });
    restored.templates.data.resourceCountIs('AWS::DynamoDB::Table', 1);
    restored.templates.data.hasOutput('TableInUse', { Value: 'pbhs-prod-restored-0301' });
    for (const template of [restored.templates.api, restored.templates.auth]) {
      for (const fn of Object.values(resourcesOf(template, 'AWS::Lambda::Function')))
        expect(fn.Properties.Environment.Variables.TABLE_NAME).toBe('pbhs-prod-restored-0301');
      const resources = Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
        .flatMap((p) => p.Properties.PolicyDocument.Statement)
        // ListStreams names no table (its resource is `*`): the notice sender's mapping is granted it.
        .filter((s: Json) =>
          [s.Action]
            .flat()
            .some((action: string) => action.startsWith('dynamodb:') && action !== 'dynamodb:ListStreams'),
        )
        .flatMap((s: Json) => [s.Resource].flat())
        .map(flatten);
      expect(resources.length).toBeGreaterThan(0);
      for (const arn of resources)
        expect(arn).toMatch(/:table\/pbhs-prod-restored-0301(\/index\/GSI[12]|\/stream\/[\w:.-]+)?$/);
    }
    const throttles = Object.values(resourcesOf(restored.templates.api, 'AWS::CloudWatch::Alarm')).find(
      (a) => a.Properties.AlarmName === 'Pbhs-prod-TableThrottles',
    );
    expect(JSON.stringify(throttles.Properties.Metrics)).toContain('pbhs-prod-restored-0301');
    // The notice sender reads the restored table's stream (decision 011).
    restored.templates.api.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: RESTORED_STREAM,
    });
  });

  it('refuses a restored table without its stream: the notices would stop', () => {
    expect(() => synth({ stage: 'dev', context: { tableName: 'pbhs-dev-restored-0301' } })).toThrow(
      /tableStreamArn/,
    );
  });

  it('without it, uses the stage table', () => {
    const [tableId] = Object.keys(resourcesOf(dev.templates.data, 'AWS::DynamoDB::Table'));
    dev.templates.data.hasOutput('TableInUse', { Value: { Ref: tableId } });
    expect(() => synth({ stage: 'dev', context: { tableName: 'no spaces please' } })).toThrow(/tableName/);
  });
});

describe('storage stack', () => {
  const invoiceBucket = (app: Synthesised) => {
    const id = logicalId(app.stacks.storage, app.stacks.storage.invoiceBucket);
    return { id, resource: resourcesOf(app.templates.storage, 'AWS::S3::Bucket')[id] };
  };

  it('keeps invoices private, encrypted and versioned', () => {
    const { resource } = invoiceBucket(dev);
    expect(resource.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(resource.Properties.BucketEncryption.ServerSideEncryptionConfiguration).toEqual([
      { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
    ]);
    expect(resource.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
  });

  it('refuses every request that is not over TLS', () => {
    const { id } = invoiceBucket(dev);
    dev.templates.storage.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: id },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Action: 's3:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });

  it('lets the browser PUT and GET presigned URLs from the site only', () => {
    const custom = synth({ stage: 'dev', context: { domainName: 'www.example.org', certificateArn: CERT } });
    const rules = invoiceBucket(custom).resource.Properties.CorsConfiguration.CorsRules;
    expect(rules).toEqual([
      expect.objectContaining({
        AllowedMethods: ['PUT', 'GET'],
        AllowedOrigins: ['https://www.example.org'],
        // The upload link only creates the PDF: the browser sends If-None-Match: * (write-once).
        AllowedHeaders: ['content-type', 'if-none-match'],
      }),
    ]);
  });

  it('retains the prod bucket and empties dev buckets on delete', () => {
    expect(invoiceBucket(prod).resource.DeletionPolicy).toBe('Retain');
    expect(invoiceBucket(dev).resource.DeletionPolicy).toBe('Delete');
  });
});

const CERT = 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000';

describe('auth stack', () => {
  it("signs in by e-mail, refuses Cognito's public sign-up (decision 015) and asks only for length in passwords", () => {
    dev.templates.auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      VerificationMessageTemplate: Match.objectLike({ DefaultEmailOption: 'CONFIRM_WITH_CODE' }),
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 8,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        }),
      },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    });
  });

  it('has the admins group and a public client for SRP and refresh-token sign-in', () => {
    dev.templates.auth.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: ADMIN_GROUP });
    const [client] = Object.values(resourcesOf(dev.templates.auth, 'AWS::Cognito::UserPoolClient'));
    expect(client.Properties.GenerateSecret).toBe(false);
    expect(client.Properties.AllowedOAuthFlows).toBeUndefined();
    expect([...client.Properties.ExplicitAuthFlows].sort()).toEqual([
      'ALLOW_REFRESH_TOKEN_AUTH',
      'ALLOW_USER_SRP_AUTH',
    ]);
  });

  it('exports the ids that admin:grant and the web config read', () => {
    dev.templates.auth.hasOutput('UserPoolId', {});
    dev.templates.auth.hasOutput('UserPoolClientId', {});
  });

  it('creates the profile from a post-confirmation trigger with the team defaults', () => {
    const id = logicalId(dev.stacks.auth, dev.stacks.auth.postConfirmation);
    dev.templates.auth.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: { PostConfirmation: { 'Fn::GetAtt': [id, 'Arn'] } },
    });
    const fn = resourcesOf(dev.templates.auth, 'AWS::Lambda::Function')[id];
    expect(fn.Properties).toMatchObject({ Runtime: 'nodejs22.x', Architectures: ['arm64'], Timeout: 5 });
    expect(Object.keys(fn.Properties.Environment.Variables)).toEqual(
      expect.arrayContaining(Object.keys(LambdaEnvSchema.shape)),
    );
  });

  it("sends Cognito's mail through SES as mailFrom once asked to", () => {
    const viaSes = synth({
      stage: 'dev',
      context: { cognitoMailViaSes: 'true', mailFrom: 'codes@example.org' },
    });
    viaSes.templates.auth.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({
        EmailSendingAccount: 'DEVELOPER',
        From: Match.stringLikeRegexp('codes@example.org'),
      }),
    });
    dev.templates.auth.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: { EmailSendingAccount: 'COGNITO_DEFAULT' },
    });
  });

  it('protects the prod user pool from deletion', () => {
    prod.templates.auth.hasResourceProperties('AWS::Cognito::UserPool', { DeletionProtection: 'ACTIVE' });
  });
});

describe('email stack', () => {
  it('verifies the sender and sends through a configuration set', () => {
    dev.templates.email.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'no-reply@example.com',
      ConfigurationSetAttributes: { ConfigurationSetName: Match.anyValue() },
    });
    dev.templates.email.resourceCountIs('AWS::SES::ConfigurationSet', 1);
  });

  it('mails enquiries to the company inbox unless told otherwise', () => {
    expect(dev.config.mailTo).toBe(business.email);
  });
});
