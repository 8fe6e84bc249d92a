import { performance } from 'node:perf_hooks';
import { profileKey, saveProfile } from '../../lambdas/data/profile';
import { ensureUser, LOCAL_CREDENTIALS } from '../../local/emulators/provision';
import { TABLE_NAME } from '../../local/settings';
import { checkSlot } from '../../shared/booking-rules';
import { todayInLondon } from '../../shared/dates';
import { IDEMPOTENCY_HEADER, ORIGIN_VERIFY_HEADER } from '../../shared/http';
import { addDays } from '../../shared/london-time';
import { REGION } from '../../shared/region';
import { type RouteName, routeKey, routes } from '../../shared/routes';
import { type BenchStack, signIn } from './bench-stack';
import { type CpuShare, profileWhile } from './cpu-profile';
import type { LoadJob, LoadResult, LoadTarget } from './load-types';
import { percentile, round } from './stats';
import { runTsWorker } from './ts-worker';

export const GET_ITEM = 'DynamoDB GetItem (raw)';

export interface LatencyFigures {
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** Answers per second over the measured phase. */
  throughput: number;
  requests: number;
  errors: number;
  /** The errors by status and code, so a breach says what failed. */
  errorKinds?: Record<string, number>;
}

export interface LatencyRow extends LatencyFigures {
  /** `POST /api/enquiries`, or GET_ITEM for the baseline. */
  name: string;
  route?: RouteName;
  concurrency: number;
  /** This row's percentiles over the GetItem baseline's at the same concurrency. */
  ratio?: { p50: number; p95: number; p99: number };
  /** The function that served the row, and how many execution environments it started (cold starts). */
  function?: { name: string; coldStarts: number; environments: number };
  /**
   * The gateway's thread (routing, JWT checks, SES local and s3rver; the handlers run in their own
   * environments) during the row: share of time busy, and busy milliseconds per request.
   */
  server: { utilisationPercent: number; busyMsPerRequest: number };
  /** For rows over budget: where that thread's CPU went, from a profiled re-run. */
  cpuProfile?: CpuShare[];
}

export const figures = (result: LoadResult): LatencyFigures => ({
  p50Ms: round(percentile(result.latenciesMs, 50), 2),
  p95Ms: round(percentile(result.latenciesMs, 95), 2),
  p99Ms: round(percentile(result.latenciesMs, 99), 2),
  throughput: round((result.latenciesMs.length / result.durationMs) * 1000, 0),
  requests: result.latenciesMs.length,
  errors: result.errors,
  ...(result.errors ? { errorKinds: result.errorKinds } : {}),
});

/** `50× 409 booking_conflict, 2× 503`: what a row's errors were. */
export const errorKindsText = (errorKinds: Record<string, number> = {}) =>
  Object.entries(errorKinds)
    .map(([kind, count]) => `${count}× ${kind}`)
    .join(', ');

const describeErrors = ({ errors, errorKinds }: LatencyFigures) =>
  errors === 0 ? '0 errors' : `${errors} errors: ${errorKindsText(errorKinds)}`;

const runJob = (job: LoadJob): Promise<LoadResult> =>
  runTsWorker<LoadResult>(new URL('./load-worker.ts', import.meta.url), job);

type Caller = 'public' | 'client' | 'admin' | 'creator';

/**
 * The routes the issue names, with the caller each needs. Bookings are created by separate bench
 * clients, so the demo client's list keeps the size GET /api/bookings was measured at, at every level;
 * one client per concurrent caller, as many people book at once. A single client's concurrent bookings
 * queue on their diary by design (lambdas/bookings/book.ts: at most one write moves it at a time, 409 `busy` after
 * four tries), which measured that lock, not the route: at c=32 on one client, 50 of 200 were 409s.
 */
const MEASURED: { route: RouteName; as: Caller }[] = [
  { route: 'sendEnquiry', as: 'public' },
  { route: 'listMyBookings', as: 'client' },
  { route: 'listAllBookings', as: 'admin' },
  { route: 'createBooking', as: 'creator' },
];

