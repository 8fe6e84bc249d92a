import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { DAILY_RETENTION_DAYS, RECORDS_RETENTION_DAYS } from '../../infra/stacks/backup-stack';
import { retention } from '../../shared/retention';
import {
  EXAMPLE_PROD_CONFIG,
  type Json,
  removeOutputs,
  resourcesOf,
  type Synthesised,
  synth,
  synthStage,
} from './support';

afterAll(removeOutputs);

/** What `cdk destroy` leaves behind: a resource kept on delete, or one that refuses to be deleted. */
const kept = (app: Synthesised): string[] =>
  Object.entries(app.templates).flatMap(([part, template]) =>
    Object.entries(template.toJSON().Resources as Record<string, Json>).flatMap(([id, resource]) => {
      const properties = resource.Properties ?? {};
      const retained = ['Retain', 'RetainExceptOnCreate', 'Snapshot'].includes(resource.DeletionPolicy);
      const protectedFromDelete =
        properties.DeletionProtectionEnabled === true ||
        properties.DeletionProtection === 'ACTIVE' ||
        properties.DeletionProtection === true;
      return retained || protectedFromDelete ? [`${part} ${resource.Type} ${id}`] : [];
    }),
  );

describe('backups', () => {
  const plan = (app: Synthesised) =>
    Object.values(resourcesOf(app.templates.backup, 'AWS::Backup::BackupPlan'))[0].Properties.BackupPlan;

  it('keeps a monthly backup for as long as shared/retention.ts keeps customer records, and daily ones for five weeks', () => {
    expect(RECORDS_RETENTION_DAYS).toBe(Math.ceil(retention.customerRecordsYears * 365.25));
    const rules = plan(synthStage('prod')).BackupPlanRule;
    expect(rules).toEqual([
      expect.objectContaining({
        RuleName: 'Daily',
        ScheduleExpression: 'cron(0 2 * * ? *)',
        Lifecycle: { DeleteAfterDays: DAILY_RETENTION_DAYS },
      }),
      expect.objectContaining({
        RuleName: 'Monthly',
        ScheduleExpression: 'cron(0 3 1 * ? *)',
        Lifecycle: { DeleteAfterDays: RECORDS_RETENTION_DAYS },
      }),
    ]);
  });

  it('backs up the table and the invoice bucket, and alarms when a job fails', () => {
    const prod = synthStage('prod');
    const [selection] = Object.values(resourcesOf(prod.templates.backup, 'AWS::Backup::BackupSelection'));
    const resources = JSON.stringify(selection.Properties.BackupSelection.Resources);
    expect(selection.Properties.BackupSelection.Resources).toHaveLength(2);
    // Imported from the data and storage stacks: the table's ARN and the bucket's.
    expect(resources).toMatch(/Pbhs-prod-Data.*Table/);
    expect(resources).toMatch(/Pbhs-prod-Storage.*InvoiceBucket/);
    prod.templates.backup.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'Pbhs-prod-BackupFailed',
      MetricName: 'NumberOfBackupJobsFailed',
      Namespace: 'AWS/Backup',
    });
  });

  it("locks prod's vault so no recovery point goes before its time, and leaves other stages' unlocked", () => {
    synthStage('prod').templates.backup.hasResourceProperties('AWS::Backup::BackupVault', {
      BackupVaultName: 'pbhs-prod-backups',
      LockConfiguration: { MinRetentionDays: DAILY_RETENTION_DAYS, MaxRetentionDays: RECORDS_RETENTION_DAYS },
    });
    const [devVault] = Object.values(
      resourcesOf(synthStage('dev').templates.backup, 'AWS::Backup::BackupVault'),
    );
    expect(devVault.Properties.LockConfiguration).toBeUndefined();
  });

  it('copies every recovery point to a vault in backupCopyRegion when the stage names one', () => {
    const copied = synth({
      stage: 'prod',
      context: { config: EXAMPLE_PROD_CONFIG, backupCopyRegion: 'eu-west-1' },
    });
    const rules = plan(copied).BackupPlanRule;
    for (const rule of rules) {
      expect(rule.CopyActions).toHaveLength(1);
      expect(JSON.stringify(rule.CopyActions[0].DestinationBackupVaultArn)).toContain(':backup:eu-west-1:');
      expect(rule.CopyActions[0].Lifecycle).toEqual(rule.Lifecycle);
    }
    const copyStack = copied.app.node.findChild('Pbhs-prod-BackupCopy') as Json;
    expect(copyStack.region).toBe('eu-west-1');
  });
});

describe('teardown', () => {
  it('leaves nothing of a non-prod stage behind: nothing retained, nothing protected from deletion', () => {
    const dev = synthStage('dev');
    expect(kept(dev)).toEqual([]);
    // A bucket with objects in it refuses to be deleted: each one is emptied first.
    for (const [part, template] of Object.entries(dev.templates)) {
      const buckets = Object.keys(resourcesOf(template, 'AWS::S3::Bucket'));
      const emptied = Object.values(resourcesOf(template, 'Custom::S3AutoDeleteObjects')).map(
        (resource: Json) => JSON.stringify(resource.Properties.BucketName),
      );
      for (const bucket of buckets) expect(emptied.join(), `${part} ${bucket}`).toContain(bucket);
    }
    for (const key of Object.values(resourcesOf(synthStage('dev').templates.api, 'AWS::KMS::Key')))
      expect(key.Properties.PendingWindowInDays).toBe(7);
  });

  it("keeps prod's irreplaceable resources, each kind named in docs/deploy.md's teardown with how to re-adopt or delete it", () => {
    const prodKept = kept(synthStage('prod'));
    const kinds = [...new Set(prodKept.map((entry) => entry.split(' ')[1]))].sort();
    expect(kinds).toEqual(
      expect.arrayContaining([
        'AWS::Backup::BackupVault',
        'AWS::Cognito::UserPool',
        'AWS::DynamoDB::Table',
        'AWS::S3::Bucket',
        'AWS::SMSVOICE::OptOutList',
        'AWS::SMSVOICE::SenderId',
        'AWS::SecretsManager::Secret',
      ]),
    );
    const teardown = readFileSync('docs/deploy.md', 'utf8')
      .split(/^## /m)
      .find((part) => /^(\d+\. )?Teardown/.test(part));
    expect(teardown, 'docs/deploy.md has a "## Teardown" section').toBeDefined();
    for (const kind of kinds) expect(teardown, kind).toContain(kind);
  });

  it('turns termination protection on for every prod stack that holds what cannot be made again', () => {
    const prod = synthStage('prod');
    for (const part of ['data', 'storage', 'auth', 'backup'] as const)
      expect(prod.stacks[part].terminationProtection, part).toBe(true);
    for (const part of ['api', 'web', 'edge', 'email'] as const)
      expect(prod.stacks[part].terminationProtection, part).toBe(false);
    expect(synthStage('dev').stacks.data.terminationProtection).toBe(false);
  });
});
