import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { editBooking } from '../../lambdas/bookings/admin';
import { createBooking } from '../../lambdas/bookings/book';
import { saveProfile } from '../../lambdas/data/profile';
import { SlotTakenError } from '../../lambdas/lib/errors';
import { ensureUser } from '../../local/emulators/provision';
import { todayInLondon } from '../../shared/dates';
import { addDays, weekdayNear } from '../../shared/london-time';
import { REALTIME_PROTOCOL, type RealtimeMessage } from '../../shared/realtime';
import { CreateBookingSchema } from '../../shared/schemas/booking';
import { type Budgets, type Check, check } from './budgets';
import { percentile } from './latency';
import { accessToken, type BenchStack } from './stack';

export interface RealtimeResult {
  connections: number;
  changes: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

const ADDRESS = { line1: '1 Bench Road', town: 'Potters Bar', postcode: 'EN6 1AA' };
const PASSWORD = 'bench-realtime-pass-1';

interface Listener {
  socket: WebSocket;
  bookingId: string;
  /** Settles when this connection hears a change of its booking (set for each measured change). */
  waiting?: (at: number) => void;
}

/**
 * The live updates' figure (decision 028): how long from a change to the table until a connected client hears of it, with
 * `connections` clients connected, each through the local WebSocket API (its authorizer, `$connect`,
 * the connections in the table) and the stream's second mapping. One change at a time, each to a
 * different client's visit (an office note on it, which the client's topic hears), timed from just
 * before the write to the message's arrival: the write, the stream's poll (a quarter second, as
 * Lambda's), the fan-out's Query and the post through `@connections`.
 */
/**
 * A visit for the bench's client: at `serviceTime`, or, when the latency section's bookings took it
 * (the two share a stack), at the first time the product still offers that day.
 */
const bookAt = async (sub: string, serviceDate: string, serviceTime: string) => {
  const at = (time: string) =>
    createBooking(
      sub,
      CreateBookingSchema.parse({
        serviceType: 'domestic_cleaning',
        serviceDate,
        serviceTime: time,
        durationHours: 2,
        address: ADDRESS,
      }),
      undefined,
    );
  try {
    return await at(serviceTime);
  } catch (error) {
    const free = error instanceof SlotTakenError ? error.freeTimes[0] : undefined;
    if (!free) throw error;
    return at(free);
  }
};

/**
 * Days from today of the first visits: past the weeks the latency section fills with the team's visits
 * (today + 2 to + 47, scripts/bench/latency.ts), as the two share a stack, and within the months
 * bookings open (policy.bookingHorizonMonths).
 */
const FIRST_DAY = 56;

/** The times of a day's visits: apart enough for one member to do two of them. */
const VISIT_TIMES = ['08:00', '10:30', '13:00', '15:30', '10:30'] as const;

export const measureRealtime = async (
  bench: BenchStack,
  budget: Budgets['realtime'],
  progress: (line: string) => void,
): Promise<RealtimeResult> => {
  const { stack } = bench;
  progress(`  realtime: ${budget.connections} clients, each signed in, booked and connected`);
  const today = todayInLondon();
  const listeners: Listener[] = [];
  for (let i = 0; i < budget.connections; i += 1) {
    const email = `bench-live-${i}-${randomUUID().slice(0, 8)}@example.org`;
    const sub = await ensureUser(stack.urls.cognito, stack.pool.userPoolId, {
      email,
      password: PASSWORD,
      fullName: `Bench Live ${i}`,
    });
    await saveProfile({ id: sub, email, fullName: `Bench Live ${i}`, createdAt: new Date().toISOString() });
    // Five visits a day across ten weekdays, at different times of the day, so one member away does
    // not leave a time with nobody free.
    const serviceDate = weekdayNear(addDays(today, FIRST_DAY + (i % 10) * 2));
    const serviceTime = VISIT_TIMES[Math.floor(i / 10) % VISIT_TIMES.length] ?? '10:00';
    const booking = await bookAt(sub, serviceDate, serviceTime);
    const token = await accessToken(stack, email, PASSWORD);
    const socket = new WebSocket(stack.urls.realtime, [REALTIME_PROTOCOL, token]);
    const listener: Listener = { socket, bookingId: booking.id };
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('unexpected-response', (_request, response) =>
        reject(new Error(`connection refused with ${response.statusCode}`)),
      );
      socket.once('error', reject);
    });
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as RealtimeMessage;
      if (message.type === 'change' && message.id === listener.bookingId)
        listener.waiting?.(performance.now());
    });
    listeners.push(listener);
  }
  // The bookings' own changes reach their clients first; let them go by before measuring.
  await stack.idle();

  const heardMs: number[] = [];
  try {
    for (let round = 0; round < budget.warmupChanges + budget.changes; round += 1) {
      const listener = listeners[round % listeners.length] as Listener;
      const heard = new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('a change was not heard within 10 s')), 10_000);
        listener.waiting = (at) => {
          clearTimeout(timer);
          listener.waiting = undefined;
          resolve(at);
        };
      });
      const started = performance.now();
      await editBooking(listener.bookingId, { internalNotes: `Bench round ${round}` });
      const at = await heard;
      if (round >= budget.warmupChanges) heardMs.push(at - started);
    }
  } finally {
    for (const { socket } of listeners) socket.close(1000, 'Bench done');
  }
  const round1 = (value: number) => Math.round(value * 10) / 10;
  const result = {
    connections: listeners.length,
    changes: heardMs.length,
    p50Ms: round1(percentile(heardMs, 50)),
    p95Ms: round1(percentile(heardMs, 95)),
    maxMs: round1(Math.max(...heardMs)),
  };
  progress(`  realtime: p50 ${result.p50Ms} ms, p95 ${result.p95Ms} ms over ${result.changes} changes`);
  return result;
};

export const realtimeChecks = (result: RealtimeResult, budget: Budgets['realtime']): Check[] => [
  check(
    'realtime',
    `a change heard by 1 of ${budget.connections} connected clients`,
    'p95 ms',
    result.p95Ms,
    budget.maxP95Ms,
    'max',
  ),
  check('realtime', 'changes heard', 'count', result.changes, budget.changes, 'equal'),
];
