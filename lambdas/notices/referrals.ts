import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { NoticeKind } from '../../shared/notices';
import { creditReferral } from '../data/referral';

/** The notice stream's batch, as the sender receives it (sender.ts). */
interface StreamEvent {
  Records: { eventName?: string; dynamodb?: { NewImage?: Record<string, AttributeValue> } }[];
}

/**
 * Where a referral's credit is earned (decision 034, issue 45): the notice that says an invoice was
 * paid. Every way an invoice is paid (the office's Mark Paid, a card payment, a Direct Debit
 * collected) writes it in the same transaction as the status, so the stream that delivers it is the one
 * place that sees every payment, without the invoices domain knowing of referrals.
 */
const PAYMENT_KINDS: readonly NoticeKind[] = ['payment-received'];

/** The paid invoices a batch of the notice stream tells of: whose, and which. */
export const paidInvoices = (event: StreamEvent) =>
  event.Records.flatMap((record) => {
    if (record.eventName !== 'INSERT' || !record.dynamodb?.NewImage) return [];
    const image = unmarshall(record.dynamodb.NewImage);
    const subject = image.subject as { type?: string; id?: string } | undefined;
    if (image.entity !== 'notice' || !PAYMENT_KINDS.includes(image.kind as NoticeKind)) return [];
    if (subject?.type !== 'invoice' || typeof subject.id !== 'string' || typeof image.userId !== 'string')
      return [];
    return [{ userId: image.userId, invoiceId: subject.id }];
  });

/**
 * Credits the referrers these payments earn. Each is idempotent (creditReferral's conditions), so a
 * batch the stream retries, or a notice the office resends, earns nothing twice.
 */
export const creditPaidInvoices = async (event: StreamEvent, now = new Date()) => {
  let earned = 0;
  for (const paid of paidInvoices(event))
    if ((await creditReferral(paid.userId, paid.invoiceId, now)) === 'earned') earned += 1;
  return earned;
};
