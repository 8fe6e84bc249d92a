import { business } from '../../shared/business';
import { londonParts } from '../../shared/london-time';
import type { TextKind, TextOnlyKind } from '../../shared/notices';
import { type Booking, SERVICE_TYPE_LABELS } from '../../shared/schemas/booking';
import { toGsm7 } from '../../shared/sms';
import type { NoticeFacts } from '../data/notice';

/**
 * Each text's words: short enough for one GSM-7 segment (160 characters, checked by
 * tests/unit/lambdas/notices/texts.test.ts for the longest names and services), beginning with the
 * company's name (a sender ID alone does not say who is writing), in GSM-7 only (toGsm7). Times are
 * London wall-clock, as the client booked them.
 */

/** `Wed 10 Mar`: the short day a text can afford. */
export const shortDay = (date: string) =>
  new Intl.DateTimeFormat(business.locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

/** The longest first name a text spells out; longer ones are cut (a text has no room for them). */
const NAME_ROOM = 15;

const firstName = (name: string | undefined) =>
  (name?.trim().split(/\s+/)[0] || 'Your carer').slice(0, NAME_ROOM);

const service = (booking: Booking) => SERVICE_TYPE_LABELS[booking.serviceType];

const when = (date: string, time: string) => `${shortDay(date)}, ${time}`;

/** The clock time of an event of the day (on the way, arrived, left), London time. */
const clock = (at: string | undefined) => (at ? londonParts(new Date(at)).time : undefined);

const CALL = `Questions? Call ${business.phone}`;

type VisitFacts = Extract<NoticeFacts, { booking: Booking }>;

const WORDS: Record<TextKind, (booking: Booking, at?: string, facts?: VisitFacts) => string> = {
  'visit-reminder': (b) => `reminder: ${service(b)} tomorrow, ${when(b.serviceDate, b.serviceTime)}. ${CALL}`,
  'booking-rescheduled': (b, _at, facts) => {
    const from = facts?.movedFrom ?? b.rescheduledFrom;
    const was = from ? ` (was ${when(from.serviceDate, from.serviceTime)})` : '';
    return `your ${service(b)} visit is moved to ${when(b.serviceDate, b.serviceTime)}${was}. ${CALL}`;
  },
  'booking-cancelled': (b) =>
    `your ${service(b)} visit on ${when(b.serviceDate, b.serviceTime)} is cancelled. ${CALL}`,
  'visit-on-my-way': (b) =>
    `${firstName(b.staffName)} is on the way for your ${service(b)} visit at ${b.serviceTime}. ${CALL}`,
  'care-arrived': (b, at) =>
    `${firstName(b.staffName)} arrived for ${service(b)} at ${clock(at) ?? b.serviceTime}. ${CALL}`,
  'care-departed': (b, at) =>
    `${firstName(b.staffName)} left after ${service(b)} at ${clock(at) ?? 'the end of the visit'}. ${CALL}`,
};

/**
 * A mobile's code: the code first, so a phone can offer it from the notification, who asks
 * and for what, how long it lasts, and what to do if it was not you.
 */
const mobileCodeText = ({ code, validMinutes }: { code: string; validMinutes: number }) =>
  `${code} is your ${business.name} code to turn on texts about your visits. It works for ${validMinutes} minutes. Not you? Ignore this text.`;

/** The words of a text notice, from the facts copied when it was written. */
export const buildText = (kind: TextKind | TextOnlyKind, facts: NoticeFacts): string => {
  if (kind === 'mobile-code') {
    if (!('mobileCode' in facts)) throw new Error('A mobile-code text needs its code');
    return toGsm7(mobileCodeText(facts.mobileCode));
  }
  if (!('booking' in facts)) throw new Error(`A ${kind} text needs its visit`);
  return toGsm7(`${business.name}: ${WORDS[kind](facts.booking, facts.event?.at, facts)}`);
};
