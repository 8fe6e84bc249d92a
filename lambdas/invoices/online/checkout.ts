import { randomUUID } from 'node:crypto';
import { formatDate } from '../../../shared/dates';
import { PAYMENT_OUTCOMES, paymentReturnLink } from '../../../shared/portal-paths';
import type { Checkout, InvoiceMoney } from '../../../shared/schemas/payment';
import { getPaymentMethods, type PaymentRecord, toCreditNote, toPayment } from '../../data/payment';
import type { Caller } from '../../lib/caller';
import { env } from '../../lib/env';
import { AppError, NotFoundError } from '../../lib/errors';
import { commitItems } from './commit';
import { amountDuePence, cardDescription, mandateDescription } from './ledger';
import { checkoutClosesAt, withStripeCustomer } from './methods';
import { stripe } from './providers';
import { type InvoiceAccount, paymentPut, readAccount } from './records';

/**
 * Paying an invoice by card on Stripe's page (issue 29), and what a client or the office sees of an
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
 * one is open for the same amount, the client is sent back to it rather than given a second.
 */
export const payInvoice = async (invoiceId: string, caller: Caller, now = new Date()): Promise<Checkout> => {
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
  await commitItems([paymentPut(record)]);
  return { url: session.url, expiresAt };
};
