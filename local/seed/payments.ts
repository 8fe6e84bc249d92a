import { readAccount } from '../../lambdas/data/invoice-account';
import { payInvoice } from '../../lambdas/invoices/online/checkout';
import { refundPayment } from '../../lambdas/invoices/online/refunds';
import { createInvoice } from '../../lambdas/invoices/service';
import type { Caller } from '../../lambdas/lib/caller';

/** The stand-in's test card that always succeeds (docs/payments-stand-in.md). */
const TEST_CARD = '4242424242424242';

/**
 * The demo client's money (npm start only): a spring clean paid by card on the stand-in's
 * Checkout page, part of it refunded with a credit note. It goes the product's own way: the invoice is
 * issued by the service, the pay page opened as the portal opens it, the card form posted as a browser
 * posts it, and the invoice is paid only when the stand-in's signed webhook has reached the payments
 * function through the gateway. `settled` is the stand-in's idle: its webhooks answered (or given up).
 * The late cancellation's fee (local/seed/portal.ts) stays unpaid and due today, so "Pay by card" shows.
 * No card is saved and auto-pay stays off: other seeds and the e2e journeys use this account, and
 * automatic collection would take its unpaid invoices.
 */
export const seedPayments = async (clientId: string, settled: () => Promise<void>) => {
  const client: Caller = {
    sub: clientId,
    username: clientId,
    groups: [],
    isAdmin: false,
    adminWithoutMfa: false,
    isStaff: false,
  };
  const { invoice } = await createInvoice(
    {
      userId: clientId,
      lines: [{ description: 'Spring clean: kitchen, bathroom and windows', quantity: 5, unitPence: 2_200 }],
    },
    undefined,
  );
  const page = await payInvoice(invoice.id, client);
  const paid = await fetch(page.url, {
    method: 'POST',
    body: new URLSearchParams({ number: TEST_CARD, expiry: '12 / 34', cvc: '123', name: 'Jordan Client' }),
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`the stand-in's card page answered ${paid.status}`);
  await settled();
  const payment = (await readAccount(invoice.id))?.payments.find((one) => one.state === 'paid');
  if (!payment) throw new Error(`the demo card payment of invoice ${invoice.invoiceNumber} was not applied`);
  await refundPayment(
    invoice.id,
    { paymentId: payment.id, amountPence: 2_200, reason: 'Windows left for another day because of the rain' },
    `demo-refund-${invoice.id}`,
  );
  await settled();
};
