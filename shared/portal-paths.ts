import { AUTH_PATH, PORTAL_PREFIX } from './url-rewrite';

/**
 * The portal's URLs, declared once for both sides: the web app's route table (web/src/config/paths.ts)
 * and the mail the server sends, whose buttons lead into the portal.
 */
export { AUTH_PATH };

/** The portal's sections: the overview is the portal's own path; the others `/dashboard/<section>`. */
export const portalPaths = {
  overview: PORTAL_PREFIX,
  bookings: `${PORTAL_PREFIX}/bookings`,
  invoices: `${PORTAL_PREFIX}/invoices`,
  feedback: `${PORTAL_PREFIX}/feedback`,
  users: `${PORTAL_PREFIX}/users`,
  schedule: `${PORTAL_PREFIX}/schedule`,
  team: `${PORTAL_PREFIX}/team`,
  /** The office's key register: every client's key, who holds it, and each hand-over. */
  keys: `${PORTAL_PREFIX}/keys`,
  /** A member of the team's own page: their record and their visits. */
  work: `${PORTAL_PREFIX}/work`,
  enquiries: `${PORTAL_PREFIX}/enquiries`,
  account: `${PORTAL_PREFIX}/account`,
  /** Quotes: the office's, and a client's to answer; a quote mail's signed link opens here. */
  quotes: `${PORTAL_PREFIX}/quotes`,
} as const;

/** The office's bookings and invoices narrowed to one client: `?client=<id>&name=<name>`. */
export const CLIENT_PARAM = 'client';
export const CLIENT_NAME_PARAM = 'name';
export const forClient = (path: string, client: { id: string; name: string }) =>
  `${path}?${new URLSearchParams({ [CLIENT_PARAM]: client.id, [CLIENT_NAME_PARAM]: client.name })}`;

/**
 * The sign-in page's mode for a staff member's invitation: the code from the mail and a
 * password, with their address filled in.
 */
export const JOIN_MODE = 'join';
export const staffJoinLink = (siteUrl: string, email: string) =>
  new URL(`${AUTH_PATH}?${new URLSearchParams({ mode: JOIN_MODE, email })}`, siteUrl).href;

/**
 * Payments. `?pay=<invoice id>` on the invoices section opens that invoice's card payment:
 * the invoice mail's "Pay by card" button. The providers' pages send the browser back to the same
 * section with `?payment=<outcome>` (and, after a card payment, `&invoice=<id>`), which it announces
 * while it waits for the provider's word (a webhook) to arrive.
 */
export const PAY_PARAM = 'pay';
export const PAYMENT_RETURN_PARAM = 'payment';
export const PAYMENT_RETURN_INVOICE_PARAM = 'invoice';
export const PAYMENT_OUTCOMES = {
  paid: 'paid',
  cancelled: 'cancelled',
  cardSaved: 'card-saved',
  directDebitSetUp: 'direct-debit',
  setUpCancelled: 'setup-cancelled',
} as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[keyof typeof PAYMENT_OUTCOMES];

export const payInvoiceLink = (siteUrl: string, invoiceId: string) =>
  new URL(`${portalPaths.invoices}?${new URLSearchParams({ [PAY_PARAM]: invoiceId })}`, siteUrl).href;

export const paymentReturnLink = (siteUrl: string, outcome: PaymentOutcome, invoiceId?: string) =>
  new URL(
    `${portalPaths.invoices}?${new URLSearchParams({
      [PAYMENT_RETURN_PARAM]: outcome,
      ...(invoiceId ? { [PAYMENT_RETURN_INVOICE_PARAM]: invoiceId } : {}),
    })}`,
    siteUrl,
  ).href;
