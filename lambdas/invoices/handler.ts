import { createDispatcher } from '../lib/dispatcher';
import { allInvoices, createInvoice, downloadInvoice, myInvoices, payInvoice } from './service';

export const handler = createDispatcher('invoices', {
  listMyInvoices: (_input, { caller }) => myInvoices(caller.sub),
  downloadInvoice: ({ params }, { caller }) => downloadInvoice(params.id, caller),
  listAllInvoices: ({ query }) => allInvoices(query),
  createInvoice: ({ body }, { idempotencyKey }) => createInvoice(body, idempotencyKey),
  markInvoicePaid: ({ params }) => payInvoice(params.id),
});
