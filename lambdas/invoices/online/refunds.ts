import { formatPence, todayInLondon } from '../../../shared/dates';
import { divideRounded } from '../../../shared/invoice-money';
import type { RefundRequest, RefundResult } from '../../../shared/schemas/payment';
import { nextCreditNoteSequence } from '../../data/counter';
import { idFor, requestHash } from '../../data/idempotency';
import { readAccount } from '../../data/invoice-account';
import { noticePut } from '../../data/notice';
import {
  type CreditNoteRecord,
  creditNoteItem,
  type PaymentRecord,
  paymentUpdate,
  toCreditNote,
  toPayment,
} from '../../data/payment';
import { mustBeNew } from '../../data/table';
import { cancellationReasons } from '../../data/transaction';
import { writeTransaction } from '../../data/write';
import { env } from '../../lib/env';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { invoiceUpdate } from '../repository';
import { invoiceView } from './apply';
import { refundablePence, stateAfterRefund } from './ledger';
import { goCardless, stripe } from './providers';

/**
 * Refunds: all or part of a payment goes back through the provider that took it (or, for
 * money the office recorded, the office pays it back itself), and the product issues a UK credit note
 * in its own number series, linked to the invoice. The invoice is never edited: its credit notes are
 * what changes what it asks for. One request makes one refund: its id comes from the idempotency key,
 * which is also the provider's, so a retry never refunds twice.
 */

export const creditNoteNumber = (year: string, n: number) => `CN-${year}-${String(n).padStart(6, '0')}`;

const nextCreditNoteNumber = async (year: string): Promise<string> => {
  return creditNoteNumber(year, await nextCreditNoteSequence(year));
};

/** Where the money goes back to, in the credit note's and the notice's words. */
const refundedTo = (payment: PaymentRecord): string => {
  if (payment.method === 'tax_free_childcare') return 'your Tax-Free Childcare account';
  if (payment.method === 'card' && payment.provider === 'stripe')
    return `the card it was paid with (${payment.description})`;
  if (payment.method === 'direct_debit') return 'the bank account the Direct Debit was taken from';
  if (payment.method === 'cash') return 'you in cash';
  return 'your bank account, by transfer';
};

/** Asks the provider to pay it back; the office's own refunds (bank, cash, childcare) need no call. */
const refundAtProvider = async (payment: PaymentRecord, amountPence: number, refundId: string) => {
  if (payment.provider === 'office') return 'paid' as const;
  if (!payment.providerPaymentId)
    throw new AppError(409, 'payment_not_settled', 'This payment has no settled charge to refund');
  const metadata = { invoiceId: payment.invoiceId, paymentId: payment.id, refundId };
  if (payment.provider === 'stripe') {
    const refund = await (await stripe()).refunds.create(
      {
        payment_intent: payment.providerPaymentId,
        amount: amountPence,
        metadata,
        reason: 'requested_by_customer',
      },
      { idempotencyKey: `refund-${refundId}` },
    );
    return refund.status === 'failed'
      ? ('failed' as const)
      : refund.status === 'succeeded'
        ? ('paid' as const)
        : ('pending' as const);
  }
  await (await goCardless()).refunds.create(
    {
      amount: amountPence,
      links: { payment: payment.providerPaymentId },
      total_amount_confirmation: payment.refundedPence + amountPence,
      metadata,
    } as never,
    `refund-${refundId}`,
  );
  return 'pending' as const;
};

