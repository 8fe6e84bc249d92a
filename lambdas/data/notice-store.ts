import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { NoticeSubject } from '../../shared/notices';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import {
  dueUpTo,
  type NewNotice,
  NOTICE_QUEUE,
  NOTICE_SK_PREFIX,
  type NoticeRecord,
  noticeKey,
  noticePut,
} from './notice';
import { byUser, key, PK, SK } from './table';

/**
 * A notice's own reads and writes, outside the transaction of the change that causes it (notice.ts):
 * one written alone, an erasure's deletions, and delivery (decision 011): the claim a run takes on a
 * notice and the end of that claim. The sender (lambdas/notices/) decides what each says; these hold
 * the conditions that make a notice sent by one run at a time.
 */

/** Where a notice lives: enough to claim it. */
export interface NoticeRef {
  subject: NoticeSubject;
  id: string;
}

const STATUS = { '#status': 'status' } as const;

/**
 * Takes the notice for this run until `until`: only while it is pending and due at `at`, or `sending`
 * with a claim that ran out. The notice as claimed; refused (ConditionalCheckFailedException) otherwise.
 */
export const claimNotice = async (
  ref: NoticeRef,
  at: string,
  until: string,
): Promise<NoticeRecord | undefined> => {
  const { Attributes } = await documentClient().send(
    new UpdateCommand({
      TableName: env().TABLE_NAME,
      Key: noticeKey(ref.subject, ref.id),
      UpdateExpression: 'SET #status = :sending, claimedUntil = :until',
      ConditionExpression:
        'attribute_exists(#pk) AND ((#status = :pending AND (attribute_not_exists(nextAttemptAt) OR nextAttemptAt <= :now)) OR (#status = :sending AND claimedUntil < :now))',
      ExpressionAttributeNames: { ...STATUS, '#pk': PK },
      ExpressionAttributeValues: {
        ':sending': 'sending',
        ':pending': 'pending',
        ':now': at,
        ':until': until,
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return Attributes as NoticeRecord | undefined;
};

/** Ends a claim with the update given: only the run holding the claim (still `sending`, same claim) may. */
export const finishNotice = async (
  notice: NoticeRecord,
  update: string,
  names: Record<string, string>,
  values: Record<string, unknown>,
) => {
  await documentClient().send(
    new UpdateCommand({
      TableName: env().TABLE_NAME,
      Key: noticeKey(notice.subject, notice.id),
      UpdateExpression: update,
      ConditionExpression: '#status = :sending AND claimedUntil = :claim',
      ExpressionAttributeNames: { ...STATUS, ...names },
      ExpressionAttributeValues: { ':sending': 'sending', ':claim': notice.claimedUntil, ...values },
    }),
  );
};

/** Notices whose time has come, up to `limit`: first tries the stream missed, retries due, claims that ran out. */
export const dueNoticeRefs = async (now: Date, limit: number): Promise<NoticeRef[]> => {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: env().TABLE_NAME,
      IndexName: byUser.name,
      KeyConditionExpression: '#pk = :queue AND #sk <= :upTo',
      ExpressionAttributeNames: { '#pk': byUser.partitionKey, '#sk': byUser.sortKey },
      // `<dueAt>#<id>`: every key due at or before now sorts at or before `<now>#` followed by the top character.
      ExpressionAttributeValues: { ':queue': NOTICE_QUEUE, ':upTo': dueUpTo(now) },
      Limit: limit,
    }),
  );
  return Items.map((item) => ({ subject: item.subject as NoticeSubject, id: String(item.id) }));
};

/** A notice written on its own, when nothing else changes with it. */
export const writeNotice = async (notice: NewNotice, now = new Date()): Promise<void> => {
  await documentClient().send(new PutCommand(noticePut(notice, now).Put));
};

/** Deletes every notice kept in a partition (a booking's, or an account's own): an erasure's. */
export const deleteNoticesIn = async (partition: string): Promise<void> => {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: env().TABLE_NAME,
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :notice)',
      ExpressionAttributeNames: { '#pk': PK, '#sk': SK },
      ExpressionAttributeValues: { ':pk': partition, ':notice': NOTICE_SK_PREFIX },
      ProjectionExpression: '#pk, #sk',
    }),
  );
  for (const item of Items)
    await documentClient().send(
      new DeleteCommand({ TableName: env().TABLE_NAME, Key: key(String(item[PK]), String(item[SK])) }),
    );
};
