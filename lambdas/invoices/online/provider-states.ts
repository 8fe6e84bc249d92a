import type { PaymentState } from '../../../shared/payments';

/**
 * The providers' own states, mapped onto the product's (shared/payments.ts). Pure, so the unit tests
 * hold every state each provider documents.
 */

export interface Seen {
  state: PaymentState;
  note: string;
  failure?: { code: string; message: string };
}

/** A Stripe PaymentIntent as far as its state goes. */
export interface StripeIntentState {
  status: string;
  last_payment_error?: { code?: string | null; decline_code?: string | null; message?: string | null } | null;
}

/**
 * A card payment's state. On the payment page (Checkout) a declined card leaves the page open for
 * another card: still pending. Taken automatically (off-session), a decline or the bank asking the
 * cardholder to authenticate is a failure the client must be told of.
 */
export const fromStripeIntent = (intent: StripeIntentState, automatic: boolean): Seen => {
  const error = intent.last_payment_error;
  const why = error?.message ?? 'The card was declined';
  switch (intent.status) {
    case 'succeeded':
      return { state: 'paid', note: 'Card payment succeeded' };
    case 'processing':
      return { state: 'pending', note: 'Card payment processing' };
    case 'canceled':
      return { state: 'cancelled', note: 'Card payment cancelled' };
    case 'requires_action':
      return automatic
        ? {
            state: 'failed',
            note: 'The bank asked the cardholder to confirm the payment',
            failure: {
              code: 'authentication_required',
              message: 'Your bank asked you to confirm this payment, which we cannot do for you',
            },
          }
        : { state: 'pending', note: 'Waiting for the cardholder to authenticate' };
    case 'requires_payment_method':
      if (!error) return { state: 'pending', note: 'Payment page opened' };
      return automatic
        ? {
            state: 'failed',
            note: `Card payment failed: ${why}`,
            failure: { code: error.decline_code ?? error.code ?? 'card_declined', message: why },
          }
        : { state: 'pending', note: `Card declined on the payment page: ${why}` };
    default:
      return { state: 'pending', note: `Card payment ${intent.status.replaceAll('_', ' ')}` };
  }
};

/** A GoCardless payment's state (its `status`), with the cause of a failure from the event, if any. */
export const fromGoCardlessPayment = (
  status: string,
  cause?: { code?: string; description?: string },
): Seen => {
  const failure = {
    code: cause?.code ?? status,
    message: cause?.description ?? 'The bank did not pay the Direct Debit',
  };
  switch (status) {
    case 'pending_customer_approval':
    case 'pending_submission':
      return { state: 'pending', note: 'Direct Debit created; it goes to the bank before its charge date' };
    case 'submitted':
      return { state: 'pending', note: 'Direct Debit submitted to the bank' };
    case 'confirmed':
      return { state: 'paid', note: 'Direct Debit collected (confirmed by GoCardless)' };
    case 'paid_out':
      return { state: 'paid', note: 'Direct Debit paid out to the company' };
    case 'failed':
    case 'late_failure_settled':
      return { state: 'failed', note: `Direct Debit failed: ${failure.message}`, failure };
    case 'cancelled':
    case 'customer_approval_denied':
      return { state: 'cancelled', note: 'Direct Debit cancelled before it was taken' };
    case 'charged_back':
    case 'chargeback_settled':
      return { state: 'charged_back', note: 'Direct Debit charged back (an indemnity claim by the payer)' };
    case 'chargeback_cancelled':
      return { state: 'paid', note: 'The charge-back was cancelled: the payment stands' };
    default:
      return { state: 'pending', note: `Direct Debit ${status.replaceAll('_', ' ')}` };
  }
};

/** A mandate's status, as the client and the office see it. */
export const fromGoCardlessMandate = (status: string): 'pending' | 'active' | 'failed' | 'cancelled' => {
  if (status === 'active') return 'active';
  if (status === 'failed' || status === 'blocked') return 'failed';
  if (status === 'cancelled' || status === 'expired' || status === 'consumed') return 'cancelled';
  return 'pending';
};

/** A GoCardless refund's status, as the refund on our payment records it. */
export const fromGoCardlessRefund = (status: string): 'pending' | 'paid' | 'failed' => {
  if (status === 'paid') return 'paid';
  if (status === 'cancelled' || status === 'bounced' || status === 'funds_returned') return 'failed';
  return 'pending';
};
