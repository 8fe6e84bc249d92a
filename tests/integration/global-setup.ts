import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import type { TestProject } from 'vitest/node';
import type { FunctionEnv } from '../../local/settings';
import type { LocalStack, OutageTarget } from '../../local/stack';

/** The longest `POST /idle` waits for the stack before answering that it is still busy. */
const IDLE_WITHIN_MS = 14_000;

/**
 * Starts the real local emulators and the local gateway on free ports for the integration layer,
 * and stops them afterwards. Tests reach them over real connections. A small control endpoint lets
 * outage tests stop and restart an emulator, since the emulators live in this process, and answers
 * `POST /next` with a number never given before (for names and districts of a test's own), and
 * `POST /idle` once the stack has finished everything it was given (local/stack.ts `idle`): 204, or
 * 503 with the reason when it is not idle within 14 s.
 */
export default async function setup(project: TestProject) {
  // The functions' expected error logs (outage tests) would only be noise here.
  process.env.LOG_LEVEL ??= 'SILENT';
  // The stack's modules through tsx, as `npm start` loads them: about 2 s, where Vitest's own module
  // runner took about 8 s for the same graph (a file at a time) before any test could start.
  const { startStack } = (await tsImport(
    '../../local/stack.ts',
    import.meta.url,
  )) as typeof import('../../local/stack');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pbhs-it-'));
  const stack = await startStack({
    dataDir,
    inMemory: true,
    ports: { site: 0, api: 0, dynamo: 0, cognito: 0, s3: 0, ses: 0, realtime: 0, sms: 0, payments: 0 },
    // The notice tests run the schedule themselves, at the instants they choose.
    noticeSweepEveryMs: 3_600_000,
    // The payments tests run its schedule themselves too, for their own clients.
    paymentScheduleEveryMs: 3_600_000,
    // The realtime tests wait for a connection whose token ran out to be closed by the sweep.
    realtimeSweepEveryMs: 1_000,
    // A visit is booked only when someone is free for it (local/seed/team.ts).
    standbyTeam: 40,
  });
  // Numbers handed out once each, to every test file alike: support.ts ownDistrict.
  let counted = 0;
  const control = http.createServer((request, response) => {
    if (request.method === 'POST' && request.url === '/next') {
      counted += 1;
      response.writeHead(200).end(String(counted));
      return;
    }
    if (request.method === 'POST' && request.url === '/idle') {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`not idle within ${IDLE_WITHIN_MS} ms`)), IDLE_WITHIN_MS);
      });
      Promise.race([stack.idle(), late])
        .finally(() => clearTimeout(timer))
        .then(
          () => response.writeHead(204).end(),
          (error: Error) => response.writeHead(503).end(error.message),
        );
      return;
    }
    const match = /^\/(dynamo|s3|ses)\/(stop|start)$/.exec(request.url ?? '');
    if (request.method !== 'POST' || !match) {
      response.writeHead(404).end();
      return;
    }
    const [, name, action] = match as unknown as [string, OutageTarget, 'stop' | 'start'];
    (action === 'stop' ? stack.stopService(name) : stack.startService(name)).then(
      () => response.writeHead(204).end(),
      (error: Error) => response.writeHead(500).end(error.message),
    );
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  const controlUrl = `http://127.0.0.1:${(control.address() as { port: number }).port}`;

  project.provide('stack', {
    urls: { ...stack.urls, control: controlUrl },
    pool: stack.pool,
    env: stack.functionEnv,
  });
  return async () => {
    control.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: {
      /** The stack's own addresses (the tests start it without the site) and the control endpoint. */
      urls: Omit<LocalStack['urls'], 'site'> & { control: string };
      pool: { userPoolId: string; clientId: string; jwksUrl: string };
      env: FunctionEnv;
    };
  }
}
