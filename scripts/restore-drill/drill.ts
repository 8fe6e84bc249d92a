import {
  DeleteTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { backupVaultName } from '../../infra/names';
import {
  type BackupSender,
  type Clock,
  findRecoveryPoint,
  formatDuration,
  startRestore,
  waitForRestore,
} from './backup';
import { compareCounts, countByPrefix, formatComparison, RULE } from './counts';
import { DrillError, type DrillOptions, drillTableName } from './options';

export interface DrillDeps {
  backup: BackupSender;
  dynamo: DynamoDBClient;
  log: (line: string) => void;
  clock: Clock;
  /** How often to ask AWS Backup how the job is doing. @default 30 s */
  pollMs?: number;
}

export interface DrillResult {
  restoredTable: string;
  /** From the start of the job to the table being ready: the recovery time the runbook quotes. */
  restoreMs: number;
  passed: boolean;
}

/** How long a completed restore's table may take to become ACTIVE before the drill gives up on it. */
const TABLE_ACTIVE_WITHIN_S = 600;

/**
 * The drill: restore a recovery point of the stage's table into a new table, compare what each holds
 * per kind of record, then delete the new table (unless `keep`). The live table is only described and
 * scanned. Throws DrillError for what stops it before a verdict; a verdict of "failed" is a result.
 */
export const runDrill = async (options: DrillOptions, deps: DrillDeps): Promise<DrillResult> => {
  const { backup, dynamo, log, clock } = deps;
  const vault = backupVaultName(options.stage);
  const live = await dynamo.send(new DescribeTableCommand({ TableName: options.tableName }));
  const tableArn = live.Table?.TableArn;
  if (!tableArn) throw new DrillError(`table ${options.tableName} has no ARN`);

  const point = await findRecoveryPoint(backup, { vault, tableArn, wanted: options.recoveryPointArn });
  const restoredTable = drillTableName(options.stage, new Date(clock.now()));
  log(`recovery point ${point.arn}, taken ${point.createdAt.toISOString()}`);
  log(`restoring ${options.tableName} into ${restoredTable}`);
  const started = clock.now();
  const jobId = await startRestore(backup, {
    vault,
    recoveryPoint: point.arn,
    roleArn: options.roleArn,
    targetTableName: restoredTable,
  });
  log(`restore job ${jobId}`);
  const job = await waitForRestore(backup, jobId, {
    timeoutMs: options.timeoutMinutes * 60_000,
    pollMs: deps.pollMs ?? 30_000,
    clock,
    log,
  });
  if (job.Status !== 'COMPLETED') {
    log(`restore took ${formatDuration(clock.now() - started)} and did not complete`);
    if (job.Status === 'FAILED' || job.Status === 'ABORTED')
      throw new DrillError(
        `restore job ${jobId} ${job.Status}: ${job.StatusMessage ?? 'AWS Backup gave no reason'}`,
      );
    throw new DrillError(
      `restore job ${jobId} still ${job.Status} after ${options.timeoutMinutes} min; it goes on in AWS: once it ends, delete ${restoredTable} (aws dynamodb delete-table --table-name ${restoredTable})`,
    );
  }
  try {
    await waitUntilTableExists(
      { client: dynamo, maxWaitTime: TABLE_ACTIVE_WITHIN_S },
      { TableName: restoredTable },
    );
    const restoreMs = clock.now() - started;
    log(`restore took ${formatDuration(restoreMs)} (job started to table ready): this is the RTO`);

    const comparison = compareCounts(
      await countByPrefix(dynamo, options.tableName),
      await countByPrefix(dynamo, restoredTable),
    );
    for (const line of formatComparison(comparison)) log(`  ${line}`);
    log(RULE);
    for (const failure of comparison.failures) log(`FAILED: ${failure}`);
    return { restoredTable, restoreMs, passed: comparison.failures.length === 0 };
  } finally {
    if (options.keep) log(`kept ${restoredTable}: it is billed until deleted`);
    else {
      await dynamo.send(new DeleteTableCommand({ TableName: restoredTable })).catch((error: Error) => {
        throw new DrillError(
          `could not delete ${restoredTable} (${error.name}: ${error.message}): delete it by hand, it is billed`,
        );
      });
      log(`deleted ${restoredTable}`);
    }
  }
};
