import type { Enquiry, EnquiryStatus, MailStatus } from '../../shared/schemas/enquiry';
import type { MailAllowance } from '../data/mail-limit';

/** An enquiry as stored: what the visitor sent, and where its two e-mails stand. */
export interface EnquiryRecord {
  id: string;
  receivedAt: string;
  enquiry: Enquiry;
  mailStatus: MailStatus;
  mailAttempts: number;
  companyMailSentAt?: string;
  acknowledgementSentAt?: string;
  /** Why no acknowledgement went (a limit held it back); the enquiry itself still reaches the office. */
  acknowledgementWithheld?: Exclude<MailAllowance, 'allowed'>;
  lastMailError?: string;
  /** Where the office stands; enquiries stored before statuses existed have none, and count as new. */
  status?: EnquiryStatus;
  statusChangedBy?: string;
  statusChangedById?: string;
  statusChangedAt?: string;
  statusHistory?: { from: EnquiryStatus; to: EnquiryStatus; by: string; at: string }[];
  /** The sender's name and email, lower-cased, for the inbox's search. */
  search?: string;
  /** The invitation to open an account: asked for by an admin, mailed by the mail sender. */
  invite?: { by: string; byId: string; at: string; sentAt?: string };
}

/** First retry after a minute, doubling to at most an hour between attempts. */
export const nextAttemptDelayMs = (attempts: number): number =>
  Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
