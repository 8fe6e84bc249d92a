import { PARTITION_PREFIXES } from '../../shared/table';

/**
 * A user's partition: their profile, their diary and their account notices live in it, and it is the
 * by-user index's partition of everything they own (bookings, invoices, feedback).
 */
export const userPartition = (sub: string) => `${PARTITION_PREFIXES.user}${sub}`;
