import { randomUUID } from 'node:crypto';
import { formatDate } from '../../../shared/dates';
import { PAYMENT_OUTCOMES, paymentReturnLink } from '../../../shared/portal-paths';
import type { Checkout, InvoiceMoney } from '../../../shared/schemas/payment';
import { type InvoiceAccount, readAccount } from '../../data/invoice-account';
import {
  getPaymentMethods,
  type PaymentRecord,
  paymentPut,
  paymentUpdate,
  toCreditNote,
  toPayment,
} from '../../data/payment';
import { cancellationReasons } from '../../data/transaction';
import { type TransactItem, writeTransaction } from '../../data/write';
import type { Caller } from '../../lib/caller';
import { env } from '../../lib/env';
import { AppError, NotFoundError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { invoiceUpdate } from '../repository';
import { amountDuePence, cardDescription, mandateDescription } from './ledger';
import { checkoutClosesAt, withStripeCustomer } from './methods';
import { stripe } from './providers';

/**
 * Paying an invoice by card on Stripe's page, and what a client or the office sees of an
 * invoice's money. The page is bound to the invoice and the amount due when it opened, and closes
 * after PAYMENTS.checkoutMinutes; the invoice is paid only when Stripe says so (webhooks.ts).
 */

/** The invoice and its money, if the caller may see it: its owner or an admin; anyone else gets 404. */
export const accountFor = async (invoiceId: string, caller?: Caller): Promise<InvoiceAccount> => {
  const account = await readAccount(invoiceId);
  if (!account || (caller && !caller.isAdmin && account.invoice.userId !== caller.sub))
    throw new NotFoundError('Invoice not found');
  return account;
};

const pendingPayment = (account: InvoiceAccount, now: Date): PaymentRecord | undefined =>
  account.payments.find(
    (payment) =>
      payment.state === 'pending' &&
      // A payment page left open still counts until it closes; a collection until the provider answers.
      (payment.automatic ||
        (payment.pageClosesAt !== undefined && Date.parse(payment.pageClosesAt) > now.getTime())),
  );

/** The invoice's card payment pages that could still take a card. */
const openPages = (account: InvoiceAccount, now: Date) =>
  account.payments.filter(
    (payment) =>
      payment.state === 'pending' &&
      !payment.automatic &&
      payment.checkoutSessionId !== undefined &&
      Date.parse(payment.pageClosesAt ?? '') > now.getTime(),
  );

/**
 * Closes the invoice's open card payment pages at Stripe before the invoice stops being payable there
 * (the office marks it paid or voids it, or a page for another amount opens), so none can take a card
 * afterwards; answers each page payment's move to cancelled, for the caller's own transaction. A page
 * paid a moment ago cannot be closed: 409, its payment is on its way (webhooks.ts). Stripe's answer comes
 * before anything is written, so a failure leaves the invoice as it was.
 */
export const closeOpenPages = async (
  account: InvoiceAccount,
  now: Date,
  { by, because }: { by: 'office' | 'client'; because: string },
): Promise<TransactItem[]> => {
  const pages = openPages(account, now);
  if (pages.length === 0) return [];
  const client = await stripe();
  for (const page of pages) {
    const sessionId = page.checkoutSessionId as string;
    try {
      await client.checkout.sessions.expire(sessionId);
    } catch (error) {
      if ((error as { code?: string }).code !== 'checkout_session_not_open') throw error;
      // Closed already: by its own time, or because the client has just paid on it.
      if ((await client.checkout.sessions.retrieve(sessionId)).status === 'complete')
        throw new AppError(
          409,
          'paid_online',
          'This invoice has just been paid by card: the payment will show in a moment',
        );
    }
  }
  return pages.map((page) =>
    paymentUpdate(page, {
      state: 'cancelled',
      history: [
        ...page.history,
        { at: now.toISOString(), state: 'cancelled', note: `Payment page closed: ${because}`, source: by },
      ],
    }),
  );
};

/** What the client and the office see of an invoice's money. The office also sees each event's id. */
export const invoiceMoney = async (
  account: InvoiceAccount,
  admin: boolean,
  now = new Date(),
): Promise<InvoiceMoney> => {
  const { invoice, payments, creditNotes } = account;
  const due = amountDuePence(invoice, payments);
  const methods = invoice.collection ? await getPaymentMethods(invoice.userId) : undefined;
  const collection = invoice.collection;
  const open = pendingPayment(account, now);
  return {
    invoiceId: invoice.id,
    amountDuePence: due,
    canPayOnline: invoice.status === 'unpaid' && due > 0 && !(open?.automatic ?? false),
    ...(collection && collection.state !== 'failed' && methods
      ? {
          autoCollect: {
            method: collection.method,
            date: collection.date,
            description:
              collection.method === 'card' && methods.card
                ? cardDescription(methods.card)
                : methods.directDebit
                  ? mandateDescription(methods.directDebit)
                  : 'Your saved way to pay',
          },
        }
      : {}),
    payments: payments.map((record) => {
      const payment = toPayment(record);
      return admin
        ? payment
        : { ...payment, history: payment.history.map(({ eventId: _id, ...step }) => step) };
    }),
    creditNotes: creditNotes.map(toCreditNote),
  };
};

/**
 * Opens (or reopens) the card payment page for what is due. One page per invoice at a time: while
 * one is open for the same amount, the client is sent back to it rather than given a second; one for
 * another amount (a credit note since) or about to close is closed first. The page's payment is written
 * with a move of the invoice's version, so whatever else read the invoice before it (a collection, the
 * office marking it paid or void, a second page) can no longer write, and the reverse: a page whose
 * invoice changed meanwhile is closed at once and never shown.
 */
export const payInvoice = async (
  invoiceId: string,
  caller: Caller,
  now = new Date(),
  triesLeft = 2,
): Promise<Checkout> => {
  const account = await accountFor(invoiceId, caller);
  const { invoice } = account;
  if (invoice.status !== 'unpaid')
    throw new AppError(
      409,
      `invoice_${invoice.status}`,
      `This invoice is ${invoice.status}: there is nothing to pay`,
    );
  const due = amountDuePence(invoice, account.payments);
  if (due <= 0) throw new AppError(409, 'nothing_due', 'Nothing is due on this invoice');
  const open = pendingPayment(account, now);
  if (open?.automatic)
    throw new AppError(
      409,
      'payment_pending',
      'A payment for this invoice is already being taken from your saved card or Direct Debit',
    );
  const reopenBy = now.getTime() + 5 * 60_000;
  if (open?.checkoutUrl && open.amountPence === due && Date.parse(open.pageClosesAt ?? '') > reopenBy)
    return { url: open.checkoutUrl, expiresAt: open.pageClosesAt ?? '' };
  const closing = await closeOpenPages(account, now, { by: 'client', because: 'a new one was opened' });

  const paymentId = randomUUID();
  const expires = checkoutClosesAt(now);
  const metadata = { invoiceId, paymentId, userId: invoice.userId };
  const session = await withStripeCustomer(invoice.userId, async (customer) =>
    (await stripe()).checkout.sessions.create(
      {
        mode: 'payment',
        customer,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'gbp',
              unit_amount: due,
              product_data: { name: `Invoice ${invoice.invoiceNumber} (${formatDate(invoice.invoiceDate)})` },
            },
          },
        ],
        client_reference_id: invoiceId,
        metadata,
        payment_intent_data: { metadata, description: `Invoice ${invoice.invoiceNumber}` },
        success_url: paymentReturnLink(env().SITE_URL, PAYMENT_OUTCOMES.paid, invoiceId),
        cancel_url: paymentReturnLink(env().SITE_URL, PAYMENT_OUTCOMES.cancelled, invoiceId),
        expires_at: expires,
      },
      { idempotencyKey: `checkout-${paymentId}-${customer}` },
    ),
  );
  if (!session.url)
    throw new AppError(502, 'provider_error', 'The card provider did not open a payment page');
  const expiresAt = new Date(expires * 1000).toISOString();
  const record: PaymentRecord = {
    id: paymentId,
    invoiceId,
    userId: invoice.userId,
    provider: 'stripe',
    method: 'card',
    amountPence: due,
    state: 'pending',
    description: 'Card payment',
    automatic: false,
    attempt: 1,
    refundedPence: 0,
    refunds: [],
    history: [{ at: now.toISOString(), state: 'pending', note: 'Payment page opened', source: 'client' }],
    createdAt: now.toISOString(),
    checkoutSessionId: session.id,
    checkoutUrl: session.url,
    pageClosesAt: expiresAt,
    version: 1,
  };
  try {
    await writeTransaction([
      paymentPut(record),
      ...closing,
      invoiceUpdate(invoice, {}, { condition: '#status = :unpaid', values: { ':unpaid': 'unpaid' } }),
    ]);
  } catch (error) {
    if (!cancellationReasons(error)) throw error;
    // The invoice changed after it was read: this page must never take a card.
    const stripeClient = await stripe();
    await stripeClient.checkout.sessions
      .expire(session.id)
      .catch((failure: unknown) =>
        logger.warn('A payment page that lost its race stayed open until its time', { paymentId, failure }),
      );
    if (triesLeft > 1) return payInvoice(invoiceId, caller, now, triesLeft - 1);
    throw new AppError(409, 'invoice_changed', 'This invoice changed meanwhile: reload and try again');
  }
  return { url: session.url, expiresAt };
};
