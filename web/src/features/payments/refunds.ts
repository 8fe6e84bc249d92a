import type { PaymentState } from '@shared/payments';
import type { Payment } from '@shared/schemas/payment';

/** Money that arrived (some of it perhaps since refunded): each has a receipt. */
export const RECEIPTED: readonly PaymentState[] = ['paid', 'partially_refunded', 'refunded'];

/** What is left to refund of a payment: what arrived, less refunds; nothing of one that did not arrive. */
export const refundableOf = (payment: Payment) =>
  payment.state === 'paid' || payment.state === 'partially_refunded'
    ? Math.max(0, payment.amountPence - payment.refundedPence)
    : 0;
