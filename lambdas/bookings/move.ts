import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { estimateVisit } from '../../shared/booking-price';
import { ACTIVE_STATUSES, type Booking } from '../../shared/schemas/booking';
import { assignmentRefusals } from '../../shared/staff-rules';
import { bookingIndexKeys, bookingUpdate, toBooking } from '../data/booking';
import { staffDayWrite } from '../data/staff-day';
import { cancellationReasons, failedCondition } from '../data/transaction';
import { documentClient } from '../lib/aws';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors';
import { clashIn, clashMessage } from './book';
import {
  applied,
  bookingNoticePut,
  diaryUpdate,
  diaryVersion,
  getBookingItem,
  listUserBookingItems,
} from './repository';
import { findStaffMember, staffVisitsOn } from './staff-days';

type Item = Record<string, unknown>;

/**
 * Why a conditional write on a booking did not happen, read again after the fact: gone (404), no
 * longer in a state that allows it (409 with the status), or changed by someone else meanwhile (409).
 */
export const conflictAfter = async (id: string, action: string): Promise<never> => {
  const item = await getBookingItem(id);
  if (!item) throw new NotFoundError('Booking not found');
  const current = toBooking(item);
  if (!ACTIVE_STATUSES.includes(current.status))
    throw new ConflictError(
      `This visit is ${current.status}, so it cannot be ${action}.`,
      'invalid_transition',
    );
  throw new ConflictError(
    'This visit was changed while you were working on it. Please review it and try again.',
    'changed',
  );
};

/** A client's own booking, or 404 for anyone else's (so ids cannot be probed). */
export const ownBooking = async (userId: string, id: string): Promise<Booking> => {
  const item = await getBookingItem(id);
  if (!item || item.userId !== userId) throw new NotFoundError('Booking not found');
  return toBooking(item);
};

export const requireActive = (booking: Booking, action: string) => {
  if (!ACTIVE_STATUSES.includes(booking.status))
    throw new ConflictError(
      `This visit is ${booking.status}, so it cannot be ${action}.`,
      'invalid_transition',
    );
};

export interface Move {
  serviceDate: string;
  serviceTime: string;
  durationHours: number;
}

/** The attributes a change of when or how long sets: index keys, estimate and the next version. */
export const moveAttributes = (booking: Booking, move: Move): Item => ({
  ...move,
  ...bookingIndexKeys(booking.id, booking.userId, move.serviceDate, move.serviceTime),
  estimate: estimateVisit({ ...booking, ...move }, booking.frequency),
});

const DIARY_ATTEMPTS = 4;

/**
 * What a move does to the visit's staff member (issue 26): they keep it when the rules still allow it
 * at the new time (their day is written either way, so a racing assignment reads again); otherwise the
 * visit is handed back for the office to give to someone else. The days come as transaction items.
 */
const staffAfterMove = async (booking: Booking, move: Move) => {
  if (!booking.staffId) return { keeps: true, days: [] };
  const from = await staffVisitsOn(booking.staffId, booking.serviceDate);
  const member = await findStaffMember(booking.staffId);
  const to =
    move.serviceDate === booking.serviceDate ? from : await staffVisitsOn(booking.staffId, move.serviceDate);
  const keeps =
    member !== undefined &&
    assignmentRefusals(member, { ...booking, ...move, postcode: booking.address?.postcode }, to.visits)
      .length === 0;
  const others = (visits: readonly Booking[]) =>
    visits.map((visit) => visit.id).filter((id) => id !== booking.id);
  if (to === from)
    return {
      keeps,
      days: [staffDayWrite(from.day, [...others(from.visits), ...(keeps ? [booking.id] : [])])],
    };
  return {
    keeps,
    days: [
      staffDayWrite(from.day, others(from.visits)),
      ...(keeps ? [staffDayWrite(to.day, [...others(to.visits), booking.id])] : []),
    ],
  };
};

/**
 * Writes a change to when a visit happens, checked against the client's other active visits under
 * their diary's version, and conditional on the visit being unchanged since it was read.
 */
export const writeMove = async (
  booking: Booking,
  move: Move,
  set: Item,
  remove: string[],
  action: string,
): Promise<Item> => {
  const attributes: Item = {
    ...moveAttributes(booking, move),
    ...set,
    scheduleVersion: booking.scheduleVersion + 1,
  };
  if (attributes.estimate === undefined) remove.push('estimate');
  const written = Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined));
  for (let attempt = 0; attempt < DIARY_ATTEMPTS; attempt += 1) {
    const version = await diaryVersion(booking.userId);
    const diary = (await listUserBookingItems(booking.userId)).map(toBooking);
    const clash = clashIn(diary, { ...move, id: booking.id });
    if (clash) throw new ValidationError([{ path: 'serviceTime', message: clashMessage(clash) }]);
    const staff = await staffAfterMove(booking, move);
    const dropped = staff.keeps ? [] : ['staffId', 'staffName', 'assignmentOverride'];
    // The client is told of the new time in the same transaction (issue 16): the booking as it will be.
    const moved = toBooking(applied(booking, written, [...remove, ...dropped]));
    const condition = {
      statuses: ACTIVE_STATUSES,
      scheduleVersion: booking.scheduleVersion,
      ...(booking.staffId ? { staffId: booking.staffId } : {}),
    };
    try {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            { Update: bookingUpdate(booking.id, written, condition, [...remove, ...dropped]) },
            diaryUpdate(booking.userId, version),
            bookingNoticePut('booking-rescheduled', moved),
            ...staff.days,
          ] as never,
        }),
      );
      return (await getBookingItem(booking.id)) ?? (await conflictAfter(booking.id, action));
    } catch (error) {
      if (!cancellationReasons(error)) throw error;
      if (failedCondition(error, 0)) return conflictAfter(booking.id, action);
    }
  }
  throw new ConflictError('Bookings changed while this one was being moved. Please try again.', 'busy');
};
