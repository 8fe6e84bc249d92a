import { byDate, byUser, LISTS, userPartition } from '../lib/keys';

export { bookingKey } from '../lib/keys';

/** A client's bookings sort by when they happen; so do the admin's. */
export const bookingIndexKeys = (id: string, userId: string, date: string, time: string) => ({
  [byUser.partitionKey]: userPartition(userId),
  [byUser.sortKey]: `BOOKING#${date}T${time}#${id}`,
  [byDate.partitionKey]: LISTS.bookings,
  [byDate.sortKey]: `${date}T${time}#${id}`,
});
