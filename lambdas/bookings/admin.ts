import { checkSlot } from '../../shared/booking-rules';
import { todayInLondon } from '../../shared/dates';
import { hoursUntil } from '../../shared/london-time';
import {
  ACTIVE_STATUSES,
  type AdminBooking,
  type AdminBookingQuery,
  type Booking,
  type BookingExportQuery,
  type EditBooking,
  type UpdateBookingStatus,
} from '../../shared/schemas/booking';
import { type CsvFile, MAX_CSV_ROWS } from '../../shared/schemas/csv';
import { getBookingItem, toAdminBooking, toBooking } from '../data/booking';
import { getKey } from '../data/house-keys';
import { listNotices, resendNotice } from '../data/notice-admin';
import { getProfiles } from '../data/profile';
import { queryFilteredAll, queryFilteredPage } from '../data/query';
import { noteClientServed } from '../data/reviews';
import { getSeries } from '../data/series';
import { LISTS } from '../data/table';
import type { Caller } from '../lib/caller';
import { toCsv, tooManyRows } from '../lib/csv';
import { decodeCursor, encodeCursor } from '../lib/cursor';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors';
import { overlaps } from './book';
import { cancelledNotice } from './changes';
import { BOOKING_COLUMNS } from './columns';
import { bookingListQuery } from './list-query';
import { conflictAfter, requireActive, writeMove } from './move';
import {
  type BookingNotice,
  bookingItemsOn,
  listUserBookingItems,
  seriesNotice,
  updateBooking,
} from './repository';

type Item = Record<string, unknown>;

