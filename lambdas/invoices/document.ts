import { formatDate, formatPence } from '../../shared/dates';
import {
  childcareWords,
  collectionSentence,
  paidSentence,
  paymentInstructions,
  paysItThemselves,
} from '../../shared/invoice-payment';
import type { InvoiceRecord } from '../data/invoice';
import {
  amountRows,
  colours,
  hr,
  letterhead,
  makeRoom,
  newPage,
  openDocument,
  type Pen,
  paragraph,
  partiesBlock,
  RIGHT,
  saveDocument,
  sectionHeading,
  termsFooter,
  wrap,
  write,
} from './pdf-kit';

/**
 * The invoice as an A4 PDF: the company's legal identity and VAT status, who it is billed to, the
 * number and dates, the lines as a table, the totals, how it was or will be paid (or how to pay: bank
 * details, the reference, card online), refunds against it, and the terms. Made once per version of
 * the invoice and stored (service.ts); a download serves the stored object.
 */

/** Table columns: date, description, hours × rate, amount (right edges for numbers). */
const COLUMNS = { date: 50, description: 122, quantity: 395, rate: 465, amount: RIGHT };

const STATUS_WORDS = { paid: 'Paid', void: 'Void', unpaid: 'Unpaid' } as const;

const parties = (pen: Pen, invoice: InvoiceRecord) => {
  const ofsted = childcareWords(invoice)?.ofstedNumbers ?? [];
  partiesBlock(pen, 'BILL TO', invoice.billTo, [
    ['Invoice number', invoice.invoiceNumber],
    ['Invoice date', formatDate(invoice.invoiceDate)],
    ['Due date', formatDate(invoice.dueDate)],
    ['Payment reference', invoice.paymentReference],
    ['Status', STATUS_WORDS[invoice.status]],
    ...ofsted.map((number, index): [string, string] => [index === 0 ? 'Ofsted registration' : '', number]),
  ]);
};

const tableHeader = (pen: Pen) => {
  pen.page.drawRectangle({
    x: COLUMNS.date,
    y: pen.y - 6,
    width: COLUMNS.amount - COLUMNS.date,
    height: 20,
    color: colours.tint,
  });
  write(pen, 'Date', COLUMNS.date + 4, { bold: true, size: 9 });
  write(pen, 'Description', COLUMNS.description, { bold: true, size: 9 });
  write(pen, 'Hours', COLUMNS.quantity, { bold: true, size: 9, align: 'right' });
  write(pen, 'Rate', COLUMNS.rate, { bold: true, size: 9, align: 'right' });
  write(pen, 'Amount', COLUMNS.amount - 4, { bold: true, size: 9, align: 'right' });
  pen.y -= 22;
};

/** Discounts and deposits are negative lines, printed alike: the amount with its minus sign. */
const table = (pen: Pen, invoice: InvoiceRecord) => {
  tableHeader(pen);
  for (const line of invoice.lines) {
    const wrapped = wrap(pen.regular, line.description, 9.5, COLUMNS.quantity - COLUMNS.description - 50);
    if (pen.y - wrapped.length * 12 < 90) {
      newPage(pen);
      tableHeader(pen);
    }
    write(pen, line.serviceDate ? formatDate(line.serviceDate) : '', COLUMNS.date + 4);
    if (line.quantity !== undefined) write(pen, String(line.quantity), COLUMNS.quantity, { align: 'right' });
    if (line.unitPence !== undefined)
      write(pen, formatPence(line.unitPence), COLUMNS.rate, { align: 'right' });
    write(pen, formatPence(line.amountPence), COLUMNS.amount - 4, { align: 'right' });
    for (const part of wrapped) {
      write(pen, part, COLUMNS.description);
      pen.y -= 12;
    }
    pen.y -= 4;
    hr(pen, pen.y + 8);
  }
};

