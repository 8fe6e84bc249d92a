import type { DynamoDBRecord } from 'aws-lambda';
import type { NoticeKind } from '../../shared/notices';
import { creditReferral } from '../data/referral';

/**
 * Where a referral's credit is earned (decision 034): the notice that says an invoice was
 * paid. Every way an invoice is paid (the office's Mark Paid, a card payment, a Direct Debit
 * collected) writes it in the same transaction as the status, so the stream that delivers it is the one
 * place that sees every payment, without the invoices domain knowing of referrals.
 */
const PAYMENT_KINDS: readonly NoticeKind[] = ['payment-received'];

/** The paid invoice a record of the notice stream tells of (its new image, newImageOf): whose, and which. */
const paidInvoice = (record: DynamoDBRecord, image: Record<string, unknown> | undefined) => {
  if (record.eventName !== 'INSERT' || !image) return undefined;
  const subject = image.subject as { type?: string; id?: string } | undefined;
  if (image.entity !== 'notice' || !PAYMENT_KINDS.includes(image.kind as NoticeKind)) return undefined;
  if (subject?.type !== 'invoice' || typeof subject.id !== 'string' || typeof image.userId !== 'string')
    return undefined;
  return { userId: image.userId, invoiceId: subject.id };
};

/**
 * Credits the referrer this payment earns, if any; true when it did. Idempotent (creditReferral's
 * conditions), so a record the stream retries, or a notice the office resends, earns nothing twice.
 */
export const creditPaidInvoice = async (
  record: DynamoDBRecord,
  image: Record<string, unknown> | undefined,
  now = new Date(),
): Promise<boolean> => {
  const paid = paidInvoice(record, image);
  return paid ? (await creditReferral(paid.userId, paid.invoiceId, now)) === 'earned' : false;
};
