import { byDate, byUser, key, LISTS, userPartition } from '../lib/keys';

export { bookingKey } from '../lib/keys';

/** A client's bookings sort by when they happen; so do the admin's. */
export const bookingIndexKeys = (id: string, userId: string, date: string, time: string) => ({
  [byUser.partitionKey]: userPartition(userId),
  [byUser.sortKey]: `BOOKING#${date}T${time}#${id}`,
  [byDate.partitionKey]: LISTS.bookings,
  [byDate.sortKey]: `${date}T${time}#${id}`,
});

/** A series of regular visits; its bookings carry its id. */
export const seriesKey = (id: string) => key(`SERIES#${id}`, 'SERIES');

/**
 * One item per client whose version every booking write of theirs moves on, in the same transaction:
 * two requests that each checked the client's diary for overlaps cannot both write (see book.ts).
 */
export const diaryKey = (userId: string) => key(userPartition(userId), 'DIARY');
