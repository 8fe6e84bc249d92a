import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { staffPartition } from './staff-key';
import { key, PK } from './table';

/**
 * A staff member's day (issue 26): one item per person per date, in their record's partition, holding
 * the ids of the visits given to them that day and a version that every assignment, move and hand-back
 * touching that day moves on in the same transaction. Two offices giving one person two visits at the
 * same time each read the day at one version; only the first write finds it unchanged, and the second
 * reads again and sees the clash. The ids are where to look, not the truth: the visits themselves are
 * read (consistently) and an id whose visit was cancelled, moved to another day or given to someone
 * else is dropped at the next write, so no other change of a booking has to touch this item.
 */
export const staffDayKey = (staffId: string, date: string) => key(staffPartition(staffId), `DAY#${date}`);

export interface StaffDay {
  staffId: string;
  date: string;
  /** 0 for a day nobody has written yet. */
  version: number;
  bookingIds: string[];
}

export const readStaffDay = async (staffId: string, date: string): Promise<StaffDay> => {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: staffDayKey(staffId, date), ConsistentRead: true }),
  );
  return {
    staffId,
    date,
    version: Number(Item?.version ?? 0),
    bookingIds: Array.isArray(Item?.bookingIds) ? Item.bookingIds.map(String) : [],
  };
};

/** The transaction item that writes a day's visits, only if the day is still at the version read. */
export const staffDayWrite = (day: StaffDay, bookingIds: readonly string[]) => ({
  Update: {
    TableName: env().TABLE_NAME,
    Key: staffDayKey(day.staffId, day.date),
    UpdateExpression: 'SET #version = :next, bookingIds = :ids',
    ConditionExpression:
      day.version === 0 ? 'attribute_not_exists(#pk)' : 'attribute_exists(#pk) AND #version = :version',
    ExpressionAttributeNames: { '#pk': PK, '#version': 'version' },
    ExpressionAttributeValues: {
      ':next': day.version + 1,
      ':ids': [...new Set(bookingIds)],
      ...(day.version === 0 ? {} : { ':version': day.version }),
    },
  },
});
