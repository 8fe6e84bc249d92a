import { PAYMENTS, type PaymentState } from '../../../shared/payments';
import type { Invoice } from '../../../shared/schemas/invoice';
import type { Payment } from '../../../shared/schemas/payment';

/**
 * The arithmetic and the state rules of an invoice's money, with no I/O, so the unit tests
 * hold every case. Whole pence throughout.
 */

/** States in which a payment's money reached us (a refund is a credit note, counted on its own). */
const MONEY_IN: readonly PaymentState[] = ['paid', 'partially_refunded', 'refunded'];

export const receivedPence = (payments: readonly Pick<Payment, 'state' | 'amountPence'>[]): number =>
  payments.filter((payment) => MONEY_IN.includes(payment.state)).reduce((sum, p) => sum + p.amountPence, 0);

/**
 * What is still owed on an invoice: its total less the money received. A refund does not change it:
 * its credit note takes the same amount off the total that the refund gives back. Never negative.
 */
export const amountDuePence = (
  invoice: Pick<Invoice, 'status' | 'totalPence'>,
  payments: readonly Pick<Payment, 'state' | 'amountPence'>[],
): number => {
  if (invoice.status === 'void') return 0;
  return Math.max(0, invoice.totalPence - receivedPence(payments));
};

/** What may still be refunded of one payment. */
export const refundablePence = (payment: Pick<Payment, 'state' | 'amountPence' | 'refundedPence'>) =>
  MONEY_IN.includes(payment.state) ? payment.amountPence - payment.refundedPence : 0;

/**
 * The moves a payment may make. A provider's word is applied only along these: a late or repeated
 * event that would move a payment backwards (pending after paid) is recorded and changes nothing, which
 * is what makes events in any order end in the same place. A Direct Debit can fail after it was
 * confirmed (Bacs' late failure) and any payment can be charged back.
 */
const NEXT: Record<PaymentState, readonly PaymentState[]> = {
  pending: ['paid', 'failed', 'cancelled'],
  paid: ['partially_refunded', 'refunded', 'charged_back', 'failed'],
  partially_refunded: ['refunded', 'charged_back'],
  refunded: [],
  failed: ['paid'],
  cancelled: ['paid'],
  charged_back: [],
};

export const canMove = (from: PaymentState, to: PaymentState): boolean =>
  from === to || NEXT[from].includes(to);

/** The state after refunding `refundedPence` in all. */
export const stateAfterRefund = (amountPence: number, refundedPence: number): PaymentState =>
  refundedPence >= amountPence ? 'refunded' : 'partially_refunded';

/** The day of the next automatic try after the `attempt`-th failure, if the plan has one. */
export const retryDateAfter = (
  attempt: number,
  failedOn: string,
  addDays: (d: string, n: number) => string,
) => {
  const days = PAYMENTS.retryDaysAfterFailure[attempt - 1];
  return days === undefined ? undefined : addDays(failedOn, days);
};

/** Which reminders are due on `today` and not sent: the latest only, if several became due at once. */
export const reminderDue = (
  invoice: Pick<Invoice, 'dueDate' | 'remindersSent'>,
  today: string,
  addDays: (d: string, n: number) => string,
): { send: number; mark: number[] } | undefined => {
  const sent = new Set(invoice.remindersSent ?? []);
  const due = PAYMENTS.reminderDaysAfterDue.filter(
    (days) => !sent.has(days) && addDays(invoice.dueDate, days) <= today,
  );
  const latest = due.at(-1);
  return latest === undefined ? undefined : { send: latest, mark: due };
};

/** "Visa ending 4242": how a card is named to people. */
export const cardDescription = (card: { brand: string; last4: string }) =>
  `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} ending ${card.last4}`;

/** "Direct Debit from Barclays, account ending 11". */
export const mandateDescription = (mandate: { bankName: string; accountEnding: string }) =>
  `Direct Debit from ${mandate.bankName}, account ending ${mandate.accountEnding}`;