/** The i-th booking client. */
const creator = (index: number) => ({
  email: `bench-client-${index + 1}@example.com`,
  fullName: `Bench Client ${index + 1}`,
});

const BODIES: Partial<Record<RouteName, unknown>> = {
  sendEnquiry: {
    type: 'general',
    name: 'Bench Mark',
    email: 'bench@example.org',
    subject: 'Benchmark enquiry',
    message: 'Sent by npm run bench to measure the enquiry route.',
  },
};

/** The booking the bench makes, but for its slot: a service address as every booking needs. */
const BOOKING = {
  serviceType: 'ironing',
  durationHours: 2,
  address: { line1: '1 Bench Road', town: 'Potters Bar', postcode: 'EN6 1AA' },
} as const;

/**
 * Distinct slots the booking rules accept, soonest first: one client cannot book one slot twice (nor
 * two overlapping ones), so each create asks for a new one. The rules decide, not a copy of them here.
 */
export const bookableSlots = (
  count: number,
  now = new Date(),
): { serviceDate: string; serviceTime: string }[] => {
  const slots: { serviceDate: string; serviceTime: string }[] = [];
  const times = ['08:00', '10:00', '12:00', '14:00', '16:00'];
  for (let day = 1; slots.length < count && day <= 366; day += 1) {
    const serviceDate = addDays(todayInLondon(now), day);
    for (const serviceTime of times) {
      if (slots.length < count && checkSlot({ ...BOOKING, serviceDate, serviceTime }, now).length === 0)
        slots.push({ serviceDate, serviceTime });
    }
  }
  if (slots.length < count) throw new Error(`only ${slots.length} bookable slots for ${count} bookings`);
  return slots;
};

export interface LatencyOptions {
  concurrency: number[];
  requests: number;
  warmup: number;
  /** Re-run rows at this concurrency whose p95 ratio exceeds maxRatio, with the CPU profiler on. */
  profile?: { concurrency: number; maxRatio: number };
  onProgress?: (line: string) => void;
}

/** Runs a job and watches the gateway's thread (this one) while it does. */
const watched = async (job: LoadJob) => {
  const before = performance.eventLoopUtilization();
  const result = await runJob(job);
  const used = performance.eventLoopUtilization(before);
  const sent = job.requests + job.warmup;
  return {
    result,
    server: {
      utilisationPercent: round(used.utilization * 100, 0),
      busyMsPerRequest: round(used.active / sent, 2),
    },
  };
};

/**
 * Each route through the local gateway (loopback, real JWT verification, real handlers, DynamoDB
 * Local), and the raw GetItem of one profile item with @aws-sdk/lib-dynamodb against the same
 * DynamoDB Local, at each concurrency, in this one run.
 */
