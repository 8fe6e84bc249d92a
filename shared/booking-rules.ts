import { business, type OpenHours, openingHours, policy } from './business';
import { todayInLondon } from './dates';
import { addDays, addMonths, hoursUntil, minutesOf, timeOf, weekdayOf } from './london-time';
import { DURATION_HOURS, type ServiceType } from './schemas/booking';

/**
 * The booking rules, in one place: the server enforces them (lambdas/bookings), the booking form
 * offers only what they allow and says why, and the terms and FAQ state them from the same constants.
 * Every time is Europe/London wall-clock time; every "hours before" counts real hours (london-time.ts).
 */

export interface Slot {
  serviceType: ServiceType;
  serviceDate: string;
  serviceTime: string;
  durationHours: number;
}

export type SlotField = 'serviceDate' | 'serviceTime' | 'durationHours';
export interface RuleIssue {
  path: SlotField;
  message: string;
}

/** Care follows families' days (policy.careHours); everything else keeps to the office's hours. */
export const CARE_SERVICES: readonly ServiceType[] = ['childcare', 'nanny', 'babysitting'];
export const isCare = (service: ServiceType) => CARE_SERVICES.includes(service);

/** The shortest visit per service: the specification's 3 hours for babysitting, 2 for everything else. */
export const minimumHours = (service: ServiceType): number =>
  service === 'babysitting' ? policy.minimumBabysittingHours : policy.minimumCleaningHours;

/** The lengths the form offers for a service. */
export const durationsFor = (service: ServiceType): number[] =>
  DURATION_HOURS.filter((hours) => hours >= minimumHours(service));

/** When a service may run on a date, in minutes after midnight; undefined when not bookable that day. */
export const windowOn = (
  date: string,
  service: ServiceType,
): { opens: number; closes: number } | undefined => {
  const office: OpenHours | undefined = openingHours[weekdayOf(date)];
  if (!office) return undefined;
  const hours = isCare(service) ? policy.careHours : office;
  return { opens: hours.opens * 60, closes: hours.closes * 60 };
};

/** The last answer, by instant: offering two weeks of times checks hundreds of slots at one `now`. */
let lastBounds: { at: number; first: string; last: string } | undefined;

/** The first and last dates the booking form offers. */
export const bookableDates = (now: Date): { first: string; last: string } => {
  const at = now.getTime();
  if (lastBounds?.at !== at) {
    const today = todayInLondon(now);
    lastBounds = { at, first: today, last: addMonths(today, policy.bookingHorizonMonths) };
  }
  return { first: lastBounds.first, last: lastBounds.last };
};

const spoken = (minutes: number) => {
  const hour = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const suffix = hour < 12 || hour === 24 ? 'am' : 'pm';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return rest ? `${twelve}:${String(rest).padStart(2, '0')}${suffix}` : `${twelve}${suffix}`;
};

