import { DownloadSchema, InvoiceSchema, MarkPaidSchema, VoidInvoiceSchema } from '../schemas/invoice';
import { IdParamsSchema } from '../schemas/params';
import {
  AutoPayRequestSchema,
  CheckoutSchema,
  InvoiceItemParamsSchema,
  InvoiceMoneySchema,
  PaymentMethodParamsSchema,
  PaymentMethodsSchema,
  RefundRequestSchema,
  RefundResultSchema,
  StatementQuerySchema,
  WebhookAnswerSchema,
  WebhookDeliverySchema,
} from '../schemas/payment';
import { defineRoutes } from './define';

/**
 * Getting paid: a client pays by card and saves a card or a Direct Debit mandate; the office
 * sees each payment's history, collects again, records money that came another way (a Tax-Free Childcare
 * payment among it), voids, and refunds with a credit note; the providers' webhooks. Its own function: the
 * providers' SDKs are bundled only here, and marking paid or voiding must close an open card page first.
 */
export const paymentRoutes = defineRoutes({
  /**
   * The office records money that arrived another way; an open card payment page is closed first.
   */
  markInvoicePaid: {
    method: 'POST',
    path: '/api/admin/invoices/{id}/paid',
    auth: 'admin',
    fn: 'payments',
    params: IdParamsSchema,
    body: MarkPaidSchema,
    response: InvoiceSchema,
  },
  /**
   * An unpaid invoice is voided, keeping its number; its visits can be invoiced again. An open card
   * payment page is closed first.
   */
  voidInvoice: {
    method: 'POST',
    path: '/api/admin/invoices/{id}/void',
    auth: 'admin',
    fn: 'payments',
    params: IdParamsSchema,
    body: VoidInvoiceSchema,
    response: InvoiceSchema,
  },
  /** The invoice's payments, credit notes and what is due (the client's own; anyone else's is 404). */
  myInvoiceMoney: {
    method: 'GET',
    path: '/api/invoices/{id}/payments',
    auth: 'client',
    fn: 'payments',
    params: IdParamsSchema,
    response: InvoiceMoneySchema,
  },
  /**
   * Opens a card payment page (Stripe Checkout) for what is due on the client's own invoice, bound to it
   * and closing after PAYMENTS.checkoutMinutes. Paid only when Stripe says so (webhook).
   */
  payInvoice: {
    method: 'POST',
    path: '/api/invoices/{id}/pay',
    auth: 'client',
    fn: 'payments',
    params: IdParamsSchema,
    response: CheckoutSchema,
    idempotent: true,
  },
  /** A receipt (PDF) for one of the client's payments, as a short-lived link. */
  downloadReceipt: {
    method: 'GET',
    path: '/api/invoices/{id}/payments/{itemId}/receipt',
    auth: 'client',
    fn: 'payments',
    params: InvoiceItemParamsSchema,
    response: DownloadSchema,
  },
  /** A credit note (PDF) of one of the client's invoices, as a short-lived link. */
  downloadCreditNote: {
    method: 'GET',
    path: '/api/invoices/{id}/credit-notes/{itemId}/download',
    auth: 'client',
    fn: 'payments',
    params: InvoiceItemParamsSchema,
    response: DownloadSchema,
  },
  /** The client's statement (PDF) of invoices, payments and credits over a period. */
  downloadStatement: {
    method: 'GET',
    path: '/api/statement',
    auth: 'client',
    fn: 'payments',
    query: StatementQuerySchema,
    response: DownloadSchema,
  },
  myPaymentMethods: {
    method: 'GET',
    path: '/api/payment-methods',
    auth: 'client',
    fn: 'payments',
    response: PaymentMethodsSchema,
  },
  /** Opens Stripe's page to save a card for later charges (a SetupIntent); it replaces any saved card. */
  saveCard: {
    method: 'POST',
    path: '/api/payment-methods/card',
    auth: 'client',
    fn: 'payments',
    response: CheckoutSchema,
    idempotent: true,
  },
  /** Opens GoCardless's page to set up a Direct Debit mandate (a billing request flow, Bacs). */
  setUpDirectDebit: {
    method: 'POST',
    path: '/api/payment-methods/direct-debit',
    auth: 'client',
    fn: 'payments',
    response: CheckoutSchema,
    idempotent: true,
  },
  /** Removes a saved card (detached at Stripe) or cancels the mandate (at GoCardless). */
  removePaymentMethod: {
    method: 'DELETE',
    path: '/api/payment-methods/{kind}',
    auth: 'client',
    fn: 'payments',
    params: PaymentMethodParamsSchema,
    response: PaymentMethodsSchema,
  },
  /** How future invoices are paid: the saved card, Direct Debit, or each one by the client. */
  setAutoPay: {
    method: 'PUT',
    path: '/api/payment-methods/auto-pay',
    auth: 'client',
    fn: 'payments',
    body: AutoPayRequestSchema,
    response: PaymentMethodsSchema,
  },
  /** The office's view of an invoice's money, each payment with its full history (provider events). */
  invoiceMoney: {
    method: 'GET',
    path: '/api/admin/invoices/{id}/payments',
    auth: 'admin',
    fn: 'payments',
    params: IdParamsSchema,
    response: InvoiceMoneySchema,
  },
  /** Takes what is due now against the client's chosen saved method (after a failure, or early). */
  collectInvoice: {
    method: 'POST',
    path: '/api/admin/invoices/{id}/collect',
    auth: 'admin',
    fn: 'payments',
    params: IdParamsSchema,
    response: InvoiceMoneySchema,
    idempotent: true,
  },
  /** Refunds all or part of a payment through its provider and issues the credit note. */
  refundPayment: {
    method: 'POST',
    path: '/api/admin/invoices/{id}/refunds',
    auth: 'admin',
    fn: 'payments',
    params: IdParamsSchema,
    body: RefundRequestSchema,
    response: RefundResultSchema,
    successStatus: 201,
    idempotent: true,
  },
  adminDownloadReceipt: {
    method: 'GET',
    path: '/api/admin/invoices/{id}/payments/{itemId}/receipt',
    auth: 'admin',
    fn: 'payments',
    params: InvoiceItemParamsSchema,
    response: DownloadSchema,
  },
  adminDownloadCreditNote: {
    method: 'GET',
    path: '/api/admin/invoices/{id}/credit-notes/{itemId}/download',
    auth: 'admin',
    fn: 'payments',
    params: InvoiceItemParamsSchema,
    response: DownloadSchema,
  },
  /** Which saved methods a client has (the office sees the card's last digits and the bank, no more). */
  clientPaymentMethods: {
    method: 'GET',
    path: '/api/admin/clients/{id}/payment-methods',
    auth: 'admin',
    fn: 'payments',
    params: IdParamsSchema,
    response: PaymentMethodsSchema,
  },
  clientStatement: {
    method: 'GET',
    path: '/api/admin/clients/{id}/statement',
    auth: 'admin',
    fn: 'payments',
    params: IdParamsSchema,
    query: StatementQuerySchema,
    response: DownloadSchema,
  },
  /**
   * Stripe's events. Public (Stripe calls it), refused with 400 unless Stripe's signature over the exact
   * bytes verifies, before anything else is read. Its throttle is the webhooks' own (`signedBody`), and
   * the edge limits each address but the providers' published ones (shared/edge-limits.ts).
   */
  stripeWebhook: {
    method: 'POST',
    path: '/api/webhooks/stripe',
    auth: 'public',
    fn: 'payments',
    body: WebhookDeliverySchema,
    signedBody: 'stripe-signature',
    response: WebhookAnswerSchema,
  },
  /** GoCardless's events (a batch per delivery), verified the same way with its `Webhook-Signature`. */
  goCardlessWebhook: {
    method: 'POST',
    path: '/api/webhooks/gocardless',
    auth: 'public',
    fn: 'payments',
    body: WebhookDeliverySchema,
    signedBody: 'webhook-signature',
    response: WebhookAnswerSchema,
  },
});
