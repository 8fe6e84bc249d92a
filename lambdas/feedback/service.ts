import { randomUUID } from 'node:crypto';
import { growth } from '../../shared/business';
import { invitationDue } from '../../shared/reviews';
import { type Feedback, PUBLISH_CONSENT_WORDS, type SubmitFeedback } from '../../shared/schemas/feedback';
import { searchText } from '../../shared/schemas/search';
import { noticePut } from '../data/notice';
import { ACCOUNT_GONE } from '../data/profile';
import {
  AGGREGATE_TRIES,
  backOff,
  getReviewProfile,
  invitationMarked,
  invitationNotDue,
} from '../data/reviews';
import { ConflictError, NotFoundError } from '../lib/errors';
import { countEvent } from '../lib/metrics';
import { bookingOwnerAndStatus, insertFeedback, listUserFeedback } from './repository';

/**
 * Stores a visit's feedback, counts its rating in the site's aggregate, and invites the client to leave
 * a public review when one is due: the same invitation for every rating, at most once per
 * `growth.reviews.invitationEveryDays`, never to a client who turned them off. All in one transaction,
 * read again and retried when the profile changed or another writer met it.
 */
export const submitFeedback = async (
  userId: string,
  bookingId: string,
  { publish, ...input }: SubmitFeedback,
): Promise<Feedback> => {
  const now = new Date();
  const feedback: Feedback = {
    id: randomUUID(),
    bookingId,
    userId,
    ...input,
    createdAt: now.toISOString(),
    ...(publish ? { publishConsent: { at: now.toISOString(), words: PUBLISH_CONSENT_WORDS } } : {}),
  };
  for (let attempt = 0; attempt < AGGREGATE_TRIES; attempt += 1) {
    const profile = await getReviewProfile(userId);
    if (!profile) return refused(userId, bookingId, 'account-gone');
    const invite = invitationDue(profile, now);
    // What the office's list searches by: the client's name and email as they are when feedback is given.
    const outcome = await insertFeedback(
      feedback,
      searchText(profile.fullName, profile.email),
      invite ? invitationMarked(userId, now) : invitationNotDue(userId, now),
      invite
        ? [
            noticePut(
              {
                kind: 'review-invitation',
                userId,
                subject: { type: 'booking', id: bookingId },
                facts: { reviewInvitation: { url: growth.reviews.publicReviewUrl } },
              },
              now,
            ),
          ]
        : [],
    );
    if (outcome === 'created') {
      countEvent('FeedbackReceived');
      return feedback;
    }
    if (outcome !== 'profile-changed' && outcome !== 'conflict') return refused(userId, bookingId, outcome);
    await backOff(attempt);
  }
  throw new ConflictError('Feedback met other changes: please try again', 'feedback_busy');
};

/** Why feedback was refused, as the client may be told it. */
const refused = async (
  userId: string,
  bookingId: string,
  outcome: 'account-gone' | 'booking-not-eligible' | 'already-given',
): Promise<never> => {
  if (outcome === 'account-gone') throw new NotFoundError(ACCOUNT_GONE);
  if (outcome === 'already-given')
    throw new ConflictError('Feedback was already given for this booking', 'feedback_exists');
  const booking = await bookingOwnerAndStatus(bookingId);
  // Another client's booking looks exactly like a missing one, so ids cannot be probed.
  if (!booking || booking.userId !== userId) throw new NotFoundError('Booking not found');
  throw new ConflictError('Feedback can be given once the booking is completed', 'booking_not_completed');
};

export const listMyFeedback = async (userId: string) => ({ items: await listUserFeedback(userId) });
