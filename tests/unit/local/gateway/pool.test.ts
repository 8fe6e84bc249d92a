import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Bundles, bundleFunctions } from '../../../../local/gateway/bundle';
import { createFunctionPool, type FunctionPool, type PoolOptions } from '../../../../local/gateway/pool';

// Bundled as the local stack bundles every function (infra's esbuild options).
let bundles: Bundles;
beforeAll(async () => {
  bundles = await bundleFunctions({ counter: 'tests/fixtures/counting-handler.ts' });
});
type Answer = { invocations: number; threadId: number; functionName: string; stage: string };

const pools: FunctionPool[] = [];
const poolOf = (overrides: Partial<PoolOptions> = {}) => {
  const lines: string[] = [];
  const pool = createFunctionPool({
    functionName: 'counter',
    entry: bundles.functions.counter ?? '',
    runtime: bundles.runtime,
    env: { STAGE: 'test' },
    memorySizeMb: 128,
    timeoutMs: 2_000,
    log: (line) => lines.push(line),
    ...overrides,
  });
  pools.push(pool);
  return { pool, lines };
};
const answer = (outcome: Awaited<ReturnType<FunctionPool['invoke']>>) => {
  if (outcome.status !== 'ok') throw new Error(`expected an answer, got ${JSON.stringify(outcome)}`);
  return outcome.result as Answer;
};

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.stop()));
});

describe('function pool (execution environments)', () => {
  it('starts an environment on first use, reports its init once, and reuses it', async () => {
    const { pool, lines } = poolOf();
    expect(pool.stats().environments).toBe(0);
    const first = answer(await pool.invoke({}));
    const second = answer(await pool.invoke({}));
    expect(second.threadId).toBe(first.threadId);
    expect([first.invocations, second.invocations]).toEqual([1, 2]);
    expect(first).toMatchObject({ functionName: 'counter', stage: 'test' });
    expect(pool.stats()).toMatchObject({ invocations: 2, coldStarts: 1, environments: 1 });
    expect(lines[0]).toMatch(
      /^REPORT RequestId: \S+\tDuration: [\d.]+ ms\tBilled Duration: \d+ ms\tMemory Size: 128 MB\tMax Memory Used: \d+ MB\tInit Duration: [\d.]+ ms$/,
    );
    expect(lines[1]).not.toContain('Init Duration');
  });

  it('serves one invocation at a time per environment, each with its own module state', async () => {
    const { pool } = poolOf();
    const [a, b] = (await Promise.all([pool.invoke({ waitMs: 200 }), pool.invoke({ waitMs: 200 })])).map(
      answer,
    );
    expect(a?.threadId).not.toBe(b?.threadId);
    expect([a?.invocations, b?.invocations]).toEqual([1, 1]);
    expect(pool.stats()).toMatchObject({ coldStarts: 2, environments: 2 });
  });

  it('keeps to its most environments, queueing the rest', async () => {
    const { pool } = poolOf({ maxEnvironments: 1 });
    const answers = (await Promise.all([1, 2, 3].map(() => pool.invoke({ waitMs: 50 })))).map(answer);
    expect(answers.map((a) => a.invocations).sort()).toEqual([1, 2, 3]);
    expect(pool.stats()).toMatchObject({ coldStarts: 1, environments: 1 });
  });

  it('stops a handler past its timeout, even a busy one, and starts afresh after', async () => {
    const { pool, lines } = poolOf({ timeoutMs: 1_500 });
    answer(await pool.invoke({}));
    expect(await pool.invoke({ spin: true })).toEqual({ status: 'timeout' });
    expect(lines.at(-1)).toMatch(/Duration: 1500\.00 ms.*Status: timeout$/);
    expect(pool.stats()).toMatchObject({ timeouts: 1, environments: 0 });
    expect(answer(await pool.invoke({})).invocations).toBe(1);
    expect(pool.stats().coldStarts).toBe(2);
  });

  it('answers a handler that throws as a failed invocation and keeps the environment', async () => {
    const { pool } = poolOf();
    const outcome = await pool.invoke({ fail: 'no such thing' });
    expect(outcome).toMatchObject({
      status: 'error',
      error: { errorType: 'Error', errorMessage: 'no such thing' },
    });
    expect(answer(await pool.invoke({})).invocations).toBe(2);
  });

  it('reports a module that cannot load as a failed invocation', async () => {
    const { pool } = poolOf({ entry: `${bundles.runtime}.missing.js` });
    expect(await pool.invoke({})).toMatchObject({ status: 'error' });
    expect(pool.stats().environments).toBe(0);
  });

  it('ends every environment when stopped, answering what was in flight', async () => {
    const { pool } = poolOf();
    answer(await pool.invoke({}));
    const inFlight = pool.invoke({ waitMs: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await pool.stop();
    expect(await inFlight).toMatchObject({ status: 'error' });
    expect(pool.stats().environments).toBe(0);
    expect(await pool.invoke({})).toMatchObject({ status: 'error' });
  });

  it('answers an invocation whose environment is still starting when the pool stops', async () => {
    const { pool } = poolOf();
    // No environment yet: this invocation is a cold start, caught by stop before the module is ready.
    const starting = pool.invoke({});
    await pool.stop();
    expect(await starting).toMatchObject({ status: 'error' });
    expect(pool.stats().environments).toBe(0);
  });

  it('answers a queued invocation when the pool stops, without starting an environment for it', async () => {
    const { pool } = poolOf({ maxEnvironments: 1 });
    answer(await pool.invoke({}));
    const running = pool.invoke({ waitMs: 5_000 });
    const queued = pool.invoke({});
    await new Promise((resolve) => setTimeout(resolve, 50));
    await pool.stop();
    expect(await running).toMatchObject({ status: 'error' });
    expect(await queued).toMatchObject({ status: 'error' });
    expect(pool.stats()).toMatchObject({ coldStarts: 1, environments: 0 });
  });
});
