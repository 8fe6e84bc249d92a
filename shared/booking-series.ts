import { policy } from './business';
import { todayInLondon } from './dates';
import { addDays, addMonths, hoursUntil } from './london-time';
import type { Frequency } from './schemas/booking';

/**
 * Regular visits: a weekly or fortnightly series of bookings on the same weekday and time, ending on a
 * date or after a number of visits, never beyond the booking horizon (12 months).
 */
export const stepDays: Readonly<Record<Frequency, number>> = { weekly: 7, fortnightly: 14 };

export interface SeriesEnd {
  /** The last date a visit may fall on. */
  until?: string;
  /** How many visits. */
  visits?: number;
}

/** The dates of a series' visits, starting at `firstDate`; at most up to the horizon. */
export const seriesDates = (firstDate: string, frequency: Frequency, end: SeriesEnd, now: Date): string[] => {
  const horizon = addMonths(todayInLondon(now), policy.bookingHorizonMonths);
  const last = end.until && end.until < horizon ? end.until : horizon;
  const dates: string[] = [];
  for (let date = firstDate; date <= last; date = addDays(date, stepDays[frequency])) {
    if (end.visits !== undefined && dates.length >= end.visits) break;
    dates.push(date);
  }
  return dates;
};

/** Whether asking for `end` would run past the horizon (the series would be cut short). */
export const seriesRunsPastHorizon = (
  firstDate: string,
  frequency: Frequency,
  end: SeriesEnd,
  now: Date,
): boolean => {
  const dates = seriesDates(firstDate, frequency, end, now);
  if (end.visits !== undefined) return dates.length < end.visits;
  return end.until !== undefined && end.until > addMonths(todayInLondon(now), policy.bookingHorizonMonths);
};

/**
 * Ending a series takes the terms' notice: visits that start within it still go ahead, later ones are
 * cancelled free of charge. True for a visit that ending its series at `now` cancels.
 */
export const endsWithSeries = (visit: { serviceDate: string; serviceTime: string }, now: Date): boolean =>
  hoursUntil(visit.serviceDate, visit.serviceTime, now) >= policy.regularTerminationNoticeWeeks * 7 * 24;
