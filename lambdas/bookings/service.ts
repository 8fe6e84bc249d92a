import { toBooking } from '../data/booking';
import { listUserBookingItems } from './repository';

/** A client's own bookings, soonest first; the office's notes are not part of what they see. */
export const listMyBookings = async (userId: string) => ({
  items: (await listUserBookingItems(userId)).map(toBooking),
});
