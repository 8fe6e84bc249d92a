import { PARTITION_PREFIXES } from '../../shared/table';
import { key } from './table';

/**
 * A staff member's partition: their record, their days (staff-day.ts) and the office's notices about
 * them. Apart from staff.ts so that a notice's key (notice.ts) does not bring in the record's schema.
 */
export const staffPartition = (id: string) => `${PARTITION_PREFIXES.staff}${id}`;

/** A staff member's record: one item, in a partition of its own. */
export const staffKey = (id: string) => key(staffPartition(id), 'STAFF');
