import { bookingRoutes } from '@shared/routes/bookings';
import { callApi } from '@/lib/api-client';
import { useBookingChange } from './use-booking-change';

export const confirmSeries = ({ id }: { id: string }) =>
  callApi(bookingRoutes.confirmSeries, { params: { id }, body: {} });

/** The office confirms every pending visit of a series. */
export const useConfirmSeries = () => useBookingChange(confirmSeries);
