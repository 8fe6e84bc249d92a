import { addDays, londonParts } from '../../shared/london-time';
import type { Booking } from '../../shared/schemas/booking';
import type { StaffDay, StaffVisit } from '../../shared/schemas/visit-day';
import { VISIT_DAY } from '../../shared/visit-day';
import { getItems } from '../data/batch';
import { bookingKey, getBookingItem, toBooking } from '../data/booking';
import { getProfiles } from '../data/profile';
import { currentStaffLinkOf } from '../data/staff-link';
import { readStaffMonths } from '../data/staff-month';
import type { Caller } from '../lib/caller';
import { NotFoundError } from '../lib/errors';
import { inSight } from './visit-day-rules';
import { readContext, toStaffVisit, toSummary } from './visit-day-view';

/**
 * A member's own day: their visits, found from their account's link to their record (never
 * from anything the request says), each only while it is still theirs; opened only from the day
 * before until the day after. Anything else is not found, so no id can be probed.
 */

export const visitMessages = {
  notOnTeam: 'This account is not linked to a member of the team',
  notFound: 'Visit not found',
} as const;

/** The caller's member id, from their account's link (data/staff-link.ts); 401 once they have left. */
export const memberIdOf = async (caller: Caller): Promise<string> => {
  const link = await currentStaffLinkOf(caller.sub);
  if (!link) throw new NotFoundError(visitMessages.notOnTeam);
  return link.staffId;
};

/** The visit if it is the member's and in sight at `now`; 404 otherwise, whatever the reason. */
export const myVisit = async (staffId: string, id: string, now: Date): Promise<Booking> => {
  const item = await getBookingItem(id);
  const booking = item ? toBooking(item) : undefined;
  if (!booking || booking.staffId !== staffId || !inSight(booking.serviceDate, londonParts(now).date))
    throw new NotFoundError(visitMessages.notFound);
  return booking;
};

/**
 * The member's visits from `from` (today, London, by default) for VISIT_DAY.listDays days after it, in
 * date and time order. Their months say where to look (a superset: data/staff-month.ts); the visits
 * themselves say whether each is still theirs and still happening.
 */
export const listMyVisits = async (
  caller: Caller,
  query: { from?: string },
  now = new Date(),
): Promise<StaffDay> => {
  const staffId = await memberIdOf(caller);
  const today = londonParts(now).date;
  const from = query.from ?? today;
  const to = addDays(from, VISIT_DAY.listDays);
  const months = (await readStaffMonths([staffId], from, to, false)).get(staffId) ?? [];
  const listed = months.flatMap((month) =>
    month.visits.filter((visit) => visit.serviceDate >= from && visit.serviceDate <= to),
  );
  const visits = (await getItems(listed.map((visit) => bookingKey(visit.id))))
    .map(toBooking)
    .filter(
      (visit) =>
        visit.staffId === staffId &&
        visit.status !== 'cancelled' &&
        visit.serviceDate >= from &&
        visit.serviceDate <= to,
    )
    .sort((a, b) => `${a.serviceDate}T${a.serviceTime}`.localeCompare(`${b.serviceDate}T${b.serviceTime}`));
  const profiles = await getProfiles(visits.map((visit) => visit.userId));
  return {
    today,
    visits: visits.map((visit) => toSummary(visit, profiles.get(visit.userId)?.fullName, now)),
  };
};

export const getMyVisit = async (caller: Caller, id: string, now = new Date()): Promise<StaffVisit> => {
  const staffId = await memberIdOf(caller);
  const booking = await myVisit(staffId, id, now);
  return toStaffVisit(booking, await readContext(booking, now), staffId, now);
};
