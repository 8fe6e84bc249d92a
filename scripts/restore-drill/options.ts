import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as z from 'zod';
import { outputsFile, stackName } from '../../infra/names';

export const USAGE =
  'usage: npm run restore:drill -- --stage <name> [--recovery-point <arn>] [--keep] [--table <name>] [--role-arn <arn>] [--timeout-minutes <n>]';

/** Every failure the operator can act on: reported as one line, never a stack trace. */
export class DrillError extends Error {
  override name = 'DrillError';
}

export interface DrillOptions {
  stage: string;
  /** The live table, read only: scanned for its keys, never written. */
  tableName: string;
  /** The role AWS Backup assumes to create the restored table. */
  roleArn: string;
  /** The recovery point to restore; the table's newest completed one when absent. */
  recoveryPointArn?: string;
  /** Leave the restored table in place (it is billed until someone deletes it). */
  keep: boolean;
  timeoutMinutes: number;
}

/** Long enough for the tables of this product today (minutes), short enough that a stuck job is noticed. */
const DEFAULT_TIMEOUT_MINUTES = 60;

const TABLE_NAME_OUTPUT = 'TableName';
const RESTORE_ROLE_OUTPUT = 'RestoreRoleArn';

/** `pbhs-<stage>-drill-<yyyymmddhhmm>` in UTC: sorts by time, and the operator's IAM rights match the prefix. */
export const drillTableName = (stage: string, now: Date): string =>
  `pbhs-${stage}-drill-${now.toISOString().slice(0, 16).replace(/\D/g, '')}`;

const readOutputs = (stage: string, dir: string, instead: string): unknown => {
  const file = outputsFile(stage);
  const full = path.join(dir, file);
  if (!existsSync(full))
    throw new DrillError(`${file} not found: deploy with --outputs-file ${file} or pass ${instead}`);
  try {
    return JSON.parse(readFileSync(full, 'utf8'));
  } catch {
    throw new DrillError(`${file} is not valid JSON`);
  }
};

/**
 * One output of one stack from `cdk-outputs-<stage>.json`. `flag` may be passed instead of it, and
 * `instead` names every flag that would replace the whole file.
 */
const outputValue = (
  { stage, dir, instead }: { stage: string; dir: string; instead: string },
  stack: string,
  key: string,
  flag: string,
): string => {
  const json = readOutputs(stage, dir, instead);
  const parsed = z.object({ [stack]: z.object({ [key]: z.string().min(1) }) }).safeParse(json);
  if (!parsed.success) throw new DrillError(`${outputsFile(stage)} has no ${stack}.${key}: pass ${flag}`);
  return (parsed.data[stack] as Record<string, string>)[key]!;
};

const parse = (argv: readonly string[]) =>
  parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      stage: { type: 'string' },
      'recovery-point': { type: 'string' },
      keep: { type: 'boolean', default: false },
      table: { type: 'string' },
      'role-arn': { type: 'string' },
      'timeout-minutes': { type: 'string' },
    },
  });

export const parseDrillArgs = (argv: readonly string[], dir = process.cwd()): DrillOptions => {
  let values: ReturnType<typeof parse>['values'];
  try {
    ({ values } = parse(argv));
  } catch (error) {
    // Node's messages run to several sentences; the first says what was wrong.
    throw new DrillError(`${(error as Error).message.split(/\.\s/)[0]}; ${USAGE}`);
  }
  const { stage } = values;
  if (!stage) throw new DrillError(`--stage is required; ${USAGE}`);
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(stage))
    throw new DrillError(`--stage '${stage}' is not a stage name (lower-case letters, digits and dashes)`);
  const recoveryPointArn = values['recovery-point'];
  if (recoveryPointArn !== undefined && !recoveryPointArn.startsWith('arn:'))
    throw new DrillError(`--recovery-point '${recoveryPointArn}' is not an ARN`);
  const timeoutMinutes = Number(values['timeout-minutes'] ?? DEFAULT_TIMEOUT_MINUTES);
  if (!Number.isInteger(timeoutMinutes) || timeoutMinutes < 1)
    throw new DrillError(`--timeout-minutes must be a whole number of minutes, 1 or more`);
  const outputs = {
    stage,
    dir,
    instead: [values.table ? '' : '--table', values['role-arn'] ? '' : '--role-arn']
      .filter(Boolean)
      .join(' and '),
  };
  return {
    stage,
    tableName: values.table ?? outputValue(outputs, stackName(stage, 'Data'), TABLE_NAME_OUTPUT, '--table'),
    roleArn:
      values['role-arn'] ??
      outputValue(outputs, stackName(stage, 'Backup'), RESTORE_ROLE_OUTPUT, '--role-arn'),
    recoveryPointArn,
    keep: values.keep ?? false,
    timeoutMinutes,
  };
};
