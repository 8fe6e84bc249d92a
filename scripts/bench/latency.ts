import { randomUUID } from 'node:crypto';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { marshall } from '@aws-sdk/util-dynamodb';
import autocannon from 'autocannon';
import { profileKey, saveProfile } from '../../lambdas/data/profile';
import { ensureUser, LOCAL_CREDENTIALS } from '../../local/emulators/provision';
import { TABLE_NAME } from '../../local/settings';
import { checkSlot } from '../../shared/booking-rules';
import { todayInLondon } from '../../shared/dates';
import { IDEMPOTENCY_HEADER, ORIGIN_VERIFY_HEADER } from '../../shared/http';
import { addDays, weekdayOf } from '../../shared/london-time';
import { REGION } from '../../shared/region';
import { type RouteName, routeKey, routes } from '../../shared/routes';
import { type Budgets, type Check, check } from './budgets';
import { accessToken, type BenchStack } from './stack';

export const GET_ITEM = 'DynamoDB GetItem (raw)';

/** Runs a TypeScript module in a worker thread (tsx registered there too); resolves with its one message. */
export const runTsWorker = <T>(module: URL, data: unknown): Promise<T> =>
  new Promise((resolve, reject) => {
    const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
    const boot = `import(${tsx}).then(({ register }) => { register(); return import(${JSON.stringify(module.href)}); });`;
    const worker = new Worker(boot, { eval: true, workerData: data });
    worker.once('message', (message: { ok: true; result: T } | { ok: false; error: string }) => {
      void worker.terminate();
      if (message.ok) resolve(message.result);
      else reject(new Error(message.error));
    });
    worker.once('error', reject);
  });

/** One row's load for the worker: a body or one per request, tokens in turn, fresh idempotency keys. */
type Target = Required<Pick<autocannon.Options, 'url' | 'method' | 'headers'>>;
type LoadJob = Target & {
  body?: string;
  bodies?: string[];
  authorizations?: string[];
  idempotent?: boolean;
} & {
  expectStatus: number;
  connections: number;
  amount: number;
  warmup: number;
};
type LoadResult = { latenciesMs: number[]; durationMs: number; errorKinds: Record<string, number> };

/** In the worker, off the gateway's event loop: `warmup` requests, then `amount` measured ones. */
const load = async (job: LoadJob): Promise<LoadResult> => {
  let sent = 0;
  const result: LoadResult = { latenciesMs: [], durationMs: 0, errorKinds: {} };
  const run = (amount: number, record: boolean) =>
    new Promise<void>((resolve, reject) => {
      const setupRequest = (request: autocannon.Request) => {
        const n = sent++;
        const headers = { ...request.headers };
        if (job.authorizations)
          headers.authorization = job.authorizations[n % job.authorizations.length] ?? '';
        if (job.idempotent) headers[IDEMPOTENCY_HEADER] = randomUUID();
        const body = job.bodies ? job.bodies[n % job.bodies.length] : job.body;
        return { ...request, headers, ...(body ? { body } : {}) };
      };
      const { url, method, headers } = job;
      const options = { url, method, headers, amount, timeout: 30, requests: [{ setupRequest }] };
      const started = performance.now();
      // Up to the last answer: autocannon calls back on its one-second tick, which made every
      // throughput a whole number of seconds' worth (66/s, 99/s).
      let answered = started;
      const instance = autocannon({ ...options, connections: Math.min(job.connections, amount) }, (error) => {
        if (record) result.durationMs = answered - started;
        return error ? reject(error) : resolve();
      });
      const failed = (kind: string | number) => {
        if (record) result.errorKinds[kind] = (result.errorKinds[kind] ?? 0) + 1;
      };
      instance.on('response', (_client, status, _bytes, ms) => {
        answered = performance.now();
        if (record) result.latenciesMs.push(ms);
        if (status !== job.expectStatus) failed(status);
      });
      instance.on('reqError', () => failed('no answer'));
    });
  if (job.warmup > 0) await run(job.warmup, false);
  await run(job.amount, true);
  return result;
};

