import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Feedback } from '../../shared/schemas/feedback';
import { getItems } from '../data/batch';
import { bookingKey } from '../data/booking';
import {
  FEEDBACK_OF_USER,
  feedbackKey,
  feedbackListKeys,
  feedbackUserKeys,
  toFeedback,
} from '../data/feedback';
import { queryUserItems } from '../data/query';
import { COUNTED_IN_RATINGS, ratingCounted } from '../data/reviews';
import { mustBeNew, PK } from '../data/table';
import { cancellationReasons, failedCondition, lostRace } from '../data/transaction';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';

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
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName: env().TABLE_NAME,
              Key: bookingKey(feedback.bookingId),
              ConditionExpression: 'attribute_exists(#pk) AND userId = :user AND #status = :completed',
              ExpressionAttributeNames: { '#pk': PK, '#status': 'status' },
              ExpressionAttributeValues: { ':user': feedback.userId, ':completed': 'completed' },
            },
          },
          profile,
          {
            Put: {
              TableName: env().TABLE_NAME,
              Item: {
                ...feedbackKey(feedback.bookingId),
                ...feedbackUserKeys(feedback),
                ...feedbackListKeys(feedback),
                entity: 'feedback',
                clientSearch,
                // Counted in the site's rating by this transaction: the backfill (decision 035) skips it.
                [COUNTED_IN_RATINGS]: true,
                ...feedback,
              },
              ...mustBeNew,
            },
          },
          ratingCounted(feedback.rating, feedback.createdAt),
          ...also,
        ] as never,
      }),
    );
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
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: bookingKey(bookingId), ConsistentRead: true }),
  );
  return Item ? { userId: String(Item.userId), status: String(Item.status) } : undefined;
};

export const listUserFeedback = async (userId: string): Promise<Feedback[]> =>
  (await queryUserItems(userId, FEEDBACK_OF_USER, false)).map(toFeedback);

/** The visits a page of feedback is about, by booking id. */
export const getBookings = async (ids: string[]): Promise<Map<string, Record<string, unknown>>> => {
  const items = await getItems([...new Set(ids)].map(bookingKey));
  return new Map(items.map((item) => [String(item.id), item]));
};
