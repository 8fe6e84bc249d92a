import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as z from 'zod';
import { outputsFile, stackName, WEB_OUTPUTS } from '../../infra/names';
import type { SmokeAccount } from './account-checks';

export const USAGE =
  'usage: npm run smoke -- (--url <site> | --stage <name>) [--email <address> --password <password>] [--write] [--timeout <seconds>]';

/** A mistake in how the smoke test was asked for: one line and the usage, never a stack trace. */
export class SmokeUsageError extends Error {
  override name = 'SmokeUsageError';
}

export interface SmokeArgs {
  url: string;
  account?: SmokeAccount;
  write: boolean;
  timeoutMs: number;
}

/** The web stack's output naming the distribution's URL (infra/stacks/web-stack.ts). */

/** The site's URL from `cdk-outputs-<stage>.json`, which `cdk deploy --outputs-file` writes. */
export const siteUrlFromOutputs = (stage: string, dir = process.cwd()): string => {
  const file = outputsFile(stage);
  const full = path.join(dir, file);
  if (!existsSync(full))
    throw new SmokeUsageError(`${file} not found: deploy with --outputs-file ${file} or pass --url`);
  const stack = stackName(stage, 'Web');
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(full, 'utf8'));
  } catch {
    throw new SmokeUsageError(`${file} is not valid JSON`);
  }
  const parsed = z
    .object({ [stack]: z.object({ [WEB_OUTPUTS.siteUrl]: z.string().min(1) }) })
    .safeParse(json);
  if (!parsed.success) throw new SmokeUsageError(`${file} has no ${stack}.${WEB_OUTPUTS.siteUrl}`);
  return (parsed.data[stack] as Record<string, string>)[WEB_OUTPUTS.siteUrl]!;
};

const siteUrl = (value: string): string => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SmokeUsageError(`--url ${value} is not a URL (say http://localhost:8080 or https://…)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new SmokeUsageError(`--url must be http: or https:, not ${url.protocol}`);
  return url.origin;
};

/**
 * The CLI's arguments; the account may come from SMOKE_EMAIL and SMOKE_PASSWORD instead (CI's
 * secrets), so a password need not be on a command line.
 */
export const parseSmokeArgs = (
  argv: readonly string[],
  env: Record<string, string | undefined> = process.env,
  dir = process.cwd(),
): SmokeArgs => {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        url: { type: 'string' },
        stage: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        write: { type: 'boolean', default: false },
        timeout: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    // Node's messages run to several sentences; the first says what was wrong.
    throw new SmokeUsageError((error as Error).message.split(/\.\s/)[0] ?? String(error));
  }
  const { url, stage } = values as { url?: string; stage?: string };
  if ((url === undefined) === (stage === undefined))
    throw new SmokeUsageError('give either --url or --stage');
  const email = (values.email as string | undefined) ?? (env.SMOKE_EMAIL || undefined);
  const password = (values.password as string | undefined) ?? (env.SMOKE_PASSWORD || undefined);
  if ((email === undefined) !== (password === undefined))
    throw new SmokeUsageError('give both the email and the password of the smoke account, or neither');
  const write = values.write === true;
  if (write && !email) throw new SmokeUsageError('--write needs the smoke account (--email and --password)');
  const seconds = values.timeout === undefined ? 10 : Number(values.timeout);
  if (!(seconds > 0))
    throw new SmokeUsageError(`--timeout must be a number of seconds, not ${values.timeout}`);
  return {
    url: url === undefined ? siteUrl(siteUrlFromOutputs(stage!, dir)) : siteUrl(url),
    ...(email && password ? { account: { email, password } } : {}),
    write,
    timeoutMs: seconds * 1000,
  };
};
