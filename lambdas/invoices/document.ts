import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { business, invoicing, policy } from '../../shared/business';
import { formatDate, formatPence } from '../../shared/dates';
import { paymentInstructions } from '../../shared/invoice-payment';
import { PAYMENT_METHOD_LABELS } from '../../shared/schemas/invoice';
import type { InvoiceRecord } from '../data/invoice';
import { logoPaths } from './logo';

/**
 * The invoice as an A4 PDF (pdf-lib, the standard Helvetica fonts every reader has): the company's
 * legal identity and VAT status, who it is billed to, the number and dates, the lines as a table,
 * the totals, how to pay (bank details, the reference) and the terms. Made once per version of the
 * invoice and stored (service.ts); a download serves the stored object.
 */

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const RIGHT = A4[0] - MARGIN;
const ink = rgb(0.12, 0.16, 0.22);
const muted = rgb(0.35, 0.4, 0.47);
const teal = rgb(15 / 255, 118 / 255, 110 / 255);
const rule = rgb(0.8, 0.83, 0.87);

/** Table columns: date, description, hours × rate, amount (right edges for numbers). */
const COLUMNS = { date: MARGIN, description: MARGIN + 72, quantity: 395, rate: 465, amount: RIGHT };

interface Pen {
  doc: PDFDocument;
  page: PDFPage;
  y: number;
  regular: PDFFont;
  bold: PDFFont;
}

/** The fonts encode WinAnsi only (£ and accents included); anything else prints as '?'. */
const printable = (font: PDFFont, value: string): string =>
  [...value]
    .map((char) => {
      try {
        font.encodeText(char);
        return char;
      } catch {
        return '?';
      }
    })
    .join('');

const write = (
  pen: Pen,
  value: string,
  x: number,
  { size = 9.5, bold = false, colour = ink, align = 'left', y = pen.y } = {} as {
    size?: number;
    bold?: boolean;
    colour?: ReturnType<typeof rgb>;
    align?: 'left' | 'right';
    y?: number;
  },
) => {
  const font = bold ? pen.bold : pen.regular;
  const text = printable(font, value);
  const width = font.widthOfTextAtSize(text, size);
  pen.page.drawText(text, { x: align === 'right' ? x - width : x, y, size, font, color: colour });
};

/** Words wrapped to a width, for descriptions and the terms. */
const wrap = (font: PDFFont, value: string, size: number, width: number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(font, value).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
};

const hr = (pen: Pen, y = pen.y) =>
  pen.page.drawLine({ start: { x: MARGIN, y }, end: { x: RIGHT, y }, thickness: 0.6, color: rule });

const drawLogo = (page: PDFPage, x: number, top: number, size: number) => {
  for (const { d, colour } of logoPaths)
    page.drawSvgPath(d, {
      x,
      y: top,
      scale: size / 48,
      color: rgb(colour[0] / 255, colour[1] / 255, colour[2] / 255),
    });
};

const companyLines = (): string[] => [
  business.legalName,
  `Registered in ${business.registration.jurisdiction}, company number ${business.registration.companyNumber}`,
  `Registered office: ${business.registration.registeredOffice}`,
  invoicing.vat.registered ? `VAT registration number: ${invoicing.vat.number}` : 'Not VAT registered',
  `${business.phone}  ·  ${business.email}  ·  ${business.website.replace(/^https?:\/\//, '')}`,
];

const header = (pen: Pen, invoice: InvoiceRecord) => {
  drawLogo(pen.page, MARGIN, A4[1] - MARGIN, 44);
  write(pen, business.name, MARGIN + 56, { size: 16, bold: true, y: A4[1] - MARGIN - 18, colour: teal });
  write(pen, `${business.address.town}, ${business.address.county}`, MARGIN + 56, {
    y: A4[1] - MARGIN - 34,
    colour: muted,
  });
  write(pen, invoice.status === 'void' ? 'VOID INVOICE' : 'INVOICE', RIGHT, {
    size: 20,
    bold: true,
    align: 'right',
    y: A4[1] - MARGIN - 20,
    colour: invoice.status === 'void' ? rgb(0.7, 0.1, 0.1) : ink,
  });
  pen.y = A4[1] - MARGIN - 66;
  companyLines().forEach((line, index) => {
    write(pen, line, MARGIN, { size: 8.5, bold: index === 0, colour: index === 0 ? ink : muted });
    pen.y -= 12;
  });
};

const parties = (pen: Pen, invoice: InvoiceRecord) => {
  pen.y -= 14;
  const top = pen.y;
  write(pen, 'BILL TO', MARGIN, { size: 8, bold: true, colour: muted });
  pen.y -= 14;
  const address = invoice.billTo.address;
  const billTo = [
    invoice.billTo.name,
    ...(address ? [address.line1, address.line2 ?? '', `${address.town} ${address.postcode}`] : []),
    invoice.billTo.email ?? '',
  ].filter(Boolean);
  billTo.forEach((line, index) => {
    write(pen, line, MARGIN, { bold: index === 0, size: 10 });
    pen.y -= 13;
  });
  const facts: [string, string][] = [
    ['Invoice number', invoice.invoiceNumber],
    ['Invoice date', formatDate(invoice.invoiceDate)],
    ['Due date', formatDate(invoice.dueDate)],
    ['Payment reference', invoice.paymentReference],
    ['Status', invoice.status === 'paid' ? 'Paid' : invoice.status === 'void' ? 'Void' : 'Unpaid'],
  ];
  facts.forEach(([label, value], index) => {
    const y = top - index * 14;
    write(pen, label, 380, { size: 9, colour: muted, y });
    write(pen, value, RIGHT, { size: 9.5, bold: true, align: 'right', y });
  });
  pen.y = Math.min(pen.y, top - facts.length * 14) - 16;
};

