import { londonInstant, londonParts } from '../../shared/london-time';
import { REMINDER } from '../../shared/notices';
import { ACTIVE_STATUSES, type Booking } from '../../shared/schemas/booking';
import { bookingCheck, toBooking } from '../data/booking';
import { noticePut } from '../data/notice';
import { getProfiles } from '../data/profile';
import { queryAll } from '../data/query';
import { byDate, LISTS } from '../data/table';
import { takesTexts, textNoticePut } from '../data/text-notice';
import { cancellationReasons } from '../data/transaction';
import { writeTransaction } from '../data/write';

/**
 * The reminder sweep (decision 011): no reminder is stored ahead of time. Every run of the sender's
 * schedule reads the by-date index for the active visits that start within
 * (now + lead − lookback, now + lead] and writes each one's reminder notice, whose id is fixed per visit
 * and time (`reminder-<booking>-<scheduleVersion>`): a second sweep, or an overlapping window, adds
 * nothing; a moved visit has a new version, so a reminder for its new time; a cancelled one is not
 * active when the sweep reads it.
 */

const HOUR_MS = 3_600_000;

/** The fixed id of a visit's reminder at its current time. */
export const reminderId = (booking: Pick<Booking, 'id' | 'scheduleVersion'>): string =>
  `reminder-${booking.id}-${booking.scheduleVersion}`;

/** The fixed id of its text, written with it for a client who takes texts. */
export const textReminderId = (booking: Pick<Booking, 'id' | 'scheduleVersion'>): string =>
  `reminder-sms-${booking.id}-${booking.scheduleVersion}`;

/** The instants a sweep at `now` covers: visits starting after `from` and at or before `to`. */
export const reminderWindow = (now: Date): { from: Date; to: Date } => {
  const to = new Date(now.getTime() + REMINDER.leadHours * HOUR_MS);
  return { from: new Date(to.getTime() - REMINDER.lookbackHours * HOUR_MS), to };
};

/**
 * The by-date index's keys (`<London date>T<time>#<id>`) that can hold a visit in the window. London's
 * wall clock repeats an hour in October and skips one in March, so the key range is an hour wider on
 * each side and `inWindow` decides by instant.
 */
export const reminderKeyRange = (now: Date): { lower: string; upper: string } => {
  const { from, to } = reminderWindow(now);
  const wall = (instant: Date) => {
    const parts = londonParts(instant);
    return `${parts.date}T${parts.time}`;
  };
  return {
    lower: wall(new Date(from.getTime() - HOUR_MS)),
    // Every key of the last minute sorts below `<time>#` followed by the top character.
    upper: `${wall(new Date(to.getTime() + HOUR_MS))}#\uffff`,
  };
};

/** Whether the visit starts within the sweep's window, by real instants. */
export const inWindow = (booking: Pick<Booking, 'serviceDate' | 'serviceTime'>, now: Date): boolean => {
  const { from, to } = reminderWindow(now);
  const start = londonInstant(booking.serviceDate, booking.serviceTime).getTime();
  return start > from.getTime() && start <= to.getTime();
};

/**
 * Whether a visit should have a reminder: active, and its time set at least the lead before it starts
 * (one booked or moved for tomorrow morning has just had its confirmation; a reminder would repeat it).
 */
export const wantsReminder = (booking: Booking): boolean => {
  if (!ACTIVE_STATUSES.includes(booking.status)) return false;
  const setAt = Date.parse(booking.rescheduledFrom?.at ?? booking.createdAt);
  const start = londonInstant(booking.serviceDate, booking.serviceTime).getTime();
  return start - setAt >= REMINDER.leadHours * HOUR_MS;
};

export interface SweepOutcome {
  /** Visits in the window that want a reminder. */
  due: number;
  /** Reminders written by this sweep (the rest were written before, or the visit changed meanwhile). */
  written: number;
  /** Clients who turned reminders off. */
  optedOut: number;
  /** Of those written, the reminders that also go as a text. */
  texts: number;
}

/** Writes the reminders due at `now`; safe to run as often as wanted. */
export const sweepReminders = async (now: Date = new Date()): Promise<SweepOutcome> => {
  const { lower, upper } = reminderKeyRange(now);
  const items = await queryAll({
    IndexName: byDate.name,
    KeyConditionExpression: '#pk = :list AND #sk BETWEEN :lower AND :upper',
    ExpressionAttributeNames: { '#pk': byDate.partitionKey, '#sk': byDate.sortKey, '#entity': 'entity' },
    ExpressionAttributeValues: {
      ':list': LISTS.bookings,
      ':lower': lower,
      ':upper': upper,
      ':booking': 'booking',
    },
    FilterExpression: '#entity = :booking',
  });
  const bookings = items.map(toBooking).filter((booking) => inWindow(booking, now) && wantsReminder(booking));
  const profiles = await getProfiles(bookings.map((booking) => booking.userId));
  const outcome: SweepOutcome = { due: bookings.length, written: 0, optedOut: 0, texts: 0 };
  for (const booking of bookings) {
    const profile = profiles.get(booking.userId);
    if (profile?.reminders === 'none') {
      outcome.optedOut += 1;
      continue;
    }
    const text = takesTexts(profile);
    if (await writeReminder(booking, now, text)) {
      outcome.written += 1;
      if (text) outcome.texts += 1;
    }
  }
  return outcome;
};

/**
 * The reminder (and its text, for a client who takes texts) and a check that the visit is still
 * active at the time read, in one transaction: a visit cancelled or moved since the query gets no
 * reminder for a time it no longer has. Both ids are fixed, so a second sweep writes neither; a client
 * who turns texts on after their reminder was written gets the mail alone.
 */
const writeReminder = async (booking: Booking, now: Date, text: boolean): Promise<boolean> => {
  try {
    await writeTransaction([
      bookingCheck(booking.id, { statuses: ACTIVE_STATUSES, scheduleVersion: booking.scheduleVersion }),
      noticePut(
        {
          kind: 'visit-reminder',
          id: reminderId(booking),
          userId: booking.userId,
          subject: { type: 'booking', id: booking.id },
          facts: { booking },
        },
        now,
      ),
      ...(text ? [textNoticePut('visit-reminder', booking, { id: textReminderId(booking), now })] : []),
    ]);
    return true;
  } catch (error) {
    // Written by an earlier sweep, or the visit changed since the query: nothing to do either way.
    if (cancellationReasons(error)) return false;
    throw error;
  }
};