export const refundPayment = async (
  invoiceId: string,
  request: RefundRequest,
  idempotencyKey: string | undefined,
  now = new Date(),
): Promise<RefundResult> => {
  const hash = requestHash({ invoiceId, ...request });
  let refundId = idempotencyKey ? idFor({ scope: 'refund', key: idempotencyKey, hash }) : undefined;
  for (let attempt = 1; ; attempt += 1) {
    const account = await readAccount(invoiceId);
    if (!account) throw new NotFoundError('Invoice not found');
    const payment = account.payments.find((p) => p.id === request.paymentId);
    if (!payment) throw new NotFoundError('Payment not found');
    // Without an Idempotency-Key, the refund is named by the payment, the amount and how many
    // refunds the payment had when first read: a double click's two requests are one refund (the
    // provider's idempotency key and the payment's version hold it), while the same amount asked for
    // again later, after that refund, is a new one.
    refundId ??= idFor({
      scope: 'refund',
      key: `${request.paymentId}-${request.amountPence}-after-${payment.refunds.length}`,
      hash,
    });
    const done = payment.refunds.find((refund) => refund.id === refundId);
    if (done) {
      const note = account.creditNotes.find((n) => n.id === done.creditNoteId);
      if (note) return { payment: toPayment(payment), creditNote: toCreditNote(note) };
    }
    const refundable = refundablePence(payment);
    if (refundable <= 0)
      throw new AppError(
        409,
        'not_refundable',
        `This payment is ${payment.state}: there is nothing to refund`,
      );
    if (request.amountPence > refundable)
      throw new ValidationError([
        {
          path: 'amountPence',
          message: `At most ${formatPence(refundable)} of this payment can be refunded`,
        },
      ]);

    const state = await refundAtProvider(payment, request.amountPence, refundId);
    const { invoice } = account;
    const date = todayInLondon(now);
    const vatRatePercent = invoice.vatRatePercent;
    const creditNote: CreditNoteRecord = {
      id: refundId,
      creditNoteNumber: await nextCreditNoteNumber(date.slice(0, 4)),
      invoiceId,
      invoiceNumber: invoice.invoiceNumber,
      userId: invoice.userId,
      paymentId: payment.id,
      refundId,
      date,
      reason: request.reason,
      amountPence: request.amountPence,
      vatPence:
        vatRatePercent > 0 ? divideRounded(request.amountPence * vatRatePercent, 100 + vatRatePercent) : 0,
      vatRatePercent,
      refundedTo: refundedTo(payment),
      createdAt: now.toISOString(),
    };
    const refundedPence = payment.refundedPence + request.amountPence;
    const nextState = stateAfterRefund(payment.amountPence, refundedPence);
    const refund = {
      id: refundId,
      amountPence: request.amountPence,
      at: now.toISOString(),
      reason: request.reason,
      state,
      creditNoteId: refundId,
      ...(payment.method === 'tax_free_childcare' ? { toChildcareAccount: true } : {}),
    };
    const step = {
      at: now.toISOString(),
      state: nextState,
      note: `Refunded ${formatPence(request.amountPence)} (credit note ${creditNote.creditNoteNumber})`,
      source: 'office' as const,
    };
    const after: PaymentRecord = {
      ...payment,
      refundedPence,
      refunds: [...payment.refunds, refund],
      state: nextState,
      history: [...payment.history, step],
      version: payment.version + 1,
    };
    const invoiceCreditNotes = [
      ...(invoice.creditNotes ?? []),
      {
        id: creditNote.id,
        creditNoteNumber: creditNote.creditNoteNumber,
        amountPence: creditNote.amountPence,
      },
    ];
    const invoiceRefunded = (invoice.refundedPence ?? 0) + request.amountPence;
    try {
      await writeTransaction([
        paymentUpdate(payment, {
          refundedPence,
          refunds: after.refunds,
          state: nextState,
          history: after.history,
        }),
        { Put: { TableName: env().TABLE_NAME, Item: creditNoteItem(creditNote), ...mustBeNew } },
        invoiceUpdate(
          invoice,
          { creditNotes: invoiceCreditNotes, refundedPence: invoiceRefunded },
          { condition: 'attribute_exists(#status)' },
        ),
        noticePut({
          kind: 'refund-issued',
          userId: invoice.userId,
          subject: { type: 'invoice', id: invoice.id },
          facts: {
            invoice: invoiceView({
              ...invoice,
              creditNotes: invoiceCreditNotes,
              refundedPence: invoiceRefunded,
            }),
            payment: toPayment(after),
            creditNote: toCreditNote(creditNote),
          },
        }),
      ]);
      return { payment: toPayment(after), creditNote: toCreditNote(creditNote) };
    } catch (error) {
      // Someone else changed the payment or the invoice: read again. The provider's refund is keyed by
      // this refund's id, so asking again returns the same refund rather than making another.
      if (!cancellationReasons(error) || attempt >= 3)
        throw cancellationReasons(error)
          ? new ConflictError('This payment changed meanwhile: try again', 'payment_changed')
          : error;
    }
  }
};
