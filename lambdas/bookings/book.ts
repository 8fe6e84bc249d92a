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
import { diaryUpdate, diaryVersion } from '../data/diary';
import { findReplay, type Idempotency, requestHash, transactOnce } from '../data/idempotency';
import { ACCOUNT_GONE, getProfile, profileExists, saveAddress } from '../data/profile';
import { seriesPut } from '../data/series';
import { getBookingSettings } from '../data/settings';
import { diaryStamps, monthOf, staffMonthWrite } from '../data/staff-month';
import { mustBeNew } from '../data/table';
import { failedCondition, lostRace } from '../data/transaction';
import { env } from '../lib/env';
import { AppError, ConflictError, NotFoundError, SlotTakenError, ValidationError } from '../lib/errors';
import { countEvent } from '../lib/metrics';
import { freeTimes, planSeries, slotTakenMessage, visitsByMember } from './availability';
import { bookingNoticePut, listUserBookingItems } from './repository';
import { monthVisit } from './staff-days';

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
 * The notices of a new booking, written with it: the client's "we have your request" (or,
 * when it is confirmed at once, their confirmation) and the office's alert. A series is one pair
 * listing its visits, not a pair per visit.
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
    bookingNoticePut(first.status === 'confirmed' ? 'booking-confirmed' : 'booking-requested', first, facts),
    // The office's alert says who asked: the client's name and address as their profile has them now.
    bookingNoticePut('booking-alert', first, client ? { ...facts, client } : facts),
  ];
};

/** What a new visit needs of the team: who may be asked for, and dates the client agreed to go without. */
interface Staffing {
  requestedStaffId?: string;
  skipDates?: readonly string[];
}

/** DynamoDB's limit of items in one transaction. */
const TRANSACTION_ITEMS = 100;

/**
 * Gives each new visit to the best match who is free (shared/staff-rules.ts coverSeries,
 * from the members' months read consistently), confirmed at once unless the office confirms this
 * service by hand. Nobody free for a single visit is 409 `slot_taken` with the times still free that
 * day; a series date nobody can take that the client did not agree to go without is 409
 * `series_not_covered` naming the dates. Answers the visits as they will be written, and the writes
 * of the members' months.
 */
const staffVisits = async (userId: string, visits: Booking[], staffing: Staffing, now: Date) => {
  const [first] = visits;
  if (!first) return { staffed: [], monthWrites: [] };
  const slot = { ...first, postcode: first.address?.postcode ?? '' };
  const skip = new Set(staffing.skipDates ?? []);
  const wanted = visits.filter((visit) => !skip.has(visit.serviceDate));
  if (wanted.length === 0)
    throw new ValidationError([{ path: 'skipDates', message: 'That leaves no visits to book' }]);
  const dates = wanted.map((visit) => visit.serviceDate);
  const [plan, settings] = await Promise.all([
    planSeries(userId, slot, dates, staffing.requestedStaffId, true),
    getBookingSettings(),
  ]);
  if (plan.uncovered.length > 0) {
    if (!first.seriesId) {
      const [day] = freeTimes(slot, dates, plan.team, visitsByMember(plan.months), { visits: [] }, now);
      const free = (day?.times ?? []).map((time) => time.serviceTime);
      throw new SlotTakenError(slotTakenMessage(first.serviceDate, first.serviceType, free), free);
    }
    throw new AppError(
      409,
      'series_not_covered',
      `Nobody is free for ${plan.uncovered.length === 1 ? 'one of these visits' : `${plan.uncovered.length} of these visits`}. Please look at the dates again before you book.`,
      plan.uncovered.map((date) => ({ path: 'skipDates', message: `Nobody is free on ${formatDate(date)}` })),
    );
  }
  const status = settings.confirmByHand.includes(first.serviceType) ? 'pending' : 'confirmed';
  const members = new Map(plan.team.map((member) => [member.id, member]));
  const given = new Map(plan.covered.map((cover) => [cover.serviceDate, cover.staffId]));
  const staffed = wanted.map((visit): Booking => {
    const member = members.get(given.get(visit.serviceDate) ?? '');
    return member ? { ...visit, status, staffId: member.id, staffName: member.name } : visit;
  });
  // One write per member's month, adding every visit of theirs in it.
  const monthWrites = [...plan.months].flatMap(([staffId, months]) =>
    months.flatMap((month) => {
      const add = staffed
        .filter((visit) => visit.staffId === staffId && monthOf(visit.serviceDate) === month.month)
        .map(monthVisit);
      return add.length > 0 ? [staffMonthWrite(month, { add })] : [];
    }),
  );
  return { staffed, monthWrites };
};

/**
 * Writes a client's new visits with everything that must hold at once: none overlaps another of their
 * active visits (checked against the diary, whose version the same transaction moves on, so two
 * concurrent requests cannot both pass the check); each is given to someone free, whose months move on
 * in the same transaction (two clients racing for one person's last slot: one wins, the other reads
 * again and is told what is still free); and a retried request writes nothing new.
 */
const writeVisits = async <T>(
  userId: string,
  visits: Booking[],
  extra: Record<string, unknown>[],
  response: (staffed: Booking[]) => T,
  idempotency: Idempotency | undefined,
  staffing: Staffing,
  now: Date,
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
    const { staffed, monthWrites } = await staffVisits(userId, visits, staffing, now);
    const puts = staffed.map((visit) => ({
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
      ...requestNotices(staffed, client),
      ...monthWrites,
      diaryUpdate(userId, version),
    ];
    // Each member whose months move on gets a new diary stamp, after the items whose places say who lost.
    const stamps = diaryStamps(monthWrites);
    if (items.length + stamps.length + (idempotency ? 1 : 0) > TRANSACTION_ITEMS)
      throw new ValidationError([
        {
          path: 'visits',
          message: 'Too many visits to book at once. Please book fewer and add the rest later.',
        },
      ]);
    try {
      return (await transactOnce([...items, ...stamps], response(staffed), idempotency)).response;
    } catch (error) {
      if (failedCondition(error, 0)) throw new NotFoundError(ACCOUNT_GONE);
      // The months, the diary and the stamps: someone else's write got there first; read again.
      const months = items.length - 1 - monthWrites.length;
      const lost = Array.from(
        { length: monthWrites.length + 1 + stamps.length },
        (_, index) => months + index,
      );
      if (!lost.some((index) => lostRace(error, index))) throw error;
    }
  }
  throw new ConflictError('Your bookings changed while this one was being made. Please try again.', 'busy');
};

const newVisit = (userId: string, input: CreateBooking, serviceDate: string, now: Date): Booking => {
  const { saveAddress: _save, staffId: _asked, ...details } = input;
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
    ([staffed]) => staffed ?? visit,
    scope('createBooking', userId, idempotencyKey, input),
    { requestedStaffId: input.staffId },
    now,
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
  const { frequency, visits: count, until, skipDates, ...first } = input;
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
  const createdAt = now.toISOString();
  const created = await writeVisits(
    userId,
    visits,
    [seriesPut({ id, userId, frequency, status: 'active', createdAt })],
    (staffed): Series => ({ id, userId, frequency, status: 'active', createdAt, visits: staffed }),
    scope('createSeries', userId, idempotencyKey, input),
    { requestedStaffId: first.staffId, skipDates },
    now,
  );
  if (input.saveAddress) await saveAddress(userId, input.address);
  countEvent('BookingCreated');
  return created;
};
