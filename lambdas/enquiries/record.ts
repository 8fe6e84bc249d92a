import type { Enquiry, EnquiryStatus, MailStatus } from '../../shared/schemas/enquiry';
import type { MailAllowance } from '../data/mail-limit';

/** An enquiry as stored: what the visitor sent, and where the office stands with it. */
export interface EnquiryRecord {
  id: string;
  receivedAt: string;
  enquiry: Enquiry;
  /** The account that sent it signed in (its token verified); absent from the public form: unverified. */
  senderId?: string;
  /**
   * Where its mails stood, on enquiries stored before decision 012; since then each mail is a notice
   * and the inbox derives the status from them (lambdas/data/enquiry-mail.ts).
   */
  mailStatus?: MailStatus;
  mailAttempts?: number;
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
  /** The invitation to open an account: asked for by an admin, mailed as a notice (`sentAt`: before 012). */
  invite?: { by: string; byId: string; at: string; sentAt?: string };
}
