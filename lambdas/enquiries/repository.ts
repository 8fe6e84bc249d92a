import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { EnquiryReceipt, EnquiryStatus } from '../../shared/schemas/enquiry';
import { enquiryIndexKeys, enquiryKey, enquirySenderIndexKeys } from '../data/enquiry';
import { type Idempotency, transactOnce } from '../data/idempotency';
import { mustBeNew, PK } from '../data/table';
import { isConditionFailure, lostRace } from '../data/transaction';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import type { EnquiryRecord } from './record';

/**
 * Stores a new enquiry with its mails (decision 012): the enquiry (listed under its sender when they
 * were signed in), and its notices (the office's copy; the acknowledgement unless a limit withheld it) in one
 * transaction, so an enquiry is never stored without its mail, nor mail sent for one that was not
 * stored. With an idempotency key the key's record joins the transaction, so a retried request stores
 * nothing new and replays the first receipt.
 */
export const storeEnquiry = async (
  record: EnquiryRecord,
  notices: Record<string, unknown>[],
  idempotency: Idempotency | undefined,
): Promise<{ receipt: EnquiryReceipt; created: boolean }> => {
  const put = (item: Record<string, unknown>) => ({
    Put: { TableName: env().TABLE_NAME, Item: item, ...mustBeNew },
  });
  const { response, created } = await transactOnce<EnquiryReceipt>(
    [
      put({
        ...enquiryKey(record.id),
        ...enquiryIndexKeys(record.id, record.receivedAt),
        // The sender's data export finds their enquiries here (lambdas/accounts/account.ts).
        ...(record.senderId ? enquirySenderIndexKeys(record.id, record.receivedAt, record.senderId) : {}),
        entity: 'enquiry',
        ...record,
      }),
      ...notices,
    ],
    { id: record.id, receivedAt: record.receivedAt },
    idempotency,
  );
  return { receipt: response, created };
};

/** One enquiry as stored, read consistently: it was written a moment before it is handed over. */
export const getEnquiry = async (id: string): Promise<EnquiryRecord | undefined> => {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: enquiryKey(id), ConsistentRead: true }),
  );
  return Item as EnquiryRecord | undefined;
};

/** Why a conditional change to an enquiry was refused: it is gone, or it no longer is as the admin saw it. */
const refusedBecause = isConditionFailure;

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
      }),
    );
    return Attributes as EnquiryRecord;
  } catch (error) {
    if (refusedBecause(error)) return undefined;
    throw error;
  }
};

/**
 * Records the office's invitation and writes its notice in the same transaction (decisions 010, 012):
 * once per enquiry. Undefined when an invitation was already asked for (or the enquiry is gone).
 */
export const requestInvite = async (
  id: string,
  invite: { by: string; byId: string; at: string },
  notice: Record<string, unknown>,
): Promise<EnquiryRecord | undefined> => {
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: env().TABLE_NAME,
              Key: enquiryKey(id),
              UpdateExpression: 'SET invite = :invite',
              ConditionExpression: 'attribute_exists(#pk) AND attribute_not_exists(invite)',
              ExpressionAttributeNames: { '#pk': PK },
              ExpressionAttributeValues: { ':invite': invite },
            },
          },
          notice,
        ] as never,
      }),
    );
  } catch (error) {
    if (lostRace(error, 0)) return undefined;
    throw error;
  }
  return getEnquiry(id);
};
