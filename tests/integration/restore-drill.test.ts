import { randomUUID } from 'node:crypto';
import {
  DescribeRestoreJobCommand,
  GetRecoveryPointRestoreMetadataCommand,
  ListRecoveryPointsByBackupVaultCommand,
  StartRestoreJobCommand,
} from '@aws-sdk/client-backup';
import {
  BatchWriteItemCommand,
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_CREDENTIALS } from '../../local/emulators/provision';
import type { BackupSender } from '../../scripts/restore-drill/backup';
import { compareCounts, countByPrefix } from '../../scripts/restore-drill/counts';
import { runDrill } from '../../scripts/restore-drill/drill';
import { REGION } from '../../shared/region';
import { FIXED_PARTITIONS, PARTITION_PREFIXES, table } from '../../shared/table';
import { stack } from './support';

/**
 * The drill's DynamoDB side against DynamoDB Local, on tables of this file's own: the scans, the count
 * by prefix and the deletion of the restored table. AWS Backup has no emulator, so a stand-in plays it:
 * its "restore" creates the table the drill names and fills it with the recovery point's items.
 */
const dynamo = new DynamoDBClient({
  endpoint: stack.urls.dynamo,
  region: REGION,
  credentials: LOCAL_CREDENTIALS,
});
const created: string[] = [];

const createTable = async (name: string, partitionKeys: string[]) => {
  await dynamo.send(
    new CreateTableCommand({
      TableName: name,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: table.partitionKey, KeyType: 'HASH' },
        { AttributeName: table.sortKey, KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: table.partitionKey, AttributeType: 'S' },
        { AttributeName: table.sortKey, AttributeType: 'S' },
      ],
    }),
  );
  created.push(name);
  for (let start = 0; start < partitionKeys.length; start += 25)
    await dynamo.send(
      new BatchWriteItemCommand({
        RequestItems: {
          [name]: partitionKeys.slice(start, start + 25).map((pk, index) => ({
            PutRequest: {
              Item: {
                [table.partitionKey]: { S: pk },
                [table.sortKey]: { S: `item-${index}` },
                note: { S: 'x' },
              },
            },
          })),
        },
      }),
    );
};

const exists = (name: string) =>
  dynamo.send(new DescribeTableCommand({ TableName: name })).then(
    () => true,
    (error: Error) => {
      if (error.name === 'ResourceNotFoundException') return false;
      throw error;
    },
  );

afterAll(async () => {
  for (const name of created)
    await dynamo.send(new DeleteTableCommand({ TableName: name })).catch(() => undefined);
});

/** What the table held when the recovery point was taken, and what it holds now (later writes). */
// Keys from the table's own prefixes (shared/table.ts): keys are never written out by hand.
const { user, booking, webhook, rate } = PARTITION_PREFIXES;
const { counter } = FIXED_PARTITIONS;
const AT_BACKUP = [
  ...Array.from({ length: 30 }, (_, index) => `${user}${index}`),
  `${booking}1`,
  `${booking}2`,
  `${webhook}stripe#evt_1`,
  counter,
];
const NOW = [
  ...AT_BACKUP.filter((pk) => pk !== `${booking}2`),
  `${booking}3`,
  `${booking}4`,
  `${rate}1.2.3.4`,
];

it('counts each table by partition prefix and compares them', async () => {
  const [live, restored] = [`drill-live-${randomUUID()}`, `drill-restored-${randomUUID()}`];
  await createTable(live, NOW);
  await createTable(restored, AT_BACKUP);

  const liveCounts = await countByPrefix(dynamo, live);
  expect(Object.fromEntries(liveCounts)).toEqual({
    [user]: 30,
    [booking]: 3,
    [webhook]: 1,
    [counter]: 1,
    [rate]: 1,
  });
  const comparison = compareCounts(liveCounts, await countByPrefix(dynamo, restored));
  expect(comparison.rows.find((row) => row.prefix === booking)).toEqual({
    prefix: booking,
    live: 3,
    restored: 2,
    difference: -1,
  });
  // The rate-limit item came after the backup and expires within a day: reported, not a failure.
  expect(comparison.failures).toEqual([]);
});