const DAY_NAMES = ['', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays', 'Sundays'];

export const ruleMessages = {
  sunday: `We don't take online bookings on Sundays: for emergencies, call ${business.phone}.`,
  past: 'That date has passed. Please choose a later date.',
  timePassed: 'That time has passed. Please choose a later time.',
  lead: `Please book at least ${policy.bookingLeadHours} hours ahead; for anything sooner, call ${business.phone}.`,
  horizon: `Bookings open up to ${policy.bookingHorizonMonths} months ahead. Please choose an earlier date.`,
  slot: `Please choose a start time on the hour or half hour.`,
  minimum: (service: ServiceType) =>
    `${service === 'babysitting' ? 'Babysitting' : 'Visits'} must be at least ${minimumHours(service)} hours.`,
  starts: (date: string, service: ServiceType, opens: number) =>
    `${isCare(service) ? 'Care' : 'Visits'} on ${DAY_NAMES[weekdayOf(date)]} start from ${spoken(opens)}.`,
  ends: (date: string, service: ServiceType, closes: number, hours: number) =>
    `${isCare(service) ? 'Care' : 'Visits'} on ${DAY_NAMES[weekdayOf(date)]} end by ${spoken(closes)}: a ${hours}-hour visit must start by ${spoken(closes - hours * 60)}.`,
  babysittingNotice: `We recommend at least ${policy.babysittingNoticeHours} hours' notice for babysitting. You can still book: we will confirm as soon as we have a sitter.`,
} as const;

export interface CheckOptions {
  /** An office override for an emergency: out of hours, on a Sunday or at short notice (not in the past). */
  override?: boolean;
}

/** What is wrong with a slot at `now`, each issue on the field to change; empty when it can be booked. */
export const checkSlot = (slot: Slot, now: Date, options: CheckOptions = {}): RuleIssue[] => {
  const { serviceType, serviceDate, serviceTime, durationHours } = slot;
  const { first, last } = bookableDates(now);
  if (serviceDate < first) return [{ path: 'serviceDate', message: ruleMessages.past }];
  if (serviceDate > last) return [{ path: 'serviceDate', message: ruleMessages.horizon }];
  const issues: RuleIssue[] = [];
  if (durationHours < minimumHours(serviceType))
    issues.push({ path: 'durationHours', message: ruleMessages.minimum(serviceType) });
  const start = minutesOf(serviceTime);
  if (start % policy.bookingSlotMinutes !== 0)
    issues.push({ path: 'serviceTime', message: ruleMessages.slot });
  const until = hoursUntil(serviceDate, serviceTime, now);
  if (until <= 0) issues.push({ path: 'serviceTime', message: ruleMessages.timePassed });
  if (options.override) return issues;

  const window = windowOn(serviceDate, serviceType);
  if (!window) return [...issues, { path: 'serviceDate', message: ruleMessages.sunday }];
  if (start < window.opens)
    issues.push({
      path: 'serviceTime',
      message: ruleMessages.starts(serviceDate, serviceType, window.opens),
    });
  else if (start + durationHours * 60 > window.closes)
    issues.push({
      path: 'serviceTime',
      message: ruleMessages.ends(serviceDate, serviceType, window.closes, durationHours),
    });
  if (until > 0 && until < policy.bookingLeadHours) {
    // Too soon whatever the time: the date is the thing to change.
    const latest = timeOf(window.closes - minimumHours(serviceType) * 60);
    const wholeDayTooSoon = hoursUntil(serviceDate, latest, now) < policy.bookingLeadHours;
    issues.push({ path: wholeDayTooSoon ? 'serviceDate' : 'serviceTime', message: ruleMessages.lead });
  }
  return issues;
};

/** Things the client should know before booking a slot that the rules allow. */
export const slotWarnings = (slot: Slot, now: Date): string[] =>
  slot.serviceType === 'babysitting' &&
  hoursUntil(slot.serviceDate, slot.serviceTime, now) < policy.babysittingNoticeHours
    ? [ruleMessages.babysittingNotice]
    : [];

/** The start times the form offers for a service, length and date at `now`: each one passes checkSlot. */
export const startTimesFor = (
  serviceType: ServiceType,
  durationHours: number,
  serviceDate: string,
  now: Date,
): string[] => {
  const window = windowOn(serviceDate, serviceType);
  if (!window) return [];
  const times: string[] = [];
  for (
    let start = window.opens;
    start + durationHours * 60 <= window.closes;
    start += policy.bookingSlotMinutes
  ) {
    const serviceTime = timeOf(start);
    if (checkSlot({ serviceType, serviceDate, serviceTime, durationHours }, now).length === 0)
      times.push(serviceTime);
  }
  return times;
};

/** The first date on or after `from` with any bookable start time, within the horizon. */
export const firstBookableDate = (serviceType: ServiceType, durationHours: number, now: Date): string => {
  const { first, last } = bookableDates(now);
  let date = first;
  while (date < last && startTimesFor(serviceType, durationHours, date, now).length === 0)
    date = addDays(date, 1);
  return date;
};
