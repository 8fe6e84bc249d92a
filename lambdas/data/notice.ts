import { randomUUID } from 'node:crypto';
import {
  NOTICE_AUDIENCE,
  type NoticeChannel,
  type NoticeKind,
  type NoticeStatus,
  type NoticeSubject,
} from '../../shared/notices';
import type { Booking } from '../../shared/schemas/booking';
import type { Enquiry } from '../../shared/schemas/enquiry';
import type { Key } from '../../shared/schemas/house-keys';
import type { Invoice } from '../../shared/schemas/invoice';
import type { NoticeResend } from '../../shared/schemas/notice';
import type { CreditNote, Payment } from '../../shared/schemas/payment';
import type { Quote } from '../../shared/schemas/quote';
import type { ExpiringCredential } from '../../shared/staff-rules';
import type { EarlyCheckOut } from '../../shared/visit-day';
import { env } from '../lib/env';
import { bookingPartition } from './booking';
import { enquiryPartition } from './enquiry';
import { erasurePartition } from './erasure-key';
import { invoicePartition } from './invoice';
import { signUpPartition } from './sign-up-key';
import { staffPartition } from './staff-key';
import { byUser, key, mustBeNew } from './table';
import { userPartition } from './user';

/**
 * The outbox: a notice is an item written in the same DynamoDB transaction as the change
 * that causes it, so a change is never saved without its notice, nor a notice without its change. The
 * sender (sender.ts) picks it up from the table's stream, and from the due queue below when a send
 * has to wait.
 */

/** The sparse queue (on the by-user index) of notices waiting for a send, sorted by when each is due. */
export const NOTICE_QUEUE = 'NOTICE#DUE';

/** The facts a notice's template needs, copied when the notice is written: it says what was true then. */
export type NoticeFacts =
  | {
      booking: Booking;
      /** A new series: its visits, for the request and the office's alert. */
      series?: { frequency: string; visits: { serviceDate: string; serviceTime: string }[] };
      /** Who booked, for the office's alert (its recipient is the office, not the client). */
      client?: { name: string; email: string };
      /** Who was to come before the office gave the visit to someone else. */
      previousStaffName?: string;
      /**
       * When an event of the day happened (on the way, arrived, left), for its mail and text (issues 27
       * and 28). What else the day recorded (times, checklist, note, handover) is `booking.visit`.
       */
      event?: { at: string };
      /** A moved visit's time before the move, for its text (the office's moves keep no rescheduledFrom). */
      movedFrom?: { serviceDate: string; serviceTime: string };
      /**
       * A visit checked out early, for the office: before its start or under half its length,
       * how long the member was there, and why they left.
       */
      early?: { kind: EarlyCheckOut; reason: string; minutes: number };
    }
  | {
      invoice: Invoice;
      /**
       * The payment a receipt, a failure or a problem is about; the credit note of a refund;
       * the collection an advance notice announces; which reminder this is (days after the due date).
       */
      payment?: Payment;
      creditNote?: CreditNote;
      collection?: {
        method: 'card' | 'direct_debit';
        date: string;
        description: string;
        amountPence: number;
        /** A Direct Debit's mandate reference, which the bank statement shows. */
        reference?: string;
      };
      reminder?: { daysAfterDue: number };
      /** An office notice's words: what went wrong, and whose invoice it is. */
      problem?: { summary: string; clientName: string };
    }
  /** A card saved or a Direct Debit mandate set up: what the client now pays with. */
  | {
      paymentMethod: {
        kind: 'card' | 'direct_debit';
        description: string;
        /** The mandate's reference, which the bank statement shows. */
        reference?: string;
      };
    }
  | { account: { fullName: string } }
  /** An enquiry's mails: what the visitor sent (the office's copy shows it; the others say none of it). */
  | { enquiry: Enquiry; reference: string }
  /** Someone tried to sign up with the address of an existing account. */
  | { existingAccount: true }
  /** The code that finishes a sign-up (decision 015), until the sign-up is finished or runs out. */
  | { signUpCode: { code: string; validMinutes: number } }
  /** The code that proves a client's mobile, texted to that number only. */
  | { mobileCode: { code: string; mobile: string; validMinutes: number } }
  /** The office's invitation to a staff member: the code, and the address it is for. */
  | { staffInvitation: { code: string; validDays: number; email: string } }
  /** An account deleted: by whom (the client or the office) and what the deletion did. */
  | { erasure: { by: 'client' | 'office'; cancelledVisits: number; invoicesKept: number } }
  /** A member's credential that runs out within the warning window, or has. */
  | { credential: ExpiringCredential }
  /** A key a member still held after it was due back in the safe, and who holds it. */
  | { key: KeyNoticeFacts }
  /** A referral credit earned: the friend's first name and the credit. */
  | { referral: { firstName: string; creditPence: number } }
  /** Where the client is invited to leave a public review (the same page for every rating). */
  | { reviewInvitation: { url: string } }
  /**
   * A quote as sent, with its signed link; or, for the office, the client's answer to it
   * (their approval's name, or the change they ask for, or why they declined).
   */
  | {
      quote: Quote;
      link?: string;
      answer?: { status: 'approved' | 'changes_requested' | 'declined'; message?: string; name?: string };
    };

