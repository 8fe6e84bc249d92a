import { randomUUID } from 'node:crypto';
import { InvokeCommand } from '@aws-sdk/client-lambda';
import { SendEmailCommand, type SendEmailCommandInput } from '@aws-sdk/client-sesv2';
import { type Enquiry, type EnquiryReceipt, HONEYPOT_FIELD } from '../../shared/schemas/enquiry';
import { searchText } from '../../shared/schemas/search';
import { claimMailToVisitor } from '../data/mail-limit';
import { lambdaClient, sesClient } from '../lib/aws';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { countEvent } from '../lib/metrics';
import { acknowledgementMail, companyMail, inviteMail } from './mail';
import { type EnquiryRecord, nextAttemptDelayMs } from './record';
import { getEnquiry, listDueForMail, saveMailOutcome, storeEnquiry } from './repository';

const later = (from: Date, ms: number) => new Date(from.getTime() + ms).toISOString();

/**
 * Stores the enquiry and hands it to the mail sender, which mails it outside this request. Storing is
 * all that must succeed: the stored enquiry is already on the mail queue, so if the hand-over or a send
 * fails the retry job still mails it, and the visitor is told it was received either way.
 */
export const sendEnquiry = async (
  submitted: Enquiry,
  idempotencyKey: string | undefined,
): Promise<EnquiryReceipt> => {
  const now = new Date();
  const { [HONEYPOT_FIELD]: trap, ...fields } = submitted;
  if (trap) {
    // A bot: it gets the answer a person would, and nothing is stored or sent.
    logger.info('enquiry dropped by honeypot');
    return { id: randomUUID(), receivedAt: now.toISOString() };
  }
  const enquiry = fields as Enquiry;
  const record: EnquiryRecord = {
    id: randomUUID(),
    receivedAt: now.toISOString(),
    enquiry,
    mailStatus: 'pending',
    mailAttempts: 0,
    status: 'new',
    search: searchText(enquiry.type === 'general' ? enquiry.name : enquiry.fullName, enquiry.email),
  };
  // Queued as due a minute from now, so the retry job never races this request's own first attempt.
  const { receipt, created } = await storeEnquiry(record, later(now, nextAttemptDelayMs(1)), idempotencyKey);
  if (created) {
    countEvent('EnquiryReceived');
    await handOver(record.id);
  }
  return receipt;
};

/** An asynchronous invocation: Lambda queues it and answers at once, so the visitor never waits on SES. */
export const handOver = async (enquiryId: string) => {
  try {
    await lambdaClient().send(
      new InvokeCommand({
        FunctionName: env().MAIL_SENDER_FUNCTION,
        InvocationType: 'Event',
        Payload: JSON.stringify({ enquiryId } satisfies MailRequest),
      }),
    );
  } catch (error) {
    logger.warn('enquiry not handed to the mail sender; the retry job will mail it', {
      enquiryId,
      error: (error as Error).name,
    });
  }
};

/** What the enquiries function asks of the mail sender. */
export interface MailRequest {
  enquiryId: string;
}

/** The mail sender's first attempt at one enquiry; an enquiry already mailed is left alone. */
export const mailEnquiry = async ({ enquiryId }: MailRequest): Promise<EnquiryRecord | undefined> => {
  const record = await getEnquiry(enquiryId);
  if (!record || record.mailStatus === 'sent') return record;
  return deliver(record);
};

/**
 * Sends whichever of the two mails has not gone yet, side by side (one round trip, not two), and
 * records the outcome: each mail that went is stamped, so a retry sends only the other. Never throws.
 */
export const deliver = async (record: EnquiryRecord): Promise<EnquiryRecord> => {
  const next: EnquiryRecord = { ...record, mailAttempts: record.mailAttempts + 1 };
  const send = async (mail: SendEmailCommandInput, sent: (at: string) => void) => {
    await sesClient().send(new SendEmailCommand(mail));
    sent(new Date().toISOString());
  };
  const outcomes = await Promise.allSettled([
    next.companyMailSentAt
      ? undefined
      : send(companyMail(record.id, record.enquiry, env()), (at) => {
          next.companyMailSentAt = at;
        }),
    next.acknowledgementSentAt || next.acknowledgementWithheld ? undefined : acknowledge(next, send),
    // The office's invitation, once asked for. It is not held to the limits on mail to addresses a
    // visitor typed: only an admin can ask for it, once per enquiry (lambdas/enquiries/office.ts).
    !next.invite || next.invite.sentAt
      ? undefined
      : send(inviteMail(record.id, record.enquiry, env()), (at) => {
          if (next.invite) next.invite = { ...next.invite, sentAt: at };
        }),
  ]);
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (!failure) {
    next.mailStatus = 'sent';
    delete next.lastMailError;
  } else {
    const error = failure.reason as Error;
    next.mailStatus = 'unsent';
    countEvent('EnquiryMailUnsent');
    next.lastMailError = error.name || 'Error';
    logger.warn('enquiry mail not sent; queued for retry', {
      enquiryId: record.id,
      attempts: next.mailAttempts,
      error: next.lastMailError,
    });
  }
  try {
    const saved = await saveMailOutcome(
      next,
      next.mailStatus === 'sent' ? undefined : later(new Date(), nextAttemptDelayMs(next.mailAttempts)),
    );
    // An invitation asked for while this attempt ran: the enquiry stays queued, due now, so it goes too.
    if (!saved) await saveMailOutcome({ ...next, mailStatus: 'pending' }, new Date().toISOString());
  } catch (error) {
    // The enquiry is stored and still queued; the retry job will pick it up.
    logger.error('could not record mail outcome', { enquiryId: record.id, error: error as Error });
  }
  return next;
};

/**
 * The acknowledgement, within the limits on mail to addresses a visitor typed: one per address an hour,
 * and a daily cap (which raises an alarm). A withheld acknowledgement is final, never retried.
 */
const acknowledge = async (
  next: EnquiryRecord,
  send: (mail: SendEmailCommandInput, sent: (at: string) => void) => Promise<void>,
) => {
  const allowance = await claimMailToVisitor(next.enquiry.email, next.id);
  if (allowance !== 'allowed') {
    next.acknowledgementWithheld = allowance;
    if (allowance === 'daily-cap') countEvent('AcknowledgementCapReached');
    logger.warn('acknowledgement withheld', { enquiryId: next.id, limit: allowance });
    return;
  }
  await send(acknowledgementMail(next.id, next.enquiry, env()), (at) => {
    next.acknowledgementSentAt = at;
  });
};

/** The retry job: sends the mail of every queued enquiry that is due. */
export const retryDueMail = async (
  limit = 25,
  now = new Date(),
): Promise<{ attempted: number; sent: number }> => {
  const due = await listDueForMail(now.toISOString(), limit);
  let sent = 0;
  for (const record of due) {
    if ((await deliver(record)).mailStatus === 'sent') sent += 1;
  }
  return { attempted: due.length, sent };
};
