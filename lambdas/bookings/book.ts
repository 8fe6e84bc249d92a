import { randomUUID } from 'node:crypto';
import { estimateVisit } from '../../shared/booking-price';
import { checkSlot } from '../../shared/booking-rules';
import { seriesDates, seriesRunsPastHorizon } from '../../shared/booking-series';
import { formatDate } from '../../shared/dates';
import { minutesOf } from '../../shared/london-time';
import {
  ACTIVE_STATUSES,
  type Booking,
  type CreateBooking,
  type CreateSeries,
  type Series,
} from '../../shared/schemas/booking';
import { bookingItem, toBooking } from '../data/booking';
import { findReplay, type Idempotency, requestHash, transactOnce } from '../data/idempotency';
import { ACCOUNT_GONE, getProfile, profileExists, saveAddress } from '../data/profile';
import { seriesPut } from '../data/series';
import { mustBeNew } from '../data/table';
import { failedCondition, lostRace } from '../data/transaction';
import { env } from '../lib/env';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors';
import { countEvent } from '../lib/metrics';
import { bookingNoticePut, diaryUpdate, diaryVersion, listUserBookingItems } from './repository';

type Visit = Pick<Booking, 'serviceDate' | 'serviceTime' | 'durationHours'>;

const endOf = (visit: Visit) => minutesOf(visit.serviceTime) + visit.durationHours * 60;

/** Two visits overlap when they share a date and each starts before the other ends. */
export const overlaps = (a: Visit, b: Visit): boolean =>
  a.serviceDate === b.serviceDate &&
  minutesOf(a.serviceTime) < endOf(b) &&
  minutesOf(b.serviceTime) < endOf(a);

/** Another of the client's active visits a new or moved one would overlap. */
export const clashIn = (diary: Booking[], visit: Visit & { id?: string }): Booking | undefined =>
  diary.find(
    (other) => other.id !== visit.id && ACTIVE_STATUSES.includes(other.status) && overlaps(other, visit),
  );

export const clashMessage = (clash: Booking) =>
  `You already have a visit on ${formatDate(clash.serviceDate)} at ${clash.serviceTime}. Please choose another time.`;

/** Attempts at a write that another of the same client's writes moved the diary under. */
const DIARY_ATTEMPTS = 4;

/**
 * The notices of a new booking (issue 16), written with it: the client's "we have your request" and the
 * office's alert. A series is one pair listing its visits, not a pair per visit.
 */
const requestNotices = (visits: Booking[], client: { name: string; email: string } | undefined) => {
  const [first] = visits;
  if (!first) return [];
  const facts =
    first.seriesId && first.frequency
      ? {
          booking: first,
          series: {
            frequency: first.frequency,
            visits: visits.map(({ serviceDate, serviceTime }) => ({ serviceDate, serviceTime })),
          },
        }
      : { booking: first };
  return [
    bookingNoticePut('booking-requested', first, facts),
    // The office's alert says who asked: the client's name and address as their profile has them now.
    bookingNoticePut('booking-alert', first, client ? { ...facts, client } : facts),
  ];
};

/**
 * Writes a client's new visits with everything that must hold at once: none overlaps another of their
 * active visits (checked against the diary, whose version the same transaction moves on, so two
 * concurrent requests cannot both pass the check), and a retried request writes nothing new.
 */
const writeVisits = async <T>(
  userId: string,
  visits: Booking[],
  extra: Record<string, unknown>[],
  response: T,
  idempotency: Idempotency | undefined,
): Promise<T> => {
  if (idempotency) {
    const first = await findReplay<T>(idempotency.scope, idempotency.key, idempotency.hash);
    if (first !== undefined) return first;
  }
  const profile = await getProfile(userId);
  if (!profile) throw new NotFoundError(ACCOUNT_GONE);
  const clientSearch = `${profile.fullName} ${profile.email}`.toLowerCase();
  for (let attempt = 0; attempt < DIARY_ATTEMPTS; attempt += 1) {
    const version = await diaryVersion(userId);
    const diary = (await listUserBookingItems(userId)).map(toBooking);
    for (const visit of visits) {
      const clash = clashIn(diary, visit);
      if (clash) throw new ValidationError([{ path: 'serviceTime', message: clashMessage(clash) }]);
    }
    const puts = visits.map((visit) => ({
      Put: {
        TableName: env().TABLE_NAME,
        Item: bookingItem(visit, clientSearch),
        ...mustBeNew,
      },
    }));
    const client = { name: profile.fullName, email: profile.email };
    // The profile is checked first (an erasure may have deleted it since the read above); the diary is last.
    const items = [
      profileExists(userId),
      ...puts,
      ...extra,
      ...requestNotices(visits, client),
      diaryUpdate(userId, version),
    ];
    try {
      return (await transactOnce(items, response, idempotency)).response;
    } catch (error) {
      if (failedCondition(error, 0)) throw new NotFoundError(ACCOUNT_GONE);
      if (!lostRace(error, items.length - 1)) throw error;
    }
  }
  throw new ConflictError('Your bookings changed while this one was being made. Please try again.', 'busy');
};

const newVisit = (userId: string, input: CreateBooking, serviceDate: string, now: Date): Booking => {
  const { saveAddress: _save, ...details } = input;
  const estimate = estimateVisit({ ...details, serviceDate });
  return {
    ...details,
    id: randomUUID(),
    userId,
    serviceDate,
    status: 'pending',
    createdAt: now.toISOString(),
    ...(estimate ? { estimate } : {}),
    scheduleVersion: 0,
  };
};

const checked = (input: CreateBooking, now: Date) => {
  const issues = checkSlot(input, now);
  if (issues.length > 0) throw new ValidationError(issues);
};

const scope = (route: string, userId: string, key: string | undefined, request: unknown) =>
  key ? { scope: `${route}#${userId}`, key, hash: requestHash(request) } : undefined;

export const createBooking = async (
  userId: string,
  input: CreateBooking,
  idempotencyKey: string | undefined,
  now = new Date(),
): Promise<Booking> => {
  checked(input, now);
  const visit = newVisit(userId, input, input.serviceDate, now);
  const booking = await writeVisits(
    userId,
    [visit],
    [],
    visit,
    scope('createBooking', userId, idempotencyKey, input),
  );
  if (input.saveAddress) await saveAddress(userId, input.address);
  countEvent('BookingCreated');
  return booking;
};

export const createSeries = async (
  userId: string,
  input: CreateSeries,
  idempotencyKey: string | undefined,
  now = new Date(),
): Promise<Series> => {
  const { frequency, visits: count, until, ...first } = input;
  checked(first, now);
  const end = { visits: count, until };
  if (seriesRunsPastHorizon(first.serviceDate, frequency, end, now))
    throw new ValidationError([
      {
        path: count === undefined ? 'until' : 'visits',
        message:
          'A series can run at most 12 months ahead. Please choose fewer visits or an earlier end date.',
      },
    ]);
  const id = randomUUID();
  const visits = seriesDates(first.serviceDate, frequency, end, now).map((date) => ({
    ...newVisit(userId, first, date, now),
    seriesId: id,
    frequency,
    estimate: estimateVisit({ ...first, serviceDate: date }, frequency),
  }));
  const series: Series = { id, userId, frequency, status: 'active', createdAt: now.toISOString(), visits };
  const created = await writeVisits(
    userId,
    visits,
    [seriesPut({ id, userId, frequency, status: 'active', createdAt: series.createdAt })],
    series,
    scope('createSeries', userId, idempotencyKey, input),
  );
  if (input.saveAddress) await saveAddress(userId, input.address);
  countEvent('BookingCreated');
  return created;
};
