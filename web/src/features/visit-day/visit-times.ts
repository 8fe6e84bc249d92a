import { londonParts, minutesOf, timeOf } from '@shared/london-time';
import type { StaffVisitSummary } from '@shared/schemas/visit-day';
import { VISIT_DAY } from '@shared/visit-day';

const DAY_MINUTES = 24 * 60;

/** When a visit booked at `start` for `hours` ends, on the clock (a night's babysitting ends past midnight). */
export const endTime = (start: string, hours: number): string =>
  timeOf((minutesOf(start) + Math.round(hours * 60)) % DAY_MINUTES);

/** `14:05` in London, for a time the server recorded. */
export const clock = (at: string): string => londonParts(new Date(at)).time;

/**
 * The clock time on the visit's date from which on my way and check-in open (shared/visit-day.ts):
 * a few hours before the start, never before the day itself begins.
 */
export const opensAt = (start: string): string =>
  timeOf(Math.max(0, minutesOf(start) - VISIT_DAY.actEarlyHours * 60));

export type Progress = 'pending' | 'booked' | 'onTheWay' | 'arrived' | 'done' | 'cancelled';

/** Where a visit stands on its day, from its status and what the member recorded. */
export const progressOf = ({ status, visit }: Pick<StaffVisitSummary, 'status' | 'visit'>): Progress => {
  if (status === 'cancelled') return 'cancelled';
  if (status === 'completed' || visit?.actualEnd) return 'done';
  if (visit?.actualStart) return 'arrived';
  if (visit?.onMyWayAt) return 'onTheWay';
  return status === 'pending' ? 'pending' : 'booked';
};