const tableHeader = (pen: Pen) => {
  pen.page.drawRectangle({
    x: MARGIN,
    y: pen.y - 6,
    width: RIGHT - MARGIN,
    height: 20,
    color: rgb(0.94, 0.97, 0.97),
  });
  write(pen, 'Date', COLUMNS.date + 4, { bold: true, size: 9 });
  write(pen, 'Description', COLUMNS.description, { bold: true, size: 9 });
  write(pen, 'Hours', COLUMNS.quantity, { bold: true, size: 9, align: 'right' });
  write(pen, 'Rate', COLUMNS.rate, { bold: true, size: 9, align: 'right' });
  write(pen, 'Amount', COLUMNS.amount - 4, { bold: true, size: 9, align: 'right' });
  pen.y -= 22;
};

const newPage = (pen: Pen) => {
  pen.page = pen.doc.addPage(A4);
  pen.y = A4[1] - MARGIN;
};

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
  if (pen.y < 330) newPage(pen);
  pen.y -= 8;
  const rows: [string, string, boolean][] = [
    [
      invoice.vatRatePercent > 0 ? 'Subtotal (excluding VAT)' : 'Subtotal',
      formatPence(invoice.subtotalPence),
      false,
    ],
    ...(invoice.vatRatePercent > 0
      ? [
          [`VAT at ${invoice.vatRatePercent}%`, formatPence(invoice.vatPence), false] as [
            string,
            string,
            boolean,
          ],
        ]
      : []),
    ['Total', formatPence(invoice.totalPence), true],
  ];
  if (invoice.status === 'paid')
    rows.push([
      `Paid${invoice.payment ? ` ${formatDate(invoice.payment.date)} by ${PAYMENT_METHOD_LABELS[invoice.payment.method].toLowerCase()}` : ''}`,
      formatPence(-invoice.totalPence),
      false,
    ]);
  if (invoice.status !== 'void')
    rows.push(['Amount due', formatPence(invoice.status === 'paid' ? 0 : invoice.totalPence), true]);
  for (const [label, value, strong] of rows) {
    write(pen, label, 330, { bold: strong, size: strong ? 11 : 9.5 });
    write(pen, value, COLUMNS.amount - 4, { bold: strong, size: strong ? 11 : 9.5, align: 'right' });
    pen.y -= strong ? 18 : 14;
  }
  if (invoice.status === 'void' && invoice.voided)
    write(
      pen,
      `This invoice was voided on ${formatDate(invoice.voided.at)}: ${invoice.voided.reason}`,
      MARGIN,
      {
        colour: rgb(0.7, 0.1, 0.1),
      },
    );
};

const payment = (pen: Pen, invoice: InvoiceRecord) => {
  pen.y -= 16;
  write(pen, 'How to pay', MARGIN, { bold: true, size: 11, colour: teal });
  pen.y -= 16;
  const how = paymentInstructions(invoice);
  const lines = [how.bankTransfer, how.account, how.reference, how.card];
  lines.forEach((line, index) => {
    write(pen, line, MARGIN, { bold: index === 2 });
    pen.y -= 13;
  });
};

const footer = (pen: Pen) => {
  const terms =
    `Terms: payment is due on completion for one-off services and by monthly invoice for regular services. ` +
    `Late payments may incur interest at ${policy.latePaymentInterestPercentAboveBase}% a year above the Bank of England base rate. ` +
    `Prices include VAT where applicable. Full terms: ${business.website}/terms. ` +
    `${business.legalName}, registered in ${business.registration.jurisdiction} no. ${business.registration.companyNumber}.`;
  let y = MARGIN + 24;
  hr(pen, y + 12);
  for (const line of wrap(pen.regular, terms, 7.5, RIGHT - MARGIN)) {
    write(pen, line, MARGIN, { size: 7.5, colour: muted, y });
    y -= 10;
  }
};

export const invoicePdf = async (invoice: InvoiceRecord): Promise<Buffer> => {
  const doc = await PDFDocument.create();
  doc.setTitle(`Invoice ${invoice.invoiceNumber}`);
  doc.setAuthor(business.legalName);
  doc.setCreationDate(new Date(invoice.createdAt));
  const pen: Pen = {
    doc,
    page: doc.addPage(A4),
    y: 0,
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  header(pen, invoice);
  parties(pen, invoice);
  table(pen, invoice);
  totals(pen, invoice);
  payment(pen, invoice);
  footer(pen);
  return Buffer.from(await doc.save());
};
