import { ACCOUNT_ACTION_LIMITS } from '../../shared/limits';
import type { AdminBooking } from '../../shared/schemas/booking';
import type { StaffExport } from '../../shared/schemas/staff';
import { districtOf } from '../../shared/staff-rules';
import { getItems } from '../data/batch';
import { bookingKey, toAdminBooking } from '../data/booking';
import { keysHeldBy } from '../data/house-keys';
import { queryAll } from '../data/query';
import { limitRate } from '../data/rate-limit';
import { staffPartition } from '../data/staff-key';
import { currentStaffLinkOf } from '../data/staff-link';
import { MONTH_PREFIX } from '../data/staff-month';
import { PK, SK } from '../data/table';
import type { Caller } from '../lib/caller';
import { NotFoundError } from '../lib/errors';
import { accountMessages } from './account';
import { getStaff } from './service';

/**
 * A member's right of access, as a client has theirs: their record as the office keeps it,
 * every visit given to them with what they recorded on the day (times, the distances their phone
 * reported, their notes, why they left early), and the clients' keys they hold. A visit's client and
 * address stay out (the district only): those are the client's. The member's months (staff-month.ts)
 * name every visit ever given to them; a visit given to someone else since is no longer theirs.
 */
export const staffDataOf = async (staffId: string, now = new Date()): Promise<StaffExport> => {
  const member = await getStaff(staffId);
  const months = await queryAll({
    KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :months)',
    ExpressionAttributeNames: { '#pk': PK, '#sk': SK },
    ExpressionAttributeValues: { ':pk': staffPartition(staffId), ':months': MONTH_PREFIX },
  });
  const ids = [...new Set(months.flatMap((month) => Object.keys((month.visits ?? {}) as object)))];
  const [bookings, keys] = await Promise.all([getItems(ids.map(bookingKey)), keysHeldBy(staffId)]);
  const visits = bookings
    .map(toAdminBooking)
    .filter((booking) => booking.staffId === staffId)
    .sort((a, b) => `${a.serviceDate}T${a.serviceTime}`.localeCompare(`${b.serviceDate}T${b.serviceTime}`))
    .map((booking) => ({
      id: booking.id,
      serviceType: booking.serviceType,
      serviceDate: booking.serviceDate,
      serviceTime: booking.serviceTime,
      durationHours: booking.durationHours,
      status: booking.status,
      ...(booking.address?.postcode ? { district: districtOf(booking.address.postcode) } : {}),
      ...dayOf(booking.visit),
      ...(booking.earlyCheckOut ? { earlyReason: booking.earlyCheckOut.reason } : {}),
    }));
  const keysHeld = keys.map((entry) => ({ tag: entry.tag, label: entry.label, since: entry.since }));
  return { exportedAt: now.toISOString(), member, visits, keysHeld };
};

/** What the member recorded on the day, without the checklist and handover written for the family. */
const dayOf = (visit: AdminBooking['visit']) => {
  if (!visit) return {};
  const { onMyWayAt, actualStart, actualEnd, startDistanceMetres, endDistanceMetres, note } = visit;
  return Object.fromEntries(
    Object.entries({
      onMyWayAt,
      actualStart,
      actualEnd,
      startDistanceMetres,
      endDistanceMetres,
      note,
    }).filter(([, value]) => value !== undefined),
  );
};

/** The calling member's own copy; counted as a client's export is (it reads every visit they had). */
export const exportMyStaffData = async (caller: Caller): Promise<StaffExport> => {
  const link = await currentStaffLinkOf(caller.sub);
  if (!link) throw new NotFoundError(accountMessages.notOnTeam);
  await limitRate(caller.sub, 'export', ACCOUNT_ACTION_LIMITS.export);
  return staffDataOf(link.staffId);
};
