import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { NOTICE_RESEND_LIMITS } from '../../shared/limits';
import { londonParts } from '../../shared/london-time';
import type { NoticeSubject } from '../../shared/notices';
import { type Notice, type NoticeList, type NoticeResend, NoticeSchema } from '../../shared/schemas/notice';
import { documentClient } from '../lib/aws';
import type { Caller } from '../lib/caller';
import { env } from '../lib/env';
import { ConflictError, NotFoundError } from '../lib/errors';
import { NOTICE_SK_PREFIX, type NoticeRecord, noticeKey, queueKeys } from './notice';
import { queryAll } from './query';
import { TooManyRequestsError } from './rate-limit';
import { byUser, PK, SK } from './table';

/**
 * The office's view of the notices one booking (or invoice) caused, and its resend: a sent
 * or failed notice goes back on the sender's queue, due now; the sender sees the change on the stream.
 * Resends are capped per notice per London day and each is kept on the notice (security review L6).
 */

type Item = Record<string, unknown>;

/** What the office sees of a stored notice: the mail's subject line under `subject`, nothing internal. */
export const toNotice = (item: Item): Notice => {
  const record = item as unknown as NoticeRecord;
  return NoticeSchema.parse({
    id: record.id,
    kind: record.kind,
    audience: record.audience,
    channel: record.channel ?? 'email',
    status: record.status,
    createdAt: record.createdAt,
    attempts: record.attempts,
    to: record.to,
    subject: record.mailSubject,
    text: record.textBody,
    sentAt: record.sentAt,
    nextAttemptAt: record.nextAttemptAt,
    lastError: record.lastError,
    resentBy: record.resentBy,
    resentAt: record.resentAt,
    resends: record.resends,
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

/** How many of a notice's resends fell on the London day of `now` (the cap counts the office's day). */
export const resendsOnDayOf = (resends: readonly NoticeResend[], now: Date): number => {
  const today = londonParts(now).date;
  return resends.filter((resend) => londonParts(new Date(resend.at)).date === today).length;
};

const overTheCap = () => {
  const limit: number = NOTICE_RESEND_LIMITS.perLondonDay;
  return new TooManyRequestsError(
    `This notice was already resent ${limit} time${limit === 1 ? '' : 's'} today, the most a day. It can be resent again tomorrow.`,
  );
};

const alreadyQueued = () =>
  new ConflictError('This notice is already waiting to be sent. It will go shortly.', 'already_queued');

/** Tries of the compare-and-set below before giving up: each lost one means another resend won. */
const RESEND_TRIES = 3;

/**
 * Puts a sent or failed notice back to pending, due now and on the queue again, with who asked and
 * when; its attempts start again from none. A notice still waiting or being sent is 409
 * `already_queued`; one resent `NOTICE_RESEND_LIMITS.perLondonDay` times today is 429 `rate_limited`.
 *
 * The history on the notice is both the record and the counter: the update appends to it only if it
 * still holds what was read (its length), so two admins resending at once cannot both pass the cap.
 */
export const resendNotice = async (
  subject: NoticeSubject,
  id: string,
  caller: Caller,
  now = new Date(),
): Promise<Notice> => {
  for (let tries = 0; tries < RESEND_TRIES; tries += 1) {
    const current = (await getNotice(subject, id)) as NoticeRecord | undefined;
    if (!current) throw new NotFoundError('Notice not found');
    if (current.status !== 'sent' && current.status !== 'failed') throw alreadyQueued();
    const resends = current.resends ?? [];
    if (resendsOnDayOf(resends, now) >= NOTICE_RESEND_LIMITS.perLondonDay) throw overTheCap();
    const resent = await putBack(subject, id, caller, now, resends);
    if (resent) return resent;
  }
  throw alreadyQueued();
};

/** The conditional update of one resend; undefined when the notice changed since it was read. */
const putBack = async (
  subject: NoticeSubject,
  id: string,
  caller: Caller,
  now: Date,
  seen: readonly NoticeResend[],
): Promise<Notice | undefined> => {
  const at = now.toISOString();
  const queue = queueKeys(at, id);
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: env().TABLE_NAME,
        Key: noticeKey(subject, id),
        UpdateExpression:
          'SET #status = :pending, nextAttemptAt = :at, attempts = :zero, resentBy = :by, resentAt = :at, #resends = :resends, #qpk = :qpk, #qsk = :qsk REMOVE claimedUntil',
        ConditionExpression: `attribute_exists(#pk) AND #status IN (:sent, :failed) AND ${
          seen.length === 0 ? 'attribute_not_exists(#resends)' : 'size(#resends) = :seen'
        }`,
        ExpressionAttributeNames: {
          '#pk': PK,
          '#status': 'status',
          '#resends': 'resends',
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
          ':resends': [...seen, { by: caller.sub, at }],
          ...(seen.length === 0 ? {} : { ':seen': seen.length }),
          ':qpk': queue[byUser.partitionKey],
          ':qsk': queue[byUser.sortKey],
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toNotice(Attributes ?? {});
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    return undefined;
  }
};
