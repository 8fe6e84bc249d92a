import { addDays } from '../../shared/london-time';
import { ACTIVE_STATUSES } from '../../shared/schemas/booking';
import type { Schedule, ScheduleQuery } from '../../shared/schemas/schedule';
import { toAdminBooking } from '../data/booking';
import { getProfiles } from '../data/profile';
import { allStaff } from '../data/staff';
import { bookingItemsOn } from './repository';

/**
 * The office's schedule board: for a day or a week, every member (with their hours, leave and
 * sickness) and every visit to be done or done, with the client's name. One Query of the team list and
 * one of the office's bookings list per day (the by-date index), then the clients' profiles in batches.
 * Cancelled visits are left off the board.
 */
export const getSchedule = async (query: ScheduleQuery): Promise<Schedule> => {
  const dates = Array.from({ length: query.days }, (_, index) => addDays(query.from, index));
  const [team, items] = await Promise.all([
    allStaff(),
    Promise.all(dates.map((date) => bookingItemsOn(date))).then((days) => days.flat()),
  ]);
  const visits = items
    .map(toAdminBooking)
    .filter((visit) => ACTIVE_STATUSES.includes(visit.status) || visit.status === 'completed');
  const profiles = await getProfiles([...new Set(visits.map((visit) => visit.userId))]);
  const working = new Set(visits.flatMap((visit) => (visit.staffId ? [visit.staffId] : [])));
  return {
    dates,
    staff: team
      .filter((member) => member.active || working.has(member.id))
      .map(({ id, name, active, pattern, absences, worksBankHolidays, version }) => ({
        id,
        name,
        active,
        pattern,
        absences,
        worksBankHolidays,
        version,
      })),
    visits: visits
      .sort((a, b) => `${a.serviceDate}${a.serviceTime}`.localeCompare(`${b.serviceDate}${b.serviceTime}`))
      .map((visit) => ({
        id: visit.id,
        serviceType: visit.serviceType,
        serviceDate: visit.serviceDate,
        serviceTime: visit.serviceTime,
        durationHours: visit.durationHours,
        status: visit.status,
        ...(visit.staffId ? { staffId: visit.staffId, staffName: visit.staffName } : {}),
        ...(profiles.get(visit.userId)?.fullName ? { clientName: profiles.get(visit.userId)?.fullName } : {}),
        ...(visit.address ? { address: visit.address } : {}),
        ...(visit.assignmentOverride ? { assignmentOverride: visit.assignmentOverride } : {}),
      })),
  };
};
