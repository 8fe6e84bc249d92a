import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signInLocally } from '../../local/emulators/totp';
import type { DemoAccounts } from '../../local/seed/demo';
import { type LocalStack, startStack } from '../../local/stack';

export interface BenchStack {
  stack: LocalStack;
  siteUrl: string;
  demo: DemoAccounts;
  stop(): Promise<void>;
}

/**
 * The local stack on free ports, throw-away data, demo accounts. For faults the table stays on disk (an
 * outage stops DynamoDB Local) and the notice sender's schedule (its due queue: mail an outage held up)
 * runs every 5 s; otherwise it is held off, not to add DynamoDB traffic to a latency run.
 */
export const startBenchStack = async (siteRoot: string, faults = false): Promise<BenchStack> => {
  // The functions run in this process: their per-request logs would bury the report.
  process.env.LOG_LEVEL ??= 'SILENT';
  process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pbhs-bench-'));
  const stack = await startStack({
    dataDir,
    inMemory: !faults,
    ports: { site: 0, api: 0, dynamo: 0, cognito: 0, s3: 0, ses: 0, realtime: 0, sms: 0, payments: 0 },
    siteRoot,
    seed: true,
    // A real week's scale: 30 staff, the demo team's 4 and 26 standing by (local/seed/team.ts).
    standbyTeam: 26,
    noticeSweepEveryMs: faults ? 5_000 : 3_600_000,
    // Mail and SES local give way to the load, as on capacity of their own in AWS.
    backgroundNiceness: 10,
    // Its compiler threads took 3-8 ms of CPU a request in bursts (decision 025); AWS's table has none.
    dynamoQuickCompilerOnly: true,
  }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const stop = async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  if (!stack.urls.site || !stack.demo) {
    await stop();
    throw new Error('The local stack started without its CDN or demo accounts');
  }
  return { stack, siteUrl: stack.urls.site, demo: stack.demo, stop };
};

/** An access token, by the flow the web app uses locally; an admin answers the TOTP challenge. */
export const accessToken = async (
  stack: LocalStack,
  email: string,
  password: string,
  totpSecret?: string,
) => {
  const result = await signInLocally(stack.urls.cognito, stack.pool.clientId, {
    email,
    password,
    totpSecret,
  });
  if (!result.AccessToken) throw new Error(`cognito-local gave ${email} no token`);
  return result.AccessToken;
};
