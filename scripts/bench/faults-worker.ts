import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { totpCode } from '../../local/emulators/totp';
import { todayInLondon } from '../../shared/dates';
import { IDEMPOTENCY_HEADER } from '../../shared/http';
import { addDays, weekdayOf } from '../../shared/london-time';
import { routes } from '../../shared/routes';
import {
  type Attempt,
  markerText,
  retryDelayMs,
  shouldRetry,
  userAddress,
  visitorAddress,
  type WriteAttempt,
  type WriteKind,
} from './faults-plan';
import type { FaultsJob, FaultsResult, FaultsUser } from './faults-types';

/**
 * Runs in a worker thread, off the event loop the local gateway and CDN run on: the phase's virtual
 * users, each a closed loop (act, wait `thinkMs`, act again) until the phase's time is up. Each user
 * connects from a loopback address of its own, so the CDN's per-address limits see separate clients.
 * A write that fails is sent again with the same idempotency key, as the browser does (bounded, with
 * backoff), and counts as acknowledged only when a 2xx came back.
 */
const job = workerData as FaultsJob;
const attempts: Attempt[] = [];
const writes: WriteAttempt[] = [];
const signIns = { ok: 0, failed: 0 };
const deadline = Date.now() + job.durationMs;
const cdn = new URL(job.cdnUrl);
const agents = new Map<string, Agent>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  status: number;
  body: unknown;
}

/** One request through the CDN from `address`; status 0 when no answer came. */
const send = (
  address: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; key?: string } = {},
): Promise<Answer> => {
  let agent = agents.get(address);
  if (!agent) {
    agent = new Agent({ keepAlive: true, maxSockets: 4 });
    agents.set(address, agent);
  }
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve) => {
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
          let body: unknown;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {
            body = text;
          }
          resolve({ status: response.statusCode ?? 0, body });
        });
        response.on('error', () => resolve({ status: 0, body: undefined }));
      },
    );
    call.on('timeout', () => call.destroy(new Error('timeout')));
    call.on('error', () => resolve({ status: 0, body: undefined }));
    call.end(payload);
  });
};

const isErrorShape = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { code?: unknown }).code === 'string' &&
  typeof (body as { message?: unknown }).message === 'string';

/** Sends, and records the answer under `op`. */
const timed = async (
  op: string,
  address: string,
  method: string,
  path: string,
  options: Parameters<typeof send>[3] = {},
): Promise<Answer> => {
  const started = performance.now();
  const answer = await send(address, method, path, options);
  const shaped = isErrorShape(answer.body);
  attempts.push({
    op,
    status: answer.status,
    ms: performance.now() - started,
    ...(answer.status >= 500 ? { errorShape: shaped } : {}),
    ...(answer.status >= 500 && !shaped ? { body: JSON.stringify(answer.body)?.slice(0, 120) } : {}),
  });
  return answer;
};

/** A write, sent again after a failure as a person would, with the same idempotency key. */
const write = async (
  kind: WriteKind,
  marker: string,
  address: string,
  method: string,
  path: string,
  options: Parameters<typeof send>[3],
  extra: Partial<WriteAttempt> = {},
): Promise<WriteAttempt & { answer?: Answer }> => {
  const record: WriteAttempt = { kind, marker, statuses: [], ...extra };
  writes.push(record);
  let answer: Answer | undefined;
  for (let attempt = 1; attempt <= job.retry.attempts; attempt += 1) {
    if (attempt > 1) await sleep(retryDelayMs(job.retry, attempt));
    answer = await timed(kind, address, method, path, options);
    record.statuses.push(answer.status);
    const code = (answer.body as { code?: string } | undefined)?.code;
    if (!shouldRetry(answer.status, code)) break;
  }
  if (answer && answer.status >= 200 && answer.status < 300) {
    const body = answer.body as { id?: string; invoice?: { id?: string } };
    record.id = body.invoice?.id ?? body.id;
  }
  return { ...record, answer };
};

const signIn = async (user: FaultsUser): Promise<string | undefined> => {
  for (let attempt = 1; attempt <= job.retry.attempts; attempt += 1) {
    if (attempt > 1) await sleep(retryDelayMs(job.retry, attempt));
    try {
      const response = await fetch(job.cognito.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        },
        body: JSON.stringify({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: job.cognito.clientId,
          AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
        }),
      });
      let body = (await response.json()) as {
        AuthenticationResult?: { AccessToken?: string };
        ChallengeName?: string;
        Session?: string;
      };
      if (body.ChallengeName === 'SOFTWARE_TOKEN_MFA' && user.totpSecret) {
        const answered = await fetch(job.cognito.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-amz-json-1.1',
            'x-amz-target': 'AWSCognitoIdentityProviderService.RespondToAuthChallenge',
          },
          body: JSON.stringify({
            ClientId: job.cognito.clientId,
            ChallengeName: 'SOFTWARE_TOKEN_MFA',
            Session: body.Session,
            ChallengeResponses: { USERNAME: user.email, SOFTWARE_TOKEN_MFA_CODE: totpCode(user.totpSecret) },
          }),
        });
        body = (await answered.json()) as typeof body;
      }
      const token = body.AuthenticationResult?.AccessToken;
      if (token) {
        signIns.ok += 1;
        return token;
      }
    } catch {
      // cognito-local is not faulted; a failure here is counted below.
    }
  }
  signIns.failed += 1;
  return undefined;
};

