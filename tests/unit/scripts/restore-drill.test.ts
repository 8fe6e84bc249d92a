import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DescribeRestoreJobCommand,
  GetRecoveryPointRestoreMetadataCommand,
  ListRecoveryPointsByBackupVaultCommand,
  StartRestoreJobCommand,
} from '@aws-sdk/client-backup';
import { describe, expect, it } from 'vitest';
import { outputsFile } from '../../../infra/names';
import { explain } from '../../../scripts/restore-drill';
import {
  type BackupSender,
  findRecoveryPoint,
  startRestore,
  waitForRestore,
} from '../../../scripts/restore-drill/backup';
import { compareCounts, formatComparison, prefixOf } from '../../../scripts/restore-drill/counts';
import { DrillError, drillTableName, parseDrillArgs } from '../../../scripts/restore-drill/options';
import { FIXED_PARTITIONS, PARTITION_PREFIXES } from '../../../shared/table';

const TABLE_ARN = 'arn:aws:dynamodb:eu-west-2:123456789012:table/Pbhs-prod-Data-Table1';
const ROLE_ARN = 'arn:aws:iam::123456789012:role/restore';
const point = (id: string) => `arn:aws:backup:eu-west-2:123456789012:recovery-point:${id}`;

/** Writes a `cdk-outputs-<stage>.json` into a directory of its own and returns the directory. */
const outputsDir = (stage: string, outputs: unknown): string => {
  const dir = mkdtempSync(path.join(tmpdir(), 'restore-drill-'));
  writeFileSync(path.join(dir, outputsFile(stage)), JSON.stringify(outputs));
  return dir;
};

describe('parseDrillArgs', () => {
  const deployed = {
    'Pbhs-prod-Data': { TableName: 'Pbhs-prod-Data-Table1', TableInUse: 'Pbhs-prod-Data-Table1' },
    'Pbhs-prod-Backup': { RestoreRoleArn: ROLE_ARN },
  };

  it('reads the table and the restore role from the outputs file', () => {
    expect(parseDrillArgs(['--stage', 'prod'], outputsDir('prod', deployed))).toEqual({
      stage: 'prod',
      tableName: 'Pbhs-prod-Data-Table1',
      roleArn: ROLE_ARN,
      recoveryPointArn: undefined,
      keep: false,
      timeoutMinutes: 60,
    });
  });

  it('takes the flags over the outputs file, and needs no file when both are given', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'restore-drill-'));
    const argv = ['--stage', 'dev', '--table', 't', '--role-arn', ROLE_ARN, '--recovery-point', point('a')];
    expect(parseDrillArgs([...argv, '--keep', '--timeout-minutes', '90'], empty)).toMatchObject({
      tableName: 't',
      roleArn: ROLE_ARN,
      recoveryPointArn: point('a'),
      keep: true,
      timeoutMinutes: 90,
    });
  });

  it.each([
    [[], {}, '--stage is required'],
    [['--stage', 'Prod!'], {}, "--stage 'Prod!' is not a stage name"],
    [['--stage', 'prod', '--wipe'], deployed, "Unknown option '--wipe'"],
    [['--stage', 'prod', '--timeout-minutes', '0'], deployed, '--timeout-minutes must be a whole number'],
    [['--stage', 'prod', '--recovery-point', 'latest'], deployed, "--recovery-point 'latest' is not an ARN"],
    [['--stage', 'prod'], { 'Pbhs-prod-Data': { TableName: 'x' } }, 'has no Pbhs-prod-Backup.RestoreRoleArn'],
    [['--stage', 'prod', '--role-arn', ROLE_ARN], {}, 'has no Pbhs-prod-Data.TableName: pass --table'],
  ])('refuses %j in one line', (argv, outputs, message) => {
    expect(() => parseDrillArgs(argv, outputsDir('prod', outputs))).toThrow(message);
  });

  it('says how to get the outputs file when there is none', () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'restore-drill-'));
    expect(() => parseDrillArgs(['--stage', 'prod'], empty)).toThrow(
      'cdk-outputs-prod.json not found: deploy with --outputs-file cdk-outputs-prod.json or pass --table and --role-arn',
    );
  });
});

it('names the drill table by stage and UTC minute', () => {
  expect(drillTableName('prod', new Date('2027-03-28T00:59:30.000Z'))).toBe('pbhs-prod-drill-202703280059');
});

