import { randomUUID } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { reportLine } from './report';
import type { EnvironmentData, EnvironmentMessage, Invocation, SerializedError } from './runtime';

export interface PoolOptions {
  functionName: string;
  /** The function's bundle (bundle.ts). */
  entry: string;
  /** The execution environment's runtime, bundled (bundle.ts). */
  runtime: string;
  /** The function's whole environment, as Lambda would set it. */
  env: Record<string, string>;
  memorySizeMb: number;
  timeoutMs: number;
  /**
   * Environments at most; further invocations wait for one to be free. Lambda would scale out further,
   * but on a developer's two cores more threads only add memory, cold starts and JIT warm-up.
   * @default 4
   */
  maxEnvironments?: number;
  /** A nice value (0 to 19) for the environments' threads: background work gives way to requests. */
  niceness?: number;
  /** Where REPORT lines go (none when absent). */
  log?: (line: string) => void;
}

export type InvokeOutcome =
  | { status: 'ok'; result: unknown }
  | { status: 'error'; error: SerializedError }
  | { status: 'timeout' };

export interface PoolStats {
  invocations: number;
  coldStarts: number;
  timeouts: number;
  /** Environments alive now. */
  environments: number;
}

export interface FunctionPool {
  readonly functionName: string;
  invoke(event: unknown, requestId?: string): Promise<InvokeOutcome>;
  stats(): PoolStats;
  /** Settles once no invocation is running or waiting. */
  idle(): Promise<void>;
  /** Ends every environment; invocations in flight are answered as failed. */
  stop(): Promise<void>;
}

interface Environment {
  worker: Worker;
  /** Set until the first invocation, whose REPORT line carries it. */
  initMs?: number;
  /** Settles the invocation in flight when the environment dies under it. */
  onDeath?: (error: SerializedError) => void;
}

const died = (message: string): SerializedError => ({
  errorType: 'Runtime.ExitError',
  errorMessage: message,
});

/**
 * Execution environments for one function, as Lambda keeps them: none until the first invocation, a
 * new one (a cold start) only when every existing one is busy, each serving one invocation at a time
 * and reused afterwards. An invocation past the function's timeout ends its environment, as Lambda does.
 */
