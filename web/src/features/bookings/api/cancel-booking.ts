import { bookingRoutes } from '@shared/routes/bookings';
import type { MutationMeta } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useBookingChange } from './use-booking-change';

export const cancelBooking = ({ id, acceptedFeePence }: { id: string; acceptedFeePence: number }) =>
  callApi(bookingRoutes.cancelBooking, { params: { id }, body: { acceptedFeePence } });

/** The client cancels (or skips a visit of a series) at the fee they were shown. */
export const useCancelBooking = (meta?: MutationMeta) => useBookingChange(cancelBooking, meta);
