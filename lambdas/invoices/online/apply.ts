import { todayInLondon } from '../../../shared/dates';
import { addDays } from '../../../shared/london-time';
import type { PaymentState } from '../../../shared/payments';
import type { Invoice } from '../../../shared/schemas/invoice';
import type { PaymentStep } from '../../../shared/schemas/payment';
import type { InvoiceRecord } from '../../data/invoice';
import { readAccount } from '../../data/invoice-account';
import { noticePut } from '../../data/notice';
import { type PaymentRecord, paymentUpdate, toPayment } from '../../data/payment';
import { cancellationReasons } from '../../data/transaction';
import { type TransactItem, writeTransaction } from '../../data/write';
import { logger } from '../../lib/logger';
import { invoiceUpdate } from '../repository';
import { amountDuePence, canMove, retryDateAfter } from './ledger';

/**
 * The one place a payment changes state, and with it the invoice: a provider's event, a
 * collection's answer, a refund. Every caller says what it observed; this reads the payment and the
 * invoice as they are, works out the change along the ledger's rules, and writes it in one
 * transaction with its notices, conditional on both versions, trying again from a fresh read when
 * another change got in first. So events in any order, twice, or at once end in the same place.
 */

export interface Observation {
  state: PaymentState;
  /** Words for the history: what happened. */
  note: string;
  source: PaymentStep['source'];
  at: Date;
  eventId?: string;
  failure?: { code: string; message: string };
  /** What the provider says was taken, checked against the payment: anything else is refused. */
  amountPence?: number;
  currency?: string;
  /** Learned along the way: the card or bank, the provider's payment id, a Direct Debit's date. */
  description?: string;
  providerPaymentId?: string;
  chargeDate?: string;
}

export type Applied = 'changed' | 'recorded' | 'duplicate';

export const invoiceView = ({ pdfKey, ...invoice }: InvoiceRecord): Invoice => ({
  ...invoice,
  hasPdf: pdfKey !== undefined,
});

const invoiceNotice = (
  kind: 'payment-received' | 'payment-failed' | 'payment-problem',
  invoice: InvoiceRecord,
  payment: PaymentRecord,
  problem?: string,
) =>
  noticePut({
    kind,
    userId: invoice.userId,
    subject: { type: 'invoice', id: invoice.id },
    facts: {
      invoice: invoiceView(invoice),
      payment: toPayment(payment),
      ...(problem ? { problem: { summary: problem, clientName: invoice.billTo.name } } : {}),
    },
  });

interface InvoiceEffects {
  invoice?: { set: Record<string, unknown>; remove?: string[]; next: InvoiceRecord };
  notices: TransactItem[];
}

