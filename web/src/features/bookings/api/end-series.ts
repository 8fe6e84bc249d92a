import { callApi } from '@/lib/api-client';
import { useBookingChange } from './use-booking-change';

export const endSeries = (id: string) => callApi('endSeries', { params: { id } });

/** The client ends a series with the terms' notice. */
export const useEndSeries = () => useBookingChange(endSeries);
