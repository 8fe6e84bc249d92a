import { bookingRoutes } from '@shared/routes/bookings';
import type { EditBooking } from '@shared/schemas/booking';
import { callApi } from '@/lib/api-client';
import { useBookingChange } from './use-booking-change';

export const editBooking = ({ id, edit }: { id: string; edit: EditBooking }) =>
  callApi(bookingRoutes.editBooking, { params: { id }, body: edit });

/** The office changes when, how long, where, who or its notes. */
export const useEditBooking = () => useBookingChange(editBooking);
