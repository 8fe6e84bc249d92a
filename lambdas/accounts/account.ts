import { cancellationTerms } from '../../shared/booking-price';
import { ACCOUNT_ACTION_LIMITS } from '../../shared/limits';
import { hoursUntil } from '../../shared/london-time';
import type {
  AccountDeletion,
  AccountExport,
  OfficeDeleteAccount,
  SentEnquiry,
} from '../../shared/schemas/account';
import { ACTIVE_STATUSES } from '../../shared/schemas/booking';
import {
  anonymiseBooking,
  BOOKINGS_OF_USER,
  bookingPartition,
  cancelBooking,
  toAdminBooking,
  toBooking,
  toBookingForInvoice,
} from '../data/booking';
import { deleteChildItems, listChildren } from '../data/children';
import { ENQUIRIES_OF_USER, toSentEnquiry } from '../data/enquiry';
import { anonymiseFeedback, FEEDBACK_OF_USER, toFeedback } from '../data/feedback';
import { keyIdsOfClient, removeClientNameFromKey } from '../data/house-keys';
import { INVOICES_OF_USER, toInvoice } from '../data/invoice';
import { deleteNoticesIn } from '../data/notice-store';
import { deleteProfile, getProfile } from '../data/profile';
import { queryUserItems } from '../data/query';
import { limitRate } from '../data/rate-limit';
import { deleteTestimonial } from '../data/reviews';
import { releaseFromMonth } from '../data/staff-month';
import { isConditionFailure } from '../data/transaction';
import { userPartition } from '../data/user';
import type { Caller } from '../lib/caller';
import { ConflictError, NotFoundError } from '../lib/errors';
import { type ErasedBy, recordErasure } from './erasure';
import { adminIds, deleteSignIn, signOutEverywhere } from './identity';
import { AmountsOwedError, amountsOwed } from './owed';

type Item = Record<string, unknown>;

/**
 * The enquiries this account sent signed in. Those typed with its address on the public form are not
 * here: anyone can type an address, so they are nobody's proven data (security review L1).
 */
const sentEnquiries = async (userId: string): Promise<SentEnquiry[]> =>
  (await queryUserItems(userId, ENQUIRIES_OF_USER, true)).map(toSentEnquiry);

/**
 * Everything held about one client: profile, visits, invoices, feedback, the enquiries they sent signed in,
 * what the office noted about their visits, and their children's profiles.
 */
