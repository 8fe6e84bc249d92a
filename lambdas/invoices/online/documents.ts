import { randomUUID } from 'node:crypto';
import { formatDate, todayInLondon } from '../../../shared/dates';
import { STATEMENTS } from '../../../shared/payments';
import type { Download } from '../../../shared/schemas/invoice';
import type { StatementQuery } from '../../../shared/schemas/payment';
import {
  CREDIT_NOTES_OF_USER,
  PAYMENTS_OF_USER,
  toCreditNoteRecord,
  toPaymentRecord,
} from '../../data/payment';
import { getProfile } from '../../data/profile';
import { queryUserItems } from '../../data/query';
import type { Caller } from '../../lib/caller';
import { NotFoundError } from '../../lib/errors';
import { downloadUrl, expiresAt, isStoredPdf, storePdf } from '../files';
import { creditNotePdf, receiptPdf } from '../money-documents';
import { listUserInvoices } from '../repository';
import { type StatementEntry, statementPdf } from '../statement-document';
import { accountFor } from './checkout';
import { amountDuePence } from './ledger';

/**
 * The PDFs of getting paid: a receipt per payment received, a credit note per refund, and a
 * client's statement for a period. Each is a short-lived link, like an invoice's; receipts and credit
 * notes are made once and kept (they never change), a statement is made for the period asked.
 */

const link = async (key: string, filename: string): Promise<Download> => ({
  url: await downloadUrl(key, filename),
  filename,
  expiresAt: expiresAt(),
});

export const downloadReceipt = async (invoiceId: string, paymentId: string, caller: Caller) => {
  const { invoice, payments } = await accountFor(invoiceId, caller);
  const payment = payments.find((p) => p.id === paymentId);
  // A receipt is for money received; a pending or failed payment has none.
  if (!payment || !['paid', 'partially_refunded', 'refunded'].includes(payment.state))
    throw new NotFoundError('Receipt not found');
  const key = `${invoice.userId}/receipts/${payment.id}.pdf`;
  if (!(await isStoredPdf(key)))
    await storePdf(
      key,
      Buffer.from(await receiptPdf(payment, invoice, { amountDuePence: amountDuePence(invoice, payments) })),
    );
  return link(key, `Receipt-${invoice.invoiceNumber}-${payment.paidDate ?? ''}.pdf`);
};

export const downloadCreditNote = async (invoiceId: string, creditNoteId: string, caller: Caller) => {
  const { invoice, creditNotes } = await accountFor(invoiceId, caller);
  const note = creditNotes.find((n) => n.id === creditNoteId);
  if (!note) throw new NotFoundError('Credit note not found');
  const key = `${invoice.userId}/credit-notes/${note.creditNoteNumber}.pdf`;
  if (!(await isStoredPdf(key))) await storePdf(key, Buffer.from(await creditNotePdf(note, invoice)));
  return link(key, `${note.creditNoteNumber}.pdf`);
};

const MONEY_IN = ['paid', 'partially_refunded', 'refunded', 'charged_back'];

/** Every dated line of a client's account: invoices, payments, credit notes, refunds, charge-backs. */
const entriesOf = async (userId: string): Promise<StatementEntry[]> => {
  const [invoices, payments, notes] = await Promise.all([
    listUserInvoices(userId),
    queryUserItems(userId, PAYMENTS_OF_USER, true).then((items) => items.map(toPaymentRecord)),
    queryUserItems(userId, CREDIT_NOTES_OF_USER, true).then((items) => items.map(toCreditNoteRecord)),
  ]);
  const numbers = new Map(invoices.map((invoice) => [invoice.id, invoice.invoiceNumber]));
  const entries: StatementEntry[] = [
    ...invoices
      .filter((invoice) => invoice.status !== 'void')
      .map((invoice) => ({
        date: invoice.invoiceDate,
        kind: 'invoice' as const,
        reference: invoice.invoiceNumber,
        description: `due ${formatDate(invoice.dueDate)}`,
        debitPence: invoice.totalPence,
      })),
    ...payments
      .filter((payment) => MONEY_IN.includes(payment.state) && payment.paidDate)
      .map((payment) => ({
        date: payment.paidDate ?? '',
        kind: 'payment' as const,
        reference: numbers.get(payment.invoiceId) ?? '',
        description: payment.description,
        creditPence: payment.amountPence,
      })),
    ...payments
      .filter((payment) => payment.state === 'charged_back')
      .map((payment) => ({
        date: todayInLondon(new Date(payment.history.at(-1)?.at ?? payment.createdAt)),
        kind: 'charge-back' as const,
        reference: numbers.get(payment.invoiceId) ?? '',
        description: payment.description,
        debitPence: payment.amountPence,
      })),
    ...notes.map((note) => ({
      date: note.date,
      kind: 'credit-note' as const,
      reference: note.creditNoteNumber,
      description: `against ${note.invoiceNumber}: ${note.reason}`,
      creditPence: note.amountPence,
    })),
    ...payments.flatMap((payment) =>
      payment.refunds.map((refund) => ({
        date: todayInLondon(new Date(refund.at)),
        kind: 'refund' as const,
        reference: numbers.get(payment.invoiceId) ?? '',
        description: `to ${refund.toChildcareAccount ? 'your Tax-Free Childcare account' : payment.description}`,
        debitPence: refund.amountPence,
      })),
    ),
  ];
  return entries.sort((a, b) => a.date.localeCompare(b.date));
};

const balanceOf = (entries: StatementEntry[]) =>
  entries.reduce((sum, entry) => sum + (entry.debitPence ?? 0) - (entry.creditPence ?? 0), 0);

export const downloadStatement = async (userId: string, { from, to }: StatementQuery, now = new Date()) => {
  const profile = await getProfile(userId);
  if (!profile) throw new NotFoundError('Client not found');
  const all = await entriesOf(userId);
  const before = all.filter((entry) => entry.date < from);
  const within = all.filter((entry) => entry.date >= from && entry.date <= to);
  const pdf = await statementPdf({
    client: {
      name: profile.fullName,
      email: profile.email,
      ...(profile.address ? { address: profile.address } : {}),
    },
    from,
    to,
    openingBalancePence: balanceOf(before),
    entries: within,
    closingBalancePence: balanceOf([...before, ...within]),
    today: todayInLondon(now),
    overdue: (await listUserInvoices(userId))
      .filter((invoice) => invoice.status === 'unpaid' && invoice.dueDate < todayInLondon(now))
      .map((invoice) => ({
        invoiceNumber: invoice.invoiceNumber,
        dueDate: invoice.dueDate,
        amountDuePence: invoice.totalPence,
      })),
  });
  // Each statement is its own object, made for this request and never overwritten, under the prefix the
  // bucket deletes a day later (infra/stacks/storage-stack.ts): its link lasts minutes, and asking again
  // makes a fresh one.
  const key = `${STATEMENTS.prefix}${userId}/${from}_${to}-${randomUUID()}.pdf`;
  await storePdf(key, Buffer.from(pdf));
  return link(key, `Statement-${from}-to-${to}.pdf`);
};
