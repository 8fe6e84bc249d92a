import { visitDayRoutes } from '@shared/routes/visit-day';
import type { AttendanceCorrection } from '@shared/schemas/visit-day';
import { callApi } from '@/lib/api-client';
import { useBookingChange } from './use-booking-change';

export const correctAttendance = ({ id, times }: { id: string; times: AttendanceCorrection }) =>
  callApi(visitDayRoutes.correctAttendance, { params: { id }, body: times });

/** The office completes a started visit by hand, or corrects its actual times, with a reason. */
export const useCorrectAttendance = () => useBookingChange(correctAttendance);