export const createFunctionPool = (options: PoolOptions): FunctionPool => {
  const max = options.maxEnvironments ?? 4;
  const idle: Environment[] = [];
  const alive = new Set<Environment>();
  const waiting: ((environment: Environment | undefined) => void)[] = [];
  /** Invocations running or waiting for an environment. */
  let pending = 0;
  let stopped = false;
  const counts = { invocations: 0, coldStarts: 0, timeouts: 0 };

  const retire = (environment: Environment) => {
    if (!alive.delete(environment)) return;
    const index = idle.indexOf(environment);
    if (index >= 0) idle.splice(index, 1);
    void environment.worker.terminate();
  };

  const start = (): Promise<Environment | SerializedError> =>
    new Promise((resolve) => {
      const data: EnvironmentData = {
        functionName: options.functionName,
        entry: options.entry,
        memorySizeMb: options.memorySizeMb,
        timeoutMs: options.timeoutMs,
        niceness: options.niceness,
      };
      const worker = new Worker(options.runtime, {
        workerData: data,
        // As infra sets NODE_OPTIONS for every function: stack traces point at the TypeScript source.
        execArgv: ['--enable-source-maps'],
        env: {
          ...options.env,
          AWS_LAMBDA_FUNCTION_NAME: options.functionName,
          AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(options.memorySizeMb),
        },
        resourceLimits: { maxOldGenerationSizeMb: options.memorySizeMb },
      });
      const environment: Environment = { worker };
      alive.add(environment);
      // Stopping with the stack must not wait for an idle environment's event loop.
      worker.unref();
      worker.once('message', (message: EnvironmentMessage) => {
        if (message.type === 'ready') {
          environment.initMs = message.initMs;
          resolve(environment);
        } else if (message.type === 'init-error') {
          retire(environment);
          resolve(message.error);
        }
      });
      const fail = (error: SerializedError) => {
        // An environment that dies while starting settles its start, also when stop has already let go
        // of it (otherwise the cold start's invocation would wait forever); once ready this does nothing.
        resolve(error);
        if (!alive.delete(environment)) return;
        const index = idle.indexOf(environment);
        if (index >= 0) idle.splice(index, 1);
        environment.onDeath?.(error);
      };
      worker.on('error', (error) =>
        fail({ errorType: 'Runtime.UnhandledError', errorMessage: error.message, stack: error.stack }),
      );
      worker.on('exit', (code) => fail(died(`the environment exited with code ${code}`)));
    });

  /** Hands a freed environment to the next waiting invocation, or keeps it for the next one. */
  const release = (environment: Environment) => {
    const next = waiting.shift();
    if (next) next(environment);
    else idle.push(environment);
  };

  /** A slot given up (an environment retired) lets a waiting invocation start a new environment. */
  const freeSlot = () => {
    const next = waiting.shift();
    if (next) next(undefined);
  };

  const acquire = async (): Promise<Environment | SerializedError> => {
    const ready = idle.pop();
    if (ready) return ready;
    // `alive` counts environments still starting too.
    if (alive.size >= max) {
      const handed = await new Promise<Environment | undefined>((resolve) => waiting.push(resolve));
      if (handed) return handed;
    }
    // A waiting invocation let go by stop gets no new environment.
    if (stopped) return died('the local stack is stopping');
    counts.coldStarts += 1;
    return start();
  };

  const invoke = async (event: unknown, requestId = randomUUID()): Promise<InvokeOutcome> => {
    if (stopped) return { status: 'error', error: died('the local stack is stopping') };
    counts.invocations += 1;
    pending += 1;
    try {
      return await run(event, requestId);
    } finally {
      pending -= 1;
    }
  };

  const run = async (event: unknown, requestId: string): Promise<InvokeOutcome> => {
    const environment = await acquire();
    if (!('worker' in environment)) {
      freeSlot();
      return { status: 'error', error: environment };
    }
    const initMs = environment.initMs;
    environment.initMs = undefined;
    const report = (fields: Parameters<typeof reportLine>[0]) => options.log?.(reportLine(fields));

    return new Promise<InvokeOutcome>((resolve) => {
      const started = performance.now();
      const timer = setTimeout(() => {
        counts.timeouts += 1;
        environment.onDeath = undefined;
        retire(environment);
        freeSlot();
        report({
          requestId,
          durationMs: options.timeoutMs,
          memorySizeMb: options.memorySizeMb,
          initMs,
          timedOut: true,
        });
        resolve({ status: 'timeout' });
      }, options.timeoutMs);
      environment.onDeath = (error) => {
        clearTimeout(timer);
        freeSlot();
        report({
          requestId,
          durationMs: performance.now() - started,
          memorySizeMb: options.memorySizeMb,
          initMs,
        });
        resolve({ status: 'error', error });
      };
      const onMessage = (message: EnvironmentMessage) => {
        if (!('requestId' in message) || message.requestId !== requestId) return;
        environment.worker.off('message', onMessage);
        clearTimeout(timer);
        environment.onDeath = undefined;
        report({
          requestId,
          durationMs: message.durationMs,
          memorySizeMb: options.memorySizeMb,
          memoryUsedMb: message.memoryUsedMb,
          initMs,
        });
        release(environment);
        resolve(
          message.type === 'result'
            ? { status: 'ok', result: message.result }
            : { status: 'error', error: message.error },
        );
      };
      environment.worker.on('message', onMessage);
      const invocation: Invocation = { requestId, event, deadline: Date.now() + options.timeoutMs };
      environment.worker.postMessage(invocation);
    });
  };

  return {
    functionName: options.functionName,
    invoke,
    stats: () => ({ ...counts, environments: alive.size }),
    idle: async () => {
      while (pending > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    },
    stop: async () => {
      stopped = true;
      for (const next of waiting.splice(0)) next(undefined);
      const workers = [...alive].map((environment) => environment.worker);
      for (const environment of [...alive]) {
        environment.onDeath?.(died('the local stack is stopping'));
        alive.delete(environment);
      }
      idle.length = 0;
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
};
