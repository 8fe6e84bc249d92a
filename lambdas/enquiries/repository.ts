import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { EnquiryReceipt, EnquiryStatus } from '../../shared/schemas/enquiry';
import { table } from '../../shared/table';
import {
  enquiryIndexKeys,
  enquiryKey,
  enquiryLinkItem,
  MAIL_QUEUE,
  queueIndex,
  queueSortKey,
} from '../data/enquiry';
import { requestHash, transactOnce } from '../data/idempotency';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import type { EnquiryRecord } from './record';

const IDEMPOTENCY_SCOPE = 'sendEnquiry';

/**
 * Stores a new enquiry before anything is mailed. With an idempotency key, the enquiry and the key's
 * record are written in one transaction, so a retried request stores nothing new and replays the
 * first receipt.
 */
export const storeEnquiry = async (
  record: EnquiryRecord,
  firstAttemptAt: string,
  idempotencyKey: string | undefined,
): Promise<{ receipt: EnquiryReceipt; created: boolean }> => {
  const put = (item: Record<string, unknown>) => ({
    Put: {
      TableName: env().TABLE_NAME,
      Item: item,
      ConditionExpression: 'attribute_not_exists(#pk)',
      ExpressionAttributeNames: { '#pk': table.partitionKey },
    },
  });
  const { response, created } = await transactOnce<EnquiryReceipt>(
    [
      put({
        ...enquiryKey(record.id),
        ...enquiryIndexKeys(record.id, record.receivedAt, firstAttemptAt),
        entity: 'enquiry',
        ...record,
      }),
      // The sender's data export finds their enquiries through this link (lambdas/users/account.ts).
      put(enquiryLinkItem({ id: record.id, receivedAt: record.receivedAt, email: record.enquiry.email })),
    ],
    { id: record.id, receivedAt: record.receivedAt },
    idempotencyKey
      ? { scope: IDEMPOTENCY_SCOPE, key: idempotencyKey, hash: requestHash(record.enquiry) }
      : undefined,
  );
  return { receipt: response, created };
};

/**
 * Records the outcome of a delivery attempt; a fully sent enquiry leaves the mail queue, unless an
 * invitation was asked for since the attempt read it (then nothing is written and this answers false).
 */
export const saveMailOutcome = async (
  record: EnquiryRecord,
  nextAttemptAt: string | undefined,
): Promise<boolean> => {
  const sent = record.mailStatus === 'sent';
  const inviteSent = record.invite?.sentAt;
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: enquiryKey(record.id),
        UpdateExpression: [
          'SET mailStatus = :status, mailAttempts = :attempts',
          record.companyMailSentAt ? ', companyMailSentAt = :company' : '',
          record.acknowledgementSentAt ? ', acknowledgementSentAt = :ack' : '',
          record.acknowledgementWithheld ? ', acknowledgementWithheld = :withheld' : '',
          record.lastMailError ? ', lastMailError = :error' : '',
          inviteSent ? ', invite.sentAt = :inviteSent' : '',
          sent ? '' : ', #queueSk = :next, #queuePk = :queue',
          sent ? ' REMOVE #queuePk, #queueSk' : '',
        ].join(''),
        ConditionExpression: sent
          ? 'attribute_exists(#pk) AND (attribute_not_exists(invite) OR attribute_exists(invite.sentAt) OR invite.#at = :inviteAt)'
          : 'attribute_exists(#pk)',
        ExpressionAttributeNames: {
          '#pk': table.partitionKey,
          '#queuePk': queueIndex.partitionKey,
          ...(sent ? { '#at': 'at' } : {}),
          '#queueSk': queueIndex.sortKey,
        },
        ExpressionAttributeValues: {
          ':status': record.mailStatus,
          ':attempts': record.mailAttempts,
          ...(record.companyMailSentAt ? { ':company': record.companyMailSentAt } : {}),
          ...(record.acknowledgementSentAt ? { ':ack': record.acknowledgementSentAt } : {}),
          ...(record.acknowledgementWithheld ? { ':withheld': record.acknowledgementWithheld } : {}),
          ...(record.lastMailError ? { ':error': record.lastMailError } : {}),
          ...(inviteSent ? { ':inviteSent': inviteSent } : {}),
          ...(sent ? { ':inviteAt': record.invite?.at ?? '-' } : {}),
          ...(sent
            ? {}
            : { ':next': queueSortKey(nextAttemptAt ?? record.receivedAt, record.id), ':queue': MAIL_QUEUE }),
        },
      }),
    );
    return true;
  } catch (error) {
    if (sent && (error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
};

/** One enquiry as stored, read consistently: it was written a moment before it is handed over. */
export const getEnquiry = async (id: string): Promise<EnquiryRecord | undefined> => {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: enquiryKey(id), ConsistentRead: true }),
  );
  return Item as EnquiryRecord | undefined;
};

/** Enquiries whose mail is due for another attempt, oldest first. */
export const listDueForMail = async (now: string, limit: number): Promise<EnquiryRecord[]> => {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: env().TABLE_NAME,
      IndexName: queueIndex.name,
      KeyConditionExpression: '#pk = :queue AND #sk <= :now',
      ExpressionAttributeNames: { '#pk': queueIndex.partitionKey, '#sk': queueIndex.sortKey },
      ExpressionAttributeValues: { ':queue': MAIL_QUEUE, ':now': `${now}#~` },
      Limit: limit,
    }),
  );
  return Items as EnquiryRecord[];
};

/** Why a conditional change to an enquiry was refused: it is gone, or it no longer is as the admin saw it. */
const refusedBecause = (error: unknown) => (error as Error).name === 'ConditionalCheckFailedException';

/**
 * Moves an enquiry from the status the admin saw to the next, recording who and when and keeping the
 * history; answers the enquiry as saved, or undefined when it was not as seen (or is gone).
 */
export const changeStatus = async (
  id: string,
  change: { from: EnquiryStatus; to: EnquiryStatus; by: string; byId: string; at: string },
): Promise<EnquiryRecord | undefined> => {
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
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
        ExpressionAttributeNames: { '#pk': table.partitionKey, '#status': 'status' },
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
      }),
    );
    return Attributes as EnquiryRecord;
  } catch (error) {
    if (refusedBecause(error)) return undefined;
    throw error;
  }
};

/**
 * Records the office's invitation and puts the enquiry back on the mail queue, due now, so the mail
 * sender (or, if the hand-over fails, the retry job) mails it. Once per enquiry: undefined when an
 * invitation was already asked for (or the enquiry is gone).
 */
export const requestInvite = async (
  id: string,
  invite: { by: string; byId: string; at: string },
): Promise<EnquiryRecord | undefined> => {
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: enquiryKey(id),
        UpdateExpression: 'SET invite = :invite, mailStatus = :pending, #queuePk = :queue, #queueSk = :due',
        ConditionExpression: 'attribute_exists(#pk) AND attribute_not_exists(invite)',
        ExpressionAttributeNames: {
          '#pk': table.partitionKey,
          '#queuePk': queueIndex.partitionKey,
          '#queueSk': queueIndex.sortKey,
        },
        ExpressionAttributeValues: {
          ':invite': invite,
          ':pending': 'pending',
          ':queue': MAIL_QUEUE,
          ':due': queueSortKey(invite.at, id),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as EnquiryRecord;
  } catch (error) {
    if (refusedBecause(error)) return undefined;
    throw error;
  }
};