if (!isMainThread && (workerData as { latency?: LoadJob } | undefined)?.latency)
  load((workerData as { latency: LoadJob }).latency).then(
    (result) => parentPort?.postMessage({ ok: true, result }),
    (error: Error) => parentPort?.postMessage({ ok: false, error: error.message }),
  );

/** Nearest-rank percentile: always an observed value. */
export const percentile = (values: readonly number[], p: number): number =>
  [...values].sort((a, b) => a - b)[Math.max(1, Math.ceil((p / 100) * values.length)) - 1] ?? Number.NaN;

const ADDRESS = { line1: '1 Bench Road', town: 'Potters Bar', postcode: 'EN6 1AA' };
const BOOKING = { serviceType: 'ironing', durationHours: 2, address: ADDRESS } as const;

/** Distinct slots the booking rules accept, soonest first: each create asks for a new one. */
export const bookableSlots = (count: number, now = new Date()) => {
  const slots: { serviceDate: string; serviceTime: string }[] = [];
  for (let day = 1; slots.length < count && day <= 366; day += 1) {
    const serviceDate = addDays(todayInLondon(now), day);
    for (const serviceTime of ['08:00', '10:00', '12:00', '14:00', '16:00'])
      if (slots.length < count && checkSlot({ ...BOOKING, serviceDate, serviceTime }, now).length === 0)
        slots.push({ serviceDate, serviceTime });
  }
  if (slots.length < count) throw new Error(`only ${slots.length} bookable slots for ${count} bookings`);
  return slots;
};

/** The routes measured, with their caller. */
const MEASURED: { route: RouteName; as: 'public' | 'client' | 'admin' | 'creator' }[] = [
  { route: 'sendEnquiry', as: 'public' },
  { route: 'listMyBookings', as: 'client' },
  { route: 'listAllBookings', as: 'admin' },
  { route: 'createBooking', as: 'creator' },
];
const ENQUIRY = {
  type: 'general',
  name: 'Bench Mark',
  email: 'bench@example.org',
  subject: 'Benchmark',
  message: 'Sent by npm run bench.',
};

export type LatencyRow = ReturnType<typeof figures> & {
  name: string;
  concurrency: number;
  p95Ratio?: number;
};
const figures = ({ latenciesMs: ms, durationMs, errorKinds }: LoadResult) => ({
  p50Ms: Math.round(percentile(ms, 50) * 10) / 10,
  p95Ms: Math.round(percentile(ms, 95) * 10) / 10,
  p99Ms: Math.round(percentile(ms, 99) * 10) / 10,
  throughput: Math.round((ms.length / durationMs) * 1000),
  requests: ms.length,
  errors: Object.values(errorKinds).reduce((a, b) => a + b, 0),
  errorKinds,
});

/**
 * autocannon through the local gateway (real JWT checks, handlers, DynamoDB Local) for each route, and
 * a raw GetItem against the same DynamoDB Local as the baseline, at each concurrency, in one run.
 * Bookings come from one bench client per concurrent caller, as many people book at once.
 */
