import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { signInLocally } from '../../local/emulators/totp';
import { todayInLondon } from '../../shared/dates';
import { IDEMPOTENCY_HEADER } from '../../shared/http';
import { addDays, weekdayOf } from '../../shared/london-time';
import { routes } from '../../shared/routes';
import * as plan from './faults-plan';

/**
 * A worker thread, off the gateway's event loop: the phase's virtual users, each a closed loop (act,
 * wait `thinkMs`, act again) until time is up, each from a loopback address of its own so the CDN's
 * per-address limits see separate people. A failed write is sent again with the same idempotency key,
 * as the browser does, and counts as acknowledged only on a 2xx.
 */
const job = workerData as plan.FaultsJob;
const attempts: plan.Attempt[] = [];
const writes: plan.WriteAttempt[] = [];
const signIns = { ok: 0, failed: 0 };
const deadline = Date.now() + job.durationMs;
const cdn = new URL(job.cdnUrl);
const agents = new Map<string, Agent>();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const more = () => Date.now() < deadline;
const think = () => sleep(job.thinkMs);

type Options = { body?: unknown; token?: string; key?: string };
type Answer = { status: number; body: unknown };
type Request = [address: string, method: string, path: string, options?: Options];

/** One request through the CDN from `address`, recorded under `op`; status 0 when no answer came. */
const send = (op: string, ...[address, method, path, options = {}]: Request) => {
  const agent = agents.get(address) ?? new Agent({ keepAlive: true, maxSockets: 4 });
  agents.set(address, agent);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const started = performance.now();
  return new Promise<Answer>((resolve) => {
    const call = request(
      {
        host: cdn.hostname,
        port: cdn.port,
        path,
        method,
        agent,
        localAddress: address,
        timeout: 30_000,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.key ? { [IDEMPOTENCY_HEADER]: options.key } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {}
          resolve({ status: response.statusCode ?? 0, body });
        });
        response.on('error', () => resolve({ status: 0, body: undefined }));
      },
    );
    call.on('timeout', () => call.destroy(new Error('timeout')));
    call.on('error', () => resolve({ status: 0, body: undefined }));
    call.end(payload);
  }).then((answer) => {
    const error = answer.body as { code?: unknown; message?: unknown } | undefined;
    const shaped = typeof error?.code === 'string' && typeof error.message === 'string';
    attempts.push({
      op,
      status: answer.status,
      ms: performance.now() - started,
      ...(answer.status >= 500 ? { errorShape: shaped } : {}),
      ...(answer.status >= 500 && !shaped ? { body: JSON.stringify(answer.body)?.slice(0, 120) } : {}),
    });
    return answer;
  });
};

/** A write, sent again after a failure as a person would, with the same idempotency key. */
const write = async (kind: plan.WriteKind, marker: string, ...request: Request) => {
  const record: plan.WriteAttempt = { kind, marker, statuses: [] };
  writes.push(record);
  for (let attempt = 1; attempt <= job.retry.attempts; attempt += 1) {
    if (attempt > 1) await sleep(plan.retryDelayMs(job.retry, attempt));
    const answer = await send(kind, ...request);
    record.statuses.push(answer.status);
    const body = answer.body as { code?: string; id?: string; invoice?: { id?: string } } | undefined;
    if (answer.status >= 200 && answer.status < 300) record.id = body?.invoice?.id ?? body?.id;
    if (!plan.shouldRetry(answer.status, body?.code)) break;
  }
  return record;
};

const signIn = async ({ email = '', password = '', totpSecret }: plan.FaultsUser) => {
  for (let attempt = 1; attempt <= job.retry.attempts; attempt += 1) {
    if (attempt > 1) await sleep(plan.retryDelayMs(job.retry, attempt));
    const { cognito } = job;
    const result = await signInLocally(cognito.url, cognito.clientId, { email, password, totpSecret }).catch(
      () => {},
    );
    if (result?.AccessToken) {
      signIns.ok += 1;
      return result.AccessToken;
    }
  }
  signIns.failed += 1;
};

