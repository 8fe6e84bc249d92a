import { TZDate } from '@date-fns/tz';
import { business } from './business';

/**
 * Wall-clock time in Europe/London and the instants it names, right across the clock changes (the
 * last Sundays of March and October): a visit is booked as a London date and time, and every rule
 * that counts hours (lead time, notice, cancellation fees) counts real hours between instants.
 * Calendar dates (YYYY-MM-DD) are plain values; only `londonInstant` and `londonParts` touch zones.
 */

/** ISO weekday of a calendar date: 1 Monday ... 7 Sunday. */
export const weekdayOf = (date: string): 1 | 2 | 3 | 4 | 5 | 6 | 7 => {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return (day === 0 ? 7 : day) as 1 | 2 | 3 | 4 | 5 | 6 | 7;
};

/** The calendar date `days` after `date` (negative for before). */
export const addDays = (date: string, days: number): string => {
  const value = new Date(`${date}T12:00:00Z`);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
};

/** The same day `months` later, or the month's last day when it is shorter (31 Jan + 1 = 28/29 Feb). */
export const addMonths = (date: string, months: number): string => {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1, 12));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0, 12)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
};

/** `date` itself if it is Monday to Friday, else the nearest weekday after it (or before it, step -1). */
export const weekdayNear = (date: string, step: 1 | -1 = 1): string => {
  let day = date;
  while (weekdayOf(day) > 5) day = addDays(day, step);
  return day;
};

/** `HH:MM` as minutes after midnight. */
export const minutesOf = (time: string): number => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** Minutes after midnight as `HH:MM`. */
export const timeOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Instants already worked out, by `date time`. Working one out goes through the platform's time-zone
 * data (a few microseconds each), and offering times asks for the same few thousand again and again
 * (every start time of two weeks against every member's visits). Cleared when it grows large.
 */
const instants = new Map<string, number>();

/** The instant a London wall-clock date and time names (GMT in winter, BST in summer). */
export const londonInstant = (date: string, time: string): Date => {
  const key = `${date} ${time}`;
  let epoch = instants.get(key);
  if (epoch === undefined) {
    const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
    const minutes = minutesOf(time);
    epoch = new TZDate(
      year,
      month - 1,
      day,
      Math.floor(minutes / 60),
      minutes % 60,
      business.timeZone,
    ).getTime();
    if (instants.size >= 20_000) instants.clear();
    instants.set(key, epoch);
  }
  return new Date(epoch);
};

/** London's calendar date and wall-clock time at an instant. */
export const londonParts = (instant: Date): { date: string; time: string } => {
  const zoned = new TZDate(instant.getTime(), business.timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    date: `${zoned.getFullYear()}-${pad(zoned.getMonth() + 1)}-${pad(zoned.getDate())}`,
    time: `${pad(zoned.getHours())}:${pad(zoned.getMinutes())}`,
  };
};

/** Real hours from `now` until a London date and time (negative once it has passed). */
export const hoursUntil = (date: string, time: string, now: Date): number =>
  (londonInstant(date, time).getTime() - now.getTime()) / 3_600_000;
