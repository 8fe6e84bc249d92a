import { randomUUID } from 'node:crypto';
import {
  BOOKING_TRANSITIONS,
  type Booking,
  type BookingStatus,
  type CreateBooking,
  type UpdateBookingStatus,
} from '../../shared/schemas/booking';
import type { PageQuery } from '../../shared/schemas/pagination';
import { decodeCursor, encodeCursor } from '../lib/cursor';
import { ConflictError, NotFoundError } from '../lib/errors';
import { LISTS } from '../lib/keys';
import { countEvent } from '../lib/metrics';
import { getProfiles } from '../lib/profiles';
import {
  getBooking,
  insertBooking,
  listBookingPage,
  listUserBookings,
  transitionBooking,
} from './repository';

export const createBooking = async (
  userId: string,
  input: CreateBooking,
  idempotencyKey: string | undefined,
): Promise<Booking> => {
  const booking = await insertBooking(
    { id: randomUUID(), userId, ...input, status: 'pending', createdAt: new Date().toISOString() },
    idempotencyKey,
    input,
  );
  countEvent('BookingCreated');
  return booking;
};

export const listMyBookings = async (userId: string) => ({ items: await listUserBookings(userId) });

export const listAllBookings = async ({ limit, cursor }: PageQuery) => {
  const { bookings, lastKey } = await listBookingPage(limit, decodeCursor(cursor, LISTS.bookings));
  const profiles = await getProfiles(bookings.map((booking) => booking.userId));
  return {
    items: bookings.map((booking) => ({
      ...booking,
      clientName: profiles.get(booking.userId)?.fullName,
      clientEmail: profiles.get(booking.userId)?.email,
    })),
    nextCursor: encodeCursor(lastKey),
  };
};

/** The one status each target may be reached from (BOOKING_TRANSITIONS read backwards). */
export const transitionSource = (to: BookingStatus): BookingStatus | undefined =>
  (Object.keys(BOOKING_TRANSITIONS) as BookingStatus[]).find((from) =>
    BOOKING_TRANSITIONS[from].includes(to),
  );

export const updateBookingStatus = async (id: string, change: UpdateBookingStatus): Promise<Booking> => {
  const from = transitionSource(change.status);
  const updated = from
    ? await transitionBooking(id, from, change.status, change.staffName, new Date().toISOString())
    : undefined;
  if (updated) return updated;
  const current = await getBooking(id);
  if (!current) throw new NotFoundError('Booking not found');
  throw new ConflictError(
    `A ${current.status} booking cannot be marked ${change.status}`,
    'invalid_transition',
  );
};
