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

const makeCall = (): { call: () => Promise<boolean>; close: () => void } => {
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
      call: async () => Boolean((await client.send(command)).Item),
      close: () => client.destroy(),
    };
  }
  let sent = 0;
  return {
    call: async () => {
      const headers: Record<string, string> = { ...target.headers };
      if (target.idempotencyHeader) headers[target.idempotencyHeader] = randomUUID();
      const body = target.bodies ? target.bodies[sent++ % target.bodies.length] : target.body;
      const response = await fetch(target.url, { method: target.method, headers, body });
      await response.arrayBuffer();
      return response.status === target.expectStatus;
    },
    close: () => {},
  };
};

const run = async (): Promise<LoadResult> => {
  const { call, close } = makeCall();
  const phase = async (total: number, samples?: number[]) => {
    let next = 0;
    let errors = 0;
    const caller = async () => {
      while (next < total) {
        next += 1;
        const started = performance.now();
        const ok = await call().catch(() => false);
        samples?.push(performance.now() - started);
        if (!ok) errors += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(job.concurrency, total) }, caller));
    return errors;
  };
  try {
    await phase(job.warmup);
    const latenciesMs: number[] = [];
    const started = performance.now();
    const errors = await phase(job.requests, latenciesMs);
    return { latenciesMs, durationMs: performance.now() - started, errors };
  } finally {
    close();
  }
};

run().then(
  (result) => parentPort?.postMessage({ ok: true, result }),
  (error: Error) => parentPort?.postMessage({ ok: false, error: error.message }),
);
