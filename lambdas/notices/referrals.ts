import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { NoticeKind } from '../../shared/notices';
import { creditReferral } from '../data/referral';

/** The notice stream's batch, as the sender receives it (sender.ts). */
interface StreamEvent {
  Records: { eventName?: string; dynamodb?: { NewImage?: Record<string, AttributeValue> } }[];
}

/**
 * Where a referral's credit is earned (issue 30, decision 034): the notices that say a visit was
 * completed. Every way a visit is completed (the office's by status or by its times, the member's
 * check-out) writes one of these in the same transaction as the status, so the stream that delivers
 * them is the one place that sees every completion, without the bookings domain knowing of referrals.
 */
const COMPLETION_KINDS: readonly NoticeKind[] = ['visit-completed', 'care-departed'];

/** The completed visits a batch of the notice stream tells of: whose, and which. */
export const completedVisits = (event: StreamEvent) =>
  event.Records.flatMap((record) => {
    if (record.eventName !== 'INSERT' || !record.dynamodb?.NewImage) return [];
    const image = unmarshall(record.dynamodb.NewImage);
    const subject = image.subject as { type?: string; id?: string } | undefined;
    if (image.entity !== 'notice' || !COMPLETION_KINDS.includes(image.kind as NoticeKind)) return [];
    if (subject?.type !== 'booking' || typeof subject.id !== 'string' || typeof image.userId !== 'string')
      return [];
    return [{ userId: image.userId, bookingId: subject.id }];
  });

/**
 * Credits the referrers these completions earn. Each is idempotent (creditReferral's conditions), so a
 * batch the stream retries, or a notice the office resends, earns nothing twice.
 */
export const creditCompletedVisits = async (event: StreamEvent, now = new Date()) => {
  let earned = 0;
  for (const visit of completedVisits(event))
    if ((await creditReferral(visit.userId, visit.bookingId, now)) === 'earned') earned += 1;
  return earned;
};
