import { todayInLondon } from '@shared/dates';
import type { Booking } from '@shared/schemas/booking';

/** dated today or later (in Europe/London) and neither completed nor cancelled. */
export const isUpcoming = (booking: Pick<Booking, 'serviceDate' | 'status'>, today = todayInLondon()) =>
  booking.serviceDate >= today && booking.status !== 'completed' && booking.status !== 'cancelled';

/** The upcoming bookings, soonest first. */
export const upcomingBookings = <T extends Pick<Booking, 'serviceDate' | 'serviceTime' | 'status'>>(
  bookings: readonly T[],
  today = todayInLondon(),
): T[] =>
  bookings
    .filter((booking) => isUpcoming(booking, today))
    .sort((a, b) => `${a.serviceDate}T${a.serviceTime}`.localeCompare(`${b.serviceDate}T${b.serviceTime}`));
