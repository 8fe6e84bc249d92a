import { randomUUID } from 'node:crypto';
import { type Enquiry, type EnquiryReceipt, HONEYPOT_FIELD } from '../../shared/schemas/enquiry';
import { searchText } from '../../shared/schemas/search';
import { ENQUIRY_NOTICE_IDS } from '../data/enquiry';
import { idFor, requestHash } from '../data/idempotency';
import { claimMailToVisitor } from '../data/mail-limit';
import { noticePut } from '../data/notice';
import { logger } from '../lib/logger';
import { countEvent } from '../lib/metrics';
import type { EnquiryRecord } from './record';
import { storeEnquiry } from './repository';

/** A signed-in sender's keys are their own: another account's identical key and form is another enquiry. */
const idempotencyScope = (senderId: string | undefined) =>
  senderId ? `sendMyEnquiry#${senderId}` : 'sendEnquiry';

/** What every notice of one enquiry shares: where it lives and what it says (decision 012). */
const enquiryNotice = (record: Pick<EnquiryRecord, 'id' | 'enquiry'>) => ({
  userId: '',
  subject: { type: 'enquiry' as const, id: record.id },
  facts: { enquiry: record.enquiry, reference: record.id },
});

/** The office's copy, Reply-To the visitor so a reply goes straight back. */
const officeNotice = (record: EnquiryRecord) =>
  noticePut({
    ...enquiryNotice(record),
    kind: 'enquiry-received',
    id: ENQUIRY_NOTICE_IDS.office(record.id),
    replyTo: record.enquiry.email,
  });

/** A mail to the address the visitor typed. */
const visitorNotice = (
  record: Pick<EnquiryRecord, 'id' | 'enquiry'>,
  kind: 'enquiry-acknowledgement' | 'enquiry-invitation',
) =>
  noticePut({
    ...enquiryNotice(record),
    kind,
    id: (kind === 'enquiry-invitation' ? ENQUIRY_NOTICE_IDS.invitation : ENQUIRY_NOTICE_IDS.acknowledgement)(
      record.id,
    ),
    recipient: { name: '', email: record.enquiry.email },
  });

export const invitationNotice = (record: Pick<EnquiryRecord, 'id' | 'enquiry'>) =>
  visitorNotice(record, 'enquiry-invitation');

/**
 * The acknowledgement may go only within the limits on mail to addresses a visitor typed: one per
 * address an hour, and a daily cap (which raises an alarm). Claimed before the enquiry is stored, with
 * its id as claimant (a retried request has the same id, so it keeps its claim); a withheld
 * acknowledgement is never written, and the enquiry says why.
 */
const acknowledgement = async (record: EnquiryRecord) => {
  const allowance = await claimMailToVisitor(record.enquiry.email, record.id);
  if (allowance === 'allowed') return [visitorNotice(record, 'enquiry-acknowledgement')];
  record.acknowledgementWithheld = allowance;
  if (allowance === 'daily-cap') countEvent('AcknowledgementCapReached');
  logger.warn('acknowledgement withheld', { enquiryId: record.id, limit: allowance });
  return [];
};

/**
 * Stores the enquiry with its mails, written as notices in the same transaction (decision 012): the
 * notice sender takes them from the table's stream and sends them, and if SES is down they wait on its
 * due queue, so the visitor is told it was received either way and no mail is lost. `senderId` is the
 * verified caller of the signed-in route: only then is the enquiry theirs (security review L1).
 */
export const sendEnquiry = async (
  submitted: Enquiry,
  idempotencyKey: string | undefined,
  senderId?: string,
): Promise<EnquiryReceipt> => {
  const now = new Date();
  const { [HONEYPOT_FIELD]: trap, ...fields } = submitted;
  if (trap) {
    // A bot: it gets the answer a person would, and nothing is stored or sent.
    logger.info('enquiry dropped by honeypot');
    return { id: randomUUID(), receivedAt: now.toISOString() };
  }
  const enquiry = fields as Enquiry;
  const idempotency = idempotencyKey
    ? { scope: idempotencyScope(senderId), key: idempotencyKey, hash: requestHash(enquiry) }
    : undefined;
  const record: EnquiryRecord = {
    id: idempotency ? idFor(idempotency) : randomUUID(),
    receivedAt: now.toISOString(),
    enquiry,
    ...(senderId ? { senderId } : {}),
    status: 'new',
    search: searchText(enquiry.type === 'general' ? enquiry.name : enquiry.fullName, enquiry.email),
  };
  const notices = [officeNotice(record), ...(await acknowledgement(record))];
  const { receipt, created } = await storeEnquiry(record, notices, idempotency);
  if (created) countEvent('EnquiryReceived');
  return receipt;
};