const more = () => Date.now() < deadline;
const think = () => sleep(job.thinkMs);

/** Bookings the clients made, for the admins to confirm. */
const toConfirm: string[] = [];
const billable = [...job.billable];

const visitor = async (index: number) => {
  let sent = 0;
  while (more()) {
    const visitorNumber = Math.floor(sent / job.enquiriesPerVisitor);
    const address = visitorAddress(job.phase, index, visitorNumber);
    const key = randomUUID();
    await write('enquiry', key, address, 'POST', routes.sendEnquiry.path, {
      key,
      body: {
        type: 'general',
        name: 'Bench Visitor',
        email: `visitor-${key.slice(0, 13)}@example.org`,
        subject: 'Load and faults',
        message: `Sent by npm run bench (${markerText(key)}).`,
      },
    });
    sent += 1;
    await think();
  }
};

/** Each client's own diary: weekday slots from `firstBookingDay` on, two hours each, none overlapping. */
const TIMES = ['08:00', '10:00', '12:00', '14:00', '16:00'];
let lastBookingDay = job.firstBookingDay;

const slots = function* (first: number) {
  const today = todayInLondon();
  for (let day = first; day < 360; day += 1) {
    const date = addDays(today, day);
    if (weekdayOf(date) > 5) continue;
    lastBookingDay = Math.max(lastBookingDay, day);
    for (const time of TIMES) yield { serviceDate: date, serviceTime: time };
  }
};

const client = async (user: FaultsUser, index: number) => {
  const address = userAddress(job.phase, index);
  const token = await signIn(user);
  if (!token) return;
  const diary = slots(job.firstBookingDay);
  while (more()) {
    const slot = diary.next();
    if (slot.done) break;
    const key = randomUUID();
    const booked = await write('booking', key, address, 'POST', routes.createBooking.path, {
      token,
      key,
      body: {
        serviceType: 'domestic_cleaning',
        ...slot.value,
        durationHours: 2,
        address: { line1: '1 Bench Street', town: 'Potters Bar', postcode: 'EN6 1AA' },
        accessNotes: markerText(key),
      },
    });
    if (booked.id) toConfirm.push(booked.id);
    await think();
    if (!more()) break;
    await timed('listMyBookings', address, 'GET', routes.listMyBookings.path, { token });
    await think();
    if (!more()) break;
    await timed('listMyInvoices', address, 'GET', routes.listMyInvoices.path, { token });
    await think();
  }
};

const admin = async (user: FaultsUser, index: number) => {
  const address = userAddress(job.phase, index);
  const token = await signIn(user);
  if (!token) return;
  while (more()) {
    await timed('listAllBookings', address, 'GET', `${routes.listAllBookings.path}?status=pending&limit=20`, {
      token,
    });
    await think();
    const booking = toConfirm.shift();
    if (booking && more()) {
      // A status change carries no key: sent again, it meets the condition that it is still pending.
      await write(
        'confirm',
        booking,
        address,
        'PATCH',
        routes.updateBookingStatus.path.replace('{id}', booking),
        { token, body: { status: 'confirmed' } },
      );
      await think();
    }
    const visit = billable.shift();
    if (visit && more()) {
      const key = randomUUID();
      await write(
        'invoice',
        visit.bookingId,
        address,
        'POST',
        routes.createInvoice.path,
        { token, key, body: { userId: visit.userId, bookingIds: [visit.bookingId] } },
        { bookingId: visit.bookingId },
      );
      await think();
    }
    if (!more()) break;
    await timed('listAllInvoices', address, 'GET', `${routes.listAllInvoices.path}?limit=20`, { token });
    await think();
  }
};

const run = async (): Promise<FaultsResult> => {
  // Stagger the start a little, as people do not all click at the same instant.
  await Promise.all(
    job.users.map(async (user, index) => {
      await sleep((index * job.thinkMs) / Math.max(1, job.users.length));
      if (user.role === 'visitor') return visitor(index);
      if (user.role === 'client') return client(user, index);
      return admin(user, index);
    }),
  );
  for (const agent of agents.values()) agent.destroy();
  return { attempts, writes, signIns, lastBookingDay };
};

run().then(
  (result) => parentPort?.postMessage({ ok: true, result }),
  (error: Error) => parentPort?.postMessage({ ok: false, error: error.message }),
);
