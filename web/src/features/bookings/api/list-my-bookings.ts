import { bookingRoutes } from '@shared/routes/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

export const listMyBookings = async () => (await callApi(bookingRoutes.listMyBookings, {})).items;

/** The client's own bookings, soonest first as the API orders them. */
export const myBookingsQuery = queryOptions({ queryKey: portalKeys.myBookings, queryFn: listMyBookings });

export const useMyBookings = () => useQuery(myBookingsQuery);
