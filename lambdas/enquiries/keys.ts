import { table } from '../../shared/table';
import { LISTS } from '../lib/keys';

/** Enquiries have no owner, so a sparse partition of the per-user index serves as their mail queue. */
export const queueIndex = table.indexes.byUser;
export const listIndex = table.indexes.byDate;

/** Sparse partition of enquiries whose mail still has to go out. */
export const MAIL_QUEUE = 'MAIL#UNSENT';
export const ENQUIRY_LIST = LISTS.enquiries;

export const enquiryKey = (id: string) => ({
  [table.partitionKey]: `ENQUIRY#${id}`,
  [table.sortKey]: 'ENQUIRY',
});

/** Sort key in the mail queue: due time first, so a range query finds what is due. */
export const queueSortKey = (nextAttemptAt: string, id: string) => `${nextAttemptAt}#${id}`;

export const enquiryIndexKeys = (id: string, receivedAt: string, nextAttemptAt: string) => ({
  [queueIndex.partitionKey]: MAIL_QUEUE,
  [queueIndex.sortKey]: queueSortKey(nextAttemptAt, id),
  [listIndex.partitionKey]: ENQUIRY_LIST,
  [listIndex.sortKey]: `${receivedAt}#${id}`,
});