const toConfirm: string[] = [];
const billable = [...job.billable];
let lastBookingDay = job.firstBookingDay;
const ADDRESS = { line1: '1 Bench Street', town: 'Potters Bar', postcode: 'EN6 1AA' };

/** A person's round: each action in turn, a pause after each, until the phase's time is up. */
const rounds = async (actions: (() => Promise<unknown>)[]) => {
  while (more())
    for (const action of actions) {
      if (!more()) return;
      await action();
      await think();
    }
};

const visitor = (index: number) => {
  let sent = 0;
  return rounds([
    () => {
      const address = plan.visitorAddress(job.phase, index, Math.floor(sent++ / job.enquiriesPerVisitor));
      const key = randomUUID();
      const email = `visitor-${key.slice(0, 13)}@example.org`;
      const message = `Sent by npm run bench (${plan.markerText(key)}).`;
      const body = { type: 'general', name: 'Bench Visitor', email, subject: 'Load and faults', message };
      return write('enquiry', key, address, 'POST', routes.sendEnquiry.path, { key, body });
    },
  ]);
};

/** Each client's own diary: weekday slots from `firstBookingDay` on, two hours each, none overlapping. */
const slots = function* () {
  for (let day = job.firstBookingDay; day < 360; day += 1) {
    const serviceDate = addDays(todayInLondon(), day);
    if (weekdayOf(serviceDate) > 5) continue;
    lastBookingDay = Math.max(lastBookingDay, day);
    for (const serviceTime of ['08:00', '10:00', '12:00', '14:00', '16:00'])
      yield { serviceDate, serviceTime };
  }
};

const client = async (user: plan.FaultsUser, index: number) => {
  const address = plan.userAddress(job.phase, index);
  const token = await signIn(user);
  const diary = slots();
  if (!token) return;
  await rounds([
    async () => {
      const key = randomUUID();
      const slot = diary.next().value;
      const body = {
        serviceType: 'domestic_cleaning',
        ...slot,
        durationHours: 2,
        address: ADDRESS,
        accessNotes: plan.markerText(key),
      };
      const booked = await write('booking', key, address, 'POST', routes.createBooking.path, {
        token,
        key,
        body,
      });
      if (booked.id) toConfirm.push(booked.id);
    },
    () => send('listMyBookings', address, 'GET', routes.listMyBookings.path, { token }),
    () => send('listMyInvoices', address, 'GET', routes.listMyInvoices.path, { token }),
  ]);
};

const admin = async (user: plan.FaultsUser, index: number) => {
  const address = plan.userAddress(job.phase, index);
  const token = await signIn(user);
  if (!token) return;
  const pending = `${routes.listAllBookings.path}?status=pending&limit=20`;
  await rounds([
    () => send('listAllBookings', address, 'GET', pending, { token }),
    async () => {
      // A status change carries no key: sent again, it meets the condition that it is still pending.
      const booking = toConfirm.shift();
      const path = routes.updateBookingStatus.path.replace('{id}', booking ?? '');
      if (booking)
        await write('confirm', booking, address, 'PATCH', path, { token, body: { status: 'confirmed' } });
    },
    async () => {
      const visit = billable.shift();
      const body = { userId: visit?.userId, bookingIds: [visit?.bookingId] };
      const options = { token, key: randomUUID(), body };
      if (visit) await write('invoice', visit.bookingId, address, 'POST', routes.createInvoice.path, options);
    },
    () => send('listAllInvoices', address, 'GET', `${routes.listAllInvoices.path}?limit=20`, { token }),
  ]);
};

const run = async (): Promise<plan.FaultsResult> => {
  const roles = { visitor: (_: plan.FaultsUser, index: number) => visitor(index), client, admin };
  await Promise.all(
    job.users.map(async (user, index) => {
      await sleep((index * job.thinkMs) / job.users.length);
      await roles[user.role](user, index);
    }),
  );
  for (const agent of agents.values()) agent.destroy();
  return { attempts, writes, signIns, lastBookingDay };
};

run().then(
  (result) => parentPort?.postMessage({ ok: true, result }),
  (error: Error) => parentPort?.postMessage({ ok: false, error: error.message }),
);
