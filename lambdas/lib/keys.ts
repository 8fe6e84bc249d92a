import { table } from '../../shared/table';

/** Attribute names of the table and its indexes, derived from the shared definition. */
export const PK = table.partitionKey;
export const SK = table.sortKey;
export const { byUser, byDate } = table.indexes;

export const key = (pk: string, sk: string) => ({ [PK]: pk, [SK]: sk });

export const userPartition = (sub: string) => `USER#${sub}`;

/**
 * Enquiries have no owner; a small link item per enquiry under the sender's address lets a client's
 * data export find the enquiries they sent by Query (lower-cased: addresses are matched as typed).
 */
export const emailPartition = (email: string) => `EMAIL#${email.trim().toLowerCase()}`;

/** Bookings and their feedback share a partition, so a transaction can check one and write the other. */
export const bookingPartition = (bookingId: string) => `BOOKING#${bookingId}`;
export const bookingKey = (bookingId: string) => key(bookingPartition(bookingId), 'BOOKING');

/** Partitions of the by-date index that hold each admin list. */
export const LISTS = {
  bookings: 'BOOKINGS',
  invoices: 'INVOICES',
  profiles: 'PROFILES',
  enquiries: 'ENQUIRIES',
  feedback: 'FEEDBACK',
} as const;