/** AWS Backup has no local emulator: this answers each command from `answers` and records what was sent. */
const stubBackup = (answers: Record<string, (input: never) => unknown>) => {
  const sent: { command: string; input: Record<string, unknown> }[] = [];
  const backup = {
    send: async (command: { constructor: { name: string }; input: Record<string, unknown> }) => {
      const name = command.constructor.name;
      sent.push({ command: name, input: command.input });
      const answer = answers[name];
      if (!answer) throw new Error(`the stub has no answer for ${name}`);
      return answer(command.input as never);
    },
  } as unknown as BackupSender;
  return { backup, sent };
};

describe('findRecoveryPoint', () => {
  const pages: Record<string, unknown> = {
    first: {
      RecoveryPoints: [
        { RecoveryPointArn: point('old'), CreationDate: new Date('2027-03-01'), Status: 'COMPLETED' },
        { RecoveryPointArn: point('partial'), CreationDate: new Date('2027-03-27'), Status: 'PARTIAL' },
      ],
      NextToken: 'page-2',
    },
    'page-2': {
      RecoveryPoints: [
        { RecoveryPointArn: point('newest'), CreationDate: new Date('2027-03-26'), Status: 'COMPLETED' },
      ],
    },
  };
  const list = {
    [ListRecoveryPointsByBackupVaultCommand.name]: (input: { NextToken?: string }) =>
      pages[input.NextToken ?? 'first'],
  };

  it('takes the newest completed point of the table, over every page, filtered to the table', async () => {
    const { backup, sent } = stubBackup(list);
    const found = await findRecoveryPoint(backup, { vault: 'pbhs-prod-backups', tableArn: TABLE_ARN });
    expect(found).toEqual({ arn: point('newest'), createdAt: new Date('2027-03-26') });
    expect(sent[0]?.input).toMatchObject({
      BackupVaultName: 'pbhs-prod-backups',
      ByResourceArn: TABLE_ARN,
      ByResourceType: 'DynamoDB',
    });
    expect(sent).toHaveLength(2);
  });

  it('takes the point asked for, and refuses one that is not complete or not the table’s', async () => {
    const { backup } = stubBackup(list);
    const options = { vault: 'pbhs-prod-backups', tableArn: TABLE_ARN };
    await expect(findRecoveryPoint(backup, { ...options, wanted: point('old') })).resolves.toEqual({
      arn: point('old'),
      createdAt: new Date('2027-03-01'),
    });
    await expect(findRecoveryPoint(backup, { ...options, wanted: point('partial') })).rejects.toThrow(
      'is PARTIAL, not COMPLETED',
    );
    await expect(findRecoveryPoint(backup, { ...options, wanted: point('other') })).rejects.toThrow(
      `is not one of ${TABLE_ARN}'s in vault pbhs-prod-backups`,
    );
  });

  it('says so when the vault holds no completed point of the table', async () => {
    const { backup } = stubBackup({ [ListRecoveryPointsByBackupVaultCommand.name]: () => ({}) });
    const failure = findRecoveryPoint(backup, { vault: 'pbhs-prod-backups', tableArn: TABLE_ARN });
    await expect(failure).rejects.toThrow(DrillError);
    await expect(failure).rejects.toThrow('no completed recovery point');
  });
});

describe('startRestore', () => {
  it("restores into the new table with the point's own metadata and the role", async () => {
    const { backup, sent } = stubBackup({
      [GetRecoveryPointRestoreMetadataCommand.name]: () => ({
        RestoreMetadata: {
          originalTableName: 'Pbhs-prod-Data-Table1',
          targetTableName: 'Pbhs-prod-Data-Table1',
        },
      }),
      [StartRestoreJobCommand.name]: () => ({ RestoreJobId: 'job-1' }),
    });
    const options = {
      vault: 'v',
      recoveryPoint: point('p'),
      roleArn: ROLE_ARN,
      targetTableName: 'pbhs-prod-drill-1',
    };
    await expect(startRestore(backup, options)).resolves.toBe('job-1');
    expect(sent[1]?.input).toEqual({
      RecoveryPointArn: point('p'),
      IamRoleArn: ROLE_ARN,
      ResourceType: 'DynamoDB',
      Metadata: {
        originalTableName: 'Pbhs-prod-Data-Table1',
        targetTableName: 'pbhs-prod-drill-1',
        encryptionType: 'Default',
      },
      IdempotencyToken: 'pbhs-prod-drill-1',
    });
  });

  it("keeps the point's own encryption when it names one", async () => {
    const { backup, sent } = stubBackup({
      [GetRecoveryPointRestoreMetadataCommand.name]: () => ({
        RestoreMetadata: { encryptionType: 'KMS', kmsMasterKeyArn: 'arn:aws:kms:eu-west-2:1:key/k' },
      }),
      [StartRestoreJobCommand.name]: () => ({ RestoreJobId: 'job-2' }),
    });
    await startRestore(backup, {
      vault: 'v',
      recoveryPoint: point('p'),
      roleArn: ROLE_ARN,
      targetTableName: 't',
    });
    expect(sent[1]?.input.Metadata).toEqual({
      encryptionType: 'KMS',
      kmsMasterKeyArn: 'arn:aws:kms:eu-west-2:1:key/k',
      targetTableName: 't',
    });
  });
});

