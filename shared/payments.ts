import { business } from './business';
import type { ServiceType } from './schemas/booking';

/**
 * Getting paid: the rules of online payment, automatic collection, reminders, deposits and
 * Tax-Free Childcare, declared once. The payments function, the notice templates, the PDFs and the
 * portal all read these; no number below is repeated anywhere else.
 */
export const PAYMENTS = {
  /** Amounts are whole pence in one currency; anything a provider reports in another is refused. */
  currency: 'GBP',
  /**
   * How long a card payment page (a Stripe Checkout session) stays open: Stripe's shortest, so a link
   * left in a tab cannot pay a changed amount much later.
   */
  checkoutMinutes: 30,
  /** Unpaid invoices are reminded this many days after their due date, once each, until paid. */
  reminderDaysAfterDue: [3, 10],
  /**
   * A failed automatic collection is tried again this many days after each failure (once here), and
   * the client told each time; after the last, the invoice waits for them or the office.
   */
  retryDaysAfterFailure: [3],
  /**
   * A deposit on the first visit of these services (the terms' "first deep clean"), as a share of the
   * visit's estimate, deducted from the invoice of that visit.
   */
  deposit: {
    services: ['deep_cleaning'] as readonly ServiceType[],
    percent: 25,
  },
  /** How often the payments function's schedule runs in AWS (collections due, retries, reminders). */
  scheduleEveryMinutes: 5,
  /** The longest period a statement covers. */
  statementMaxDays: 366,
} as const;

/** Services whose invoices are childcare, which Tax-Free Childcare may pay (with the carer's Ofsted number). */
export const CHILDCARE_SERVICES: readonly ServiceType[] = ['childcare', 'babysitting', 'nanny'];

/** Who moved the money: a provider online, or the office recording what arrived another way. */
export const PAYMENT_PROVIDERS = ['stripe', 'gocardless', 'office'] as const;

/**
 * Where one payment is. Providers' own states map onto these (lambdas/invoices/online/provider-states.ts);
 * `pending` covers a card payment page opened and a Direct Debit submitted but not yet confirmed.
 */
export const PAYMENT_STATES = [
  'pending',
  'paid',
  'failed',
  'cancelled',
  'refunded',
  'partially_refunded',
  'charged_back',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
  charged_back: 'Charged back',
};

/** How a client chose to pay future invoices: a saved card, Direct Debit, or each invoice themselves. */
export const AUTO_PAY_CHOICES = ['card', 'direct_debit', 'off'] as const;
export type AutoPayChoice = (typeof AUTO_PAY_CHOICES)[number];

/** The Direct Debit Guarantee, as the scheme requires it to be shown wherever a mandate is set up. */
export const DIRECT_DEBIT_GUARANTEE = [
  'The Guarantee is offered by all banks and building societies that accept instructions to pay Direct Debits.',
  'If there are any changes to the amount, date or frequency of your Direct Debit, we (through GoCardless) will notify you in advance of your account being debited, or as otherwise agreed.',
  'If an error is made in the payment of your Direct Debit, by us or GoCardless, or your bank or building society, you are entitled to a full and immediate refund of the amount paid from your bank or building society.',
  'If you receive a refund you are not entitled to, you must pay it back when asked to.',
  'You can cancel a Direct Debit at any time by simply contacting your bank or building society. Written confirmation may be required. Please also notify us.',
] as const;

/**
 * What a client agrees to when saving a card for later charges (a "merchant-initiated" consent, which
 * Stripe asks to be shown with the saved card).
 */
export const SAVED_CARD_CONSENT = `I authorise ${business.name} to charge this card for my invoices on their due dates, and for any cancellation fee the terms set, until I remove it from my account.`;

/**
 * What the payments function's schedule sends it: EventBridge's scheduled event in AWS (its `source`
 * is what the handler tells it from a request by); the local stack's timer sends the same.
 */
export const PAYMENT_SCHEDULE_EVENT = { source: 'aws.events', 'detail-type': 'Scheduled Event' } as const;

/**
 * Where a client's statement PDFs are kept, and for how long: each request makes one, its link lasts
 * minutes, so the invoice bucket deletes them (and their old versions) a day later.
 */
export const STATEMENTS = { prefix: 'statements/', keepDays: 1 } as const;
