import type { Feedback } from '../../shared/schemas/feedback';
import { getItems } from '../data/batch';
import { bookingCompletedFor, bookingKey, getBookingItem } from '../data/booking';
import { FEEDBACK_OF_USER, feedbackPut, toFeedback } from '../data/feedback';
import { queryUserItems } from '../data/query';
import { ratingCounted } from '../data/reviews';
import { cancellationReasons, failedCondition, lostRace } from '../data/transaction';
import { writeTransaction } from '../data/write';

export type InsertOutcome =
  | 'created'
  | 'booking-not-eligible'
  | 'already-given'
  | 'profile-changed'
  | 'conflict';

/**
 * Writes feedback in one transaction that checks the booking is the caller's and completed, that their
 * account still exists (and is in the invitation state read: `profile` is the invitation's mark or the
 * check that none is due, reviews.ts), that no feedback exists yet, and counts the rating in the site's
 * aggregate; `also` is the invitation's notice when one is due. The rules hold under any concurrency:
 * `profile-changed` and `conflict` ask the caller to read again and retry.
 */
export const insertFeedback = async (
  feedback: Feedback,
  clientSearch: string,
  profile: Record<string, unknown>,
  also: Record<string, unknown>[],
): Promise<InsertOutcome> => {
  try {
    await writeTransaction([
      bookingCompletedFor(feedback.bookingId, feedback.userId),
      profile,
      feedbackPut(feedback, clientSearch),
      ratingCounted(feedback.rating, feedback.createdAt),
      ...also,
    ]);
    return 'created';
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (!reasons) throw error;
    if (failedCondition(error, 0)) return 'booking-not-eligible';
    if (failedCondition(error, 1)) return 'profile-changed';
    if (lostRace(error, 2)) return 'already-given';
    if (reasons.includes('TransactionConflict')) return 'conflict';
    throw error;
  }
};

/** The booking's owner and status, to explain why feedback was refused. */
export const bookingOwnerAndStatus = async (bookingId: string) => {
  const Item = await getBookingItem(bookingId);
  return Item ? { userId: String(Item.userId), status: String(Item.status) } : undefined;
};

export const listUserFeedback = async (userId: string): Promise<Feedback[]> =>
  (await queryUserItems(userId, FEEDBACK_OF_USER, false)).map(toFeedback);

/** The visits a page of feedback is about, by booking id. */
export const getBookings = async (ids: string[]): Promise<Map<string, Record<string, unknown>>> => {
  const items = await getItems([...new Set(ids)].map(bookingKey));
  return new Map(items.map((item) => [String(item.id), item]));
};
