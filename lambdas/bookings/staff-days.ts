import { ACTIVE_STATUSES, type Booking } from '../../shared/schemas/booking';
import { getItems } from '../data/batch';
import { bookingKey, toBooking } from '../data/booking';
import { getStaffItem, toStaff } from '../data/staff';
import { type MonthVisit, readStaffMonth, type StaffMonth, staffMonthWrite } from '../data/staff-month';

/**
 * The visits given to a member on a date, as they are now: those their month lists for that date that
 * are still active, still on that date and still theirs (the month's entries are only where to look,
 * data/staff-month.ts); `stale` are the entries of that date that no longer belong, for the next
 * write to drop.
 */
export const staffVisitsOn = async (staffId: string, date: string) => {
  const month = await readStaffMonth(staffId, date);
  const listed = month.visits.filter((visit) => visit.serviceDate === date).map((visit) => visit.id);
  const visits = (await getItems(listed.map(bookingKey), true))
    .map(toBooking)
    .filter(
      (visit) =>
        visit.staffId === staffId && visit.serviceDate === date && ACTIVE_STATUSES.includes(visit.status),
    );
  const stale = listed.filter((id) => !visits.some((visit) => visit.id === id));
  return { month, visits, stale };
};

export const monthVisit = (
  booking: Pick<Booking, 'id' | 'serviceDate' | 'serviceTime' | 'durationHours'>,
) => ({
  id: booking.id,
  serviceDate: booking.serviceDate,
  serviceTime: booking.serviceTime,
  durationHours: booking.durationHours,
});

/** The write of a day read with staffVisitsOn: its stale entries out, `remove` out, `add` in. */
export const dayWrite = (
  day: { month: StaffMonth; stale: readonly string[] },
  change: { add?: readonly MonthVisit[]; remove?: readonly string[] },
) => staffMonthWrite(day.month, { add: change.add, remove: [...day.stale, ...(change.remove ?? [])] });

/** A member's record, or undefined. */
export const findStaffMember = async (staffId: string) => {
  const item = await getStaffItem(staffId);
  return item ? toStaff(item) : undefined;
};