/** What the observation does to the invoice, given the payment before and after. */
const invoiceEffects = (
  invoice: InvoiceRecord,
  before: PaymentRecord,
  after: PaymentRecord,
  otherPayments: PaymentRecord[],
  observed: Observation,
): InvoiceEffects => {
  const at = observed.at;
  const notices: TransactItem[] = [];
  const today = todayInLondon(at);
  if (before.state === after.state) return { notices };

  if (after.state === 'paid') {
    const due = amountDuePence(invoice, [...otherPayments, before]);
    if (invoice.status !== 'unpaid' || due <= 0) {
      // Money for an invoice already paid or void: the office decides what to give back.
      notices.push(
        invoiceNotice(
          'payment-problem',
          invoice,
          after,
          `A payment of £${(after.amountPence / 100).toFixed(2)} arrived for an invoice that is ${invoice.status === 'unpaid' ? 'already covered' : invoice.status}: refund it or keep it as a credit.`,
        ),
      );
      return { notices };
    }
    if (after.amountPence < due) return { notices };
    const payment = {
      date: after.paidDate ?? today,
      method: after.method,
      recordedAt: at.toISOString(),
      paymentId: after.id,
      reference: after.reference ?? after.description,
    };
    const next: InvoiceRecord = { ...invoice, status: 'paid', payment, version: invoice.version + 1 };
    delete next.collection;
    notices.push(invoiceNotice('payment-received', next, after));
    return { invoice: { set: { status: 'paid', payment }, remove: ['collection'], next }, notices };
  }

  const tookBack = (after.state === 'charged_back' || after.state === 'failed') && before.state === 'paid';
  if (tookBack && invoice.status === 'paid' && invoice.payment?.paymentId === after.id) {
    // The bank took the money back (a charge-back, or a Direct Debit's late failure): owed again.
    const reason =
      after.state === 'charged_back'
        ? 'Charged back by the payer’s bank (an indemnity claim or a card dispute)'
        : `Failed after it was confirmed: ${after.failure?.message ?? 'the bank returned it'}`;
    const corrections = [
      ...(invoice.corrections ?? []),
      { at: at.toISOString(), reason, payment: invoice.payment },
    ];
    const next: InvoiceRecord = { ...invoice, status: 'unpaid', corrections, version: invoice.version + 1 };
    delete next.payment;
    notices.push(invoiceNotice('payment-problem', next, after, `${reason}. The invoice is unpaid again.`));
    if (after.state === 'failed') notices.push(invoiceNotice('payment-failed', next, after));
    return { invoice: { set: { status: 'unpaid', corrections }, remove: ['payment'], next }, notices };
  }

  if (
    (after.state === 'failed' || after.state === 'cancelled') &&
    after.automatic &&
    invoice.status === 'unpaid'
  ) {
    const retryDate = after.state === 'failed' ? retryDateAfter(after.attempt, today, addDays) : undefined;
    const collection = {
      state: 'failed' as const,
      method: after.method === 'direct_debit' ? ('direct_debit' as const) : ('card' as const),
      date: invoice.collection?.date ?? today,
      paymentId: after.id,
      attempt: after.attempt,
      ...(retryDate ? { retryDate } : {}),
      failure: after.failure?.message ?? observed.note,
    };
    const next: InvoiceRecord = { ...invoice, collection, version: invoice.version + 1 };
    notices.push(invoiceNotice('payment-failed', next, after));
    if (!retryDate)
      notices.push(
        invoiceNotice(
          'payment-problem',
          next,
          after,
          `Automatic collection failed${after.attempt > 1 ? ` ${after.attempt} times` : ''}: ${collection.failure}. Nothing more will be tried automatically.`,
        ),
      );
    return { invoice: { set: { collection }, next }, notices };
  }
  return { notices };
};

const MAX_TRIES = 4;

/**
 * Applies what was observed of one payment. `extra` joins the transaction (the webhook event's record:
 * if that item already exists the event was handled before, and nothing changes).
 */
export const applyObservation = async (
  invoiceId: string,
  paymentId: string,
  observed: Observation,
  extra: TransactItem[] = [],
): Promise<Applied> => {
  for (let attempt = 1; ; attempt += 1) {
    const account = await readAccount(invoiceId);
    const payment = account?.payments.find((p) => p.id === paymentId);
    if (!account || !payment) {
      logger.warn('An observation of a payment we do not hold', {
        invoiceId,
        paymentId,
        note: observed.note,
      });
      return 'recorded';
    }
    const { items, moved } = changeOf(account.invoice, payment, account.payments, observed);
    try {
      await writeTransaction([...items, ...extra]);
      return moved ? 'changed' : 'recorded';
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) throw error;
      // The event's own record already there: handled before (or by a delivery running beside this one).
      if (extra.length > 0 && reasons.slice(items.length).some((code) => code === 'ConditionalCheckFailed'))
        return 'duplicate';
      if (attempt >= MAX_TRIES) throw error;
    }
  }
};