export const measureLatency = async (
  { stack, demo }: BenchStack,
  settings: Budgets['latency'],
  progress: (line: string) => void,
) => {
  const { password } = demo;
  const creators: string[] = [];
  for (let index = 1; index <= Math.max(...settings.concurrency); index += 1) {
    const person = { email: `bench-client-${index}@example.com`, fullName: `Bench Client ${index}` };
    const sub = await ensureUser(stack.urls.cognito, stack.pool.userPoolId, { ...person, password });
    await saveProfile({ id: sub, ...person, createdAt: new Date().toISOString() });
    creators.push(`Bearer ${await accessToken(stack, person.email, password)}`);
  }
  const tokens: Record<string, string | undefined> = {
    client: await accessToken(stack, demo.client.email, password),
    admin: await accessToken(stack, demo.admin.email, password, demo.admin.totpSecret),
  };
  const level = { amount: settings.requestsPerLevel, warmup: settings.warmupRequests };
  const slots = bookableSlots((level.amount + level.warmup) * settings.concurrency.length);
  // DynamoDB Local reads the access key and region from the signature's scope and checks nothing else.
  const scope = `${LOCAL_CREDENTIALS.accessKeyId}/20260101/${REGION}/dynamodb/aws4_request`;
  const getItem = {
    url: stack.urls.dynamo,
    method: 'POST' as const,
    headers: {
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-target': 'DynamoDB_20120810.GetItem',
      authorization: `AWS4-HMAC-SHA256 Credential=${scope}, SignedHeaders=host, Signature=0`,
    },
    body: JSON.stringify({ TableName: TABLE_NAME, Key: marshall(profileKey(demo.client.sub)) }),
    expectStatus: 200,
  };
  const rows: LatencyRow[] = [];
  for (const connections of settings.concurrency) {
    const measure = async (name: string, job: Omit<LoadJob, 'connections' | 'amount' | 'warmup'>) => {
      const latency = { ...job, ...level, connections };
      const result = await runTsWorker<LoadResult>(new URL(import.meta.url), { latency });
      await stack.idle();
      const row: LatencyRow = { name, concurrency: connections, ...figures(result) };
      progress(`  c=${connections} ${name}: p95 ${row.p95Ms} ms, ${row.errors} errors`);
      rows.push(row);
      return row;
    };
    const base = await measure(GET_ITEM, getItem);
    for (const { route, as } of MEASURED) {
      const definition = routes[route];
      const token = tokens[as];
      const row = await measure(routeKey(definition), {
        url: `${stack.urls.api}${definition.path}`,
        method: definition.method,
        headers: {
          // Straight to the gateway, where CloudFront would be (decision 007): with its origin header.
          [ORIGIN_VERIFY_HEADER]: stack.functionEnv.ORIGIN_VERIFY_SECRETS,
          ...(definition.method === 'GET' ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(route === 'sendEnquiry' ? { body: JSON.stringify(ENQUIRY) } : {}),
        ...(as === 'creator' ? { authorizations: creators } : {}),
        ...(route === 'createBooking'
          ? {
              bodies: slots
                .splice(0, level.amount + level.warmup)
                .map((slot) => JSON.stringify({ ...BOOKING, ...slot })),
            }
          : {}),
        idempotent: 'idempotent' in definition && definition.idempotent === true,
        expectStatus: 'successStatus' in definition ? (definition.successStatus as number) : 200,
      });
      row.p95Ratio = Math.round((row.p95Ms / base.p95Ms) * 100) / 100;
    }
  }
  rows.push(await measureAvailability(stack, settings.availability, tokens.client ?? '', progress));
  return rows;
};

export const AVAILABILITY_ROW = 'GET /api/availability (14 days)';

/**
 * The scale of a real week (decision 025): free slots for two weeks for one postcode and service, across the 30 staff of the
 * bench stack (the demo team and 26 standing by) with 2,000 visits a month. The route reads the
 * members' months alone (lambdas/data/staff-month.ts), so the visits are written straight into those:
 * two or three a working day for each member (about 2,000 a month across 30), leaving gaps to offer.
 */
const measureAvailability = async (
  stack: BenchStack['stack'],
  budget: Budgets['latency']['availability'],
  clientToken: string,
  progress: (line: string) => void,
): Promise<LatencyRow> => {
  const from = await seedAvailability(stack, progress);
  return loadAvailability(stack, budget, clientToken, from, progress);
};

/** Writes the visits into the active members' months; answers the first day the row asks about. */
export const seedAvailability = async (
  stack: BenchStack['stack'],
  progress: (line: string) => void,
): Promise<string> => {
  const { allStaff } = await import('../../lambdas/data/staff');
  const { readStaffMonths, staffMonthWrite, withDiaryStamps } = await import(
    '../../lambdas/data/staff-month'
  );
  const { documentClient } = await import('../../lambdas/lib/aws');
  const { TransactWriteCommand } = await import('@aws-sdk/lib-dynamodb');
  const team = (await allStaff()).filter((member) => member.active);
  const from = addDays(todayInLondon(), 2);
  const to = addDays(from, 45);
  const months = await readStaffMonths(
    team.map((member) => member.id),
    from,
    to,
    true,
  );
  let written = 0;
  for (const member of team)
    for (const month of months.get(member.id) ?? []) {
      const add = [];
      for (let day = 0; day <= 45; day += 1) {
        const serviceDate = addDays(from, day);
        if (!serviceDate.startsWith(month.month) || weekdayOf(serviceDate) === 7) continue;
        for (const serviceTime of day % 2 ? ['08:00', '14:00'] : ['08:00', '11:00', '14:00'])
          add.push({
            id: `bench-${member.id}-${serviceDate}-${serviceTime}`,
            serviceDate,
            serviceTime,
            durationHours: 2,
          });
      }
      if (add.length === 0) continue;
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: withDiaryStamps([staffMonthWrite(month, { add })]) as never,
        }),
      );
      written += add.length;
    }
  const perMonth = Math.round((written / 46) * 30.4);
  progress(`  availability: ${team.length} staff, about ${perMonth} visits a month in their months`);
  // As every other row starts: with what the seeding handed on (its writes on the table's stream) done.
  await stack.idle();
  return from;
};

