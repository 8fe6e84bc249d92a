import { bookingRoutes } from '@shared/routes/bookings';
import type { UpdateBookingStatus } from '@shared/schemas/booking';
import type { MutationMeta } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useBookingChange } from './use-booking-change';

export type BookingStatusChange = UpdateBookingStatus & { id: string };

export const updateBookingStatus = ({ id, ...change }: BookingStatusChange) =>
  callApi(bookingRoutes.updateBookingStatus, { params: { id }, body: change as UpdateBookingStatus });

/** Confirms, cancels (with a reason) or completes a booking; the server enforces which moves are allowed. */
export const useUpdateBookingStatus = (meta?: MutationMeta) => useBookingChange(updateBookingStatus, meta);
