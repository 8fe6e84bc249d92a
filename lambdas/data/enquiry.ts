import { table } from '../../shared/table';
import { key, LISTS } from './table';

/** Enquiries have no owner, so a sparse partition of the per-user index serves as their mail queue. */
export const queueIndex = table.indexes.byUser;
export const listIndex = table.indexes.byDate;

/** Sparse partition of enquiries whose mail still has to go out. */
export const MAIL_QUEUE = 'MAIL#UNSENT';
export const ENQUIRY_LIST = LISTS.enquiries;

export const enquiryPartition = (id: string) => `ENQUIRY#${id}`;
export const enquiryKey = (id: string) => key(enquiryPartition(id), 'ENQUIRY');

/** Sort key in the mail queue: due time first, so a range query finds what is due. */
export const queueSortKey = (nextAttemptAt: string, id: string) => `${nextAttemptAt}#${id}`;

export const enquiryIndexKeys = (id: string, receivedAt: string, nextAttemptAt: string) => ({
  [queueIndex.partitionKey]: MAIL_QUEUE,
  [queueIndex.sortKey]: queueSortKey(nextAttemptAt, id),
  [listIndex.partitionKey]: ENQUIRY_LIST,
  [listIndex.sortKey]: `${receivedAt}#${id}`,
});

/**
 * Enquiries have no owner; a small link item per enquiry under the sender's address lets a client's
 * data export find the enquiries they sent by Query (lower-cased: addresses are matched as typed).
 */
export const emailPartition = (email: string) => `EMAIL#${email.trim().toLowerCase()}`;

/** The prefix of the links under an address. */
export const ENQUIRY_LINK_PREFIX = 'ENQUIRY#';

export const enquiryLinkItem = (enquiry: { id: string; receivedAt: string; email: string }) => ({
  ...key(emailPartition(enquiry.email), `${ENQUIRY_LINK_PREFIX}${enquiry.receivedAt}#${enquiry.id}`),
  entity: 'enquiry-link',
  enquiryId: enquiry.id,
});
