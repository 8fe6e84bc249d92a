import { addDays, londonInstant, londonParts } from '../../shared/london-time';
import type { Booking } from '../../shared/schemas/booking';
import type { ErrorIssue } from '../../shared/schemas/error';
import { VISIT_DAY } from '../../shared/visit-day';

/**
 * The rules of a visit's day (shared/visit-day.ts), as plain functions of the booking and the
 * clock: whether its member may see it, what they may do now and, when not, why. The service reads the
 * booking, asks these, and writes under conditions that hold the same answer.
 */

export type VisitAction = 'onMyWay' | 'checkIn' | 'tick' | 'checkOut';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Whole days from one calendar date to another (negative when `to` is earlier). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / DAY_MS);

/** Whether a visit on `serviceDate` is in its member's sight on `today`: the day before until the day after. */
export const inSight = (serviceDate: string, today: string): boolean =>
  Math.abs(daysBetween(today, serviceDate)) <= VISIT_DAY.seeDaysAround;

/** When "on my way" and check-in open: VISIT_DAY.actEarlyHours before the booked start. */
export const actionsOpenAt = (booking: Pick<Booking, 'serviceDate' | 'serviceTime'>): Date =>
  new Date(
    londonInstant(booking.serviceDate, booking.serviceTime).getTime() - VISIT_DAY.actEarlyHours * HOUR_MS,
  );

export interface Refusal {
  code: string;
  message: string;
}

export const refusals = {
  cancelled: { code: 'visit_cancelled', message: 'This visit has been cancelled.' },
  completed: { code: 'visit_completed', message: 'This visit is already finished.' },
  pending: {
    code: 'visit_not_confirmed',
    message: 'This visit is not confirmed yet. The office will confirm it first.',
  },
  checkedIn: { code: 'already_checked_in', message: 'You have already checked in to this visit.' },
  onTheWay: { code: 'already_on_the_way', message: 'The client already knows you are on the way.' },
  notCheckedIn: { code: 'not_checked_in', message: 'Please check in to the visit first.' },
  notToday: { code: 'not_today', message: 'This can be done on the day of the visit only.' },
  tooEarly: (opens: Date) => ({
    code: 'too_early',
    message: `This opens ${VISIT_DAY.actEarlyHours} hours before the visit starts, at ${londonParts(opens).time}.`,
  }),
} as const;

/**
 * Why the member may not do `action` to the visit now, or undefined when they may. "On my way" and
 * check-in: a confirmed visit of today (London) not checked in, from actEarlyHours before its start
 * (a member running late still checks in); "on my way" once. Ticking and check-out: between check-in
 * and check-out, whatever the hour (a babysitting visit may end after midnight).
 */
export const refusalOf = (booking: Booking, action: VisitAction, now: Date): Refusal | undefined => {
  if (booking.status === 'cancelled') return refusals.cancelled;
  if (booking.status === 'completed') return refusals.completed;
  if (booking.status === 'pending') return refusals.pending;
  const visit = booking.visit ?? {};
  if (action === 'tick' || action === 'checkOut')
    return visit.actualStart ? undefined : refusals.notCheckedIn;
  if (visit.actualStart) return refusals.checkedIn;
  if (action === 'onMyWay' && visit.onMyWayAt) return refusals.onTheWay;
  if (booking.serviceDate !== londonParts(now).date) return refusals.notToday;
  const opens = actionsOpenAt(booking);
  return now < opens ? refusals.tooEarly(opens) : undefined;
};

/** What the member may do now: the buttons their day shows. */
export const allowedNow = (booking: Booking, now: Date): Record<VisitAction, boolean> => ({
  onMyWay: !refusalOf(booking, 'onMyWay', now),
  checkIn: !refusalOf(booking, 'checkIn', now),
  tick: !refusalOf(booking, 'tick', now),
  checkOut: !refusalOf(booking, 'checkOut', now),
});

/**
 * The office's times for a visit (London wall-clock on its date; an end before the start is the next
 * day's), with what is wrong with them at `now`: neither may be in the future.
 */
export const attendanceTimes = (
  serviceDate: string,
  times: { startTime: string; endTime: string },
  now: Date,
): { start: Date; end: Date; issues: ErrorIssue[] } => {
  const start = londonInstant(serviceDate, times.startTime);
  const endDate = times.endTime < times.startTime ? addDays(serviceDate, 1) : serviceDate;
  const end = londonInstant(endDate, times.endTime);
  const issues: ErrorIssue[] = [];
  if (times.endTime === times.startTime)
    issues.push({ path: 'endTime', message: 'The end must be after the start' });
  if (start > now) issues.push({ path: 'startTime', message: 'The start cannot be in the future' });
  if (end > now) issues.push({ path: 'endTime', message: 'The end cannot be in the future' });
  return { start, end, issues };
};