export const measureLatency = async (bench: BenchStack, options: LatencyOptions): Promise<LatencyRow[]> => {
  const { stack, demo } = bench;
  const creators: string[] = [];
  for (let index = 0; index < Math.max(...options.concurrency); index += 1) {
    const person = creator(index);
    const sub = await ensureUser(stack.urls.cognito, stack.pool.userPoolId, {
      ...person,
      password: demo.password,
    });
    // Made by an administrator, so no confirmation trigger writes the profile: written as it would be.
    await saveProfile({ id: sub, ...person, createdAt: new Date().toISOString() });
    creators.push(`Bearer ${(await signIn(stack, person.email, demo.password)).accessToken}`);
  }
  const [client, admin] = await Promise.all([
    signIn(stack, demo.client.email, demo.password),
    signIn(stack, demo.admin.email, demo.password, demo.admin.totpSecret),
  ]);
  const tokens: Record<Exclude<Caller, 'creator'>, string | undefined> = {
    public: undefined,
    client: client.accessToken,
    admin: admin.accessToken,
  };
  const targetFor = ({ route, as }: (typeof MEASURED)[number]): LoadTarget => {
    const definition = routes[route];
    const body = BODIES[route];
    const token = as === 'creator' ? undefined : tokens[as];
    return {
      kind: 'http',
      method: definition.method,
      url: `${stack.urls.api}${definition.path}`,
      headers: {
        // Straight to the gateway, where CloudFront would be (decision 007): with its origin header.
        [ORIGIN_VERIFY_HEADER]: stack.functionEnv.ORIGIN_VERIFY_SECRETS,
        // Every write sends JSON: one body (BODIES) or one per request (`fresh` below).
        ...(definition.method === 'GET' ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      ...(as === 'creator' ? { authorizations: creators } : {}),
      ...('idempotent' in definition && definition.idempotent
        ? { idempotencyHeader: IDEMPOTENCY_HEADER }
        : {}),
      expectStatus: 'successStatus' in definition ? definition.successStatus : 200,
    };
  };
  const getItem: LoadTarget = {
    kind: 'getItem',
    endpoint: stack.urls.dynamo,
    region: REGION,
    credentials: LOCAL_CREDENTIALS,
    table: TABLE_NAME,
    key: profileKey(demo.client.sub) as Record<string, string>,
  };

  // Every booking the section can make (each level, and a profiling re-run of each), in distinct slots.
  const perJob = options.requests + options.warmup;
  const slots = bookableSlots(perJob * options.concurrency.length * 2);
  /** A create-booking target gets slots no earlier job used; other routes send the one body. */
  const fresh = (target: LoadTarget, route: RouteName): LoadTarget =>
    route === 'createBooking' && target.kind === 'http'
      ? {
          ...target,
          bodies: slots.splice(0, perJob).map((slot) => JSON.stringify({ ...BOOKING, ...slot })),
        }
      : target;
  const rows: LatencyRow[] = [];
  for (const concurrency of options.concurrency) {
    const job = (target: LoadTarget): LoadJob => ({
      target,
      concurrency,
      requests: options.requests,
      warmup: options.warmup,
    });
    const base = await watched(job(getItem));
    const baseline = figures(base.result);
    rows.push({ name: GET_ITEM, concurrency, ...baseline, server: base.server });
    options.onProgress?.(`  c=${concurrency} ${GET_ITEM}: p95 ${baseline.p95Ms} ms`);
    for (const measured of MEASURED) {
      const target = targetFor(measured);
      const fn = routes[measured.route].fn;
      const pool = stack.functions.api[fn];
      const coldBefore = pool.stats().coldStarts;
      const run = await watched(job(fresh(target, measured.route)));
      const stats = pool.stats();
      // Work a row leaves behind (the enquiries' mail, sent asynchronously) is not the next row's cost.
      await stack.idle();
      const result = figures(run.result);
      const name = routeKey(routes[measured.route]);
      const row: LatencyRow = {
        name,
        route: measured.route,
        concurrency,
        ...result,
        ratio: {
          p50: round(result.p50Ms / baseline.p50Ms, 2),
          p95: round(result.p95Ms / baseline.p95Ms, 2),
          p99: round(result.p99Ms / baseline.p99Ms, 2),
        },
        function: { name: fn, coldStarts: stats.coldStarts - coldBefore, environments: stats.environments },
        server: run.server,
      };
      options.onProgress?.(
        `  c=${concurrency} ${name}: p95 ${result.p95Ms} ms, ${row.function?.coldStarts} cold starts, gateway thread ${run.server.utilisationPercent}% busy (${describeErrors(result)})`,
      );
      const { profile } = options;
      if (profile && concurrency === profile.concurrency && (row.ratio?.p95 ?? 0) > profile.maxRatio) {
        options.onProgress?.(`    profiling ${name} at c=${concurrency}`);
        row.cpuProfile = await profileWhile(() => runJob(job(fresh(target, measured.route))));
        await stack.idle();
      }
      rows.push(row);
    }
  }
  return rows;
};
