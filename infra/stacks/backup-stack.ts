import {
  ArnFormat,
  CfnOutput,
  Duration,
  RemovalPolicy,
  Stack,
  type StackProps,
  Validations,
} from 'aws-cdk-lib';
import {
  BackupPlan,
  BackupPlanRule,
  BackupResource,
  BackupVault,
  type IBackupVault,
} from 'aws-cdk-lib/aws-backup';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Schedule } from 'aws-cdk-lib/aws-events';
import { ManagedPolicy, type Role } from 'aws-cdk-lib/aws-iam';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { retention } from '../../shared/retention';
import type { StageConfig } from '../config';
import { alarmName, backupVaultName } from '../names';
import type { DataStack } from './data-stack';
import type { StorageStack } from './storage-stack';

export interface BackupStackProps extends StackProps {
  config: StageConfig;
  data: DataStack;
  storage: StorageStack;
  /** Told when a backup or a copy fails. */
  alerts: ITopic;
}

/** Days in the years `shared/retention.ts` keeps customer records (invoices among them), leap days included. */
export const RECORDS_RETENTION_DAYS = Math.ceil(retention.customerRecordsYears * 365.25);

/** The daily backups: beyond point-in-time recovery's 35 days, a restore of any day in the last five weeks. */
export const DAILY_RETENTION_DAYS = 35;

/**
 * AWS Backup for what the stage cannot make again: the table and the invoice files, daily for five weeks
 * and monthly for as long as the records must be kept (shared/retention.ts: six years), in a vault of
 * the stage's own. Point-in-time recovery (35 days) and the bucket's versions (30 days) stay the quick
 * way back from a mistake; these are the way back from anything older, or from the stage's loss.
 * In prod the vault is locked (governance mode): no one can delete a recovery point before its time
 * without first lifting the lock, a logged act. `backupCopyRegion` copies each one to a vault there.
 */
/** AWS Backup's own service-role policies, each acknowledged by name (cdk-nag AwsSolutions-IAM4). */
const acknowledgeBackupPolicies = (role: Role, policies: string[]): void => {
  for (const policy of policies)
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/${policy}]`,
      reason:
        "AWS Backup's own service-role policy: AWS keeps it in step with what backing up and restoring each service needs; the plan's selection names the only resources backed up.",
    });
};

export class BackupStack extends Stack {
  readonly vault: BackupVault;
  /** Only where the stage takes backups (`backups`, by default prod alone). */
  readonly plan?: BackupPlan;
  readonly restoreRole?: Role;

  constructor(scope: Construct, id: string, props: BackupStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.vault = new BackupVault(this, 'Vault', {
      backupVaultName: backupVaultName(config.stage),
      // A vault holding recovery points cannot be deleted: prod keeps it (docs/deploy.md, Teardown).
      removalPolicy: config.isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      lockConfiguration: config.isProd
        ? {
            minRetention: Duration.days(DAILY_RETENTION_DAYS),
            maxRetention: Duration.days(RECORDS_RETENTION_DAYS),
          }
        : undefined,
    });

    this.alarmOnFailures(config, props.alerts, Boolean(config.backupCopyRegion));
    if (!config.backups) return;

    const copyTo: IBackupVault | undefined = config.backupCopyRegion
      ? BackupVault.fromBackupVaultArn(
          this,
          'CopyVault',
          this.formatArn({
            service: 'backup',
            region: config.backupCopyRegion,
            resource: 'backup-vault',
            resourceName: backupVaultName(config.stage),
            arnFormat: ArnFormat.COLON_RESOURCE_NAME,
          }),
        )
      : undefined;
    const copies = (days: number) =>
      copyTo ? [{ destinationBackupVault: copyTo, deleteAfter: Duration.days(days) }] : [];

    this.plan = new BackupPlan(this, 'Plan', {
      backupPlanName: `pbhs-${config.stage}`,
      backupVault: this.vault,
      backupPlanRules: [
        new BackupPlanRule({
          ruleName: 'Daily',
          scheduleExpression: Schedule.cron({ minute: '0', hour: '2' }),
          startWindow: Duration.hours(1),
          completionWindow: Duration.hours(4),
          deleteAfter: Duration.days(DAILY_RETENTION_DAYS),
          copyActions: copies(DAILY_RETENTION_DAYS),
        }),
        new BackupPlanRule({
          ruleName: 'Monthly',
          scheduleExpression: Schedule.cron({ minute: '0', hour: '3', day: '1' }),
          startWindow: Duration.hours(1),
          completionWindow: Duration.hours(8),
          deleteAfter: Duration.days(RECORDS_RETENTION_DAYS),
          copyActions: copies(RECORDS_RETENTION_DAYS),
        }),
      ],
    });
    const selection = this.plan.addSelection('TableAndInvoices', {
      resources: [
        BackupResource.fromDynamoDbTable(props.data.table),
        BackupResource.fromArn(props.storage.invoiceBucket.bucketArn),
      ],
      allowRestores: true,
    });
    // S3 needs its own managed policies besides the ones CDK attaches for the other services.
    const role = selection.grantPrincipal as Role;
    for (const name of ['AWSBackupServiceRolePolicyForS3Backup', 'AWSBackupServiceRolePolicyForS3Restore'])
      role.addManagedPolicy(ManagedPolicy.fromAwsManagedPolicyName(name));
    acknowledgeBackupPolicies(role, [
      'service-role/AWSBackupServiceRolePolicyForBackup',
      'service-role/AWSBackupServiceRolePolicyForRestores',
      'AWSBackupServiceRolePolicyForS3Backup',
      'AWSBackupServiceRolePolicyForS3Restore',
    ]);

    // The restore drill (npm run restore:drill) and a real restore pass this role to AWS Backup: the
    // selection's own, which may restore (allowRestores) what it backs up.
    this.restoreRole = role;
    new CfnOutput(this, 'RestoreRoleArn', { value: this.restoreRole.roleArn });
    new CfnOutput(this, 'VaultName', { value: this.vault.backupVaultName });
  }

  /** A backup or copy job that failed is a day (or a month) with no way back: told the same morning. */
  private alarmOnFailures(config: StageConfig, alerts: ITopic, copies: boolean) {
    const action = new SnsAction(alerts);
    for (const [name, metricName] of [
      ['BackupFailed', 'NumberOfBackupJobsFailed'],
      ['BackupCopyFailed', 'NumberOfCopyJobsFailed'],
    ] as const) {
      if (name === 'BackupCopyFailed' && !copies) continue;
      const alarm = new Alarm(this, name, {
        alarmName: alarmName(config.stage, name),
        alarmDescription: `An AWS Backup job of the stage's table or invoice files failed. docs/runbook.md: backups.`,
        metric: new Metric({
          namespace: 'AWS/Backup',
          metricName,
          dimensionsMap: { BackupVaultName: this.vault.backupVaultName },
          statistic: 'Sum',
          period: Duration.hours(1),
        }),
        threshold: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      alarm.addAlarmAction(action);
    }
  }
}

/** The vault in `backupCopyRegion` the plan copies each recovery point to, named as the stage's own. */
export class BackupCopyStack extends Stack {
  constructor(scope: Construct, id: string, props: StackProps & { config: StageConfig }) {
    super(scope, id, props);
    new BackupVault(this, 'Vault', {
      backupVaultName: backupVaultName(props.config.stage),
      removalPolicy: props.config.isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
  }
}
