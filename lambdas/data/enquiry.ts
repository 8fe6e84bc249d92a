import { PARTITION_PREFIXES } from '../../shared/table';
import { byDate, key, LISTS } from './table';

export const ENQUIRY_LIST = LISTS.enquiries;

export const enquiryPartition = (id: string) => `${PARTITION_PREFIXES.enquiry}${id}`;
export const enquiryKey = (id: string) => key(enquiryPartition(id), 'ENQUIRY');

/** The office's inbox: one partition of the by-date index. (Until decision 012 an enquiry also waited on a mail queue.) */
export const enquiryIndexKeys = (id: string, receivedAt: string) => ({
  [byDate.partitionKey]: ENQUIRY_LIST,
  [byDate.sortKey]: `${receivedAt}#${id}`,
});

/**
 * The fixed ids of an enquiry's notices (decision 012), in the enquiry's partition: fixed, so each is
 * written once, and the office's inbox reads them by key.
 */
export const ENQUIRY_NOTICE_IDS = {
  office: (id: string) => `office-${id}`,
  acknowledgement: (id: string) => `acknowledgement-${id}`,
  invitation: (id: string) => `invitation-${id}`,
} as const;

/**
 * Enquiries have no owner; a small link item per enquiry under the sender's address lets a client's
 * data export find the enquiries they sent by Query (lower-cased: addresses are matched as typed).
 */
export const emailPartition = (email: string) => `${PARTITION_PREFIXES.email}${email.trim().toLowerCase()}`;

/** The prefix of the links under an address. */
export const ENQUIRY_LINK_PREFIX = 'ENQUIRY#';

export const enquiryLinkItem = (enquiry: { id: string; receivedAt: string; email: string }) => ({
  ...key(emailPartition(enquiry.email), `${ENQUIRY_LINK_PREFIX}${enquiry.receivedAt}#${enquiry.id}`),
  entity: 'enquiry-link',
  enquiryId: enquiry.id,
});