const sameStaff = (a: string | undefined, b: string | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Adds who each booking is for and, where a staff member is booked twice at once, the other visits. */
export const withDetails = async (items: Item[]): Promise<AdminBooking[]> => {
  const bookings = items.map(toAdminBooking);
  const profiles = await getProfiles(bookings.map((booking) => booking.userId));
  const staffed = bookings.filter((booking) => booking.staffName && ACTIVE_STATUSES.includes(booking.status));
  const dates = [...new Set(staffed.map((booking) => booking.serviceDate))];
  const byDate = new Map(
    await Promise.all(
      dates.map(async (date) => [date, (await bookingItemsOn(date)).map(toBooking)] as const),
    ),
  );
  return bookings.map((booking) => {
    const clashes = staffed.includes(booking)
      ? (byDate.get(booking.serviceDate) ?? []).filter(
          (other) =>
            other.id !== booking.id &&
            ACTIVE_STATUSES.includes(other.status) &&
            sameStaff(other.staffName, booking.staffName) &&
            overlaps(other, booking),
        )
      : [];
    const profile = profiles.get(booking.userId);
    return {
      ...booking,
      clientName: profile?.fullName,
      clientEmail: profile?.email,
      ...(clashes.length > 0
        ? {
            staffClashes: clashes.map(({ id, serviceDate, serviceTime, durationHours }) => ({
              id,
              serviceDate,
              serviceTime,
              durationHours,
            })),
          }
        : {}),
    };
  });
};

export const listAllBookings = async (query: AdminBookingQuery, now = new Date()) => {
  const { items, lastKey } = await queryFilteredPage({
    ...bookingListQuery(query, todayInLondon(now)),
    limit: query.limit,
    startKey: decodeCursor(query.cursor, LISTS.bookings),
  });
  return { items: await withDetails(items), nextCursor: encodeCursor(lastKey) };
};

/** The filtered list, every page of it, as the office's CSV. */
export const exportBookings = async (query: BookingExportQuery, now = new Date()): Promise<CsvFile> => {
  const { items, more } = await queryFilteredAll(bookingListQuery(query, todayInLondon(now)), MAX_CSV_ROWS);
  if (more) throw tooManyRows();
  const bookings = items.map(toAdminBooking);
  // Names only: a file has no use for the screen's staff-clash warnings, which cost a read per day.
  const profiles = await getProfiles(bookings.map((booking) => booking.userId));
  const named = bookings.map((booking) => ({
    ...booking,
    clientName: profiles.get(booking.userId)?.fullName,
    clientEmail: profiles.get(booking.userId)?.email,
  }));
  return toCsv(`bookings-${query.view}-${todayInLondon(now)}`, BOOKING_COLUMNS, named);
};

const bookingOrNotFound = async (id: string): Promise<Booking> => {
  const item = await getBookingItem(id);
  if (!item) throw new NotFoundError('Booking not found');
  return toBooking(item);
};

/** The office's status moves: confirm a pending visit, cancel with a reason the client sees, complete once started. */
export const updateBookingStatus = async (id: string, change: UpdateBookingStatus, now = new Date()) => {
  const at = now.toISOString();
  if (change.status === 'confirmed') {
    const updated = await updateBooking(
      id,
      { status: 'confirmed', updatedAt: at },
      { statuses: ['pending'] },
      [],
      () => ({ kind: 'booking-confirmed' }),
    );
    if (updated) return toBooking(updated);
    const current = await bookingOrNotFound(id);
    throw new ConflictError(`A ${current.status} booking cannot be confirmed.`, 'invalid_transition');
  }
  const booking = await bookingOrNotFound(id);
  if (change.status === 'cancelled') {
    requireActive(booking, 'cancelled');
    const cancellation = { at, by: 'office', reason: change.reason, feePercent: 0, feePence: 0 };
    const updated = await updateBooking(
      id,
      { status: 'cancelled', cancellation, updatedAt: at },
      { statuses: ACTIVE_STATUSES },
      [],
      cancelledNotice,
    );
    return toBooking(updated ?? (await conflictAfter(id, 'cancelled')));
  }
  requireCompletable(booking, now);
  const updated = await updateBooking(
    id,
    { status: 'completed', updatedAt: at },
    { statuses: ['confirmed'], scheduleVersion: booking.scheduleVersion },
    [],
    completedNotice,
  );
  const completed = updated ?? (await conflictAfter(id, 'completed'));
  // The site's "clients served" counts each client once, from their first completed visit.
  await noteClientServed(booking.userId, at);
  return toBooking(completed);
};

/** Whether the office may complete a visit by hand: confirmed, and its booked start has passed. */
export const requireCompletable = (booking: Booking, now: Date) => {
  if (booking.status !== 'confirmed')
    throw new ConflictError(`A ${booking.status} booking cannot be marked completed.`, 'invalid_transition');
  if (hoursUntil(booking.serviceDate, booking.serviceTime, now) > 0)
    throw new ConflictError('A visit can be marked complete once it has started.', 'not_started');
};

/**
 * The client's "how did we do?" once a visit is complete, however it was completed: by the office (by
 * status, or with its times, visit-day-office.ts) or at a check-out (visit-day-actions.ts), whose
 * record (times, what was done) the mail shows.
 */
export const completedNotice: BookingNotice = (after) => ({
  kind: 'visit-completed',
  facts: { booking: after },
});

/** Empty text clears an optional field. */
const textChanges = (edit: EditBooking) => {
  const set: Item = {};
  const remove: string[] = [];
  for (const name of ['internalNotes', 'accessNotes'] as const) {
    const value = edit[name];
    if (value === undefined) continue;
    if (value === '') remove.push(name);
    else set[name] = value;
  }
  if (edit.address) set.address = edit.address;
  return { set, remove };
};

/**
 * The key a visit needs: one of this client's keys that the company still holds. Any other
 * id (another client's key, one given back or lost, none at all) is the office's field to correct.
 */
const clientKey = async (keyId: string, userId: string): Promise<string> => {
  const key = await getKey(keyId, true);
  if (!key || key.clientId !== userId)
    throw new ValidationError([{ path: 'keyId', message: "This is not one of the client's keys" }]);
  if (key.status !== 'held')
    throw new ValidationError([{ path: 'keyId', message: 'We no longer hold this key' }]);
  return key.id;
};

/** The office's edit: the same rules as a client's booking, unless overridden with a reason (an emergency). */
export const editBooking = async (id: string, edit: EditBooking, now = new Date()): Promise<AdminBooking> => {
  const item = await getBookingItem(id);
  if (!item) throw new NotFoundError('Booking not found');
  const booking = toBooking(item);
  requireActive(booking, 'edited');
  const move = {
    serviceDate: edit.serviceDate ?? booking.serviceDate,
    serviceTime: edit.serviceTime ?? booking.serviceTime,
    durationHours: edit.durationHours ?? booking.durationHours,
  };
  const moved =
    move.serviceDate !== booking.serviceDate ||
    move.serviceTime !== booking.serviceTime ||
    move.durationHours !== booking.durationHours;
  const { set, remove } = textChanges(edit);
  if (edit.keyId !== undefined) {
    if (edit.keyId === '') remove.push('keyId');
    else set.keyId = await clientKey(edit.keyId, booking.userId);
  }
  set.updatedAt = now.toISOString();
  if (edit.overrideReason) set.override = { reason: edit.overrideReason, at: now.toISOString() };
  let written: Item | undefined;
  if (moved) {
    const issues = checkSlot({ ...booking, ...move }, now, { override: !!edit.overrideReason });
    if (issues.length > 0) throw new ValidationError(issues);
    written = await writeMove(booking, move, set, remove, 'edited');
  } else {
    if (edit.address) set.scheduleVersion = booking.scheduleVersion + 1;
    written =
      (await updateBooking(
        id,
        set,
        { statuses: ACTIVE_STATUSES, scheduleVersion: booking.scheduleVersion },
        remove,
      )) ?? (await conflictAfter(id, 'edited'));
  }
  const [detailed] = await withDetails([written]);
  if (!detailed) throw new NotFoundError('Booking not found');
  return detailed;
};

/** Confirms every pending visit of a series, each by its own conditional write. */
export const confirmSeries = async (seriesId: string, now = new Date()) => {
  const series = await getSeries(seriesId);
  if (!series) throw new NotFoundError('Series not found');
  const pending = (await listUserBookingItems(series.userId))
    .map(toBooking)
    .filter((visit) => visit.seriesId === seriesId && visit.status === 'pending');
  if (pending.length === 0)
    throw new ConflictError('No visits of this series are waiting to be confirmed.', 'nothing_to_confirm');
  let confirmed = 0;
  for (const visit of pending) {
    const notice = confirmed === 0 ? seriesNotice('booking-confirmed', series.frequency, pending) : undefined;
    const updated = await updateBooking(
      visit.id,
      { status: 'confirmed', updatedAt: now.toISOString() },
      { statuses: ['pending'] },
      [],
      notice,
    );
    if (updated) confirmed += 1;
  }
  return { seriesId, confirmed };
};

/** The notices one booking caused, newest first; 404 for a booking that does not exist. */
export const listBookingNotices = async (id: string) => {
  await bookingOrNotFound(id);
  return listNotices({ type: 'booking', id });
};

/** The office sends a booking's sent or failed notice again. */
export const resendBookingNotice = async (id: string, noticeId: string, caller: Caller) => {
  await bookingOrNotFound(id);
  return resendNotice({ type: 'booking', id }, noticeId, caller);
};
