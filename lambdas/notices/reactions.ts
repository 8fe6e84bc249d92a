import type { DynamoDBRecord } from 'aws-lambda';
import type { NoticeSubject } from '../../shared/notices';
import { dueNoticeRefs } from '../data/notice-store';
import { sweepCredentials } from './credentials';
import { deliverNotice } from './delivery';
import type { DeliveryOutcome } from './finish';
import { sweepKeys } from './house-keys';
import { creditPaidInvoice } from './referrals';
import { sweepReminders } from './reminders';

/**
 * What the table's changes and the clock set off, in one place: each reaction says when it acts, and
 * the notice sender (sender.ts) runs them. A feature that reacts to a change (a notice to send, a
 * payment that earns a referral credit) or to the time (a sweep) adds itself here, not to the sender.
 */

/** A reaction to one record of the table's stream, read once into its new image (or undefined). */
export interface StreamReaction<Outcome extends string = string> {
  name: string;
  /** What it did with the record, or undefined when the record is not its business. */
  onRecord: (
    record: DynamoDBRecord,
    image: Record<string, unknown> | undefined,
  ) => Promise<Outcome | undefined>;
}

/** A reaction to the schedule (every five minutes): a sweep of what has come due by `now`. */
export interface ScheduledReaction {
  name: string;
  run: (now: Date) => Promise<unknown>;
}

/** A run of the schedule sends at most this many: well inside the timeout; the next run takes the rest. */
const DUE_PER_RUN = 25;

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

/** Every notice due by `now`, one after another: SES's sending rate is per second. */
export const sendDueNotices = async (now: Date = new Date()) => {
  const outcomes: DeliveryOutcome[] = [];
  for (const ref of await dueNoticeRefs(now, DUE_PER_RUN)) outcomes.push(await deliverNotice(ref, now));
  return tally(outcomes);
};

/**
 * In order: the notice is sent before the referral is credited, so a failure of the credit fails the
 * record after its notice went (delivery claims each, so the retry sends nothing twice) and the credit
 * is earned on the retry.
 */
export const STREAM_REACTIONS: readonly StreamReaction[] = [
  {
    name: 'notice',
    onRecord: async (_record, image) => {
      const notice = pendingNotice(image);
      return notice ? deliverNotice(notice, new Date()) : undefined;
    },
  },
  {
    name: 'referral',
    onRecord: async (record, image) => ((await creditPaidInvoice(record, image)) ? 'earned' : undefined),
  },
];

/** Each runs even when another fails: a sweep must not wait on a stuck send. */
export const SCHEDULED_REACTIONS: readonly ScheduledReaction[] = [
  { name: 'due', run: sendDueNotices },
  { name: 'reminders', run: sweepReminders },
  { name: 'credentials', run: sweepCredentials },
  { name: 'keys', run: sweepKeys },
];
