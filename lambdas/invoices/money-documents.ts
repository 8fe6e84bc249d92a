import { formatDate, formatPence } from '../../shared/dates';
import { paymentInstructions, refundedToSentence } from '../../shared/invoice-payment';
import { PAYMENT_METHOD_LABELS } from '../../shared/schemas/invoice';
import type { Payment } from '../../shared/schemas/payment';
import type { InvoiceRecord } from '../data/invoice';
import type { CreditNoteRecord } from '../data/payment';
import {
  amountRows,
  colours,
  hr,
  letterhead,
  MARGIN,
  openDocument,
  type Pen,
  paragraph,
  partiesBlock,
  RIGHT,
  saveDocument,
  sectionHeading,
  termsFooter,
  write,
} from './pdf-kit';

/**
 * The papers of money moving against an invoice, in the invoice's own layout (pdf-kit.ts):
 * a credit note, which reduces an issued invoice without editing it (its own number series, the VAT it
 * takes back), and a receipt for a payment received. Pure: the caller reads the records and stores the
 * bytes.
 */

/** One boxed row of what the document is about, above its totals (the invoice's table, one line long). */
const summaryRow = (pen: Pen, description: string, amountPence: number) => {
  pen.page.drawRectangle({
    x: MARGIN,
    y: pen.y - 6,
    width: RIGHT - MARGIN,
    height: 20,
    color: colours.tint,
  });
  write(pen, 'Description', MARGIN + 4, { bold: true, size: 9 });
  write(pen, 'Amount', RIGHT - 4, { bold: true, size: 9, align: 'right' });
  pen.y -= 22;
  const before = pen.y;
  paragraph(pen, description, { x: MARGIN + 4, width: RIGHT - MARGIN - 120 });
  write(pen, formatPence(amountPence), RIGHT - 4, { align: 'right', y: before });
  pen.y -= 2;
  hr(pen, pen.y + 8);
  pen.y -= 8;
};

/**
 * A UK credit note: its number and date, the invoice it credits, whom it is for, the amount credited
 * with the VAT it contains (as the invoice states VAT), why, and where the money went back to.
 */
export const creditNotePdf = async (note: CreditNoteRecord, invoice: InvoiceRecord): Promise<Buffer> => {
  const pen = await openDocument(`Credit note ${note.creditNoteNumber}`, note.createdAt);
  letterhead(pen, 'CREDIT NOTE');
  partiesBlock(pen, 'BILL TO', invoice.billTo, [
    ['Credit note number', note.creditNoteNumber],
    ['Credit note date', formatDate(note.date)],
    ['Credits invoice', note.invoiceNumber],
    ['Invoice date', formatDate(invoice.invoiceDate)],
  ]);
  summaryRow(
    pen,
    `Credit against invoice ${note.invoiceNumber} of ${formatDate(invoice.invoiceDate)}`,
    note.amountPence,
  );
  const vat = note.vatRatePercent > 0;
  amountRows(pen, [
    ...(vat
      ? [
          { label: 'Credit (excluding VAT)', value: formatPence(note.amountPence - note.vatPence) },
          { label: `VAT at ${note.vatRatePercent}%`, value: formatPence(note.vatPence) },
        ]
      : []),
    { label: 'Total credited', value: formatPence(note.amountPence), strong: true },
  ]);
  sectionHeading(pen, 'Reason');
  paragraph(pen, note.reason);
  sectionHeading(pen, 'Refund');
  paragraph(pen, `${refundedToSentence(note.refundedTo)}: ${formatPence(note.amountPence)}.`, {
    bold: true,
  });
  pen.y -= 4;
  paragraph(
    pen,
    `This credit note reduces invoice ${note.invoiceNumber} of ${formatDate(invoice.invoiceDate)} by ${formatPence(note.amountPence)}; the invoice itself is not changed. Please keep it with the invoice.`,
    { colour: colours.muted },
  );
  termsFooter(pen);
  return saveDocument(pen, note.creditNoteNumber);
};

/** A payment is received once its provider (or the office) says so; a receipt is for nothing less. */
const RECEIVED: readonly Payment['state'][] = ['paid', 'partially_refunded', 'refunded', 'charged_back'];

