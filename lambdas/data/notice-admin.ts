import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { NoticeSubject } from '../../shared/notices';
import { type Notice, type NoticeList, NoticeSchema } from '../../shared/schemas/notice';
import { documentClient } from '../lib/aws';
import type { Caller } from '../lib/caller';
import { env } from '../lib/env';
import { ConflictError, NotFoundError } from '../lib/errors';
import { NOTICE_SK_PREFIX, type NoticeRecord, noticeKey, queueKeys } from './notice';
import { queryAll } from './query';
import { byUser, PK, SK } from './table';

/**
 * The office's view of the notices one booking (or invoice) caused, and its resend (issue 16): a sent
 * or failed notice goes back on the sender's queue, due now; the sender sees the change on the stream.
 */

type Item = Record<string, unknown>;

/** What the office sees of a stored notice: the mail's subject line under `subject`, nothing internal. */
export const toNotice = (item: Item): Notice => {
  const record = item as unknown as NoticeRecord;
  return NoticeSchema.parse({
    id: record.id,
    kind: record.kind,
    audience: record.audience,
    status: record.status,
    createdAt: record.createdAt,
    attempts: record.attempts,
    to: record.to,
    subject: record.mailSubject,
    sentAt: record.sentAt,
    nextAttemptAt: record.nextAttemptAt,
    lastError: record.lastError,
    resentBy: record.resentBy,
    resentAt: record.resentAt,
  });
};

const partitionOf = (subject: NoticeSubject) => noticeKey(subject, '')[PK] as string;

/** Every notice of one subject, newest first (ids are random, so the order is by when each was written). */
export const listNotices = async (subject: NoticeSubject): Promise<NoticeList> => {
  const items = await queryAll({
    KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
    ExpressionAttributeNames: { '#pk': PK, '#sk': SK },
    ExpressionAttributeValues: { ':pk': partitionOf(subject), ':prefix': NOTICE_SK_PREFIX },
    ConsistentRead: true,
  });
  const notices = items.map(toNotice).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { notices };
};

const getNotice = async (subject: NoticeSubject, id: string): Promise<Item | undefined> => {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: env().TABLE_NAME, Key: noticeKey(subject, id), ConsistentRead: true }),
  );
  return Item;
};

/** Who asked for a resend, as the office's list shows it. */
const resenderOf = (caller: Caller) => caller.username || caller.sub;

/**
 * Puts a sent or failed notice back to pending, due now and on the queue again, with who asked and
 * when; its attempts start again from none. A notice still waiting or being sent is 409 `already_queued`.
 */
export const resendNotice = async (
  subject: NoticeSubject,
  id: string,
  caller: Caller,
  now = new Date(),
): Promise<Notice> => {
  const at = now.toISOString();
  const queue = queueKeys(at, id);
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: noticeKey(subject, id),
        UpdateExpression:
          'SET #status = :pending, nextAttemptAt = :at, attempts = :zero, resentBy = :by, resentAt = :at, #qpk = :qpk, #qsk = :qsk REMOVE claimedUntil',
        ConditionExpression: 'attribute_exists(#pk) AND #status IN (:sent, :failed)',
        ExpressionAttributeNames: {
          '#pk': PK,
          '#status': 'status',
          '#qpk': byUser.partitionKey,
          '#qsk': byUser.sortKey,
        },
        ExpressionAttributeValues: {
          ':pending': 'pending',
          ':sent': 'sent',
          ':failed': 'failed',
          ':at': at,
          ':zero': 0,
          ':by': resenderOf(caller),
          ':qpk': queue[byUser.partitionKey],
          ':qsk': queue[byUser.sortKey],
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toNotice(Attributes ?? {});
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
  const current = await getNotice(subject, id);
  if (!current) throw new NotFoundError('Notice not found');
  throw new ConflictError('This notice is already waiting to be sent. It will go shortly.', 'already_queued');
};
