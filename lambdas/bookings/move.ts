import { estimateVisit } from '../../shared/booking-price';
import { ACTIVE_STATUSES, type Booking } from '../../shared/schemas/booking';
import { assignmentRefusals } from '../../shared/staff-rules';
import { bookingIndexKeys, bookingUpdate, getBookingItem, toBooking } from '../data/booking';
import { diaryUpdate, diaryVersion } from '../data/diary';
import { monthOf, staffMonthWrite, withDiaryStamps } from '../data/staff-month';
import { changeTexts } from '../data/text-notice';
import { cancellationReasons, failedCondition } from '../data/transaction';
import { writeTransaction } from '../data/write';
import { ConflictError, NotFoundError, SlotTakenError, ValidationError } from '../lib/errors';
import { freeTimes, planSeries, slotTakenMessage, visitsByMember } from './availability';
import { clashIn, clashMessage } from './book';
import { applied, bookingNoticePut, listUserBookingItems } from './repository';
import { dayWrite, findStaffMember, monthVisit, staffVisitsOn } from './staff-days';

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
 * Who takes a moved visit when its member cannot: the best match free at the new time, as
 * for a new booking; nobody free is 409 `slot_taken` with the times still free that day.
 */
const coverFor = async (booking: Booking, move: Move) => {
  const slot = { ...booking, ...move, postcode: booking.address?.postcode ?? '' };
  const plan = await planSeries(booking.userId, slot, [move.serviceDate], undefined, true, booking.id);
  const best = plan.team.find((member) => member.id === plan.covered[0]?.staffId);
  if (best) {
    const month = plan.months.get(best.id)?.[0];
    return {
      member: best,
      write: month ? staffMonthWrite(month, { add: [monthVisit({ ...booking, ...move })] }) : undefined,
    };
  }
  const [day] = freeTimes(
    slot,
    [move.serviceDate],
    plan.team,
    visitsByMember(plan.months),
    { visits: [] },
    new Date(),
  );
  const free = (day?.times ?? []).map((time) => time.serviceTime);
  throw new SlotTakenError(slotTakenMessage(move.serviceDate, booking.serviceType, free), free);
};

/**
 * What a move does to the visit's staff member: they keep it when the rules still allow it
 * at the new time (their day is written either way, so a racing assignment reads again). Otherwise a
 * client's move goes to whoever is free then (and is refused when nobody is), while the office's is
 * handed back for the office to give to someone else. The days come as transaction items.
 */
const staffAfterMove = async (booking: Booking, move: Move, cover: boolean) => {
  if (!booking.staffId) {
    if (!cover) return { keeps: true, days: [] };
    const taker = await coverFor(booking, move);
    return { keeps: false, taker: taker.member, days: taker.write ? [taker.write] : [] };
  }
  const from = await staffVisitsOn(booking.staffId, booking.serviceDate);
  const member = await findStaffMember(booking.staffId);
  const to =
    move.serviceDate === booking.serviceDate ? from : await staffVisitsOn(booking.staffId, move.serviceDate);
  const others = to.visits.filter((visit) => visit.id !== booking.id);
  const keeps =
    member !== undefined &&
    assignmentRefusals(member, { ...booking, ...move, postcode: booking.address?.postcode }, others)
      .length === 0;
  const moved = keeps ? [monthVisit({ ...booking, ...move })] : [];
  const taker = !keeps && cover ? await coverFor(booking, move) : undefined;
  // The new member's month, when it is the old member's own item, is written once (below) instead.
  const takerWrite = taker?.member.id === booking.staffId ? undefined : taker?.write;
  // One transaction may touch an item once: within a month, one write takes it out and puts it back.
  if (monthOf(move.serviceDate) === monthOf(booking.serviceDate))
    return {
      keeps,
      taker: taker?.member,
      days: [
        dayWrite(
          { month: to.month, stale: [...new Set([...from.stale, ...to.stale])] },
          { add: moved, remove: [booking.id] },
        ),
        ...(takerWrite ? [takerWrite] : []),
      ],
    };
  return {
    keeps,
    taker: taker?.member,
    days: [
      dayWrite(from, { remove: [booking.id] }),
      ...(keeps ? [dayWrite(to, { add: moved })] : []),
      ...(takerWrite ? [takerWrite] : []),
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
  /** A client's move finds someone free at the new time; the office's hands the visit back. */
  cover = false,
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
    const staff = await staffAfterMove(booking, move, cover);
    const taken = staff.taker ? { staffId: staff.taker.id, staffName: staff.taker.name } : {};
    const dropped = staff.keeps || staff.taker ? [] : ['staffId', 'staffName'];
    if (!staff.keeps) dropped.push('assignmentOverride');
    const attributes = { ...written, ...taken };
    // The client is told of the new time in the same transaction: the booking as it will be.
    const moved = toBooking(applied(booking, attributes, [...remove, ...dropped]));
    // A visit moved from or to within 48 hours is also texted to a client who takes texts.
    const texts = await changeTexts('booking-rescheduled', booking, moved);
    const condition = {
      statuses: ACTIVE_STATUSES,
      scheduleVersion: booking.scheduleVersion,
      ...(booking.staffId ? { staffId: booking.staffId } : {}),
    };
    try {
      await writeTransaction(
        withDiaryStamps([
          { Update: bookingUpdate(booking.id, attributes, condition, [...remove, ...dropped]) },
          diaryUpdate(booking.userId, version),
          bookingNoticePut('booking-rescheduled', moved),
          ...staff.days,
          // After the members' days: the positions of the items above say who lost a race.
          ...texts,
        ]),
      );
      return (await getBookingItem(booking.id)) ?? (await conflictAfter(booking.id, action));
    } catch (error) {
      if (!cancellationReasons(error)) throw error;
      if (failedCondition(error, 0)) return conflictAfter(booking.id, action);
    }
  }
  throw new ConflictError('Bookings changed while this one was being moved. Please try again.', 'busy');
};
