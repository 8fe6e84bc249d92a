import { type SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { business } from '../../shared/business';
import { NOTICE_DELIVERY, type NoticeSubject } from '../../shared/notices';
import { dueUpTo, NOTICE_QUEUE, type NoticeRecord, noticeKey } from '../data/notice';
import { getProfile } from '../data/profile';
import { byUser, PK } from '../data/table';
import { isConditionFailure } from '../data/transaction';
import { documentClient, sesClient } from '../lib/aws';
import { env } from '../lib/env';
import { type DeliveryOutcome, errorName, finish, markFailed, QUEUE_NAMES, retryLater } from './finish';
import { type Recipient, renderNotice } from './render';
import { deliverText } from './text-delivery';

/**
 * Delivers one notice at most once per claim (decision 011). A run first claims the notice with a
 * conditional update (pending and due, or `sending` with a claim that ran out), so two runs never both
 * send it; then renders it, hands it to SES and marks it sent. The one window left: a run that dies
 * after SES accepted the message and before the mark leaves the claim to run out, and the next run
 * sends it again (at least once, never lost). The claim (NOTICE_DELIVERY.claimMs) outlasts the
 * function's timeout, so a slow run cannot lose its claim to another while it is still working.
 */

/**
 * SESv2's refusals that another try would only repeat: this message to this address (MessageRejected:
 * a suppressed or invalid address, or content SES will not send) and a request SES cannot take
 * (BadRequestException: a malformed address). The rest (throttling, a paused or unverified account, a
 * dropped connection) are the service's or the account's state, and clear.
 */
export const PERMANENT_SES_ERRORS: ReadonlySet<string> = new Set(['MessageRejected', 'BadRequestException']);

/** Where a notice lives: enough to claim it. */
export interface NoticeRef {
  subject: NoticeSubject;
  id: string;
}

const STATUS = { '#status': 'status' } as const;

/**
 * Takes the notice for this run, or answers undefined when another run has it, it is already sent or
 * failed, or its next attempt is not due (a retry's stream record arrives at once; its time has not).
 */
const claim = async (ref: NoticeRef, now: Date): Promise<NoticeRecord | undefined> => {
  const at = now.toISOString();
  try {
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
          ':until': new Date(now.getTime() + NOTICE_DELIVERY.claimMs).toISOString(),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as NoticeRecord | undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
};

/** Office notices go to the office inbox; one that names its recipient to them; a client's to their profile's address. */
const recipientOf = async (notice: NoticeRecord): Promise<Recipient | undefined> => {
  if (notice.audience === 'office') return { name: business.name, email: env().MAIL_TO };
  if (notice.recipient) return notice.recipient;
  const profile = await getProfile(notice.userId);
  return profile && { name: profile.fullName, email: profile.email };
};

/**
 * Claims, renders, sends and marks one notice. Answers what became of it; throws only when the table
 * fails, so the stream (or the next scheduled run) tries again once the claim runs out.
 */
export const deliverNotice = async (
  ref: NoticeRef,
  now: Date = new Date(),
  ses: SESv2Client = sesClient(),
): Promise<DeliveryOutcome> => {
  const notice = await claim(ref, now);
  if (!notice) return 'skipped';
  if (notice.channel === 'sms') return deliverText(notice, now);
  const recipient = await recipientOf(notice);
  if (!recipient) return markFailed(notice, 'recipient_gone', notice.attempts);

  let sent: { messageId: string; subject: string };
  try {
    const mail = renderNotice(notice, recipient, { siteUrl: env().SITE_URL });
    const result = await ses.send(
      new SendEmailCommand({
        FromEmailAddress: env().MAIL_FROM,
        Destination: { ToAddresses: [recipient.email] },
        ReplyToAddresses: [notice.replyTo ?? business.email],
        Content: {
          Simple: {
            Subject: { Data: mail.subject, Charset: 'UTF-8' },
            Body: {
              Text: { Data: mail.text, Charset: 'UTF-8' },
              Html: { Data: mail.html, Charset: 'UTF-8' },
            },
            Attachments: mail.attachments.map((file) => ({
              FileName: file.filename,
              ContentType: file.contentType,
              // SESv2 takes the attachment's bytes; the SDK base64-encodes them on the wire.
              RawContent: Buffer.from(file.content, 'base64'),
            })),
          },
        },
      }),
    );
    sent = { messageId: result.MessageId ?? '', subject: mail.subject };
  } catch (error) {
    const name = errorName(error);
    return retryLater(notice, name, now, PERMANENT_SES_ERRORS.has(name));
  }

  await finish(
    notice,
    'SET #status = :sent, sentAt = :now, messageId = :messageId, #to = :to, mailSubject = :subject, attempts = :attempts REMOVE #qpk, #qsk, claimedUntil, nextAttemptAt, lastError',
    { ...QUEUE_NAMES, '#to': 'to' },
    {
      ':sent': 'sent',
      ':now': new Date().toISOString(),
      ':messageId': sent.messageId,
      ':to': recipient.email,
      ':subject': sent.subject,
      ':attempts': notice.attempts + 1,
    },
  );
  return 'sent';
};

/** Notices whose time has come: first tries the stream missed, retries due, claims that ran out. */
export const dueNotices = async (now: Date, limit: number): Promise<NoticeRef[]> => {
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