/** Plays AWS Backup for one recovery point of `tableArn` whose items are `items`. */
const backupStandIn = (
  tableArn: string,
  items: string[],
  job: { Status: string; StatusMessage?: string },
) => {
  const recoveryPoint = `arn:aws:backup:eu-west-2:000000000000:recovery-point:${randomUUID()}`;
  let target: string | undefined;
  const answers: Record<string, (input: Record<string, never>) => unknown> = {
    [ListRecoveryPointsByBackupVaultCommand.name]: (input) => ({
      RecoveryPoints:
        input.ByResourceArn === tableArn
          ? [{ RecoveryPointArn: recoveryPoint, CreationDate: new Date(), Status: 'COMPLETED' }]
          : [],
    }),
    [GetRecoveryPointRestoreMetadataCommand.name]: () => ({ RestoreMetadata: {} }),
    [StartRestoreJobCommand.name]: async (input: { Metadata?: { targetTableName: string } }) => {
      target = input.Metadata?.targetTableName;
      if (job.Status === 'COMPLETED' && target) await createTable(target, items);
      return { RestoreJobId: 'job-1' };
    },
    [DescribeRestoreJobCommand.name]: () => ({ ...job, CreatedResourceArn: target }),
  };
  const backup = {
    send: (command: { constructor: { name: string }; input: Record<string, never> }) =>
      Promise.resolve(answers[command.constructor.name]!(command.input)),
  } as unknown as BackupSender;
  return { backup, target: () => target! };
};

describe('runDrill', () => {
  const drill = async (
    items: string[],
    options: { keep?: boolean; job?: { Status: string; StatusMessage?: string } } = {},
  ) => {
    const live = `drill-live-${randomUUID()}`;
    await createTable(live, NOW);
    const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: live }));
    const standIn = backupStandIn(Table!.TableArn!, items, options.job ?? { Status: 'COMPLETED' });
    const lines: string[] = [];
    const result = runDrill(
      {
        stage: `it-${randomUUID().slice(0, 8)}`,
        tableName: live,
        roleArn: 'arn:aws:iam::000000000000:role/restore',
        keep: options.keep ?? false,
        timeoutMinutes: 1,
      },
      {
        backup: standIn.backup,
        dynamo,
        log: (line) => lines.push(line),
        clock: { now: Date.now, sleep: async () => {} },
      },
    );
    return { result, lines, target: standIn.target, live };
  };

  it('restores, compares, prints the time taken and deletes the restored table', async () => {
    const { result, lines, target, live } = await drill(AT_BACKUP);
    await expect(result).resolves.toMatchObject({ passed: true });
    expect(target()).toMatch(/^pbhs-it-[0-9a-f]{8}-drill-\d{12}$/);
    expect(lines).toContainEqual(expect.stringMatching(/^restore took \d+m\d\ds .*RTO/));
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}BOOKING# +3 +2 +-1$/));
    expect(await exists(target())).toBe(false);
    // Read only: the live table is as it was.
    expect(Object.fromEntries(await countByPrefix(dynamo, live))).toMatchObject({
      [booking]: 3,
      [user]: 30,
    });
  });

  it('fails on an empty restore, still deleting it, and keeps the table when asked', async () => {
    const empty = await drill([]);
    await expect(empty.result).resolves.toMatchObject({ passed: false });
    expect(empty.lines).toContain('FAILED: the restored table holds no items');
    expect(await exists(empty.target())).toBe(false);

    const kept = await drill(AT_BACKUP, { keep: true });
    await expect(kept.result).resolves.toMatchObject({ passed: true });
    expect(await exists(kept.target())).toBe(true);
  });

  it("stops with the job's own message when the restore fails", async () => {
    const { result, lines } = await drill(AT_BACKUP, {
      job: { Status: 'FAILED', StatusMessage: 'Access denied to perform dynamodb:RestoreTableFromAwsBackup' },
    });
    await expect(result).rejects.toThrow(
      'restore job job-1 FAILED: Access denied to perform dynamodb:RestoreTableFromAwsBackup',
    );
    expect(lines).toContainEqual(expect.stringMatching(/^restore took .* did not complete$/));
  });
});
