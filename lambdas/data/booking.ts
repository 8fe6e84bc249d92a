import { UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import type { z } from 'zod';
import {
  type AdminBooking,
  AdminBookingSchema,
  type Booking,
  BookingSchema,
  type BookingStatus,
} from '../../shared/schemas/booking';
import { PARTITION_PREFIXES } from '../../shared/table';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { getItem } from './batch';
import { byDate, byUser, key, LISTS, PK } from './table';
import { isConditionFailure } from './transaction';
import { updateExpression } from './update';
import { userPartition } from './user';

type Item = Record<string, unknown>;

/** Bookings and their feedback (and notices) share a partition, so a transaction can check one and write the other. */
export const bookingPartition = (bookingId: string) => `${PARTITION_PREFIXES.booking}${bookingId}`;
export const bookingKey = (bookingId: string) => key(bookingPartition(bookingId), 'BOOKING');

/** The prefix of a client's bookings in the by-user index. */
export const BOOKINGS_OF_USER = 'BOOKING#';

/** A client's bookings sort by when they happen; so do the office's. */
export const bookingIndexKeys = (id: string, userId: string, date: string, time: string) => ({
  [byUser.partitionKey]: userPartition(userId),
  [byUser.sortKey]: `${BOOKINGS_OF_USER}${date}T${time}#${id}`,
  [byDate.partitionKey]: LISTS.bookings,
  [byDate.sortKey]: `${date}T${time}#${id}`,
});

/** The by-date sort-key prefix of one day's bookings. */
export const bookingsOnDay = (date: string) => `${date}T`;

const pick = (item: Item, shape: object) =>
  Object.fromEntries(Object.entries(item).filter(([name]) => name in shape));

/** A booking as stored, read consistently: the check before a conditional write. */
export const getBookingItem = (id: string): Promise<Item | undefined> => getItem(bookingKey(id));

/** The client's view: the office's notes and overrides never leave the table for them. */
export const toBooking = (item: Item): Booking =>
  BookingSchema.parse({ scheduleVersion: 0, ...pick(item, BookingSchema.shape) });

/** What offering times needs of a client's past and booked visits: who came, when, and whether it stands. */
export const BookingSummarySchema = BookingSchema.pick({
  id: true,
  staffId: true,
  serviceDate: true,
  status: true,
});
export type BookingSummary = z.infer<typeof BookingSummarySchema>;
export const BOOKING_SUMMARY_ATTRIBUTES = Object.keys(BookingSummarySchema.shape);

export const toBookingSummary = (item: Item): BookingSummary =>
  BookingSummarySchema.parse(pick(item, BookingSummarySchema.shape));

export const toAdminBooking = (item: Item): AdminBooking =>
  AdminBookingSchema.parse({ scheduleVersion: 0, ...pick(item, AdminBookingSchema.shape) });

/** A booking with the invoice that claimed it, if any (invoices/billing.ts). */
export interface BookingForInvoice extends Booking {
  invoiceId?: string;
  invoicedAt?: string;
}

export const toBookingForInvoice = (item: Item): BookingForInvoice => ({
  ...toBooking(item),
  ...(typeof item.invoiceId === 'string' ? { invoiceId: item.invoiceId } : {}),
  ...(typeof item.invoicedAt === 'string' ? { invoicedAt: item.invoicedAt } : {}),
});

/** The item to write for a new booking: its keys, its index keys and what admins search by. */
export const bookingItem = (booking: Booking, clientSearch: string) => ({
  ...bookingKey(booking.id),
  ...bookingIndexKeys(booking.id, booking.userId, booking.serviceDate, booking.serviceTime),
  entity: 'booking',
  clientSearch,
  ...booking,
});

export interface BookingCondition {
  /** The statuses the booking must be in. */
  statuses: readonly BookingStatus[];
  /** When set, the booking must still be when, where and as long as it was when read. */
  scheduleVersion?: number;
  /** When set, the visit must still be given to this member (null: to nobody). */
  staffId?: string | null;
  /** When set, the visit must have ended early and not be confirmed by the office yet. */
  unconfirmedEarly?: boolean;
}

/**
 * What a booking must still be for a write to go ahead: there, in one of the statuses and, when asked,
 * at the schedule version read. For a booking's own update and for a ConditionCheck beside another
 * item (the reminder sweep's), so both read "still the same visit" the same way.
 */
export const bookingCondition = (condition: BookingCondition) => {
  const names: Record<string, string> = { '#pk': PK, '#status': 'status' };
  const values: Record<string, unknown> = {};
  const statuses = condition.statuses.map((status, index) => {
    values[`:status${index}`] = status;
    return `:status${index}`;
  });
  let expression = `attribute_exists(#pk) AND #status IN (${statuses.join(', ')})`;
  if (condition.scheduleVersion !== undefined) {
    // Items written before versions existed count as version 0.
    expression +=
      ' AND (scheduleVersion = :version OR (attribute_not_exists(scheduleVersion) AND :version = :zero))';
    values[':version'] = condition.scheduleVersion;
    values[':zero'] = 0;
  }
  if (condition.staffId === null) expression += ' AND attribute_not_exists(staffId)';
  else if (condition.staffId !== undefined) {
    expression += ' AND staffId = :staffId';
    values[':staffId'] = condition.staffId;
  }
  if (condition.unconfirmedEarly)
    expression += ' AND attribute_exists(earlyCheckOut) AND attribute_not_exists(earlyCheckOut.confirmed)';
  return { expression, names, values };
};

/** The conditional update of a booking, for an UpdateCommand or a transaction's Update. */
export const bookingUpdate = (id: string, set: Item, condition: BookingCondition, remove: string[] = []) => {
  const check = bookingCondition(condition);
  const update = updateExpression({ set, remove });
  return {
    TableName: env().TABLE_NAME,
    Key: bookingKey(id),
    UpdateExpression: update.expression,
    ConditionExpression: check.expression,
    ExpressionAttributeNames: { ...check.names, ...update.names },
    ExpressionAttributeValues: { ...check.values, ...update.values },
  };
};

/**
 * Notes a first deep clean's deposit invoice on the visit, once: a second run of the payments
 * schedule finds it there; a visit since deleted is left alone.
 */
export const noteDeposit = async (
  bookingId: string,
  deposit: { amountPence: number; invoiceId: string; invoiceNumber: string },
): Promise<void> => {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: bookingKey(bookingId),
        UpdateExpression: 'SET deposit = :deposit',
        ConditionExpression: 'attribute_exists(#pk) AND attribute_not_exists(deposit)',
        ExpressionAttributeNames: { '#pk': PK },
        ExpressionAttributeValues: { ':deposit': deposit },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
};

/**
 * A booking without its client's details (an erasure): the attributes named are removed, and the care
 * visit's handover with them when it has one (removing a path inside a `visit` the booking does not
 * have is refused).
 */
export const anonymiseBooking = async (
  bookingId: string,
  personal: readonly string[],
  withHandover: boolean,
  now: string,
): Promise<void> => {
  const names = Object.fromEntries(personal.map((name, index) => [`#p${index}`, name]));
  const removed = [...Object.keys(names), ...(withHandover ? ['#visit.#handover'] : [])];
  await documentClient().send(
    new UpdateCommand({
      TableName: env().TABLE_NAME,
      Key: bookingKey(bookingId),
      UpdateExpression: `SET anonymisedAt = :now REMOVE ${removed.join(', ')}`,
      ConditionExpression: 'attribute_exists(#pk)',
      ExpressionAttributeNames: {
        '#pk': PK,
        ...names,
        ...(withHandover ? { '#visit': 'visit', '#handover': 'handover' } : {}),
      },
      ExpressionAttributeValues: { ':now': now },
    }),
  );
};

/**
 * A pending or confirmed booking cancelled with the cancellation decided: the booking as it now is.
 * Refused (ConditionalCheckFailedException) when it is gone or no longer pending or confirmed.
 */
export const cancelBooking = async (
  bookingId: string,
  cancellation: Item,
  now: string,
): Promise<Item | undefined> => {
  const { Attributes } = await documentClient().send(
    new UpdateCommand({
      TableName: env().TABLE_NAME,
      Key: bookingKey(bookingId),
      UpdateExpression: 'SET #status = :cancelled, cancellation = :cancellation, updatedAt = :now',
      ConditionExpression: 'attribute_exists(#pk) AND #status IN (:pending, :confirmed)',
      ReturnValues: 'ALL_NEW',
      ExpressionAttributeNames: { '#pk': PK, '#status': 'status' },
      ExpressionAttributeValues: {
        ':cancelled': 'cancelled',
        ':cancellation': cancellation,
        ':now': now,
        ':pending': 'pending',
        ':confirmed': 'confirmed',
      },
    }),
  );
  return Attributes;
};

/**
 * A booking's conditional update (bookingUpdate's, or a visit's day's) made on its own: the booking as
 * it now is. Refused (ConditionalCheckFailedException) when the booking no longer meets the condition.
 */
export const writeBookingUpdate = async (update: UpdateCommandInput): Promise<Item | undefined> =>
  (await documentClient().send(new UpdateCommand({ ...update, ReturnValues: 'ALL_NEW' }))).Attributes;

/** The transaction item that checks a booking is there, the client's, and completed (feedback's). */
export const bookingCompletedFor = (bookingId: string, userId: string) => ({
  ConditionCheck: {
    TableName: env().TABLE_NAME,
    Key: bookingKey(bookingId),
    ConditionExpression: 'attribute_exists(#pk) AND userId = :user AND #status = :completed',
    ExpressionAttributeNames: { '#pk': PK, '#status': 'status' },
    ExpressionAttributeValues: { ':user': userId, ':completed': 'completed' },
  },
});

/** The transaction item that checks a booking still meets the condition, beside another item's write. */
export const bookingCheck = (bookingId: string, condition: BookingCondition) => {
  const check = bookingCondition(condition);
  return {
    ConditionCheck: {
      TableName: env().TABLE_NAME,
      Key: bookingKey(bookingId),
      ConditionExpression: check.expression,
      ExpressionAttributeNames: check.names,
      ExpressionAttributeValues: check.values,
    },
  };
};
