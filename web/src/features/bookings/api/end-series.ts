import { bookingRoutes } from '@shared/routes/bookings';
import type { MutationMeta } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useBookingChange } from './use-booking-change';

export const endSeries = (id: string) => callApi(bookingRoutes.endSeries, { params: { id } });

/** The client ends a series with the terms' notice. */
export const useEndSeries = (meta?: MutationMeta) => useBookingChange(endSeries, meta);
