import { bankHolidayOn } from '@shared/bank-holidays';
import { addDays, minutesOf, timeOf, weekdayOf } from '@shared/london-time';
import type { Schedule } from '@shared/schemas/schedule';

export type Member = Schedule['staff'][number];
export type Visit = Schedule['visits'][number];

/** The day view's hours: from the earliest start any service has to the latest finish. */
const DAY_START = 7 * 60;
const DAY_END = 23 * 60;
export const HOURS = Array.from({ length: (DAY_END - DAY_START) / 60 }, (_, index) => DAY_START + index * 60);

export const mondayOf = (date: string) => addDays(date, 1 - weekdayOf(date));
export const endOf = (visit: Visit) => timeOf(minutesOf(visit.serviceTime) + visit.durationHours * 60);
export const absenceOn = (member: Member, date: string) =>
  member.absences.find((absence) => absence.from <= date && date <= absence.to);
export const hoursOn = (member: Member, date: string) =>
  bankHolidayOn(date) && !member.worksBankHolidays ? undefined : member.pattern[weekdayOf(date)];
/** Where a time of day stands on the day view's line, as a CSS length. */
export const percent = (minutes: number) =>
  `${(Math.min(Math.max(minutes - DAY_START, 0), DAY_END - DAY_START) / (DAY_END - DAY_START)) * 100}%`;