export interface ReceiptOptions {
  /** What is still due on the invoice after this payment (the invoice's money, InvoiceMoney). */
  amountDuePence?: number;
}

/**
 * A receipt: received with thanks, how much, when and how (the card's last digits, the Direct Debit's
 * bank, the Tax-Free Childcare reference), for which invoice, and what remains due. Refunds since are
 * listed with their credit notes. Throws for a payment not received (pending, failed, cancelled).
 */
export const receiptPdf = async (
  payment: Payment,
  invoice: InvoiceRecord,
  options: ReceiptOptions = {},
): Promise<Buffer> => {
  if (!RECEIVED.includes(payment.state))
    throw new Error(`Payment ${payment.id} is ${payment.state}: a receipt is for money received`);
  const paidOn = payment.paidDate ?? payment.chargeDate ?? payment.createdAt;
  const pen = await openDocument(`Receipt for ${invoice.invoiceNumber}`, payment.createdAt);
  letterhead(pen, 'RECEIPT');
  partiesBlock(pen, 'RECEIVED FROM', invoice.billTo, [
    ['Invoice number', invoice.invoiceNumber],
    ['Invoice date', formatDate(invoice.invoiceDate)],
    ['Date paid', formatDate(paidOn)],
  ]);
  const method = PAYMENT_METHOD_LABELS[payment.method];
  // "Tax-Free Childcare AJON12345TFC" names its method already; "Visa ending 4242" does not.
  const how = payment.description.startsWith(method)
    ? payment.description
    : `${method}, ${payment.description}`;
  summaryRow(pen, `Payment for invoice ${invoice.invoiceNumber}: ${how}`, payment.amountPence);
  const dueAfter =
    options.amountDuePence ??
    (invoice.status === 'unpaid' ? Math.max(0, invoice.totalPence - payment.amountPence) : 0);
  amountRows(pen, [
    { label: 'Invoice total', value: formatPence(invoice.totalPence) },
    { label: 'Received with thanks', value: formatPence(payment.amountPence), strong: true },
    ...(payment.refundedPence > 0
      ? [{ label: 'Refunded since', value: formatPence(payment.refundedPence) }]
      : []),
    ...(invoice.status === 'void'
      ? []
      : [{ label: 'Still due', value: formatPence(dueAfter), strong: true }]),
  ]);
  sectionHeading(pen, 'Payment');
  const facts: [string, string][] = [
    ['Method', method],
    ['Paid from', payment.description],
    ...(payment.reference && !payment.description.includes(payment.reference)
      ? [
          [
            payment.method === 'tax_free_childcare' ? 'Childcare payment reference' : 'Reference',
            payment.reference,
          ] as [string, string],
        ]
      : []),
    ['Date paid', formatDate(paidOn)],
    ...(payment.automatic
      ? [
          [
            'Taken',
            `Automatically, as you chose${payment.attempt > 1 ? ` (attempt ${payment.attempt})` : ''}`,
          ] as [string, string],
        ]
      : []),
  ];
  for (const [label, value] of facts) {
    write(pen, label, MARGIN, { colour: colours.muted });
    paragraph(pen, value, { x: MARGIN + 150 });
  }
  const notes = invoice.creditNotes ?? [];
  const refunds = payment.refunds.filter((refund) => refund.state !== 'failed');
  if (refunds.length > 0) {
    sectionHeading(pen, 'Refunds');
    for (const refund of refunds) {
      const note = notes.find((candidate) => candidate.id === refund.creditNoteId);
      paragraph(
        pen,
        `${formatDate(refund.at)}: ${formatPence(refund.amountPence)} ${refund.toChildcareAccount ? 'returned to your childcare account' : 'refunded'}${note ? `, credit note ${note.creditNoteNumber}` : ''}${refund.state === 'pending' ? ' (under way)' : ''}`,
      );
    }
  }
  if (dueAfter > 0 && invoice.status === 'unpaid') {
    sectionHeading(pen, 'How to pay the rest');
    const how = paymentInstructions(invoice);
    for (const [index, line] of [how.bankTransfer, how.account, how.reference, how.card].entries())
      paragraph(pen, line, { bold: index === 2 });
  }
  termsFooter(pen);
  return saveDocument(pen, `Receipt for ${invoice.invoiceNumber}`);
};
