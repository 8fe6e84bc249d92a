import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type Booking, BookingSchema, type BookingStatus } from '../../shared/schemas/booking';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { putOnce, requestHash } from '../lib/idempotency';
import { LISTS, PK } from '../lib/keys';
import { queryListPage, queryUserItems } from '../lib/lists';
import { bookingIndexKeys, bookingKey } from './keys';

const toBooking = (item: Record<string, unknown>): Booking =>
  BookingSchema.parse(
    Object.fromEntries(Object.entries(item).filter(([name]) => name in BookingSchema.shape)),
  );

export const insertBooking = async (
  booking: Booking,
  idempotencyKey: string | undefined,
  request: unknown,
): Promise<Booking> => {
  const item = {
    ...bookingKey(booking.id),
    ...bookingIndexKeys(booking.id, booking.userId, booking.serviceDate, booking.serviceTime),
    entity: 'booking',
    ...booking,
  };
  // Scoped to the caller: another client's key can never replay this client's booking.
  const idempotency = idempotencyKey
    ? { scope: `createBooking#${booking.userId}`, key: idempotencyKey, hash: requestHash(request) }
    : undefined;
  return (await putOnce(item, booking, idempotency)).response;
};

export const getBooking = async (id: string): Promise<Booking | undefined> => {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: bookingKey(id), ConsistentRead: true }),
  );
  return Item ? toBooking(Item) : undefined;
};

/** All of one client's bookings, soonest first. */
export const listUserBookings = async (userId: string): Promise<Booking[]> =>
  (await queryUserItems(userId, 'BOOKING#', true)).map(toBooking);

/** Every booking, latest date first, a page at a time. */
export const listBookingPage = async (limit: number, startKey: Record<string, unknown> | undefined) => {
  const { items, lastKey } = await queryListPage(LISTS.bookings, limit, startKey);
  return { bookings: items.map(toBooking), lastKey };
};

/**
 * Moves a booking from exactly one status to another in one conditional write, so of two admins
 * racing, one wins and the other is told the booking has moved on.
 */
export const transitionBooking = async (
  id: string,
  from: BookingStatus,
  to: BookingStatus,
  staffName: string | undefined,
  at: string,
): Promise<Booking | undefined> => {
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: bookingKey(id),
        UpdateExpression: `SET #status = :to, updatedAt = :at${staffName ? ', staffName = :staff' : ''}`,
        ConditionExpression: 'attribute_exists(#pk) AND #status = :from',
        ExpressionAttributeNames: { '#pk': PK, '#status': 'status' },
        ExpressionAttributeValues: {
          ':to': to,
          ':from': from,
          ':at': at,
          ...(staffName ? { ':staff': staffName } : {}),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? toBooking(Attributes) : undefined;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return undefined;
    throw error;
  }
};
