import {
  BatchGetCommand,
  type BatchGetCommandOutput,
  GetCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { type Feedback, FeedbackSchema } from '../../shared/schemas/feedback';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { bookingKey, bookingPartition, byDate, byUser, key, LISTS, PK, userPartition } from '../lib/keys';
import { queryUserItems } from '../lib/lists';

const feedbackKey = (bookingId: string) => key(bookingPartition(bookingId), 'FEEDBACK');

const toFeedback = (item: Record<string, unknown>): Feedback =>
  FeedbackSchema.parse(
    Object.fromEntries(Object.entries(item).filter(([name]) => name in FeedbackSchema.shape)),
  );

/** The office's list of all feedback: one partition of the by-date index, newest last in key order. */
export const feedbackListKeys = (feedback: Pick<Feedback, 'createdAt' | 'id'>) => ({
  [byDate.partitionKey]: LISTS.feedback,
  [byDate.sortKey]: `${feedback.createdAt}#${feedback.id}`,
});

export const toFeedbackItem = (item: Record<string, unknown>) => toFeedback(item);

export type InsertOutcome = 'created' | 'booking-not-eligible' | 'already-given';

/**
 * Writes feedback in one transaction that checks the booking is the caller's and completed, and that
 * no feedback exists yet: the rules hold under any concurrency.
 */
export const insertFeedback = async (feedback: Feedback, clientSearch: string): Promise<InsertOutcome> => {
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
          {
            Put: {
              TableName: env().TABLE_NAME,
              Item: {
                ...feedbackKey(feedback.bookingId),
                [byUser.partitionKey]: userPartition(feedback.userId),
                [byUser.sortKey]: `FEEDBACK#${feedback.createdAt}#${feedback.id}`,
                ...feedbackListKeys(feedback),
                entity: 'feedback',
                clientSearch,
                ...feedback,
              },
              ConditionExpression: 'attribute_not_exists(#pk)',
              ExpressionAttributeNames: { '#pk': PK },
            },
          },
        ],
      }),
    );
    return 'created';
  } catch (error) {
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
    if ((error as Error).name !== 'TransactionCanceledException' || !reasons) throw error;
    if (reasons[0]?.Code === 'ConditionalCheckFailed') return 'booking-not-eligible';
    if (reasons[1]?.Code === 'ConditionalCheckFailed' || reasons[1]?.Code === 'TransactionConflict')
      return 'already-given';
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
  (await queryUserItems(userId, 'FEEDBACK#', false)).map(toFeedback);

/** The visits a page of feedback is about, by booking id (at most 100 per read). */
export const getBookings = async (ids: string[]): Promise<Map<string, Record<string, unknown>>> => {
  const unique = [...new Set(ids)];
  const found = new Map<string, Record<string, unknown>>();
  for (let start = 0; start < unique.length; start += 100) {
    let keys: Record<string, unknown>[] | undefined = unique.slice(start, start + 100).map(bookingKey);
    // BatchGet may leave keys unread under load; they are asked for again until none are left.
    while (keys?.length) {
      const answer: BatchGetCommandOutput = await documentClient().send(
        new BatchGetCommand({ RequestItems: { [env().TABLE_NAME]: { Keys: keys } } }),
      );
      for (const item of answer.Responses?.[env().TABLE_NAME] ?? []) found.set(String(item.id), item);
      keys = answer.UnprocessedKeys?.[env().TABLE_NAME]?.Keys;
    }
  }
  return found;
};
