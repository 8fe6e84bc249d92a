import { growth } from './business';

/**
 * Review requests every client gets, and ratings measured from the records. The rules here
 * are pure, so the feedback function, the pages and the tests share one reading of them.
 */

const DAY_MS = 86_400_000;

/**
 * The moment before which an earlier invitation no longer holds back a new one: an invitation sent at
 * or before it is at least `invitationEveryDays` old.
 */
export const invitationCutoff = (now: Date): string =>
  new Date(now.getTime() - growth.reviews.invitationEveryDays * DAY_MS).toISOString();

/**
 * Whether a client is invited to leave a public review now. The rating is not an argument on purpose:
 * the invitation goes to every client alike (the CMA and Google both forbid asking only the happy ones).
 */
export const invitationDue = (
  client: { reviewInvitations?: boolean; reviewInvitedAt?: string },
  now: Date,
): boolean =>
  client.reviewInvitations !== false &&
  (client.reviewInvitedAt === undefined || client.reviewInvitedAt <= invitationCutoff(now));

/** What a published piece says of who wrote it: the first name only, never the surname. */
export const firstNameOf = (fullName: string | undefined): string => fullName?.trim().split(/\s+/)[0] ?? '';

/** An average to one decimal place, as the site writes it; none from no ratings. */
export const averageRating = (sum: number, count: number): number | null =>
  count > 0 ? Math.round((sum / count) * 10) / 10 : null;

/** The measured rating as the pages write it: `4.9 from 132 reviews of visits since 2025`. */
export const ratingSentence = (rating: { average: number; count: number; since: string }): string =>
  `${rating.average.toFixed(1)} from ${rating.count} ${rating.count === 1 ? 'review' : 'reviews'} of visits since ${rating.since.slice(0, 4)}`;

/** A share as a whole percentage, rounded down so a claim never rounds up to 100%. */
export const wholePercent = (part: number, whole: number): number =>
  whole > 0 ? Math.floor((part / whole) * 100) : 0;
