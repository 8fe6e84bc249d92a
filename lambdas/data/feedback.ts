import { type Feedback, FeedbackSchema } from '../../shared/schemas/feedback';
import { env } from '../lib/env';
import { getItem } from './batch';
import { bookingPartition } from './booking';
import { byDate, byUser, key, LISTS, mustBeNew, PK } from './table';
import { userPartition } from './user';
import { updateItem } from './write';

/** A visit's feedback lives in its booking's partition: the transaction that writes it checks the booking. */
export const feedbackKey = (bookingId: string) => key(bookingPartition(bookingId), 'FEEDBACK');

/** The prefix of a client's feedback in the by-user index. */
export const FEEDBACK_OF_USER = 'FEEDBACK#';

/** The office's list of all feedback: one partition of the by-date index. */
export const feedbackListKeys = (feedback: Pick<Feedback, 'createdAt' | 'id'>) => ({
  [byDate.partitionKey]: LISTS.feedback,
  [byDate.sortKey]: `${feedback.createdAt}#${feedback.id}`,
});

/** The by-user index keys of a client's feedback. */
export const feedbackUserKeys = (feedback: Pick<Feedback, 'createdAt' | 'id' | 'userId'>) => ({
  [byUser.partitionKey]: userPartition(feedback.userId),
  [byUser.sortKey]: `${FEEDBACK_OF_USER}${feedback.createdAt}#${feedback.id}`,
});

export const toFeedback = (item: Record<string, unknown>): Feedback =>
  FeedbackSchema.parse(
    Object.fromEntries(Object.entries(item).filter(([name]) => name in FeedbackSchema.shape)),
  );

/** A visit's feedback without its client's details (an erasure); the words and rating are kept. */
export const anonymiseFeedback = async (bookingId: string, now: string): Promise<void> => {
  await updateItem({
    TableName: env().TABLE_NAME,
    Key: feedbackKey(bookingId),
    // The office's feedback list searched by the client's name and email: gone with the account.
    UpdateExpression: 'SET anonymisedAt = :now REMOVE clientSearch',
    ConditionExpression: 'attribute_exists(#pk)',
    ExpressionAttributeNames: { '#pk': PK },
    ExpressionAttributeValues: { ':now': now },
  });
};

/** The mark on a feedback item that its rating is in the aggregate: set by the write, or the backfill. */
export const COUNTED_IN_RATINGS = 'inRatings';

/** A visit's feedback as stored, read consistently; undefined when there is none. */
export const getFeedbackItem = (bookingId: string) => getItem(feedbackKey(bookingId));

/** The transaction item that writes new feedback, counted in the rating by the same transaction. */
export const feedbackPut = (feedback: Feedback, clientSearch: string) => ({
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
});

/**
 * The transaction item that records the office's decision on publishing feedback: only while consent is
 * given and the account not erased since it was read.
 */
export const feedbackPublicationUpdate = (bookingId: string, publication: Record<string, unknown>) => ({
  Update: {
    TableName: env().TABLE_NAME,
    Key: feedbackKey(bookingId),
    UpdateExpression: 'SET #publication = :publication',
    ConditionExpression:
      'attribute_exists(#pk) AND attribute_exists(#consent) AND attribute_not_exists(#gone)',
    ExpressionAttributeNames: {
      '#pk': PK,
      '#publication': 'publication',
      '#consent': 'publishConsent',
      '#gone': 'anonymisedAt',
    },
    ExpressionAttributeValues: { ':publication': publication },
  },
});
