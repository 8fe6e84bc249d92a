import { Match } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { business } from '../../shared/business';
import { ADMIN_GROUP } from '../../shared/http';
import { LambdaEnvSchema } from '../../shared/lambda-env';
import { STATEMENTS } from '../../shared/payments';
import { table, tableIndexes } from '../../shared/table';
import {
  flatten,
  type Json,
  logicalId,
  removeOutputs,
  resourcesOf,
  type Synthesised,
  synth,
  synthStage,
} from './support';

let dev: Synthesised;
let prod: Synthesised;

beforeAll(() => {
  dev = synthStage('dev');
  prod = synthStage('prod');
});

afterAll(removeOutputs);

describe('termination protection', () => {
  it("guards prod's table, invoice files, accounts and backups against a delete, and no other stack or stage", () => {
    const protectedParts = (app: Synthesised) =>
      Object.entries(app.stacks)
        .filter(([, stack]) => stack.terminationProtection)
        .map(([part]) => part)
        .sort();
    expect(protectedParts(prod)).toEqual(['auth', 'backup', 'data', 'storage']);
    expect(protectedParts(dev)).toEqual([]);
  });
});

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

  it('deletes a statement a day after it is made, and its old versions with it', () => {
    const rules = invoiceBucket(dev).resource.Properties.LifecycleConfiguration.Rules;
    expect(rules).toContainEqual(
      expect.objectContaining({
        Prefix: STATEMENTS.prefix,
        ExpirationInDays: 1,
        NoncurrentVersionExpiration: { NoncurrentDays: 1 },
        Status: 'Enabled',
      }),
    );
    // Only statements: no rule expires the invoices themselves.
    expect(rules.filter((rule: Json) => rule.ExpirationInDays)).toHaveLength(1);
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
        // Every stage but prod mails from its own subdomain of mailFrom's domain.
        From: Match.stringLikeRegexp('codes@dev.example.org'),
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
  const sender = (app: Synthesised) =>
    Object.values(resourcesOf(app.templates.email, 'AWS::SES::EmailIdentity'))[0].Properties;
  const ZONE = {
    mailFrom: 'no-reply@example.org',
    hostedZoneName: 'example.org',
    hostedZoneId: 'Z0123456789ABC',
  };

  it("sends from the stage's subdomain of mailFrom's domain (prod from the domain), DKIM-signed with 2048-bit keys, bouncing to its own subdomain", () => {
    expect(sender(prod).EmailIdentity).toBe('pbhs-fictional.co.uk');
    expect(sender(dev)).toMatchObject({
      EmailIdentity: 'dev.example.com',
      DkimAttributes: { SigningEnabled: true },
      DkimSigningAttributes: { NextSigningKeyLength: 'RSA_2048_BIT' },
      MailFromAttributes: {
        MailFromDomain: 'bounce.dev.example.com',
        BehaviorOnMxFailure: 'USE_DEFAULT_VALUE',
      },
      ConfigurationSetAttributes: { ConfigurationSetName: { Ref: expect.any(String) } },
    });
    dev.templates.email.resourceCountIs('AWS::SES::ConfigurationSet', 1);
  });

  it('without a hosted zone, outputs the DKIM, MAIL FROM and DMARC records to add by hand', () => {
    const outputs: Json = dev.templates.email.findOutputs('*');
    const [identityId] = Object.keys(resourcesOf(dev.templates.email, 'AWS::SES::EmailIdentity'));
    for (const n of [1, 2, 3]) {
      expect(outputs[`DkimCname${n}Name`].Value).toEqual({
        'Fn::GetAtt': [identityId, `DkimDNSTokenName${n}`],
      });
      expect(outputs[`DkimCname${n}Value`].Value).toEqual({
        'Fn::GetAtt': [identityId, `DkimDNSTokenValue${n}`],
      });
    }
    expect(outputs.DmarcTxtName.Value).toBe('_dmarc.dev.example.com');
    expect(outputs.DmarcTxtValue.Value).toBe('v=DMARC1; p=quarantine; rua=mailto:ops@example.com');
    expect(outputs.MailFromMxName.Value).toBe('bounce.dev.example.com');
    expect(outputs.MailFromMxValue.Value).toBe('10 feedback-smtp.eu-west-2.amazonses.com');
    expect(outputs.MailFromSpfValue.Value).toBe('v=spf1 include:amazonses.com ~all');
    dev.templates.email.resourceCountIs('AWS::Route53::RecordSet', 0);
  });

  it("with the domain's hosted zone, writes the stage's DKIM CNAMEs, MAIL FROM MX and SPF, and DMARC there", () => {
    const zoned = synth({ stage: 'dev', context: { ...ZONE, dmarcReportsTo: 'dmarc@example.org' } });
    expect(sender(zoned).EmailIdentity).toBe('dev.example.org');
    const records = Object.values(resourcesOf(zoned.templates.email, 'AWS::Route53::RecordSet')).map(
      (record: Json) => record.Properties,
    );
    for (const record of records) expect(record.HostedZoneId).toBe(ZONE.hostedZoneId);
    expect(records.filter((record: Json) => record.Type === 'CNAME')).toHaveLength(3);
    expect(records).toContainEqual(
      expect.objectContaining({
        Type: 'TXT',
        Name: '_dmarc.dev.example.org.',
        ResourceRecords: ['"v=DMARC1; p=quarantine; rua=mailto:dmarc@example.org"'],
      }),
    );
    expect(records).toContainEqual(
      expect.objectContaining({
        Type: 'MX',
        Name: 'bounce.dev.example.org.',
        ResourceRecords: ['10 feedback-smtp.eu-west-2.amazonses.com'],
      }),
    );
    expect(records).toContainEqual(
      expect.objectContaining({
        Type: 'TXT',
        Name: 'bounce.dev.example.org.',
        ResourceRecords: ['"v=spf1 include:amazonses.com ~all"'],
      }),
    );
    expect(
      Object.keys(zoned.templates.email.findOutputs('*')).filter((name) => name.startsWith('Dmarc')),
    ).toEqual([]);
  });

  it("in prod, makes the zone's own domain the identity, which writes its records itself", () => {
    const zoned = synth({
      stage: 'prod',
      context: { hostedZoneName: 'pbhs-fictional.co.uk', hostedZoneId: ZONE.hostedZoneId },
    });
    expect(sender(zoned).EmailIdentity).toBe('pbhs-fictional.co.uk');
    const records = Object.values(resourcesOf(zoned.templates.email, 'AWS::Route53::RecordSet')).map(
      (record: Json) => record.Properties,
    );
    expect(records.filter((record: Json) => record.Type === 'CNAME')).toHaveLength(3);
    expect(records).toContainEqual(
      expect.objectContaining({ Type: 'TXT', Name: '_dmarc.pbhs-fictional.co.uk.' }),
    );
  });

  it('refuses a hosted zone that is not the domain of mailFrom, or without its id', () => {
    expect(() => synth({ stage: 'dev', context: { ...ZONE, hostedZoneName: 'example.net' } })).toThrow(
      /must be the domain of mailFrom/,
    );
    expect(() => synth({ stage: 'dev', context: { ...ZONE, hostedZoneId: undefined } })).toThrow(
      /hostedZoneName and hostedZoneId go together/,
    );
  });

  it('lets senders send only as the domain identity, through the configuration set', () => {
    const [identityId] = Object.keys(resourcesOf(dev.templates.email, 'AWS::SES::EmailIdentity'));
    const [setId] = Object.keys(resourcesOf(dev.templates.email, 'AWS::SES::ConfigurationSet'));
    const ses = Object.values(resourcesOf(dev.templates.api, 'AWS::IAM::Policy'))
      .flatMap((policy: Json) => policy.Properties.PolicyDocument.Statement)
      .filter((statement: Json) => [statement.Action].flat().some((a: string) => a.startsWith('ses:')));
    expect(ses.length).toBeGreaterThan(0);
    for (const statement of ses) {
      expect(statement.Action).toBe('ses:SendEmail');
      const resources = statement.Resource.map((resource: Json) => JSON.stringify(resource));
      expect(resources).toHaveLength(2);
      // Across stacks: the identity's name and the set's, imported from the email stack.
      expect(resources.join()).toContain(':identity/');
      expect(resources.join()).toContain(identityId);
      expect(resources.join()).toContain(':configuration-set/');
      expect(resources.join()).toContain(setId);
    }
  });

  it("has Cognito send through SES as mailFrom on the verified domain's identity", () => {
    const viaSes = synth({ stage: 'dev', context: { ...ZONE, cognitoMailViaSes: 'true' } });
    const [pool] = Object.values(resourcesOf(viaSes.templates.auth, 'AWS::Cognito::UserPool'));
    expect(flatten(pool.Properties.EmailConfiguration.SourceArn)).toMatch(/:identity\/dev\.example\.org$/);
  });

  it('mails enquiries to the company inbox unless told otherwise', () => {
    expect(dev.config.mailTo).toBe(business.email);
  });
});
