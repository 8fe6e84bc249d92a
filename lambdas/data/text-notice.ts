import { hoursUntil } from '../../shared/london-time';
import { isTextKind, type NoticeKind, TEXT_URGENT_WITHIN_HOURS } from '../../shared/notices';
import type { Booking } from '../../shared/schemas/booking';
import type { Profile } from '../../shared/schemas/user';
import { type NoticeFacts, noticePut } from './notice';
import { getProfile } from './profile';

/**
 * The text twin of a client's notice: a second outbox item, `channel: 'sms'`, written in
 * the same transaction as the change and its mail, so a text has the mail's guarantees (decision 011).
 * Only for a client who has texts on with a number when the change is written; the sender checks
 * both again when it sends.
 */

/** Whether the profile takes texts now. */
export const takesTexts = (profile: Profile | undefined): boolean =>
  Boolean(profile?.textMessages && profile.mobile);

/** The put of a text notice about a visit (`id` fixed for the sweep's reminders, random otherwise). */
export const textNoticePut = (
  kind: NoticeKind,
  booking: Booking,
  options: { id?: string; facts?: NoticeFacts; now?: Date } = {},
) =>
  noticePut(
    {
      kind,
      channel: 'sms',
      userId: booking.userId,
      subject: { type: 'booking', id: booking.id },
      facts: options.facts ?? { booking },
      ...(options.id ? { id: options.id } : {}),
    },
    options.now,
  );

/**
 * Whether a move or cancellation cannot wait for the mail: the visit starts, or was to start, within
 * TEXT_URGENT_WITHIN_HOURS (a babysitter moved at three hours' notice; a visit brought forward to tomorrow).
 */
export const urgentChange = (before: Booking, after: Booking, now: Date): boolean =>
  [before, after].some((visit) => {
    const hours = hoursUntil(visit.serviceDate, visit.serviceTime, now);
    return hours > 0 && hours <= TEXT_URGENT_WITHIN_HOURS;
  });

/** The text notices a change of a visit adds to its transaction: none unless urgent, texted kind, and opted in. */
export const changeTexts = async (
  kind: NoticeKind,
  before: Booking,
  after: Booking,
  now: Date = new Date(),
) => {
  if (!isTextKind(kind) || kind === 'visit-reminder' || !urgentChange(before, after, now)) return [];
  if (!takesTexts(await getProfile(after.userId))) return [];
  const movedFrom = { serviceDate: before.serviceDate, serviceTime: before.serviceTime };
  return [textNoticePut(kind, after, { now, facts: { booking: after, movedFrom } })];
};
