import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signInLocally } from '../../local/emulators/totp';
import type { DemoAccounts } from '../../local/seed/demo';
import { type LocalStack, startStack } from '../../local/stack';
import type { BrowserSession } from './page-weight';
import { siteRoot } from './paths';

/** How often the notice sender's schedule (its due queue) runs in the faults section's stack. */
export const FAULTS_NOTICE_SWEEP_MS = 5_000;

export interface BenchStack {
  stack: LocalStack;
  siteUrl: string;
  demo: DemoAccounts;
  stop(): Promise<void>;
}

/**
 * The product's own local stack (DynamoDB Local, cognito-local, s3rver, SES local, the gateway and the
 * CDN over dist/web) on free ports, with a throw-away data folder and the demo accounts.
 */
export const startBenchStack = async (
  options: {
    siteRoot?: string;
    log?: (line: string) => void;
    /**
     * For the faults section: DynamoDB Local keeps its table on disk (an in-memory table would be gone
     * with the process an outage stops), and the notice sender's schedule runs every few seconds (its
     * due queue: mail an outage held up) instead of being held off.
     */
    faults?: boolean;
  } = {},
): Promise<BenchStack> => {
  // The functions run in this process: their per-request logs would bury the report.
  process.env.LOG_LEVEL ??= 'SILENT';
  process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pbhs-bench-'));
  try {
    const stack = await startStack({
      dataDir,
      inMemory: !options.faults,
      ports: { site: 0, api: 0, dynamo: 0, cognito: 0, s3: 0, ses: 0 },
      siteRoot: options.siteRoot ?? siteRoot,
      seed: true,
      // The notice sender's schedule would add DynamoDB traffic in the middle of a latency run; the
      // faults section needs it often, to show that mail an outage held up still goes.
      noticeSweepEveryMs: options.faults ? FAULTS_NOTICE_SWEEP_MS : 3_600_000,
      log: options.log,
    });
    if (!stack.urls.site || !stack.demo) {
      await stack.stop();
      throw new Error('The local stack started without its CDN or demo accounts');
    }
    return {
      stack,
      siteUrl: stack.urls.site,
      demo: stack.demo,
      stop: async () => {
        await stack.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
};

/**
 * Signs in with the flow the web app uses locally (cognito-local has no SRP); an admin answers the
 * authenticator-app challenge with a code made from their secret (`totpSecret`).
 */
export const signIn = async (
  stack: LocalStack,
  email: string,
  password: string,
  totpSecret?: string,
): Promise<BrowserSession> => {
  const result = await signInLocally(stack.urls.cognito, stack.pool.clientId, {
    email,
    password,
    totpSecret,
  });
  if (!result.AccessToken || !result.IdToken || !result.RefreshToken)
    throw new Error(`cognito-local gave ${email} no tokens`);
  const claims = JSON.parse(Buffer.from(result.AccessToken.split('.')[1] ?? '', 'base64url').toString()) as {
    username?: string;
  };
  return {
    clientId: stack.pool.clientId,
    username: claims.username ?? email,
    accessToken: result.AccessToken,
    idToken: result.IdToken,
    refreshToken: result.RefreshToken,
  };
};
