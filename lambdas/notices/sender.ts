import type { SESv2Client } from '@aws-sdk/client-sesv2';
import type { Context, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import type { NoticeSubject } from '../../shared/notices';
import { dueNoticeRefs } from '../data/notice-store';
import { logger } from '../lib/logger';
import { eachStreamRecord, newImageOf } from '../lib/stream';
import { tracedHandler, tracer } from '../lib/tracer';
import { sweepCredentials } from './credentials';
import { deliverNotice } from './delivery';
import type { DeliveryOutcome } from './finish';
import { handleReplies, isSnsEvent } from './inbound';
import { sweepKeys } from './keys';
import { creditPaidInvoice } from './referrals';
import { sweepReminders } from './reminders';

/**
 * The notice sender (decision 011). Three kinds of event:
 * - the table's stream (an event source mapping in AWS, local/gateway/table-stream.ts locally): each
 *   notice written `pending` (new, or put back by the office's resend) is delivered at once;
 * - the schedule (`{}`, every five minutes): whatever the due queue holds (retries whose time has
 *   come, notices the stream missed, claims that ran out), the reminder sweep, the credentials sweep
 *   and the keys sweep;
 * - replies to texts, from the stage's SNS topic: a STOP turns the client's texts off.
 * A failure of the table fails the stream record it met: Lambda retries from that record on (then its
 * dead-letter queue), and the schedule's next run picks up what is left.
 */

/** A run of the schedule sends at most this many: well inside the timeout; the next run takes the rest. */
export const DUE_PER_RUN = 25;

const isStreamEvent = (event: unknown): event is DynamoDBStreamEvent =>
  Array.isArray((event as DynamoDBStreamEvent | undefined)?.Records) && !isSnsEvent(event);

/** The notice a stream record asks to send: a pending one only, as the mapping's filter says. */
const pendingNotice = (image: Record<string, unknown> | undefined) =>
  image?.entity === 'notice' && image.status === 'pending'
    ? { subject: image.subject as NoticeSubject, id: String(image.id) }
    : undefined;

const tally = (outcomes: DeliveryOutcome[]) => {
  const counts: Record<DeliveryOutcome, number> = { sent: 0, retry: 0, failed: 0, skipped: 0 };
  for (const outcome of outcomes) counts[outcome] += 1;
  return counts;
};

/** One after another: a batch is small, and SES's sending rate is per second. */
const deliverAll = async (refs: Awaited<ReturnType<typeof dueNoticeRefs>>, now: Date, ses?: SESv2Client) => {
  const outcomes: DeliveryOutcome[] = [];
  for (const ref of refs) outcomes.push(await deliverNotice(ref, now, ses));
  return tally(outcomes);
};

/** The schedule's first half: every notice due by `now`. */
export const sendDueNotices = async (now: Date = new Date(), ses?: SESv2Client) =>
  deliverAll(await dueNoticeRefs(now, DUE_PER_RUN), now, ses);

/**
 * A batch of the stream, record by record and in order (one send after another, as SES's rate is per
 * second); each record's new image read once, for its notice and for the payment it may tell of.
 */
const fromStream = async (event: DynamoDBStreamEvent, context?: Context) => {
  const outcomes: DeliveryOutcome[] = [];
  let referrals = 0;
  const handleRecord = async (record: DynamoDBRecord) => {
    const image = newImageOf(record);
    const notice = pendingNotice(image);
    if (notice) outcomes.push(await deliverNotice(notice, new Date()));
    // After the mail: a failure here fails the record, whose notice is sent already (delivery claims
    // each), and the credit is earned on the retry.
    if (await creditPaidInvoice(record, image)) referrals += 1;
  };
  const response = await eachStreamRecord(event, handleRecord, { inParallel: false, context });
  // A batch that went as it should is Lambda's REPORT line; one that did not is worth a log line.
  const outcome = tally(outcomes);
  if (outcome.retry > 0 || outcome.failed > 0) logger.info('notices from the stream', outcome);
  if (referrals > 0) logger.info('referral credits earned', { referrals });
  return response;
};

const run = async (event: unknown, context?: Context) => {
  if (isSnsEvent(event)) {
    tracer.putAnnotation('event', 'replies');
    return handleReplies(event);
  }
  if (isStreamEvent(event)) {
    tracer.putAnnotation('event', 'stream');
    return fromStream(event, context);
  }
  tracer.putAnnotation('event', 'schedule');
  // Every part runs even when one fails (a sweep must not wait on a stuck send); the run still fails
  // afterwards, so the failure reaches the dead-letter queue and its alarm.
  const now = new Date();
  const [due, reminders, credentials, keys] = await Promise.allSettled([
    sendDueNotices(now),
    sweepReminders(now),
    sweepCredentials(now),
    sweepKeys(now),
  ]);
  const outcomeOf = <T>(part: PromiseSettledResult<T>) =>
    part.status === 'fulfilled' ? part.value : 'failed';
  logger.info('scheduled notice run', {
    due: outcomeOf(due),
    reminders: outcomeOf(reminders),
    credentials: outcomeOf(credentials),
    keys: outcomeOf(keys),
  });
  for (const part of [due, reminders, credentials, keys]) if (part.status === 'rejected') throw part.reason;
  return {
    due: (due as PromiseFulfilledResult<Awaited<ReturnType<typeof sendDueNotices>>>).value,
    reminders: (reminders as PromiseFulfilledResult<Awaited<ReturnType<typeof sweepReminders>>>).value,
    credentials: (credentials as PromiseFulfilledResult<Awaited<ReturnType<typeof sweepCredentials>>>).value,
    keys: (keys as PromiseFulfilledResult<Awaited<ReturnType<typeof sweepKeys>>>).value,
  };
};

export const handler = tracedHandler('notice-sender', run);
