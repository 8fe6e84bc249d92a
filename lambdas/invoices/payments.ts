import { randomUUID } from 'node:crypto';
import { invoicing } from '../../shared/business';
import { todayInLondon } from '../../shared/dates';
import { balanceOf } from '../../shared/invoice-money';
import {
  type Invoice,
  type InvoiceSummary,
  type MarkPaid,
  PAYMENT_METHOD_LABELS,
  type UndoPayment,
  type VoidInvoice,
} from '../../shared/schemas/invoice';
import { getInvoiceRecord, type InvoiceRecord } from '../data/invoice';
import { noticePut } from '../data/notice';
import { listNotices, resendNotice } from '../data/notice-admin';
import { getPayment, type PaymentRecord, paymentItem, paymentKey, toPayment } from '../data/payment';
import { returnCredits } from '../data/referral';
import { mustBeNew } from '../data/table';
import type { Caller } from '../lib/caller';
import { env } from '../lib/env';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../lib/errors';
import { releaseBooking } from './billing';
import { commit, invoiceUpdate, listEveryInvoice } from './repository';
import { toInvoice, withClients } from './service';
import { storeDocument } from './stored-document';

/**
 * What happens to an invoice after it is issued: paid (with the date and method), a payment taken back
 * (undone soon after, or corrected with a reason), voided (keeping its number). Each change is one
 * transaction moving the invoice to its next version, so the notice can be written in
 * it; each version gets its PDF once.
 */

const found = async (id: string): Promise<InvoiceRecord> => {
  const invoice = await getInvoiceRecord(id);
  if (!invoice) throw new NotFoundError('Invoice not found');
  return invoice;
};

const statusConflict = (invoice: InvoiceRecord, wanted: string) =>
  new AppError(
    409,
    `invoice_${invoice.status}`,
    `This invoice is ${invoice.status}: it cannot be ${wanted}`,
    [{ path: 'status', message: `The invoice is ${invoice.status}` }],
  );

/** Commits the change and stores the new version's PDF; a lost race is a 409, nothing written. */
const change = async (next: InvoiceRecord, items: Record<string, unknown>[]) => {
  if (!(await commit(items)))
    throw new ConflictError('This invoice changed meanwhile: reload and try again', 'invoice_changed');
  await storeDocument(next);
  return toInvoice(next);
};

/**
 * The office records money that arrived another way (bank transfer, cash, a card by phone, Tax-Free
 * Childcare with the parent's reference). It is now also a payment record, like one a
 * provider took, so it can be refunded with a credit note and shows on statements and receipts.
 */
export const markInvoicePaid = async (
  id: string,
  { paidDate, method, reference }: MarkPaid,
  now = new Date(),
  /** Written in the same transaction: the open card pages closed first (online/office.ts). */
  closedPages: Record<string, unknown>[] = [],
): Promise<Invoice> => {
  const invoice = await found(id);
  if (invoice.status !== 'unpaid') throw statusConflict(invoice, 'marked paid');
  if (invoice.collection?.state === 'pending')
    throw new AppError(
      409,
      'payment_pending',
      'A payment is being taken from the client’s saved card or Direct Debit: wait for its outcome',
    );
  if (paidDate > todayInLondon(now))
    throw new ValidationError([{ path: 'paidDate', message: 'The payment date cannot be in the future' }]);
  const paymentId = randomUUID();
  const payment = {
    date: paidDate,
    method,
    recordedAt: now.toISOString(),
    paymentId,
    ...(reference ? { reference } : {}),
  };
  const record = recordedPayment(invoice, paymentId, method, paidDate, reference, now);
  const next: InvoiceRecord = { ...invoice, status: 'paid', payment, version: invoice.version + 1 };
  delete next.collection;
  return change(next, [
    invoiceUpdate(
      invoice,
      { status: 'paid', payment },
      { remove: ['collection'], condition: '#status = :unpaid', values: { ':unpaid': 'unpaid' } },
    ),
    { Put: { TableName: env().TABLE_NAME, Item: paymentItem(record), ...mustBeNew } },
    noticePut({
      kind: 'payment-received',
      userId: next.userId,
      subject: { type: 'invoice', id: next.id },
      facts: { invoice: toInvoice(next), payment: toPayment(record) },
    }),
    ...closedPages,
  ]);
};

const recordedPayment = (
  invoice: InvoiceRecord,
  paymentId: string,
  method: MarkPaid['method'],
  paidDate: string,
  reference: string | undefined,
  now: Date,
): PaymentRecord => ({
  id: paymentId,
  invoiceId: invoice.id,
  userId: invoice.userId,
  provider: 'office',
  method,
  amountPence: invoice.totalPence,
  state: 'paid',
  // What the client's receipt and statement say; the history says the office recorded it.
  description: reference ? `${PAYMENT_METHOD_LABELS[method]} ${reference}` : PAYMENT_METHOD_LABELS[method],
  ...(reference ? { reference } : {}),
  automatic: false,
  paidDate,
  attempt: 1,
  refundedPence: 0,
  refunds: [],
  history: [{ at: now.toISOString(), state: 'paid', note: 'Recorded by the office', source: 'office' }],
  createdAt: now.toISOString(),
  version: 1,
});

/**
 * Back to unpaid. Within the undo window anyone who recorded a payment by mistake can take it back;
 * after it, only as a correction with a reason. Either way the payment stays in the record.
 */
