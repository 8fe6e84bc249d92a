import { type SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { business } from '../../shared/business';
import { NOTICE_DELIVERY } from '../../shared/notices';
import type { NoticeRecord } from '../data/notice';
import { claimNotice, finishNotice, type NoticeRef } from '../data/notice-store';
import { getProfile } from '../data/profile';
import { isConditionFailure } from '../data/transaction';
import { sesClient } from '../lib/aws';
import { env } from '../lib/env';
import { type DeliveryOutcome, errorName, markFailed, QUEUE_NAMES, retryLater } from './finish';
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

/**
 * Takes the notice for this run, or answers undefined when another run has it, it is already sent or
 * failed, or its next attempt is not due (a retry's stream record arrives at once; its time has not).
 */
const claim = async (ref: NoticeRef, now: Date): Promise<NoticeRecord | undefined> => {
  const at = now.toISOString();
  try {
    return await claimNotice(ref, at, new Date(now.getTime() + NOTICE_DELIVERY.claimMs).toISOString());
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

  await finishNotice(
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
