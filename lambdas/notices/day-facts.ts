import { formatDate } from '../../shared/dates';
import { HANDOVER_FIELDS, HANDOVER_LABELS } from '../../shared/handover';
import { londonParts } from '../../shared/london-time';
import type { Booking } from '../../shared/schemas/booking';
import type { MailFact } from '../lib/mail';

/**
 * What a visit's day recorded, as the facts of the client's mails: when the member arrived
 * and left, what they did (the checklist's ticked items, with their notes, and the member's note), and
 * a care visit's handover in the parents' own order of questions. London wall-clock times, as booked.
 */

/** `21:05`, or `00:30 on 29 Mar 2027` when the event fell on another day than the visit's. */
export const clockText = (at: string, serviceDate: string) => {
  const { date, time } = londonParts(new Date(at));
  return date === serviceDate ? time : `${time} on ${formatDate(date)}`;
};

/** When the member arrived and left, where the visit has them (an office correction says so). */
export const timesFacts = (booking: Booking): MailFact[] => {
  const visit = booking.visit;
  if (!visit) return [];
  return [
    ...(visit.actualStart
      ? [{ label: 'Arrived', value: clockText(visit.actualStart, booking.serviceDate) }]
      : []),
    ...(visit.actualEnd ? [{ label: 'Left', value: clockText(visit.actualEnd, booking.serviceDate) }] : []),
  ];
};

/** The items ticked, one a line, each with its note; and the member's own note. */
export const doneFacts = (booking: Booking): MailFact[] => {
  const visit = booking.visit;
  const done = (visit?.checklist ?? []).filter((item) => item.done);
  return [
    ...(done.length > 0
      ? [
          {
            label: 'What we did',
            value: done.map((item) => (item.note ? `${item.label} – ${item.note}` : item.label)).join('\n'),
          },
        ]
      : []),
    ...(visit?.note ? [{ label: 'A note from the visit', value: visit.note }] : []),
  ];
};

/** The carer's handover, each answered question under its label. */
export const handoverFacts = (booking: Booking): MailFact[] => {
  const handover = booking.visit?.handover ?? {};
  return HANDOVER_FIELDS.flatMap((field) => {
    const value = handover[field];
    return value ? [{ label: HANDOVER_LABELS[field], value }] : [];
  });
};
