import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { BackupClient } from '@aws-sdk/client-backup';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { REGION } from '../shared/region';
import { runDrill } from './restore-drill/drill';
import { parseDrillArgs } from './restore-drill/options';

/**
 * `npm run restore:drill -- --stage prod`: restores the newest backup of the stage's table into a new
 * table, compares it with the live one, deletes it, and says how long the restore took (the RTO in
 * docs/runbook.md). Exit 1 when the restore or the comparison fails.
 */

/** What went wrong, in words an operator can act on. */
export const explain = (error: unknown): string => {
  const { name, message = String(error) } = error as { name?: string; message?: string };
  switch (name) {
    case 'DrillError':
      return message;
    case 'CredentialsProviderError':
    case 'ExpiredTokenException':
    case 'UnrecognizedClientException':
      return `no usable AWS credentials (${name}): set AWS_PROFILE (or the AWS_ACCESS_KEY_ID variables) for the account of this stage`;
    case 'ResourceNotFoundException':
      return `not found in ${REGION}: ${message} (check the stage, the AWS account and that the backup stack is deployed)`;
    case 'AccessDeniedException':
    case 'AccessDenied':
      return `not allowed: ${message} (docs/runbook.md lists the permissions the drill needs)`;
    default:
      return `${name ?? 'Error'}: ${message}`;
  }
};

const main = async () => {
  // The SDK's "Node 22 will be required" notice is noise for a one-shot operator command.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  try {
    const options = parseDrillArgs(process.argv.slice(2));
    const result = await runDrill(options, {
      backup: new BackupClient({ region: REGION }),
      dynamo: new DynamoDBClient({ region: REGION }),
      log: (line) => console.log(line),
      clock: { now: Date.now, sleep: (ms) => sleep(ms) },
    });
    console.log(result.passed ? 'restore drill passed' : 'restore drill FAILED');
    if (!result.passed) process.exitCode = 1;
  } catch (error) {
    console.error(`restore:drill: ${explain(error)}`);
    process.exitCode = 1;
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