export const collectAccount = async (userId: string): Promise<AccountExport> => {
  const profile = await getProfile(userId);
  if (!profile) throw new NotFoundError('Account not found');
  const [bookings, invoices, feedback, enquiries, children] = await Promise.all([
    queryUserItems(userId, BOOKINGS_OF_USER, true),
    queryUserItems(userId, INVOICES_OF_USER, false),
    queryUserItems(userId, FEEDBACK_OF_USER, false),
    sentEnquiries(userId),
    listChildren(userId, true),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile,
    bookings: bookings.map(toBooking),
    invoices: invoices.map(toInvoice),
    feedback: feedback.map(toFeedback),
    enquiries,
    officeNotes: bookings.map(toAdminBooking).flatMap((booking) =>
      booking.internalNotes || booking.override
        ? [
            {
              bookingId: booking.id,
              serviceDate: booking.serviceDate,
              ...(booking.internalNotes ? { internalNotes: booking.internalNotes } : {}),
              ...(booking.override ? { override: booking.override } : {}),
            },
          ]
        : [],
    ),
    children,
  };
};

/** A client's own copy of their data, at most a few times an hour. */
export const exportMyData = async (caller: Caller): Promise<AccountExport> => {
  await limitRate(caller.sub, 'export', ACCOUNT_ACTION_LIMITS.export);
  return collectAccount(caller.sub);
};

/** What a booking keeps once its client is gone: when, what, how long and its outcome, nobody's details. */
const PERSONAL_BOOKING_FIELDS = ['clientSearch', 'specialInstructions', 'address', 'accessNotes'];

/**
 * A care visit's handover describes the children: it goes with them. Removed only where it
 * is, because removing a path inside a `visit` the booking does not have is refused.
 */
const hasHandover = (booking: Item) =>
  typeof booking.visit === 'object' && booking.visit !== null && 'handover' in booking.visit;

const cancelForDeletion = async (
  booking: Item,
  by: 'client' | 'office',
  now: Date,
): Promise<number | undefined> => {
  const visit = toBooking(booking);
  if (!ACTIVE_STATUSES.includes(visit.status)) return undefined;
  // A visit under way is the office's to finish; only visits yet to start are cancelled.
  if (hoursUntil(visit.serviceDate, visit.serviceTime, now) <= 0) return undefined;
  // The terms' own rule, as a client's cancellation applies it (lambdas/bookings/changes.ts).
  const terms = cancellationTerms({ ...visit, estimatePence: visit.estimate?.totalPence }, now);
  const cancellation = {
    at: now.toISOString(),
    by,
    reason: 'Account deleted',
    feePercent: terms.percent,
    feePence: terms.feePence,
  };
  try {
    const cancelled = await cancelBooking(visit.id, cancellation, now.toISOString());
    // Its member's time is free again (data/staff-month.ts).
    if (typeof cancelled?.staffId === 'string')
      await releaseFromMonth(cancelled.staffId, visit.serviceDate, visit.id);
    return terms.feePence;
  } catch (error) {
    // Completed or cancelled by the office a moment ago: nothing left to cancel.
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
};

/**
 * Deletes an account, in an order a retry can finish: refused while anything is owed (decision 016);
 * every session ended first, so nothing new is written with a fresh token meanwhile; future visits
 * cancelled (free, or it would have been refused), bookings and feedback kept without personal
 * details, invoices kept (retention), the erasure recorded with the client's notice, then the sign-in,
 * and the profile last; so a deletion that failed half-way is finished by asking again, and a finished
 * one answers 404.
 */
export const deleteAccount = async (
  userId: string,
  erasedBy: ErasedBy,
  now = new Date(),
): Promise<AccountDeletion> => {
  if ((await adminIds()).has(userId))
    throw new ConflictError('An admin account cannot be deleted here.', 'admin_account');
  const profile = await getProfile(userId);
  if (!profile) throw new NotFoundError('This account has already been deleted');
  const [bookings, feedback, invoices] = await Promise.all([
    queryUserItems(userId, BOOKINGS_OF_USER, true),
    queryUserItems(userId, FEEDBACK_OF_USER, false),
    queryUserItems(userId, INVOICES_OF_USER, false),
  ]);
  const owed = amountsOwed(bookings.map(toBookingForInvoice), invoices.map(toInvoice), now);
  if (owed.length > 0) throw new AmountsOwedError(owed);
  await signOutEverywhere(userId);
  let cancelledVisits = 0;
  let cancellationFeesPence = 0;
  for (const booking of bookings) {
    const fee = await cancelForDeletion(booking, erasedBy.by, now);
    if (fee === undefined) continue;
    cancelledVisits += 1;
    cancellationFeesPence += fee;
  }
  for (const booking of bookings)
    await anonymiseBooking(
      String(booking.id),
      PERSONAL_BOOKING_FIELDS,
      hasHandover(booking),
      now.toISOString(),
    );
  for (const item of feedback) {
    await anonymiseFeedback(String(item.bookingId), now.toISOString());
    // A published testimonial names the client (first name, town): it goes with the account.
    await deleteTestimonial(String(item.bookingId));
  }
  // Each notice holds a copy of what it said (the address, the instructions, the name): deleted, and any
  // still waiting is never sent.
  for (const booking of bookings) await deleteNoticesIn(bookingPartition(String(booking.id)));
  await deleteNoticesIn(userPartition(userId));
  // Special-category data: the children's profiles are deleted, not kept without names.
  await deleteChildItems(userId);
  // The key register keeps each key's tag and hand-overs (the office may still hold one), not the name.
  for (const id of await keyIdsOfClient(userId)) await removeClientNameFromKey(id);
  const deletion = {
    cancelledVisits,
    cancellationFeesPence,
    anonymisedBookings: bookings.length,
    anonymisedFeedback: feedback.length,
    invoicesKept: invoices.length,
  };
  await recordErasure(profile, erasedBy, deletion, now);
  await deleteSignIn(userId);
  await deleteProfile(userId);
  return deletion;
};

/** The client deletes their own account; an admin's own account is refused. */
export const deleteMyAccount = async (caller: Caller): Promise<AccountDeletion> => {
  if (caller.isAdmin) throw new ConflictError('An admin account cannot be deleted here.', 'admin_account');
  await limitRate(caller.sub, 'delete', ACCOUNT_ACTION_LIMITS.delete);
  return deleteAccount(caller.sub, { by: 'client' });
};

/** The office deletes a client's account at their request: a reason, and a few an hour per admin. */
export const deleteClientAccount = async (
  caller: Caller,
  userId: string,
  request: OfficeDeleteAccount,
): Promise<AccountDeletion> => {
  await limitRate(caller.sub, 'office-delete', ACCOUNT_ACTION_LIMITS.officeDelete);
  return deleteAccount(userId, { by: 'office', adminId: caller.sub, reason: request.reason });
};
