import { describe, expect, it } from 'vitest';
import {
  amountDuePence,
  canMove,
  cardDescription,
  mandateDescription,
  refundablePence,
  reminderDue,
  retryDateAfter,
  stateAfterRefund,
} from '../../../../lambdas/invoices/online/ledger';
import {
  fromGoCardlessMandate,
  fromGoCardlessPayment,
  fromStripeIntent,
} from '../../../../lambdas/invoices/online/provider-states';
import { addDays } from '../../../../shared/london-time';
import { PAYMENT_STATES, PAYMENTS } from '../../../../shared/payments';

const invoice = { status: 'unpaid' as const, totalPence: 10_000 };

describe('what is due on an invoice', () => {
  it('is the total less money received, whatever else a payment went through', () => {
    expect(amountDuePence(invoice, [])).toBe(10_000);
    expect(amountDuePence(invoice, [{ state: 'pending', amountPence: 10_000 }])).toBe(10_000);
    expect(amountDuePence(invoice, [{ state: 'failed', amountPence: 10_000 }])).toBe(10_000);
    expect(amountDuePence(invoice, [{ state: 'paid', amountPence: 10_000 }])).toBe(0);
    // A refund's credit note takes off the total what the refund gives back: nothing becomes due.
    expect(amountDuePence(invoice, [{ state: 'partially_refunded', amountPence: 10_000 }])).toBe(0);
    // Money the bank took back is owed again.
    expect(amountDuePence(invoice, [{ state: 'charged_back', amountPence: 10_000 }])).toBe(10_000);
  });

  it('is never negative, and nothing on a void invoice', () => {
    expect(amountDuePence(invoice, [{ state: 'paid', amountPence: 12_000 }])).toBe(0);
    expect(amountDuePence({ status: 'void', totalPence: 10_000 }, [])).toBe(0);
  });

  it('refunds at most what was received and not yet refunded', () => {
    expect(refundablePence({ state: 'paid', amountPence: 5_000, refundedPence: 0 })).toBe(5_000);
    expect(refundablePence({ state: 'partially_refunded', amountPence: 5_000, refundedPence: 1_200 })).toBe(
      3_800,
    );
    expect(refundablePence({ state: 'pending', amountPence: 5_000, refundedPence: 0 })).toBe(0);
    expect(refundablePence({ state: 'charged_back', amountPence: 5_000, refundedPence: 0 })).toBe(0);
    expect(stateAfterRefund(5_000, 1_200)).toBe('partially_refunded');
    expect(stateAfterRefund(5_000, 5_000)).toBe('refunded');
  });
});

describe('the moves a payment may make', () => {
  it('never goes back to pending once settled, so a late event changes nothing', () => {
    for (const from of PAYMENT_STATES.filter((state) => state !== 'pending'))
      expect(canMove(from, 'pending'), from).toBe(false);
    expect(canMove('pending', 'paid')).toBe(true);
    expect(canMove('paid', 'pending')).toBe(false);
  });

  it('lets a Direct Debit fail after it was confirmed, and any paid payment be charged back', () => {
    expect(canMove('paid', 'failed')).toBe(true);
    expect(canMove('paid', 'charged_back')).toBe(true);
    expect(canMove('charged_back', 'paid')).toBe(false);
    expect(canMove('refunded', 'paid')).toBe(false);
  });
});

describe('retries and reminders', () => {
  it('retries a failed collection on the plan, then not at all', () => {
    expect(retryDateAfter(1, '2026-12-01', addDays)).toBe(
      addDays('2026-12-01', PAYMENTS.retryDaysAfterFailure[0]),
    );
    expect(retryDateAfter(PAYMENTS.retryDaysAfterFailure.length + 1, '2026-12-01', addDays)).toBeUndefined();
  });

  it('sends each reminder once, and only the latest when several fell due together', () => {
    const [first, second] = PAYMENTS.reminderDaysAfterDue;
    const dueDate = '2026-12-01';
    expect(reminderDue({ dueDate }, addDays(dueDate, first - 1), addDays)).toBeUndefined();
    expect(reminderDue({ dueDate }, addDays(dueDate, first), addDays)).toEqual({
      send: first,
      mark: [first],
    });
    expect(
      reminderDue({ dueDate, remindersSent: [first] }, addDays(dueDate, first + 1), addDays),
    ).toBeUndefined();
    expect(reminderDue({ dueDate }, addDays(dueDate, second), addDays)).toEqual({
      send: second,
      mark: [first, second],
    });
    expect(
      reminderDue({ dueDate, remindersSent: [first, second] }, addDays(dueDate, 90), addDays),
    ).toBeUndefined();
  });
});

describe("the providers' states", () => {
  it('keeps a declined card on the payment page pending, and fails one taken automatically', () => {
    const declined = {
      status: 'requires_payment_method',
      last_payment_error: {
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    };
    expect(fromStripeIntent(declined, false).state).toBe('pending');
    expect(fromStripeIntent(declined, true)).toMatchObject({
      state: 'failed',
      failure: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    });
    expect(fromStripeIntent({ status: 'requires_action' }, true).failure?.code).toBe(
      'authentication_required',
    );
    expect(fromStripeIntent({ status: 'requires_action' }, false).state).toBe('pending');
    expect(fromStripeIntent({ status: 'succeeded' }, true).state).toBe('paid');
    expect(fromStripeIntent({ status: 'canceled' }, false).state).toBe('cancelled');
  });

  it('maps every GoCardless payment status GoCardless documents', () => {
    const states = Object.fromEntries(
      [
        'pending_customer_approval',
        'pending_submission',
        'submitted',
        'confirmed',
        'paid_out',
        'cancelled',
        'customer_approval_denied',
        'failed',
        'charged_back',
      ].map((status) => [status, fromGoCardlessPayment(status).state]),
    );
    expect(states).toEqual({
      pending_customer_approval: 'pending',
      pending_submission: 'pending',
      submitted: 'pending',
      confirmed: 'paid',
      paid_out: 'paid',
      cancelled: 'cancelled',
      customer_approval_denied: 'cancelled',
      failed: 'failed',
      charged_back: 'charged_back',
    });
    expect(
      fromGoCardlessPayment('failed', { code: 'insufficient_funds', description: 'Not enough money' })
        .failure,
    ).toEqual({
      code: 'insufficient_funds',
      message: 'Not enough money',
    });
    expect(fromGoCardlessMandate('active')).toBe('active');
    expect(fromGoCardlessMandate('pending_submission')).toBe('pending');
    expect(fromGoCardlessMandate('cancelled')).toBe('cancelled');
    expect(fromGoCardlessMandate('failed')).toBe('failed');
  });

  it('names a card and a bank as people read them', () => {
    expect(cardDescription({ brand: 'visa', last4: '4242' })).toBe('Visa ending 4242');
    expect(mandateDescription({ bankName: 'Barclays', accountEnding: '11' })).toBe(
      'Direct Debit from Barclays, account ending 11',
    );
  });
});
