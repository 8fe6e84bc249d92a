import { randomUUID } from 'node:crypto';
import { readlinkSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import type { Context } from 'aws-lambda';

/**
 * One execution environment, as Lambda's runtime runs it: a worker thread of its own (its own module
 * state, SDK clients and environment), which imports the function's module once (the init phase) and
 * then serves one invocation at a time for as long as the pool keeps it.
 */
export interface EnvironmentData {
  functionName: string;
  /** Absolute path of the function's bundle (CommonJS, as Lambda loads it), which exports `handler`. */
  entry: string;
  memorySizeMb: number;
  timeoutMs: number;
  /** A nice value for this environment's thread, for work that in AWS runs on capacity of its own. */
  niceness?: number;
}

export type Invocation = { requestId: string; event: unknown; deadline: number };

export type EnvironmentMessage =
  | { type: 'ready'; initMs: number }
  | { type: 'init-error'; error: SerializedError }
  | { type: 'result'; requestId: string; result: unknown; durationMs: number; memoryUsedMb: number }
  | { type: 'error'; requestId: string; error: SerializedError; durationMs: number; memoryUsedMb: number };

export interface SerializedError {
  errorType: string;
  errorMessage: string;
  stack?: string;
}

type Handler = (event: unknown, context: Context) => Promise<unknown>;

const serialize = (error: unknown): SerializedError => {
  const failure = error instanceof Error ? error : new Error(String(error));
  return { errorType: failure.name, errorMessage: failure.message, stack: failure.stack };
};

/** The V8 heap of this environment's isolate: worker threads share one process, so RSS would count all. */
// The environment's own heap (this thread's isolate), read without process.memoryUsage(), which also
// measures the whole process's resident set from /proc on every call (a millisecond or two under load).
const memoryUsedMb = () => Math.ceil(getHeapStatistics().used_heap_size / (1024 * 1024));

const contextFor = (data: EnvironmentData, invocation: Invocation): Context => ({
  callbackWaitsForEmptyEventLoop: true,
  functionName: data.functionName,
  functionVersion: '$LATEST',
  invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${data.functionName}`,
  memoryLimitInMB: String(data.memorySizeMb),
  awsRequestId: invocation.requestId,
  logGroupName: `/aws/lambda/${data.functionName}`,
  logStreamName: `local/${randomUUID()}`,
  getRemainingTimeInMillis: () => Math.max(0, invocation.deadline - Date.now()),
  done: () => {},
  fail: () => {},
  succeed: () => {},
});

/**
 * Lowers this thread's priority. Linux gives each thread its own nice value; /proc/thread-self names
 * the thread's id. Elsewhere the environment runs at normal priority.
 */
const lowerPriority = (niceness: number) => {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId)) os.setPriority(threadId, niceness);
  } catch {
    // Not Linux, or not allowed: normal priority.
  }
};

const run = async () => {
  const port = parentPort;
  if (!port) throw new Error('runtime.ts runs only as an execution environment (a worker thread)');
  const data = workerData as EnvironmentData;
  if (data.niceness) lowerPriority(data.niceness);
  const initStarted = performance.now();
  let handler: Handler;
  try {
    const module = (await import(pathToFileURL(data.entry).href)) as {
      handler?: Handler;
      default?: { handler?: Handler };
    };
    const loaded = module.handler ?? module.default?.handler;
    if (typeof loaded !== 'function') throw new Error(`${data.entry} exports no handler function`);
    handler = loaded;
  } catch (error) {
    port.postMessage({ type: 'init-error', error: serialize(error) } satisfies EnvironmentMessage);
    return;
  }
  port.postMessage({ type: 'ready', initMs: performance.now() - initStarted } satisfies EnvironmentMessage);

  port.on('message', async (invocation: Invocation) => {
    const started = performance.now();
    try {
      const result = await handler(invocation.event, contextFor(data, invocation));
      port.postMessage({
        type: 'result',
        requestId: invocation.requestId,
        result,
        durationMs: performance.now() - started,
        memoryUsedMb: memoryUsedMb(),
      } satisfies EnvironmentMessage);
    } catch (error) {
      port.postMessage({
        type: 'error',
        requestId: invocation.requestId,
        error: serialize(error),
        durationMs: performance.now() - started,
        memoryUsedMb: memoryUsedMb(),
      } satisfies EnvironmentMessage);
    }
  });
};

void run();