const totals = (pen: Pen, invoice: InvoiceRecord) => {
  makeRoom(pen, 110);
  pen.y -= 8;
  const vat = invoice.vatRatePercent > 0;
  amountRows(pen, [
    { label: vat ? 'Subtotal (excluding VAT)' : 'Subtotal', value: formatPence(invoice.subtotalPence) },
    ...(vat ? [{ label: `VAT at ${invoice.vatRatePercent}%`, value: formatPence(invoice.vatPence) }] : []),
    { label: 'Total', value: formatPence(invoice.totalPence), strong: true },
    ...(invoice.status === 'paid'
      ? [
          {
            label: `Paid${invoice.payment ? ` ${formatDate(invoice.payment.date)}` : ''}`,
            value: formatPence(-invoice.totalPence),
          },
        ]
      : []),
    ...(invoice.status === 'void'
      ? []
      : [
          {
            label: 'Amount due',
            value: formatPence(invoice.status === 'paid' ? 0 : invoice.totalPence),
            strong: true,
          },
        ]),
  ]);
  if (invoice.status === 'void' && invoice.voided)
    paragraph(pen, `This invoice was voided on ${formatDate(invoice.voided.at)}: ${invoice.voided.reason}`, {
      colour: colours.alarm,
    });
};

export interface InvoicePdfOptions {
  /** The saved method an automatic collection takes it from ("Visa ending 4242"), when known. */
  collectedFrom?: string;
}

/** How it was paid, how it will be collected, or how to pay it; nothing for a void invoice. */
const payment = (pen: Pen, invoice: InvoiceRecord, options: InvoicePdfOptions) => {
  if (invoice.status === 'void') return;
  const { collection } = invoice;
  sectionHeading(pen, invoice.status === 'paid' || collection ? 'Payment' : 'How to pay');
  if (invoice.status === 'paid') {
    if (invoice.payment) paragraph(pen, `${paidSentence(invoice.payment)}. Thank you.`, { bold: true });
    else paragraph(pen, 'Paid. Thank you.', { bold: true });
  } else if (collection) {
    paragraph(pen, collectionSentence(collection, options.collectedFrom), {
      bold: true,
      colour: collection.state === 'failed' ? colours.alarm : colours.ink,
    });
    pen.y -= 4;
  }
  if (paysItThemselves(invoice)) {
    const how = paymentInstructions(invoice);
    for (const [index, line] of [how.bankTransfer, how.account, how.reference, how.card].entries())
      paragraph(pen, line, { bold: index === 2 });
  }
  const childcare = childcareWords(invoice);
  if (childcare && invoice.status === 'unpaid') {
    pen.y -= 4;
    paragraph(pen, childcare.taxFreeChildcare);
  }
};

const refunds = (pen: Pen, invoice: InvoiceRecord) => {
  const notes = invoice.creditNotes ?? [];
  if (notes.length === 0 && !invoice.refundedPence) return;
  sectionHeading(pen, 'Refunds');
  for (const note of notes)
    paragraph(pen, `Credit note ${note.creditNoteNumber}: ${formatPence(note.amountPence)}`);
  if (invoice.refundedPence)
    paragraph(pen, `Refunded in total: ${formatPence(invoice.refundedPence)}`, { bold: true });
};

export const invoicePdf = async (
  invoice: InvoiceRecord,
  options: InvoicePdfOptions = {},
): Promise<Buffer> => {
  const pen = await openDocument(`Invoice ${invoice.invoiceNumber}`, invoice.createdAt);
  letterhead(
    pen,
    invoice.status === 'void' ? 'VOID INVOICE' : 'INVOICE',
    invoice.status === 'void' ? colours.alarm : colours.ink,
  );
  parties(pen, invoice);
  table(pen, invoice);
  totals(pen, invoice);
  payment(pen, invoice, options);
  refunds(pen, invoice);
  termsFooter(pen);
  return saveDocument(pen, invoice.invoiceNumber);
};
