import { type Feedback, FeedbackSchema } from '../../shared/schemas/feedback';
import { bookingPartition } from './booking';
import { byDate, byUser, key, LISTS } from './table';
import { userPartition } from './user';

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
