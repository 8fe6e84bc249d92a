import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  type AdminBooking,
  AdminBookingSchema,
  type Booking,
  BookingSchema,
  type BookingStatus,
} from '../../shared/schemas/booking';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { byDate, LISTS, PK } from '../lib/keys';
import { queryAll, queryUserItems } from '../lib/lists';
import { bookingIndexKeys, bookingKey, diaryKey } from './keys';

type Item = Record<string, unknown>;

const pick = (item: Item, shape: object) =>
  Object.fromEntries(Object.entries(item).filter(([name]) => name in shape));

/** The client's view: the office's notes and overrides never leave the table for them. */
export const toBooking = (item: Item): Booking =>
  BookingSchema.parse({ scheduleVersion: 0, ...pick(item, BookingSchema.shape) });

export const toAdminBooking = (item: Item): AdminBooking =>
  AdminBookingSchema.parse({ scheduleVersion: 0, ...pick(item, AdminBookingSchema.shape) });

/** The item to write for a new booking: its keys, its index keys and what admins search by. */
export const bookingItem = (booking: Booking, clientSearch: string) => ({
  ...bookingKey(booking.id),
  ...bookingIndexKeys(booking.id, booking.userId, booking.serviceDate, booking.serviceTime),
  entity: 'booking',
  clientSearch,
  ...booking,
});

export const getBookingItem = async (id: string): Promise<Item | undefined> => {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: bookingKey(id), ConsistentRead: true }),
  );
  return Item;
};

/** The version of a client's diary, which their next booking write must find unchanged. */
export const diaryVersion = async (userId: string): Promise<number> => {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: diaryKey(userId), ConsistentRead: true }),
  );
  return Number(Item?.version ?? 0);
};

/** The transaction item that moves a client's diary on from the version read. */
export const diaryUpdate = (userId: string, version: number) => ({
  Update: {
    TableName: env().TABLE_NAME,
    Key: diaryKey(userId),
    UpdateExpression: 'SET version = :next',
    ConditionExpression: version === 0 ? 'attribute_not_exists(#pk)' : 'version = :version',
    ...(version === 0 ? { ExpressionAttributeNames: { '#pk': PK } } : {}),
    ExpressionAttributeValues: { ':next': version + 1, ...(version === 0 ? {} : { ':version': version }) },
  },
});

/** All of one client's bookings, soonest first. */
export const listUserBookingItems = (userId: string) => queryUserItems(userId, 'BOOKING#', true);

export interface BookingCondition {
  /** The statuses the booking must be in. */
  statuses: readonly BookingStatus[];
  /** When set, the booking must still be when, where and as long as it was when read. */
  scheduleVersion?: number;
}

/** The conditional update of a booking, for an UpdateCommand or a transaction's Update. */
export const bookingUpdate = (id: string, set: Item, condition: BookingCondition, remove: string[] = []) => {
  const names: Record<string, string> = { '#pk': PK, '#status': 'status' };
  const values: Item = {};
  const sets = Object.entries(set).map(([name, value], index) => {
    names[`#s${index}`] = name;
    values[`:s${index}`] = value;
    return `#s${index} = :s${index}`;
  });
  const removes = remove.map((name, index) => {
    names[`#r${index}`] = name;
    return `#r${index}`;
  });
  const statuses = condition.statuses.map((status, index) => {
    values[`:status${index}`] = status;
    return `:status${index}`;
  });
  let check = `attribute_exists(#pk) AND #status IN (${statuses.join(', ')})`;
  if (condition.scheduleVersion !== undefined) {
    // Items written before versions existed count as version 0.
    check +=
      ' AND (scheduleVersion = :version OR (attribute_not_exists(scheduleVersion) AND :version = :zero))';
    values[':version'] = condition.scheduleVersion;
    values[':zero'] = 0;
  }
  return {
    TableName: env().TABLE_NAME,
    Key: bookingKey(id),
    UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
    ConditionExpression: check,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
};

/**
 * Sets (and removes) attributes of a booking in one conditional write; undefined when the booking is
 * missing or no longer meets the condition, so the caller can say why.
 */
export const updateBooking = async (
  id: string,
  set: Item,
  condition: BookingCondition,
  remove: string[] = [],
): Promise<Item | undefined> => {
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({ ...bookingUpdate(id, set, condition, remove), ReturnValues: 'ALL_NEW' }),
    );
    return Attributes;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return undefined;
    throw error;
  }
};

/** Every booking on one date, by the office's list (for clashes of staff). */
export const bookingItemsOn = (date: string): Promise<Item[]> =>
  queryAll({
    IndexName: byDate.name,
    KeyConditionExpression: '#pk = :list AND begins_with(#sk, :date)',
    ExpressionAttributeNames: { '#pk': byDate.partitionKey, '#sk': byDate.sortKey },
    ExpressionAttributeValues: { ':list': LISTS.bookings, ':date': `${date}T` },
  });
