import { formatDate, formatPence } from '../../shared/dates';
import { bankDetails, latePaymentInterest } from '../../shared/invoice-payment';
import {
  amountRows,
  colours,
  hr,
  letterhead,
  MARGIN,
  makeRoom,
  newPage,
  openDocument,
  type Party,
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
 * A client's statement over a period: what they owed at the start, each invoice (a debit),
 * payment and credit note (credits) and refund (a debit: money paid back) with the balance after it,
 * what they owe at the end, what of it is overdue, and how to pay. The caller gathers the entries; this
 * lays them out, and refuses figures that do not add up rather than print a statement that is wrong.
 */

export const STATEMENT_ENTRY_KINDS = ['invoice', 'payment', 'credit-note', 'refund', 'charge-back'] as const;
export type StatementEntryKind = (typeof STATEMENT_ENTRY_KINDS)[number];

export interface StatementEntry {
  /** London calendar date, YYYY-MM-DD. */
  date: string;
  kind: StatementEntryKind;
  /** The invoice or credit note number, or the payment's reference. */
  reference: string;
  description: string;
  /** What it adds to what the client owes (an invoice, a refund). */
  debitPence?: number;
  /** What it takes off (a payment, a credit note). */
  creditPence?: number;
}

export interface StatementInput {
  client: Party;
  /** The period, both days included. */
  from: string;
  to: string;
  /** Positive: the client owes; negative: they are in credit. */
  openingBalancePence: number;
  entries: StatementEntry[];
  closingBalancePence: number;
  /** The statement's date: what is overdue is counted on it. */
  today: string;
  /** Unpaid invoices past their due date on `today`, whenever issued. */
  overdue?: { invoiceNumber: string; dueDate: string; amountDuePence: number }[];
}

const KIND_WORDS: Record<StatementEntryKind, string> = {
  invoice: 'Invoice',
  payment: 'Payment',
  'credit-note': 'Credit note',
  refund: 'Refund',
  'charge-back': 'Charged back',
};

/** Date, reference, description (wrapped), then right edges of debit, credit and balance. */
const COLUMNS = { date: MARGIN, reference: 112, description: 194, debit: 422, credit: 484, balance: RIGHT };

/** `£20.00 in credit` rather than a minus sign, where it is said in words. */
const balanceWords = (pence: number) => (pence < 0 ? `${formatPence(-pence)} in credit` : formatPence(pence));

const tableHeader = (pen: Pen) => {
  pen.page.drawRectangle({
    x: MARGIN,
    y: pen.y - 6,
    width: RIGHT - MARGIN,
    height: 20,
    color: colours.tint,
  });
  write(pen, 'Date', COLUMNS.date + 4, { bold: true, size: 9 });
  write(pen, 'Reference', COLUMNS.reference, { bold: true, size: 9 });
  write(pen, 'Description', COLUMNS.description, { bold: true, size: 9 });
  write(pen, 'Debit', COLUMNS.debit, { bold: true, size: 9, align: 'right' });
  write(pen, 'Credit', COLUMNS.credit, { bold: true, size: 9, align: 'right' });
  write(pen, 'Balance', COLUMNS.balance - 4, { bold: true, size: 9, align: 'right' });
  pen.y -= 22;
};

interface Row {
  date: string;
  reference: string;
  description: string;
  debitPence?: number;
  creditPence?: number;
  balancePence: number;
  strong?: boolean;
}

const tableRow = (pen: Pen, row: Row) => {
  const font = row.strong ? pen.bold : pen.regular;
  const wrapped = wrap(font, row.description, 9, COLUMNS.debit - 56 - COLUMNS.description);
  if (pen.y - wrapped.length * 11 < 90) {
    newPage(pen);
    tableHeader(pen);
  }
  const options = { size: 9, bold: row.strong };
  write(pen, row.date, COLUMNS.date + 4, options);
  write(pen, row.reference, COLUMNS.reference, options);
  if (row.debitPence) write(pen, formatPence(row.debitPence), COLUMNS.debit, { ...options, align: 'right' });
  if (row.creditPence)
    write(pen, formatPence(row.creditPence), COLUMNS.credit, { ...options, align: 'right' });
  write(pen, formatPence(row.balancePence), COLUMNS.balance - 4, { ...options, align: 'right' });
  for (const part of wrapped) {
    write(pen, part, COLUMNS.description, options);
    pen.y -= 11;
  }
  pen.y -= 4;
  hr(pen, pen.y + 8);
};

/**
 * Within one day: what was owed before what paid it, a credit note before the refund it sent, and each
 * kind in its number's order (the series run with time), so four invoices of a day read 1, 2, 3, 4.
 */
const DAY_ORDER: Record<StatementEntryKind, number> = {
  invoice: 0,
  payment: 1,
  'charge-back': 2,
  'credit-note': 3,
  refund: 4,
};

const byDay = (a: StatementEntry, b: StatementEntry) =>
  a.date.localeCompare(b.date) ||
  DAY_ORDER[a.kind] - DAY_ORDER[b.kind] ||
  a.reference.localeCompare(b.reference);

export const statementPdf = async (input: StatementInput): Promise<Buffer> => {
  const entries = [...input.entries].sort(byDay);
  let balance = input.openingBalancePence;
  const rows: Row[] = entries.map((entry) => {
    balance += (entry.debitPence ?? 0) - (entry.creditPence ?? 0);
    return {
      date: formatDate(entry.date),
      reference: entry.reference,
      description: `${KIND_WORDS[entry.kind]}: ${entry.description}`,
      ...(entry.debitPence ? { debitPence: entry.debitPence } : {}),
      ...(entry.creditPence ? { creditPence: entry.creditPence } : {}),
      balancePence: balance,
    };
  });
  if (balance !== input.closingBalancePence)
    throw new Error(
      `The statement does not add up: ${input.openingBalancePence} opening and the entries make ${balance}, not ${input.closingBalancePence}`,
    );
  const debits = entries.reduce((sum, entry) => sum + (entry.debitPence ?? 0), 0);
  const credits = entries.reduce((sum, entry) => sum + (entry.creditPence ?? 0), 0);
  const overdue = input.overdue ?? [];
  const overduePence = overdue.reduce((sum, invoice) => sum + invoice.amountDuePence, 0);

  const pen = await openDocument(`Statement ${input.from} to ${input.to}`, `${input.today}T12:00:00Z`);
  letterhead(pen, 'STATEMENT');
  partiesBlock(pen, 'STATEMENT FOR', input.client, [
    ['Statement date', formatDate(input.today)],
    ['From', formatDate(input.from)],
    ['To', formatDate(input.to)],
    ['Balance', balanceWords(input.closingBalancePence)],
  ]);
  tableHeader(pen);
  tableRow(pen, {
    date: formatDate(input.from),
    reference: '',
    description: 'Opening balance',
    balancePence: input.openingBalancePence,
    strong: true,
  });
  for (const row of rows) tableRow(pen, row);
  if (rows.length === 0)
    tableRow(pen, {
      date: '',
      reference: '',
      description: 'Nothing invoiced, paid or credited in this period',
      balancePence: balance,
    });
  tableRow(pen, {
    date: formatDate(input.to),
    reference: '',
    description: 'Closing balance',
    balancePence: input.closingBalancePence,
    strong: true,
  });

  makeRoom(pen, 75);
  pen.y -= 8;
  amountRows(pen, [
    { label: 'Opening balance', value: formatPence(input.openingBalancePence) },
    { label: 'Invoiced and refunded', value: formatPence(debits) },
    { label: 'Paid and credited', value: formatPence(-credits || 0) },
    {
      label: input.closingBalancePence < 0 ? 'In credit' : 'Balance due',
      value: formatPence(Math.abs(input.closingBalancePence)),
      strong: true,
    },
  ]);

  sectionHeading(pen, 'Overdue');
  if (overdue.length === 0) paragraph(pen, `Nothing is overdue on ${formatDate(input.today)}. Thank you.`);
  else {
    for (const invoice of overdue)
      paragraph(
        pen,
        `${invoice.invoiceNumber}, due ${formatDate(invoice.dueDate)}: ${formatPence(invoice.amountDuePence)}`,
      );
    paragraph(pen, `Overdue in total: ${formatPence(overduePence)}`, { bold: true, colour: colours.alarm });
    paragraph(pen, latePaymentInterest);
  }

  if (input.closingBalancePence > 0) {
    sectionHeading(pen, 'How to pay');
    const bank = bankDetails();
    paragraph(pen, bank.bankTransfer);
    paragraph(pen, bank.account);
    paragraph(pen, 'Reference: the number of the invoice you are paying', { bold: true });
    paragraph(pen, 'Or pay each invoice by card online from your account.');
  }
  termsFooter(pen);
  return saveDocument(pen, `Statement ${formatDate(input.from)} to ${formatDate(input.to)}`);
};
