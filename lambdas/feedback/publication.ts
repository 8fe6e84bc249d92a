import { todayInLondon } from '../../shared/dates';
import { averageRating, firstNameOf } from '../../shared/reviews';
import type { Feedback, PublicationDecision } from '../../shared/schemas/feedback';
import type { PublicStats } from '../../shared/schemas/reviews';
import { dbsClaimHolds } from '../../shared/staff-rules';
import { getBookingItem } from '../data/booking';
import { feedbackPublicationUpdate, getFeedbackItem, toFeedback } from '../data/feedback';
import { actorName, getProfile } from '../data/profile';
import { listTestimonials, readAggregates, testimonialPut, testimonialWithdrawn } from '../data/reviews';
import { allStaff } from '../data/staff';
import { failedCondition } from '../data/transaction';
import { writeTransaction } from '../data/write';
import { ConflictError, NotFoundError } from '../lib/errors';

/**
 * What the public site shows of the records, and the office's decision on each piece of
 * feedback a client agreed to publish. Only an approved piece becomes a testimonial, and it carries the
 * client's first name and the visit's town, nothing more.
 */

/** The office approves or declines publishing a visit's feedback; deciding again replaces the decision. */
export const decidePublication = async (
  bookingId: string,
  { status }: PublicationDecision,
  caller: { sub: string; username: string },
): Promise<Feedback> => {
  const item = await getFeedbackItem(bookingId);
  if (!item) throw new NotFoundError('Feedback not found');
  const feedback = toFeedback(item);
  if (!feedback.publishConsent || !feedback.comment)
    throw new ConflictError('The client did not agree to publish this feedback', 'no_consent');
  if (item.anonymisedAt) throw new ConflictError("The client's account was deleted", 'account_deleted');
  const at = new Date().toISOString();
  const publication = { status, at, by: await actorName(caller) };
  const testimonial = status === 'approved' ? await testimonialOf(feedback) : undefined;
  try {
    await writeTransaction([
      feedbackPublicationUpdate(bookingId, publication),
      testimonial ? testimonialPut(bookingId, testimonial, at) : testimonialWithdrawn(bookingId, at),
    ]);
  } catch (error) {
    if (failedCondition(error, 0))
      throw new ConflictError("The client's account was deleted", 'account_deleted');
    throw error;
  }
  return { ...feedback, publication };
};

/** The testimonial of an approved piece: the first name from the profile, the town of the visit. */
const testimonialOf = async (feedback: Feedback) => {
  const [profile, booking] = await Promise.all([
    getProfile(feedback.userId),
    getBookingItem(feedback.bookingId),
  ]);
  if (!profile) throw new ConflictError("The client's account was deleted", 'account_deleted');
  const town = (booking?.address as { town?: unknown } | undefined)?.town ?? profile.address?.town;
  return {
    firstName: firstNameOf(profile.fullName),
    ...(typeof town === 'string' && town ? { town } : {}),
    rating: feedback.rating,
    comment: feedback.comment ?? '',
    givenAt: feedback.createdAt,
  };
};

/** The public figures (decision 035): two GetItems, the team's list and the testimonials' partition. */
export const publicStats = async (now = new Date()): Promise<PublicStats> => {
  const [{ ratings, clientsServed }, team, testimonials] = await Promise.all([
    readAggregates(),
    allStaff(),
    listTestimonials(),
  ]);
  const average = averageRating(ratings.sum, ratings.count);
  const dbs = dbsClaimHolds(team, todayInLondon(now));
  return {
    rating:
      average === null || !ratings.since ? null : { average, count: ratings.count, since: ratings.since },
    clientsServed,
    dbs: { active: dbs.active, checked: dbs.active - dbs.without.length },
    testimonials,
  };
};
