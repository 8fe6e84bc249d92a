import { createDispatcher } from '../lib/dispatcher';
import { createBooking, listAllBookings, listMyBookings, updateBookingStatus } from './service';

export const handler = createDispatcher('bookings', {
  listMyBookings: (_input, { caller }) => listMyBookings(caller.sub),
  createBooking: ({ body }, { caller, idempotencyKey }) => createBooking(caller.sub, body, idempotencyKey),
  listAllBookings: ({ query }) => listAllBookings(query),
  updateBookingStatus: ({ params, body }) => updateBookingStatus(params.id, body),
});