export const undoInvoicePayment = async (
  id: string,
  { reason }: UndoPayment,
  now = new Date(),
): Promise<Invoice> => {
  const invoice = await found(id);
  if (invoice.status !== 'paid' || !invoice.payment) throw statusConflict(invoice, 'made unpaid');
  const minutes = (now.getTime() - Date.parse(invoice.payment.recordedAt)) / 60_000;
  if (minutes > invoicing.undoPaymentMinutes && !reason)
    throw new ValidationError([
      {
        path: 'reason',
        message: `The payment was recorded over ${invoicing.undoPaymentMinutes} minutes ago: say why it is corrected`,
      },
    ]);
  const correction = {
    at: now.toISOString(),
    reason: reason ?? 'Undone straight after recording',
    payment: invoice.payment,
  };
  const corrections = [...(invoice.corrections ?? []), correction];
  const { payment: taken, ...rest } = invoice;
  // Only what the office recorded can be taken back here: a provider's payment is refunded instead.
  const recorded = taken.paymentId ? await getPayment(invoice.id, taken.paymentId) : undefined;
  if (recorded && recorded.provider !== 'office')
    throw new AppError(
      409,
      'provider_payment',
      'This payment was taken online: refund it instead, which issues a credit note',
    );
  const next: InvoiceRecord = { ...rest, status: 'unpaid', corrections, version: invoice.version + 1 };
  return change(next, [
    invoiceUpdate(
      invoice,
      { status: 'unpaid', corrections },
      { remove: ['payment'], condition: '#status = :paid', values: { ':paid': 'paid' } },
    ),
    ...(recorded
      ? [
          {
            Update: {
              TableName: env().TABLE_NAME,
              Key: paymentKey(invoice.id, recorded.id),
              UpdateExpression:
                'SET #state = :cancelled, history = list_append(history, :step), version = version + :one',
              ConditionExpression: 'version = :version',
              ExpressionAttributeNames: { '#state': 'state' },
              ExpressionAttributeValues: {
                ':cancelled': 'cancelled',
                ':step': [
                  {
                    at: now.toISOString(),
                    state: 'cancelled',
                    note: `Taken back: ${correction.reason}`,
                    source: 'office',
                  },
                ],
                ':one': 1,
                ':version': recorded.version,
              },
            },
          },
        ]
      : []),
  ]);
};

/** No notice for a void or an undone payment: the office tells the client itself. */
/** Void keeps the number (the invoice stays, marked void) and frees its visits to be invoiced again. */
export const voidInvoice = async (
  id: string,
  { reason }: VoidInvoice,
  now = new Date(),
  /** Written in the same transaction: the open card pages closed first (online/office.ts). */
  closedPages: Record<string, unknown>[] = [],
): Promise<Invoice> => {
  const invoice = await found(id);
  if (invoice.status !== 'unpaid') throw statusConflict(invoice, 'voided');
  const voided = { at: now.toISOString(), reason };
  const next: InvoiceRecord = { ...invoice, status: 'void', voided, version: invoice.version + 1 };
  const bookingIds = [...new Set(invoice.lines.flatMap((line) => line.bookingId ?? []))];
  return change(next, [
    invoiceUpdate(
      invoice,
      { status: 'void', voided },
      { condition: '#status = :unpaid', values: { ':unpaid': 'unpaid' } },
    ),
    ...bookingIds.map((bookingId) => releaseBooking(bookingId, invoice.id)),
    // A referral credit it took is the client's again, for their next invoice.
    ...(invoice.lines.some((line) => line.kind === 'referral_credit')
      ? await returnCredits(invoice.userId, invoice.id)
      : []),
    ...closedPages,
  ]);
};

const ONLINE_METHODS: readonly string[] = ['card', 'direct_debit'];

/** Collections under way, failed and to come, counted from the invoices' own collection state. */
const collectionCounts = (invoices: InvoiceRecord[]) => {
  const count = (state: 'pending' | 'failed' | 'scheduled') => {
    const list = invoices.filter((i) => i.status === 'unpaid' && i.collection?.state === state);
    return { count: list.length, pence: list.reduce((sum, i) => sum + i.totalPence, 0) };
  };
  return { pending: count('pending'), failed: count('failed'), scheduled: count('scheduled') };
};

/** The office's money at a glance, on London's calendar. */
export const invoiceSummary = async (now = new Date()): Promise<InvoiceSummary> => {
  const today = todayInLondon(now);
  const month = today.slice(0, 7);
  const invoices = await listEveryInvoice();
  const sum = (list: InvoiceRecord[]) => list.reduce((total, invoice) => total + invoice.totalPence, 0);
  const balance = balanceOf(invoices, today);
  const overdue = invoices
    .filter((invoice) => invoice.status === 'unpaid' && invoice.dueDate < today)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  return {
    month,
    revenueThisMonthPence: sum(
      invoices.filter((i) => i.status !== 'void' && i.invoiceDate.startsWith(month)),
    ),
    receivedThisMonthPence: sum(
      invoices.filter((i) => i.status === 'paid' && i.payment?.date.startsWith(month)),
    ),
    outstandingPence: balance.outstandingPence,
    overduePence: balance.overduePence,
    overdue: await withClients(overdue),
    collectedThisMonthPence: sum(
      invoices.filter(
        (i) =>
          i.status === 'paid' &&
          i.payment?.paymentId !== undefined &&
          ONLINE_METHODS.includes(i.payment.method) &&
          i.payment.date.startsWith(month),
      ),
    ),
    collections: collectionCounts(invoices),
  };
};

/** The notices one invoice caused (issued, paid), newest first; 404 for an invoice that does not exist. */
export const listInvoiceNotices = async (id: string) => {
  await found(id);
  return listNotices({ type: 'invoice', id });
};

/** The office sends an invoice's sent or failed notice again. */
export const resendInvoiceNotice = async (id: string, noticeId: string, caller: Caller) => {
  await found(id);
  return resendNotice({ type: 'invoice', id }, noticeId, caller);
};