describe('waitForRestore', () => {
  /** A clock that moves only when the code under test sleeps. */
  const fakeClock = () => {
    let now = 0;
    return {
      now: () => now,
      sleep: async (ms: number) => {
        now += ms;
      },
    };
  };
  const jobs = (...statuses: string[]) => {
    const queue = [...statuses];
    return stubBackup({
      [DescribeRestoreJobCommand.name]: () => {
        const [Status, StatusMessage] = (queue.length > 1 ? queue.shift()! : queue[0]!).split(':');
        return { Status, StatusMessage, PercentDone: Status === 'RUNNING' ? '40.00%' : undefined };
      },
    });
  };

  it('polls until the job completes, printing a line a poll', async () => {
    const { backup } = jobs('PENDING', 'RUNNING', 'COMPLETED');
    const lines: string[] = [];
    const job = await waitForRestore(backup, 'job-1', {
      timeoutMs: 3_600_000,
      pollMs: 30_000,
      clock: fakeClock(),
      log: (line) => lines.push(line.trim()),
    });
    expect(job.Status).toBe('COMPLETED');
    expect(lines).toEqual(['0m00s  PENDING', '0m30s  RUNNING 40.00%', '1m00s  COMPLETED']);
  });

  it('returns a failed job with its message, and stops waiting at the timeout', async () => {
    const options = { timeoutMs: 100_000, pollMs: 30_000, clock: fakeClock(), log: () => {} };
    const failed = await waitForRestore(
      jobs('RUNNING', 'FAILED:role cannot be assumed').backup,
      'j',
      options,
    );
    expect(failed).toMatchObject({ Status: 'FAILED', StatusMessage: 'role cannot be assumed' });

    const clock = fakeClock();
    const stuck = await waitForRestore(jobs('RUNNING').backup, 'j', { ...options, clock });
    expect(stuck.Status).toBe('RUNNING');
    expect(clock.now()).toBe(100_000);
  });
});

describe('compareCounts', () => {
  const counts = (entries: Record<string, number>) => new Map(Object.entries(entries));

  // Keys from the table's own prefixes (shared/table.ts): keys are never written out by hand.
  const { user, booking, invoice, rate, webhook, quote } = PARTITION_PREFIXES;

  it('counts by the prefix before the first #, or the whole of a fixed key', () => {
    expect([`${user}1`, `${webhook}stripe#evt_1`, FIXED_PARTITIONS.counter].map(prefixOf)).toEqual([
      user,
      webhook,
      FIXED_PARTITIONS.counter,
    ]);
  });

  it('reports differences from later writes without failing', () => {
    const comparison = compareCounts(
      counts({ [user]: 12, [booking]: 30, [rate]: 4 }),
      counts({ [user]: 11, [booking]: 31, [invoice]: 2 }),
    );
    expect(comparison.failures).toEqual([]);
    expect(formatComparison(comparison)).toEqual([
      'prefix    live  restored  difference',
      `${booking}    30        31          +1`,
      `${invoice}     0         2          +2`,
      `${rate}        4         0          -4`,
      `${user}       12        11          -1`,
      'total       46        44          -2',
    ]);
  });

  it('fails when the restore is empty or lost a kind of record that is kept', () => {
    expect(compareCounts(counts({ [user]: 3 }), counts({})).failures).toEqual([
      'the restored table holds no items',
    ]);
    expect(compareCounts(counts({ [user]: 3, [quote]: 1 }), counts({ [user]: 3 })).failures).toEqual([
      `${quote}: 1 in the live table, none restored`,
    ]);
  });
});

describe('explain', () => {
  it('turns missing credentials and a drill error into one line each', () => {
    expect(
      explain(Object.assign(new Error('Could not load credentials'), { name: 'CredentialsProviderError' })),
    ).toMatch(/^no usable AWS credentials \(CredentialsProviderError\): set AWS_PROFILE/);
    expect(explain(new DrillError('restore job j FAILED: denied'))).toBe('restore job j FAILED: denied');
  });
});
