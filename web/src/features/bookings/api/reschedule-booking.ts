import { bookingRoutes } from '@shared/routes/bookings';
import { callApi } from '@/lib/api-client';
import { useBookingChange } from './use-booking-change';

export const rescheduleBooking = ({
  id,
  ...slot
}: {
  id: string;
  serviceDate: string;
  serviceTime: string;
}) => callApi(bookingRoutes.rescheduleBooking, { params: { id }, body: slot });

/** The client moves a visit; a confirmed one goes back to the office to confirm. */
export const useRescheduleBooking = () => useBookingChange(rescheduleBooking);
