import { invoiceRoutes } from '../../shared/routes/invoices';
import { createDispatcher } from '../lib/dispatcher';
import { invoiceSummary, listInvoiceNotices, resendInvoiceNotice, undoInvoicePayment } from './payments';
import {
  createInvoice,
  downloadInvoice,
  exportInvoices,
  listAllInvoices,
  listBillable,
  listMyInvoices,
} from './service';

export const handler = createDispatcher('invoices', invoiceRoutes, {
  listMyInvoices: (_input, { caller }) => listMyInvoices(caller.sub),
  downloadInvoice: ({ params }, { caller }) => downloadInvoice(params.id, caller),
  listAllInvoices: ({ query }) => listAllInvoices(query),
  exportInvoices: ({ query }) => exportInvoices(query),
  invoiceSummary: () => invoiceSummary(),
  listBillable: ({ params }) => listBillable(params.id),
  createInvoice: ({ body }, { idempotencyKey }) => createInvoice(body, idempotencyKey),
  undoInvoicePayment: ({ params, body }) => undoInvoicePayment(params.id, body),
  listInvoiceNotices: ({ params }) => listInvoiceNotices(params.id),
  resendInvoiceNotice: ({ params }, { caller }) => resendInvoiceNotice(params.id, params.noticeId, caller),
});
