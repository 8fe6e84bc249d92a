import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { NoticeSubject } from '../../shared/notices';
import { logger } from '../lib/logger';
import { sweepCredentials } from './credentials';
import { deliverNotice, dueNotices } from './delivery';
import type { DeliveryOutcome } from './finish';
import { handleReplies, isSnsEvent } from './inbound';
import { sweepKeys } from './keys';
import { creditPaidInvoices } from './referrals';
import { sweepReminders } from './reminders';

/**
 * The notice sender (decision 011). Two kinds of event:
 * - the table's stream (an event source mapping in AWS, local/gateway/table-stream.ts locally): each
 *   notice written `pending` (new, or put back by the office's resend) is delivered at once;
 * - the schedule (`{}`, every five minutes): whatever the due queue holds (retries whose time has
 *   come, notices the stream missed, claims that ran out), the reminder sweep, the credentials sweep
 *   and the keys sweep (issue 28);
 * - replies to texts (issue 27), from the stage's SNS topic: a STOP turns the client's texts off.
 * A failure of the table is thrown: the stream retries the batch (then its dead-letter queue), and the
 * schedule's next run picks up what is left.
 */

/** The part of a DynamoDB Streams record the sender reads (NEW_IMAGE is all the mapping sends). */
export interface StreamRecord {
  eventName?: string;
  dynamodb?: { NewImage?: Record<string, AttributeValue> };
}

export interface StreamEvent {
  Records: StreamRecord[];
}

/** A run of the schedule sends at most this many: well inside the timeout; the next run takes the rest. */
export const DUE_PER_RUN = 25;

const isStreamEvent = (event: unknown): event is StreamEvent =>
  Array.isArray((event as StreamEvent | undefined)?.Records) && !isSnsEvent(event);

/** The notices a batch of stream records asks to send: pending notices only, as the mapping's filter says. */
export const pendingNotices = (event: StreamEvent) =>
  event.Records.flatMap((record) => {
    if (record.eventName === 'REMOVE' || !record.dynamodb?.NewImage) return [];
    const image = unmarshall(record.dynamodb.NewImage);
    if (image.entity !== 'notice' || image.status !== 'pending') return [];
    return [{ subject: image.subject as NoticeSubject, id: String(image.id) }];
  });

const tally = (outcomes: DeliveryOutcome[]) => {
  const counts: Record<DeliveryOutcome, number> = { sent: 0, retry: 0, failed: 0, skipped: 0 };
  for (const outcome of outcomes) counts[outcome] += 1;
  return counts;
};

/** One after another: a batch is small, and SES's sending rate is per second. */
const deliverAll = async (refs: Awaited<ReturnType<typeof dueNotices>>, now: Date, ses?: SESv2Client) => {
  const outcomes: DeliveryOutcome[] = [];
  for (const ref of refs) outcomes.push(await deliverNotice(ref, now, ses));
  return tally(outcomes);
};

/** The schedule's first half: every notice due by `now`. */
export const sendDueNotices = async (now: Date = new Date(), ses?: SESv2Client) =>
  deliverAll(await dueNotices(now, DUE_PER_RUN), now, ses);

export const handler = async (event: unknown) => {
  if (isSnsEvent(event)) return handleReplies(event);
  if (isStreamEvent(event)) {
    const outcome = await deliverAll(pendingNotices(event), new Date());
    // A batch that went as it should is Lambda's REPORT line; one that did not is worth a log line.
    if (outcome.retry > 0 || outcome.failed > 0) logger.info('notices from the stream', outcome);
    // After the mail: a failure here retries the batch, whose notices are sent already (delivery
    // claims each), and the credit is earned on the retry.
    const referrals = await creditPaidInvoices(event);
    if (referrals > 0) logger.info('referral credits earned', { referrals });
    return outcome;
  }
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