/** What the office is told of a key not back in the safe: never the address, only the tag's facts. */
export type KeyNoticeFacts = Pick<Key, 'id' | 'tag' | 'kind' | 'label' | 'since' | 'clientName'> & {
  holderName: string;
  dueBackAt: string;
};

export interface NewNotice {
  kind: NoticeKind;
  /** The client it is about (and, unless the audience is the office, whom it goes to). */
  userId: string;
  subject: NoticeSubject;
  facts: NoticeFacts;
  /**
   * Whom the notice goes to, when that is neither the office nor the client's profile (a visitor, the
   * owner of an address someone signed up with): fixed when the notice is written.
   */
  recipient?: { name: string; email: string };
  /** Where a reply goes, when not to the company (the office's copy of an enquiry: the visitor). */
  replyTo?: string;
  /** A text rather than a mail. @default 'email' */
  channel?: NoticeChannel;
  /**
   * A fixed id makes the write idempotent (a reminder's is `reminder-<booking>-<version>`): the
   * Put's condition refuses a second one. Random otherwise.
   */
  id?: string;
}

/** What the table holds for one notice. */
export interface NoticeRecord extends Required<Omit<NewNotice, 'id' | 'recipient' | 'replyTo' | 'channel'>> {
  /** Absent on mails (and on every notice stored before texts existed). */
  channel?: NoticeChannel;
  recipient?: NewNotice['recipient'];
  replyTo?: string;
  id: string;
  entity: 'notice';
  audience: 'client' | 'office';
  status: NoticeStatus;
  attempts: number;
  createdAt: string;
  nextAttemptAt?: string;
  claimedUntil?: string;
  to?: string;
  mailSubject?: string;
  /** A text's words, as sent. */
  textBody?: string;
  sentAt?: string;
  messageId?: string;
  lastError?: string;
  resentBy?: string;
  resentAt?: string;
  /** Every resend by the office, oldest first (the day's count caps them). */
  resends?: NoticeResend[];
}

/** The prefix of the sort keys of a subject's notices. */
export const NOTICE_SK_PREFIX = 'NOTICE#';

/** The partition a subject's notices live in (the subject's own). */
export const noticePartition = (subject: NoticeSubject) => PARTITIONS[subject.type](subject.id);

const PARTITIONS: Record<NoticeSubject['type'], (id: string) => string> = {
  booking: bookingPartition,
  invoice: invoicePartition,
  user: userPartition,
  enquiry: enquiryPartition,
  'sign-up': signUpPartition,
  erasure: erasurePartition,
  staff: staffPartition,
};

export const noticeKey = (subject: NoticeSubject, id: string) =>
  key(noticePartition(subject), `${NOTICE_SK_PREFIX}${id}`);

/** The due queue's keys: present while a notice waits, removed once it is sent or has failed. */
export const queueKeys = (dueAt: string, id: string) => ({
  [byUser.partitionKey]: NOTICE_QUEUE,
  [byUser.sortKey]: queueSortKey(dueAt, id),
});

export const queueSortKey = (dueAt: string, id: string) => `${dueAt}#${id}`;

/** The highest due-queue sort key due by `now`: `<dueAt>#<id>` sorts at or before `<now>#` and the top character. */
export const dueUpTo = (now: Date) => `${now.toISOString()}#\uffff`;

export const newNoticeRecord = (notice: NewNotice, now = new Date()): NoticeRecord => ({
  id: notice.id ?? randomUUID(),
  entity: 'notice',
  kind: notice.kind,
  audience: NOTICE_AUDIENCE[notice.kind],
  userId: notice.userId,
  subject: notice.subject,
  facts: notice.facts,
  ...(notice.recipient ? { recipient: notice.recipient } : {}),
  ...(notice.replyTo ? { replyTo: notice.replyTo } : {}),
  // Mails carry no channel, as every notice before texts: one shape for old and new alike.
  ...(notice.channel === 'sms' ? { channel: 'sms' as const } : {}),
  status: 'pending',
  attempts: 0,
  createdAt: now.toISOString(),
  // Due now: the stream hands it to the sender at once; the queue is the safety net.
  nextAttemptAt: now.toISOString(),
});

/** The full item of a new notice: its keys, the due queue's keys and the record. */
export const noticeItem = (record: NoticeRecord) => ({
  ...noticeKey(record.subject, record.id),
  ...queueKeys(record.nextAttemptAt ?? record.createdAt, record.id),
  ...record,
});

/** The transaction item that writes a notice alongside the change that causes it. */
export const noticePut = (notice: NewNotice, now = new Date()) => ({
  Put: {
    TableName: env().TABLE_NAME,
    Item: noticeItem(newNoticeRecord(notice, now)),
    ...mustBeNew,
  },
});