/** The availability row's load, on what seedAvailability wrote. */
export const loadAvailability = async (
  stack: BenchStack['stack'],
  budget: Budgets['latency']['availability'],
  clientToken: string,
  from: string,
  progress: (line: string) => void,
): Promise<LatencyRow> => {
  const query = new URLSearchParams({
    serviceType: 'domestic_cleaning',
    durationHours: '2',
    postcode: 'EN6 1AA',
    from,
    days: '14',
  });
  const latency: LoadJob = {
    url: `${stack.urls.api}${routes.getAvailability.path}?${query}`,
    method: 'GET',
    headers: {
      [ORIGIN_VERIFY_HEADER]: stack.functionEnv.ORIGIN_VERIFY_SECRETS,
      authorization: `Bearer ${clientToken}`,
    },
    expectStatus: 200,
    connections: budget.concurrency,
    amount: budget.requests,
    warmup: 20,
  };
  const result = await runTsWorker<LoadResult>(new URL(import.meta.url), { latency });
  await stack.idle();
  const row: LatencyRow = { name: AVAILABILITY_ROW, concurrency: budget.concurrency, ...figures(result) };
  progress(
    `  c=${budget.concurrency} ${AVAILABILITY_ROW}: p95 ${row.p95Ms} ms (p50 ${row.p50Ms}, p99 ${row.p99Ms}, ${row.throughput}/s), ${row.errors} errors`,
  );
  return row;
};

/** Every request answered as expected; p95 within the ratio to GetItem's at the budget concurrency. */
export const latencyChecks = (rows: LatencyRow[], budgets: Budgets['latency']): Check[] =>
  rows.flatMap((row) => {
    const subject = `${row.name} c=${row.concurrency}`;
    const ratio = row.p95Ratio !== undefined && row.concurrency === budgets.budgetConcurrency;
    return [
      check('latency', subject, 'errors', row.errors, 0, 'max'),
      ...(row.name === AVAILABILITY_ROW
        ? [check('latency', subject, 'p95 ms', row.p95Ms, budgets.availability.maxP95Ms, 'max')]
        : []),
      ...(ratio
        ? [
            check(
              'latency',
              subject,
              'p95 ÷ GetItem p95',
              row.p95Ratio ?? 0,
              budgets.maxP95RatioToGetItem,
              'max',
            ),
          ]
        : []),
    ];
  });
