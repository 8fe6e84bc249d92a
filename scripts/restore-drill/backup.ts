import {
  type BackupClient,
  DescribeRestoreJobCommand,
  type DescribeRestoreJobCommandOutput,
  GetRecoveryPointRestoreMetadataCommand,
  ListRecoveryPointsByBackupVaultCommand,
  type RecoveryPointByBackupVault,
  StartRestoreJobCommand,
} from '@aws-sdk/client-backup';
import { DrillError } from './options';

/** All the drill needs of AWS Backup, so a test can stand in for it (it has no local emulator). */
export type BackupSender = Pick<BackupClient, 'send'>;

export interface RecoveryPoint {
  arn: string;
  createdAt: Date;
}

/** The table's recovery points in the vault, every page: the vault also holds the invoice bucket's. */
const tableRecoveryPoints = async (
  backup: BackupSender,
  vault: string,
  tableArn: string,
): Promise<RecoveryPointByBackupVault[]> => {
  const points: RecoveryPointByBackupVault[] = [];
  let token: string | undefined;
  do {
    const page = await backup.send(
      new ListRecoveryPointsByBackupVaultCommand({
        BackupVaultName: vault,
        ByResourceArn: tableArn,
        ByResourceType: 'DynamoDB',
        NextToken: token,
      }),
    );
    points.push(...(page.RecoveryPoints ?? []));
    token = page.NextToken;
  } while (token);
  return points;
};

/**
 * The one asked for, or else the newest COMPLETED one. The one asked for is looked up too: its creation
 * time says which differences from the live table are expected, and a point of another table or vault
 * is refused before a restore is paid for.
 */
export const findRecoveryPoint = async (
  backup: BackupSender,
  { vault, tableArn, wanted }: { vault: string; tableArn: string; wanted?: string },
): Promise<RecoveryPoint> => {
  const points = await tableRecoveryPoints(backup, vault, tableArn);
  const usable = points.filter((point) => point.RecoveryPointArn && point.CreationDate);
  const chosen = wanted
    ? usable.find((point) => point.RecoveryPointArn === wanted)
    : usable
        .filter((point) => point.Status === 'COMPLETED')
        .sort((a, b) => b.CreationDate!.getTime() - a.CreationDate!.getTime())[0];
  if (wanted && !chosen)
    throw new DrillError(`recovery point ${wanted} is not one of ${tableArn}'s in vault ${vault}`);
  if (!chosen)
    throw new DrillError(
      `no completed recovery point of ${tableArn} in vault ${vault}: has the backup plan run yet?`,
    );
  if (chosen.Status !== 'COMPLETED')
    throw new DrillError(`recovery point ${wanted} is ${chosen.Status}, not COMPLETED`);
  return { arn: chosen.RecoveryPointArn!, createdAt: chosen.CreationDate! };
};

/**
 * Starts the restore into a new table. The recovery point's own metadata is the base (AWS Backup's
 * advice); `targetTableName` names the new table, and without another choice in that metadata the
 * table is encrypted with DynamoDB's own key, which costs nothing (keys per the AWS Backup guide,
 * "Restore a DynamoDB table": targetTableName, encryptionType, kmsMasterKeyArn).
 */
export const startRestore = async (
  backup: BackupSender,
  options: { vault: string; recoveryPoint: string; roleArn: string; targetTableName: string },
): Promise<string> => {
  const { RestoreMetadata = {} } = await backup.send(
    new GetRecoveryPointRestoreMetadataCommand({
      BackupVaultName: options.vault,
      RecoveryPointArn: options.recoveryPoint,
    }),
  );
  const { RestoreJobId } = await backup.send(
    new StartRestoreJobCommand({
      RecoveryPointArn: options.recoveryPoint,
      IamRoleArn: options.roleArn,
      ResourceType: 'DynamoDB',
      Metadata: { encryptionType: 'Default', ...RestoreMetadata, targetTableName: options.targetTableName },
      // A retried start (a dropped connection) finds this job rather than starting a second restore.
      IdempotencyToken: options.targetTableName,
    }),
  );
  if (!RestoreJobId) throw new DrillError('AWS Backup started no restore job (no RestoreJobId)');
  return RestoreJobId;
};

export interface Clock {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

export const formatDuration = (ms: number): string => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;
};

const FINISHED = new Set(['COMPLETED', 'FAILED', 'ABORTED']);

/**
 * Polls the job until it finishes or `timeoutMs` has passed, printing a line a poll. Returns the job as
 * last described, whatever it ended as: the caller reports the time taken either way.
 */
export const waitForRestore = async (
  backup: BackupSender,
  jobId: string,
  options: { timeoutMs: number; pollMs: number; clock: Clock; log: (line: string) => void },
): Promise<DescribeRestoreJobCommandOutput> => {
  const { clock, log } = options;
  const started = clock.now();
  for (;;) {
    const job = await backup.send(new DescribeRestoreJobCommand({ RestoreJobId: jobId }));
    const elapsed = clock.now() - started;
    const percent = job.PercentDone ? ` ${job.PercentDone}` : '';
    log(`  ${formatDuration(elapsed).padStart(7)}  ${job.Status ?? 'UNKNOWN'}${percent}`);
    if (job.Status && FINISHED.has(job.Status)) return job;
    if (elapsed >= options.timeoutMs) return job;
    await clock.sleep(Math.min(options.pollMs, options.timeoutMs - elapsed));
  }
};
