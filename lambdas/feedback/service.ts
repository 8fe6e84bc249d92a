import { randomUUID } from 'node:crypto';
import type { Feedback, SubmitFeedback } from '../../shared/schemas/feedback';
import { searchText } from '../../shared/schemas/search';
import { ACCOUNT_GONE, getProfile } from '../data/profile';
import { ConflictError, NotFoundError } from '../lib/errors';
import { countEvent } from '../lib/metrics';
import { bookingOwnerAndStatus, insertFeedback, listUserFeedback } from './repository';

export const submitFeedback = async (
  userId: string,
  bookingId: string,
  input: SubmitFeedback,
): Promise<Feedback> => {
  const feedback: Feedback = {
    id: randomUUID(),
    bookingId,
    userId,
    ...input,
    createdAt: new Date().toISOString(),
  };
  // What the office's list searches by: the client's name and email as they are when feedback is given.
  const profile = await getProfile(userId);
  const outcome = await insertFeedback(feedback, searchText(profile?.fullName, profile?.email));
  if (outcome === 'created') {
    countEvent('FeedbackReceived');
    return feedback;
  }
  if (outcome === 'account-gone') throw new NotFoundError(ACCOUNT_GONE);
  if (outcome === 'already-given')
    throw new ConflictError('Feedback was already given for this booking', 'feedback_exists');
  const booking = await bookingOwnerAndStatus(bookingId);
  // Another client's booking looks exactly like a missing one, so ids cannot be probed.
  if (!booking || booking.userId !== userId) throw new NotFoundError('Booking not found');
  throw new ConflictError('Feedback can be given once the booking is completed', 'booking_not_completed');
};

export const listMyFeedback = async (userId: string) => ({ items: await listUserFeedback(userId) });
