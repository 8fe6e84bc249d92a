import type { Invoice, MarkPaid, VoidInvoice } from '../../../shared/schemas/invoice';
import { readAccount } from '../../data/invoice-account';
import { NotFoundError } from '../../lib/errors';
import { markInvoicePaid, voidInvoice } from '../payments';
import { closeOpenPages } from './checkout';

/**
 * The office's mark-paid and void run in the payments function: an invoice the client has a card payment
 * page open for has the page closed at Stripe first, and cancelled in the same change, so no card can be
 * taken for an invoice already paid another way or voided (one page paid a moment ago stops it: 409).
 */
const openPagesClosed = async (invoiceId: string, because: string, now: Date) => {
  const account = await readAccount(invoiceId);
  if (!account) throw new NotFoundError('Invoice not found');
  return closeOpenPages(account, now, { by: 'office', because });
};

export const markPaidClosingPages = async (id: string, body: MarkPaid, now = new Date()): Promise<Invoice> =>
  markInvoicePaid(id, body, now, await openPagesClosed(id, 'the office recorded a payment', now));

export const voidClosingPages = async (id: string, body: VoidInvoice, now = new Date()): Promise<Invoice> =>
  voidInvoice(id, body, now, await openPagesClosed(id, 'the invoice was voided', now));
