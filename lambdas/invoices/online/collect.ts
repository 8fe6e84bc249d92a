import { randomUUID } from 'node:crypto';
import { todayInLondon } from '../../../shared/dates';
import type { InvoiceRecord } from '../../data/invoice';
import { type InvoiceAccount, readAccount } from '../../data/invoice-account';
import { noticePut } from '../../data/notice';
import {
  getPaymentMethods,
  type PaymentMethodsRecord,
  type PaymentRecord,
  paymentPut,
} from '../../data/payment';
import { cancellationReasons } from '../../data/transaction';
import { writeTransaction } from '../../data/write';
import { AppError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { invoiceUpdate } from '../repository';
import { type Applied, applyObservation, invoiceView } from './apply';
import { amountDuePence, cardDescription, mandateDescription } from './ledger';
import { fromGoCardlessPayment, fromStripeIntent } from './provider-states';
import { goCardless, stripe } from './providers';

/**
 * Taking an invoice from the client's saved card or Direct Debit: on its due date by the
 * schedule (schedule.ts), again on a failed collection's retry date, or now when the office asks.
 * The payment is written first, with the invoice's collection marked pending, in one transaction
 * conditional on the invoice's version, so two runs can never both start one; only then is the
 * provider asked, with the payment's id as the idempotency key, so asking again (after a timeout, by
 * the next run) can never take the money twice.
 */

export type CollectOutcome = 'started' | 'not-due' | 'no-method' | 'busy';

const usableMethod = (methods: PaymentMethodsRecord) => {
  if (methods.autoPay === 'card' && methods.card && methods.stripePaymentMethodId && methods.stripeCustomerId)
    return { method: 'card' as const, description: cardDescription(methods.card) };
  if (
    methods.autoPay === 'direct_debit' &&
    methods.directDebit &&
    methods.goCardlessMandateId &&
    ['active', 'pending'].includes(methods.directDebit.status)
  )
    return { method: 'direct_debit' as const, description: mandateDescription(methods.directDebit) };
  return undefined;
};

const hasPending = (account: InvoiceAccount, now: Date) =>
  account.payments.some(
    (payment) =>
      payment.state === 'pending' &&
      (payment.automatic ||
        (payment.pageClosesAt !== undefined && Date.parse(payment.pageClosesAt) > now.getTime())),
  );

/** Starts one collection of what is due; the provider's answer is applied before this returns. */
export const collect = async (
  account: InvoiceAccount,
  source: 'schedule' | 'office',
  now: Date,
): Promise<CollectOutcome> => {
  const { invoice } = account;
  const due = amountDuePence(invoice, account.payments);
  if (invoice.status !== 'unpaid' || due <= 0) return 'not-due';
  if (hasPending(account, now)) return 'busy';
  const methods = await getPaymentMethods(invoice.userId);
  const usable = usableMethod(methods);
  if (!usable) return 'no-method';
  const today = todayInLondon(now);
  const attempt = (invoice.collection?.attempt ?? 0) + 1;
  const paymentId = randomUUID();
  const record: PaymentRecord = {
    id: paymentId,
    invoiceId: invoice.id,
    userId: invoice.userId,
    provider: usable.method === 'card' ? 'stripe' : 'gocardless',
    method: usable.method,
    amountPence: due,
    state: 'pending',
    description: usable.description,
    automatic: true,
    attempt,
    refundedPence: 0,
    refunds: [],
    history: [
      {
        at: now.toISOString(),
        state: 'pending',
        note: source === 'office' ? 'Collection started by the office' : 'Collection started on the due date',
        source,
      },
    ],
    createdAt: now.toISOString(),
    version: 1,
  };
  const collection = {
    state: 'pending' as const,
    method: usable.method,
    date: invoice.collection?.date ?? today,
    paymentId,
    attempt,
  };
  try {
    await writeTransaction([
      paymentPut(record),
      invoiceUpdate(
        invoice,
        { collection },
        { condition: '#status = :unpaid', values: { ':unpaid': 'unpaid' } },
      ),
    ]);
  } catch (error) {
    if (cancellationReasons(error)) return 'busy';
    throw error;
  }
  await askProvider({ ...invoice, collection, version: invoice.version + 1 }, record, methods, now);
  return 'started';
};

/**
 * Asks the provider to take a payment already written. Safe to repeat: the idempotency key is the
 * payment's id. A provider that cannot be reached leaves the payment pending, for the next run.
 */
export const askProvider = async (
  invoice: InvoiceRecord,
  record: PaymentRecord,
  methods: PaymentMethodsRecord,
  now: Date,
): Promise<Applied | undefined> => {
  const metadata = { invoiceId: invoice.id, paymentId: record.id, userId: invoice.userId };
  if (record.method === 'card') {
    const client = await stripe();
    try {
      const intent = await client.paymentIntents.create(
        {
          amount: record.amountPence,
          currency: 'gbp',
          customer: methods.stripeCustomerId,
          payment_method: methods.stripePaymentMethodId,
          off_session: true,
          confirm: true,
          metadata,
          description: `Invoice ${invoice.invoiceNumber}`,
        },
        { idempotencyKey: `collect-${record.id}` },
      );
      return applyObservation(invoice.id, record.id, {
        ...fromStripeIntent(intent, true),
        source: 'provider',
        at: now,
        amountPence: intent.amount,
        currency: intent.currency,
        providerPaymentId: intent.id,
      });
    } catch (error) {
      const failed = error as {
        type?: string;
        code?: string;
        message?: string;
        raw?: { payment_intent?: { id: string } };
      };
      if (failed.type !== 'StripeCardError') {
        logger.warn('The card provider did not answer a collection; the next run asks again', {
          paymentId: record.id,
          error,
        });
        return undefined;
      }
      const authentication = failed.code === 'authentication_required';
      return applyObservation(invoice.id, record.id, {
        state: 'failed',
        note: authentication
          ? 'The bank asked the cardholder to confirm the payment'
          : `Card payment failed: ${failed.message ?? 'declined'}`,
        failure: {
          code: failed.code ?? 'card_declined',
          message: authentication
            ? 'Your bank asked you to confirm this payment, which we cannot do for you: please pay it by card from your account'
            : (failed.message ?? 'Your card was declined'),
        },
        source: 'provider',
        at: now,
        ...(failed.raw?.payment_intent?.id ? { providerPaymentId: failed.raw.payment_intent.id } : {}),
      });
    }
  }
  try {
    const payment = await (await goCardless()).payments.create(
      {
        // The API takes whole pence as a number; the SDK types every field as a string.
        amount: record.amountPence,
        currency: 'GBP',
        links: { mandate: methods.goCardlessMandateId ?? '' },
        metadata,
        description: `Invoice ${invoice.invoiceNumber}`,
      } as never,
      `collect-${record.id}`,
    );
    const chargeDate = payment.charge_date ?? todayInLondon(now);
    // The advance notice Bacs requires, with the day the bank will be debited, in the same write as
    // the payment's first state.
    const notice = noticePut({
      kind: 'collection-upcoming',
      userId: invoice.userId,
      subject: { type: 'invoice', id: invoice.id },
      facts: {
        invoice: invoiceView(invoice),
        collection: {
          method: 'direct_debit',
          date: chargeDate,
          description: record.description,
          amountPence: record.amountPence,
          ...(methods.directDebit?.reference ? { reference: methods.directDebit.reference } : {}),
        },
      },
    });
    return applyObservation(
      invoice.id,
      record.id,
      {
        ...fromGoCardlessPayment(payment.status ?? 'pending_submission'),
        source: 'provider',
        at: now,
        amountPence: Number(payment.amount),
        currency: payment.currency,
        providerPaymentId: payment.id,
        chargeDate,
      },
      [notice],
    );
  } catch (error) {
    const refused = error as { response?: { statusCode?: number }; message?: string; errors?: unknown };
    const status = refused.response?.statusCode ?? 0;
    if (status >= 400 && status < 500) {
      return applyObservation(invoice.id, record.id, {
        state: 'failed',
        note: `GoCardless refused the payment: ${refused.message ?? 'the mandate cannot be used'}`,
        failure: {
          code: 'mandate_unusable',
          message: 'Your Direct Debit could not be used for this payment',
        },
        source: 'provider',
        at: now,
      });
    }
    logger.warn('GoCardless did not answer a collection; the next run asks again', {
      paymentId: record.id,
      error,
    });
    return undefined;
  }
};

/** The office collects now (after a failure, or early): 409 when there is nothing to start. */
export const collectNow = async (invoiceId: string, now = new Date()) => {
  const account = await readAccount(invoiceId);
  if (!account) return undefined;
  const outcome = await collect(account, 'office', now);
  if (outcome === 'not-due') throw new AppError(409, 'nothing_due', 'Nothing is due on this invoice');
  if (outcome === 'busy')
    throw new AppError(409, 'payment_pending', 'A payment for this invoice is already under way');
  if (outcome === 'no-method')
    throw new AppError(
      409,
      'no_saved_method',
      'This client has not chosen a saved card or Direct Debit to pay from',
    );
  return readAccount(invoiceId);
};
