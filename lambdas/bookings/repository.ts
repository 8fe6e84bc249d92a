import type { NoticeKind } from '../../shared/notices';
import type { Booking } from '../../shared/schemas/booking';
import {
  BOOKING_SUMMARY_ATTRIBUTES,
  BOOKINGS_OF_USER,
  type BookingCondition,
  bookingsOnDay,
  bookingUpdate,
  getBookingItem,
  toBooking,
  toBookingSummary,
  writeBookingUpdate,
} from '../data/booking';
import { type NoticeFacts, noticePut } from '../data/notice';
import { queryAll, queryUserItems } from '../data/query';
import { releaseFromMonth } from '../data/staff-month';
import { byDate, LISTS } from '../data/table';
import { changeTexts } from '../data/text-notice';
import { isConditionFailure, lostRace } from '../data/transaction';
import { writeTransaction } from '../data/write';

export type Item = Record<string, unknown>;

/** All of one client's bookings, soonest first. */
export const listUserBookingItems = (userId: string) => queryUserItems(userId, BOOKINGS_OF_USER, true);

/** The same bookings, each only as far as offering times needs it (a tenth of the bytes). */
export const listUserBookingSummaries = async (userId: string) =>
  (await queryUserItems(userId, BOOKINGS_OF_USER, true, BOOKING_SUMMARY_ATTRIBUTES)).map(toBookingSummary);

/** A client's own bookings, soonest first; the office's notes are not part of what they see. */
export const listMyBookings = async (userId: string) => ({
  items: (await listUserBookingItems(userId)).map(toBooking),
});

/** The client's notice a change of a booking causes, built from the booking as it is after the change. */
export type BookingNotice = (after: Booking) => { kind: NoticeKind; facts?: NoticeFacts };

/** The outbox item telling the client about a booking as it now is. */
export const bookingNoticePut = (kind: NoticeKind, booking: Booking, facts: NoticeFacts = { booking }) =>
  noticePut({ kind, userId: booking.userId, subject: { type: 'booking', id: booking.id }, facts });

/**
 * The notice of a change made to many visits of a series at once (confirmed, ended): one mail, not one
 * per visit. It joins the first visit's write and lists the visits the change covers.
 */
export const seriesNotice =
  (kind: NoticeKind, frequency: string, visits: Booking[]): BookingNotice =>
  (booking) => ({
    kind,
    facts: {
      booking,
      series: {
        frequency,
        visits: visits.map(({ serviceDate, serviceTime }) => ({ serviceDate, serviceTime })),
      },
    },
  });

/** A booking item with a change applied, as the write will leave it (for the notice's facts). */
export const applied = (item: Item, set: Item, remove: string[]): Item => {
  const next: Item = { ...item, ...set };
  for (const name of remove) delete next[name];
  return next;
};

/**
 * Sets (and removes) attributes of a booking in one conditional write; undefined when the booking is
 * missing or no longer meets the condition, so the caller can say why. With a notice, the change and
 * its outbox item are one transaction (written together or not at all), and the item is read back.
 */
export const updateBooking = async (
  id: string,
  set: Item,
  condition: BookingCondition,
  remove: string[] = [],
  notice?: BookingNotice,
): Promise<Item | undefined> => {
  const written = notice
    ? await updateWithNotice(id, set, condition, remove, notice)
    : await updateAlone(id, set, condition, remove);
  // A cancelled visit leaves its member's month (data/staff-month.ts), so its time is offered again.
  if (written && set.status === 'cancelled' && typeof written.staffId === 'string')
    await releaseFromMonth(written.staffId, String(written.serviceDate), id);
  return written;
};

const updateAlone = async (id: string, set: Item, condition: BookingCondition, remove: string[]) => {
  try {
    return await writeBookingUpdate(bookingUpdate(id, set, condition, remove));
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
};

/** Tries of a change whose caller did not pin the booking's time, when the time moved under it. */
const NOTICE_ATTEMPTS = 3;

const updateWithNotice = async (
  id: string,
  set: Item,
  condition: BookingCondition,
  remove: string[],
  notice: BookingNotice,
): Promise<Item | undefined> => {
  for (let attempt = 0; attempt < NOTICE_ATTEMPTS; attempt += 1) {
    const before = await getBookingItem(id);
    if (!before || !condition.statuses.includes(toBooking(before).status)) return undefined;
    // The facts are the booking after the change. The write is also pinned to the time read, so a
    // visit moved meanwhile is never announced at its old time (the caller's own pin, if any, wins).
    const after = toBooking(applied(before, set, remove));
    const pinned = condition.scheduleVersion ?? toBooking(before).scheduleVersion;
    const { kind, facts } = notice(after);
    // A late cancellation also goes as a text to a client who takes them, in the same write.
    const texts = await changeTexts(kind, toBooking(before), after);
    try {
      await writeTransaction([
        { Update: bookingUpdate(id, set, { ...condition, scheduleVersion: pinned }, remove) },
        bookingNoticePut(kind, after, facts),
        ...texts,
      ]);
      return getBookingItem(id);
    } catch (error) {
      if (!lostRace(error, 0)) throw error;
      // Refused by the caller's own condition: no change, no notice; the caller says why.
      if (condition.scheduleVersion !== undefined) return undefined;
    }
  }
  return undefined;
};

/** Every booking on one date, by the office's list (for clashes of staff). */
export const bookingItemsOn = (date: string): Promise<Item[]> =>
  queryAll({
    IndexName: byDate.name,
    KeyConditionExpression: '#pk = :list AND begins_with(#sk, :date)',
    ExpressionAttributeNames: { '#pk': byDate.partitionKey, '#sk': byDate.sortKey },
    ExpressionAttributeValues: { ':list': LISTS.bookings, ':date': bookingsOnDay(date) },
  });
