import { HONEYPOT_FIELD } from '../../shared/enquiry-options';
import type { SentEnquiry } from '../../shared/schemas/account';
import type { EnquiryStatus } from '../../shared/schemas/enquiry';
import { PARTITION_PREFIXES } from '../../shared/table';
import { env } from '../lib/env';
import { getItem } from './batch';
import { byDate, byUser, key, LISTS, PK } from './table';
import { userPartition } from './user';
import { updateItem } from './write';

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

/** The prefix of the enquiries a client sent signed in, in the by-user index. */
export const ENQUIRIES_OF_USER = 'ENQUIRY#';

/**
 * An enquiry sent signed in is listed under its sender in the by-user index: the only link between an
 * enquiry and an account, because only then did the gateway prove who sent it. One sent from the public
 * form has none, whatever address was typed in it (security review L1: a stranger's registration, with
 * children's details, landed in the export of whoever owned the typed address).
 */
export const enquirySenderIndexKeys = (id: string, receivedAt: string, senderId: string) => ({
  [byUser.partitionKey]: userPartition(senderId),
  [byUser.sortKey]: `${ENQUIRIES_OF_USER}${receivedAt}#${id}`,
});

/** An enquiry as its sender's export holds it: what they sent, without the bots' trap field. */
export const toSentEnquiry = (item: Record<string, unknown>): SentEnquiry => {
  const { [HONEYPOT_FIELD]: _trap, ...fields } = (item.enquiry ?? {}) as Record<string, string>;
  return { id: String(item.id), receivedAt: String(item.receivedAt), fields };
};

/** One enquiry as stored, read consistently: it was written a moment before it is handed over. */
export const getEnquiryItem = (id: string) => getItem(enquiryKey(id));

/**
 * Moves an enquiry from the status the admin saw to the next, recording who and when and keeping the
 * history: the enquiry as saved. Refused (ConditionalCheckFailedException) when it is gone or not as seen.
 */
export const writeEnquiryStatus = (
  id: string,
  change: { from: EnquiryStatus; to: EnquiryStatus; by: string; byId: string; at: string },
) => {
  return updateItem({
    TableName: env().TABLE_NAME,
    Key: enquiryKey(id),
    UpdateExpression:
      'SET #status = :to, statusChangedBy = :by, statusChangedById = :byId, statusChangedAt = :at, ' +
      'statusHistory = list_append(if_not_exists(statusHistory, :none), :entry)',
    // Enquiries stored before statuses existed have none, and are new.
    ConditionExpression:
      change.from === 'new'
        ? 'attribute_exists(#pk) AND (attribute_not_exists(#status) OR #status = :from)'
        : 'attribute_exists(#pk) AND #status = :from',
    ExpressionAttributeNames: { '#pk': PK, '#status': 'status' },
    ExpressionAttributeValues: {
      ':to': change.to,
      ':from': change.from,
      ':by': change.by,
      ':byId': change.byId,
      ':at': change.at,
      ':none': [],
      ':entry': [{ from: change.from, to: change.to, by: change.by, at: change.at }],
    },
    ReturnValues: 'ALL_NEW',
  });
};

/** The transaction item that records the office's invitation on an enquiry: once, while it is there. */
export const enquiryInviteUpdate = (id: string, invite: { by: string; byId: string; at: string }) => ({
  Update: {
    TableName: env().TABLE_NAME,
    Key: enquiryKey(id),
    UpdateExpression: 'SET invite = :invite',
    ConditionExpression: 'attribute_exists(#pk) AND attribute_not_exists(invite)',
    ExpressionAttributeNames: { '#pk': PK },
    ExpressionAttributeValues: { ':invite': invite },
  },
});