/** The transaction items of one observation: the payment's update, the invoice's, the notices. */
const changeOf = (
  invoice: InvoiceRecord,
  payment: PaymentRecord,
  all: PaymentRecord[],
  observed: Observation,
): { items: TransactItem[]; moved: boolean } => {
  const mismatch =
    (observed.amountPence !== undefined && observed.amountPence !== payment.amountPence) ||
    (observed.currency !== undefined && observed.currency.toUpperCase() !== 'GBP');
  const allowed = !mismatch && canMove(payment.state, observed.state);
  const state = allowed ? observed.state : payment.state;
  const step: PaymentStep = {
    at: observed.at.toISOString(),
    state,
    note: mismatch
      ? `${observed.note}: refused, the provider reported ${observed.currency ?? 'GBP'} ${observed.amountPence} (pence) against ${payment.amountPence}`
      : allowed
        ? observed.note
        : `${observed.note} (arrived after it was ${payment.state}: no change)`,
    source: observed.source,
    ...(observed.eventId ? { eventId: observed.eventId } : {}),
  };
  const learned = {
    ...(observed.description ? { description: observed.description } : {}),
    ...(observed.providerPaymentId ? { providerPaymentId: observed.providerPaymentId } : {}),
    ...(observed.chargeDate ? { chargeDate: observed.chargeDate } : {}),
  };
  const after: PaymentRecord = {
    ...payment,
    ...learned,
    state,
    history: [...payment.history, step],
    ...(allowed && state === 'paid' && payment.state !== 'paid'
      ? { paidDate: todayInLondon(observed.at) }
      : {}),
    ...(allowed && observed.failure ? { failure: observed.failure } : {}),
    version: payment.version + 1,
  };
  const set: Record<string, unknown> = {
    ...learned,
    state: after.state,
    history: after.history,
    ...(after.paidDate ? { paidDate: after.paidDate } : {}),
    ...(after.failure ? { failure: after.failure } : {}),
  };
  const { invoice: invoiceChange, notices } = invoiceEffects(
    invoice,
    payment,
    after,
    all.filter((p) => p.id !== payment.id),
    observed,
  );
  const items: TransactItem[] = [paymentUpdate(payment, set)];
  if (invoiceChange)
    items.push(
      invoiceUpdate(invoice, invoiceChange.set, {
        remove: invoiceChange.remove,
        condition: 'attribute_exists(#status)',
      }),
    );
  if (mismatch)
    notices.push(
      invoiceNotice(
        'payment-problem',
        invoice,
        after,
        `A provider reported an amount or currency that does not match payment ${payment.id}; nothing was changed.`,
      ),
    );
  return { items: [...items, ...notices], moved: state !== payment.state };
};

/**
 * A refund's progress at the provider (a Direct Debit refund is paid days after it is made): the refund
 * on the payment records it, with a step in the payment's history, once per event.
 */
export const refundSettled = async (
  target: { invoiceId: string; paymentId: string },
  refundId: string,
  state: 'pending' | 'paid' | 'failed',
  extra: TransactItem[],
  at: Date,
  eventId: string,
): Promise<Applied> => {
  for (let attempt = 1; ; attempt += 1) {
    const account = await readAccount(target.invoiceId);
    const payment = account?.payments.find((p) => p.id === target.paymentId);
    const refund = payment?.refunds.find((r) => r.id === refundId);
    if (!payment || !refund) return 'recorded';
    const moved = refund.state !== state && refund.state !== 'paid';
    const refunds = payment.refunds.map((r) => (r.id === refundId && moved ? { ...r, state } : r));
    const step: PaymentStep = {
      at: at.toISOString(),
      state: payment.state,
      note: moved
        ? state === 'paid'
          ? 'The refund reached the payer'
          : state === 'failed'
            ? 'The refund failed at the bank: pay it back another way'
            : 'The refund is on its way'
        : `Refund ${state} (no change)`,
      source: 'provider',
      eventId,
    };
    try {
      await writeTransaction([
        paymentUpdate(payment, { refunds, history: [...payment.history, step] }),
        ...extra,
      ]);
      return moved ? 'changed' : 'recorded';
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) throw error;
      if (reasons.slice(1).includes('ConditionalCheckFailed')) return 'duplicate';
      if (attempt >= MAX_TRIES) throw error;
    }
  }
};
