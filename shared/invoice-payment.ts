import { business, invoicing } from './business';
import { formatDate } from './dates';

/**
 * How to pay an invoice, in the words the PDF (lambdas/invoices/document.ts) and the invoice mail both
 * print: one source, so the bank details and the reference never differ between them.
 */
export const paymentInstructions = (invoice: {
  paymentReference: string;
  monthly: boolean;
  dueDate: string;
}) => {
  const { bank } = invoicing;
  return {
    bankTransfer: `Bank transfer to ${bank.accountName}, ${bank.name}`,
    account: `Sort code ${bank.sortCode}   Account number ${bank.accountNumber}`,
    reference: `Reference: ${invoice.paymentReference}`,
    card: `Card: call us on ${business.phone}. ${invoice.monthly ? `Due by ${formatDate(invoice.dueDate)}` : 'Due on completion of the visit'}.`,
  };
};
