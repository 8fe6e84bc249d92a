import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { EnquiryReceipt } from '../../shared/schemas/enquiry';
import { table } from '../../shared/table';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { requestHash, transactOnce } from '../lib/idempotency';
import { emailPartition, key } from '../lib/keys';
import { queryListPage } from '../lib/lists';
import { ENQUIRY_LIST, enquiryIndexKeys, enquiryKey, MAIL_QUEUE, queueIndex, queueSortKey } from './keys';
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
      put({
        ...key(emailPartition(record.enquiry.email), `ENQUIRY#${record.receivedAt}#${record.id}`),
        entity: 'enquiry-link',
        enquiryId: record.id,
      }),
    ],
    { id: record.id, receivedAt: record.receivedAt },
    idempotencyKey
      ? { scope: IDEMPOTENCY_SCOPE, key: idempotencyKey, hash: requestHash(record.enquiry) }
      : undefined,
  );
  return { receipt: response, created };
};

/** Records the outcome of a delivery attempt; a fully sent enquiry leaves the mail queue. */
export const saveMailOutcome = async (
  record: EnquiryRecord,
  nextAttemptAt: string | undefined,
): Promise<void> => {
  const sent = record.mailStatus === 'sent';
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
        sent ? '' : ', #queueSk = :next',
        sent ? ' REMOVE #queuePk, #queueSk' : '',
      ].join(''),
      ConditionExpression: 'attribute_exists(#pk)',
      ExpressionAttributeNames: {
        '#pk': table.partitionKey,
        '#queueSk': queueIndex.sortKey,
        ...(sent ? { '#queuePk': queueIndex.partitionKey } : {}),
      },
      ExpressionAttributeValues: {
        ':status': record.mailStatus,
        ':attempts': record.mailAttempts,
        ...(record.companyMailSentAt ? { ':company': record.companyMailSentAt } : {}),
        ...(record.acknowledgementSentAt ? { ':ack': record.acknowledgementSentAt } : {}),
        ...(record.acknowledgementWithheld ? { ':withheld': record.acknowledgementWithheld } : {}),
        ...(record.lastMailError ? { ':error': record.lastMailError } : {}),
        ...(sent ? {} : { ':next': queueSortKey(nextAttemptAt ?? record.receivedAt, record.id) }),
      },
    }),
  );
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

/** Enquiries newest first, a page at a time. */
export const queryEnquiries = async (limit: number, startKey: Record<string, unknown> | undefined) => {
  const { items, lastKey } = await queryListPage(ENQUIRY_LIST, limit, startKey);
  return { records: items as unknown as EnquiryRecord[], lastKey };
};
