import { business, invoicing, policy } from './business';
import { formatDate } from './dates';
import type { Invoice, PaymentMethod } from './schemas/invoice';

/**
 * How to pay an invoice, and how it was or will be paid, in the words the documents
 * (lambdas/invoices/document.ts, money-documents.ts) and the notices both print: one source, so the
 * bank details, the reference and the sentences never differ between them.
 */

/** The terms' sentence (web/src/content/terms.ts words it the same), for invoices, statements and reminders. */
export const latePaymentInterest = `Late payments may incur interest at ${policy.latePaymentInterestPercentAboveBase}% a year above the Bank of England base rate.`;

/** Where a bank transfer goes, without a reference: a statement covers several invoices. */
export const bankDetails = () => {
  const { bank } = invoicing;
  return {
    bankTransfer: `Bank transfer to ${bank.accountName}, ${bank.name}`,
    account: `Sort code ${bank.sortCode}   Account number ${bank.accountNumber}`,
  };
};

export const paymentInstructions = (invoice: {
  paymentReference: string;
  monthly: boolean;
  dueDate: string;
}) => ({
  ...bankDetails(),
  reference: `Reference: ${invoice.paymentReference}`,
  card: `Pay by card online from your account. ${invoice.monthly ? `Due by ${formatDate(invoice.dueDate)}` : 'Due on completion of the visit'}.`,
});

/** A method inside a sentence: "paid by card", but "by Direct Debit" keeps the scheme's own capitals. */
export const PAYMENT_METHOD_WORDS: Record<PaymentMethod, string> = {
  bank_transfer: 'bank transfer',
  card: 'card',
  cash: 'cash',
  direct_debit: 'Direct Debit',
  tax_free_childcare: 'Tax-Free Childcare',
};

/** `Paid by card on 06 May 2026 (Visa ending 4242)`. */
export const paidSentence = (payment: NonNullable<Invoice['payment']>): string =>
  `Paid by ${PAYMENT_METHOD_WORDS[payment.method]} on ${formatDate(payment.date)}${
    payment.reference
      ? payment.method === 'tax_free_childcare'
        ? ` (reference ${payment.reference})`
        : ` (${payment.reference})`
      : ''
  }`;

/**
 * An automatic collection in one sentence: to come, under way, or failed (with the next try, if any).
 * `from` names the saved method ("Visa ending 4242"), when the caller knows it; the invoice itself
 * records only card or Direct Debit.
 */
export const collectionSentence = (collection: NonNullable<Invoice['collection']>, from?: string): string => {
  const method =
    collection.method === 'direct_debit'
      ? `Direct Debit${from ? ` (${from})` : ''}`
      : from
        ? from
        : 'your saved card';
  if (collection.state === 'failed')
    return `Collection failed${collection.failure ? `: ${collection.failure.replace(/\.$/, '')}` : ''}. ${
      collection.retryDate
        ? `We will try again by ${method} on ${formatDate(collection.retryDate)}.`
        : 'Nothing more will be taken automatically: please pay by one of the ways below.'
    }`;
  if (collection.state === 'pending')
    return `Being collected by ${method}: taken on ${formatDate(collection.date)}.`;
  return `To be collected by ${method} on ${formatDate(collection.date)}. You need do nothing.`;
};

/**
 * Whether the client pays this invoice themselves (the bank details, the card button): unpaid and not
 * being collected, or its collection failed for the last time.
 */
export const paysItThemselves = (invoice: Pick<Invoice, 'status' | 'collection'>): boolean =>
  invoice.status === 'unpaid' &&
  (!invoice.collection || (invoice.collection.state === 'failed' && !invoice.collection.retryDate));

/**
 * Childcare invoices: the carers' Ofsted registrations (a parent's childcare account asks for the
 * provider's), and that Tax-Free Childcare may pay them, quoting the invoice's reference.
 */
export const childcareWords = (invoice: Pick<Invoice, 'childcare' | 'paymentReference'>) =>
  invoice.childcare
    ? {
        ofstedNumbers: invoice.childcare.ofstedNumbers,
        taxFreeChildcare: `We accept Tax-Free Childcare: pay from your childcare account to ${business.legalName}, quoting ${invoice.paymentReference}.`,
      }
    : undefined;

/**
 * Where a refund went, as a sentence. A credit note's `refundedTo` names the card or bank the refund
 * went to ("Visa ending 4242") or a childcare account; a sentence already written is kept.
 */
export const refundedToSentence = (refundedTo: string): string =>
  /^(refunded|returned)\b/i.test(refundedTo)
    ? refundedTo
    : /childcare account/i.test(refundedTo)
      ? `Returned to ${refundedTo}`
      : `Refunded to ${refundedTo}`;
