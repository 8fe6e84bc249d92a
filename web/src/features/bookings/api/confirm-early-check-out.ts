import { visitDayRoutes } from '@shared/routes/visit-day';
import type { MutationMeta } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { useBookingChange } from './use-booking-change';

export const confirmEarlyCheckOut = (id: string) =>
  callApi(visitDayRoutes.confirmEarlyCheckOut, { params: { id } });

/** The office confirms a visit that ended early was done, so it counts. */
export const useConfirmEarlyCheckOut = (meta?: MutationMeta) => useBookingChange(confirmEarlyCheckOut, meta);
