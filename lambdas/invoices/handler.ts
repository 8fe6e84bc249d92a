import { createDispatcher } from '../lib/dispatcher';
import { createInvoice, downloadInvoice, listAllInvoices, listMyInvoices, markInvoicePaid } from './service';

export const handler = createDispatcher('invoices', {
  listMyInvoices: (_input, { caller }) => listMyInvoices(caller.sub),
  downloadInvoice: ({ params }, { caller }) => downloadInvoice(params.id, caller),
  listAllInvoices: ({ query }) => listAllInvoices(query),
  createInvoice: ({ body }, { idempotencyKey }) => createInvoice(body, idempotencyKey),
  markInvoicePaid: ({ params }) => markInvoicePaid(params.id),
});
