/**
 * The notices the product sends: who each goes to, what the office calls it, and how a
 * notice is delivered. Declared once; the outbox, the sender, the templates and the office's view
 * all read this.
 */
export const NOTICE_KINDS = [
  'booking-requested',
  'booking-alert',
  'booking-confirmed',
  'booking-rescheduled',
  'booking-cancelled',
  'booking-staff-changed',
  'visit-reminder',
  'visit-completed',
  'invoice-issued',
  'payment-received',
  'welcome',
  'enquiry-received',
  'enquiry-acknowledgement',
  'enquiry-invitation',
  'account-exists',
  'sign-up-code',
  'staff-invitation',
  'account-deleted',
  'credential-expiring',
  /** A key a member still holds after its time to be back in the safe. */
  'key-not-returned',
  'visit-on-my-way',
  'care-arrived',
  'care-departed',
  /**
   * The office: a visit checked out before its booked start or under half its booked time, with the
   * member's reason (decision 040).
   */
  'visit-ended-early',
  /** The advance notice of an automatic collection (Bacs requires one for Direct Debit). */
  'collection-upcoming',
  /** A card or Direct Debit collection that failed, what happens next and how to pay. */
  'payment-failed',
  /** An unpaid invoice, PAYMENTS.reminderDaysAfterDue days after its due date. */
  'invoice-reminder',
  /** A refund, with its credit note. */
  'refund-issued',
  /** A card saved, or a Direct Debit mandate set up (the mandate's confirmation, as Bacs requires). */
  'payment-method-saved',
  /** The office: a collection that failed for the last time, or a Direct Debit charged back. */
  'payment-problem',
  /** A referred friend's first visit was completed; the referrer's credit is earned. */
  'referral-earned',
  /** The invitation to leave a public review, after a visit's feedback, whatever its rating. */
  'review-invitation',
  /** A quote sent to the client (or an enquiry's visitor), with its signed link. */
  'quote-sent',
  /** The office: a client approved a quote, asked for a change (their message) or declined it. */
  'quote-answered',
  /**
   * The code that proves a client holds the mobile they asked texts to go to. A text
   * only, to the number it proves, never a mail.
   */
  'mobile-code',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/**
 * `office` notices go to the office inbox (MAIL_TO, a deploy-time setting); the rest to the client, or
 * to the address the notice names (a visitor's enquiry, an existing account's owner at sign-up).
 */
export const NOTICE_AUDIENCE: Record<NoticeKind, 'client' | 'office'> = {
  'booking-requested': 'client',
  'booking-alert': 'office',
  'booking-confirmed': 'client',
  'booking-rescheduled': 'client',
  'booking-cancelled': 'client',
  'booking-staff-changed': 'client',
  'visit-reminder': 'client',
  'visit-completed': 'client',
  'invoice-issued': 'client',
  'payment-received': 'client',
  welcome: 'client',
  'enquiry-received': 'office',
  'enquiry-acknowledgement': 'client',
  'enquiry-invitation': 'client',
  'account-exists': 'client',
  'sign-up-code': 'client',
  'staff-invitation': 'client',
  'account-deleted': 'client',
  'credential-expiring': 'office',
  'key-not-returned': 'office',
  'visit-ended-early': 'office',
  'visit-on-my-way': 'client',
  'care-arrived': 'client',
  'care-departed': 'client',
  'collection-upcoming': 'client',
  'payment-failed': 'client',
  'invoice-reminder': 'client',
  'refund-issued': 'client',
  'payment-method-saved': 'client',
  'payment-problem': 'office',
  'referral-earned': 'client',
  'review-invitation': 'client',
  'quote-sent': 'client',
  'quote-answered': 'office',
  'mobile-code': 'client',
};

/** What the office's list of a booking's notices calls each one. */
export const NOTICE_LABELS: Record<NoticeKind, string> = {
  'booking-requested': 'Booking received',
  'booking-alert': 'New booking (office)',
  'booking-confirmed': 'Booking confirmed',
  'booking-rescheduled': 'Booking moved',
  'booking-cancelled': 'Booking cancelled',
  'booking-staff-changed': 'Who is coming',
  'visit-reminder': 'Reminder (24 hours before)',
  'visit-completed': 'Visit completed',
  'invoice-issued': 'Invoice issued',
  'payment-received': 'Payment received',
  welcome: 'Welcome',
  'enquiry-received': 'Enquiry (office)',
  'enquiry-acknowledgement': 'Enquiry acknowledged',
  'enquiry-invitation': 'Invitation to open an account',
  'account-exists': 'Sign-up with an existing address',
  'sign-up-code': 'Sign-up code',
  'staff-invitation': 'Invitation to join the team',
  'account-deleted': 'Account deleted',
  'credential-expiring': 'Credential running out (office)',
  'key-not-returned': 'Key not back in the safe (office)',
  'visit-ended-early': 'Visit ended early (office)',
  'visit-on-my-way': 'On the way',
  'care-arrived': 'Arrived for care',
  'care-departed': 'Left after care',
  'collection-upcoming': 'Payment to be taken',
  'payment-failed': 'Payment failed',
  'invoice-reminder': 'Payment reminder',
  'refund-issued': 'Refund and credit note',
  'payment-method-saved': 'Way to pay saved',
  'payment-problem': 'Payment problem (office)',
  'referral-earned': 'Referral credit earned',
  'review-invitation': 'Invitation to review us',
  'quote-sent': 'Quote sent',
  'quote-answered': 'Quote answered (office)',
  'mobile-code': 'Mobile confirmation code',
};

/**
 * How a notice travels: a mail through SES, or a text through End User Messaging SMS. A
 * notice stored before texts existed has no channel and is a mail.
 */
export const NOTICE_CHANNELS = ['email', 'sms'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/**
 * The notices that also go as a text to a client who opted in: those that cannot wait for someone to
 * read their mail. Every notice is a mail; these go as a text too (the day's three, decision 030).
 */
export const TEXT_KINDS = [
  'visit-reminder',
  'booking-rescheduled',
  'booking-cancelled',
  'visit-on-my-way',
  'care-arrived',
  'care-departed',
] as const satisfies readonly NoticeKind[];
export type TextKind = (typeof TEXT_KINDS)[number];

export const isTextKind = (kind: NoticeKind): kind is TextKind =>
  (TEXT_KINDS as readonly string[]).includes(kind);

/** The notices that are only ever a text (no mail twin): a mobile's confirmation code. */
export const TEXT_ONLY_KINDS = ['mobile-code'] as const satisfies readonly NoticeKind[];
export type TextOnlyKind = (typeof TEXT_ONLY_KINDS)[number];
/** The kinds that are mailed. */
export type MailKind = Exclude<NoticeKind, TextOnlyKind>;

/** A visit moved or cancelled texts the client only when it starts (or started out) within this many hours. */
export const TEXT_URGENT_WITHIN_HOURS = 48;

/**
 * Where a notice is in its delivery. `pending` waits for the sender (first try or a retry);
 * `sending` is claimed by one run of the sender; `sent` went to SES; `failed` will not be tried again
 * without the office's resend (SES refused the address, or every attempt failed), and alarms.
 */
export const NOTICE_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

export const NOTICE_DELIVERY = {
  /** Attempts before a notice is marked failed. */
  maxAttempts: 8,
  /** The wait after the first failure; it doubles up to maxRetryMs. */
  firstRetryMs: 60_000,
  maxRetryMs: 60 * 60_000,
  /** How long one run of the sender holds a claimed notice before another run may take it. */
  claimMs: 60_000,
} as const;

/** The reminder before each visit (decision 011). */
export const REMINDER = {
  /** Sent this long before the visit starts. */
  leadHours: 24,
  /**
   * Each sweep looks this far back from now plus leadHours, so a sweep that was late or failed is made
   * up by the next; a reminder's id is fixed per visit and time, so none is sent twice.
   */
  lookbackHours: 6,
} as const;

/** What a notice is about: its keys live in that item's partition, so a booking's notices are one Query. */
export type NoticeSubject =
  | { type: 'booking'; id: string }
  | { type: 'invoice'; id: string }
  | { type: 'user'; id: string }
  | { type: 'enquiry'; id: string }
  /** A sign-up not finished yet: its id is the address's hash (lambdas/data/sign-up.ts). */
  | { type: 'sign-up'; id: string }
  /** A deleted account's erasure record (lambdas/accounts/erasure.ts): the only partition of theirs kept. */
  | { type: 'erasure'; id: string }
  /** A member of the team: the office's notices of their credentials. */
  | { type: 'staff'; id: string };
