import { createDispatcher } from '../lib/dispatcher';
import { allBookings, changeStatus, createBooking, myBookings } from './service';

export const handler = createDispatcher('bookings', {
  listMyBookings: (_input, { caller }) => myBookings(caller.sub),
  createBooking: ({ body }, { caller, idempotencyKey }) => createBooking(caller.sub, body, idempotencyKey),
  listAllBookings: ({ query }) => allBookings(query),
  updateBookingStatus: ({ params, body }) => changeStatus(params.id, body),
});
