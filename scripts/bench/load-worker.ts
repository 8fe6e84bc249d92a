import { randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { LoadJob, LoadResult } from './load-types';

/**
 * Runs in a worker thread, so the client's event loop is not the one the local gateway and the
 * handlers run on: a closed loop of `concurrency` callers, each sending its next request as soon as
 * the previous answer has been read in full.
 */
const job = workerData as LoadJob;

/** What one call came to: undefined when it answered as expected, else what went wrong, in short. */
type Outcome = string | undefined;

const makeCall = (): { call: (caller: number) => Promise<Outcome>; close: () => void } => {
  const target = job.target;
  if (target.kind === 'getItem') {
    const client = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint: target.endpoint,
        region: target.region,
        credentials: target.credentials,
      }),
    );
    const command = new GetCommand({ TableName: target.table, Key: target.key });
    return {
      call: async () => ((await client.send(command)).Item ? undefined : 'no item'),
      close: () => client.destroy(),
    };
  }
  let sent = 0;
  return {
    call: async (caller) => {
      const headers: Record<string, string> = { ...target.headers };
      const authorization = target.authorizations?.[caller % target.authorizations.length];
      if (authorization) headers.authorization = authorization;
      if (target.idempotencyHeader) headers[target.idempotencyHeader] = randomUUID();
      const body = target.bodies ? target.bodies[sent++ % target.bodies.length] : target.body;
      const response = await fetch(target.url, { method: target.method, headers, body });
      const text = await response.text();
      if (response.status === target.expectStatus) return undefined;
      // The API's error body names its code (`{ code, message }`): the status alone hides which error.
      const code = (() => {
        try {
          return (JSON.parse(text) as { code?: string }).code;
        } catch {
          return undefined;
        }
      })();
      return code ? `${response.status} ${code}` : String(response.status);
    },
    close: () => {},
  };
};

const run = async (): Promise<LoadResult> => {
  const { call, close } = makeCall();
  const phase = async (total: number, samples?: number[]) => {
    let next = 0;
    const errors: Record<string, number> = {};
    const caller = async (_: unknown, index: number) => {
      while (next < total) {
        next += 1;
        const started = performance.now();
        const outcome = await call(index).catch((error: Error) => error.name || 'failed');
        samples?.push(performance.now() - started);
        if (outcome) errors[outcome] = (errors[outcome] ?? 0) + 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(job.concurrency, total) }, caller));
    return errors;
  };
  try {
    await phase(job.warmup);
    const latenciesMs: number[] = [];
    const started = performance.now();
    const errorKinds = await phase(job.requests, latenciesMs);
    const errors = Object.values(errorKinds).reduce((sum, count) => sum + count, 0);
    return { latenciesMs, durationMs: performance.now() - started, errors, errorKinds };
  } finally {
    close();
  }
};

run().then(
  (result) => parentPort?.postMessage({ ok: true, result }),
  (error: Error) => parentPort?.postMessage({ ok: false, error: error.message }),
);
