import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ACTIVE_STATUSES } from '../../shared/schemas/booking';
import { getItems } from '../data/batch';
import { bookingKey, toBooking } from '../data/booking';
import { toStaff } from '../data/staff';
import { readStaffDay } from '../data/staff-day';
import { staffKey } from '../data/staff-key';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';

/**
 * The visits given to a member on a date, as they are now: those their day lists that are still
 * active, still on that date and still theirs (the day's ids are only where to look, data/staff-day.ts).
 */
export const staffVisitsOn = async (staffId: string, date: string) => {
  const day = await readStaffDay(staffId, date);
  const visits = (await getItems(day.bookingIds.map(bookingKey), true))
    .map(toBooking)
    .filter(
      (visit) =>
        visit.staffId === staffId && visit.serviceDate === date && ACTIVE_STATUSES.includes(visit.status),
    );
  return { day, visits };
};

/** A member's record, or undefined. */
export const findStaffMember = async (staffId: string) => {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: staffKey(staffId), ConsistentRead: true }),
  );
  return Item ? toStaff(Item) : undefined;
};
