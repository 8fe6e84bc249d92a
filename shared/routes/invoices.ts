import { CsvFileSchema } from '../schemas/csv';
import {
  AdminInvoiceQuerySchema,
  AdminInvoiceSchema,
  BillableSchema,
  CreatedInvoiceSchema,
  CreateInvoiceSchema,
  DownloadSchema,
  InvoiceExportQuerySchema,
  InvoiceSchema,
  InvoiceSummarySchema,
  UndoPaymentSchema,
} from '../schemas/invoice';
import { NoticeListSchema, NoticeParamsSchema, NoticeSchema } from '../schemas/notice';
import { listOf, pageOf } from '../schemas/pagination';
import { IdParamsSchema } from '../schemas/params';
import { defineRoutes } from './define';

/** The routes of invoices: a client's invoices, and the office's billing. */
export const invoiceRoutes = defineRoutes({
  listMyInvoices: {
    method: 'GET',
    path: '/api/invoices',
    auth: 'client',
    fn: 'invoices',
    response: listOf(InvoiceSchema),
  },
  /** Owners (and admins) get a short-lived link; anyone else gets 404. */
  downloadInvoice: {
    method: 'GET',
    path: '/api/invoices/{id}/download',
    auth: 'client',
    fn: 'invoices',
    params: IdParamsSchema,
    response: DownloadSchema,
  },
  listAllInvoices: {
    method: 'GET',
    path: '/api/admin/invoices',
    auth: 'admin',
    fn: 'invoices',
    query: AdminInvoiceQuerySchema,
    response: pageOf(AdminInvoiceSchema),
  },
  /** The office's invoice list as CSV: the same filters and order as the list, every page. */
  exportInvoices: {
    method: 'GET',
    path: '/api/admin/invoices/export',
    auth: 'admin',
    fn: 'invoices',
    query: InvoiceExportQuerySchema,
    response: CsvFileSchema,
  },
  createInvoice: {
    method: 'POST',
    path: '/api/admin/invoices',
    auth: 'admin',
    fn: 'invoices',
    body: CreateInvoiceSchema,
    response: CreatedInvoiceSchema,
    successStatus: 201,
    idempotent: true,
  },
  /** Revenue this month, what is outstanding and overdue, and the overdue invoices. */
  invoiceSummary: {
    method: 'GET',
    path: '/api/admin/invoices/summary',
    auth: 'admin',
    fn: 'invoices',
    response: InvoiceSummarySchema,
  },
  /** A client's completed visits and cancellation fees not yet on an invoice, as ready lines. */
  listBillable: {
    method: 'GET',
    path: '/api/admin/clients/{id}/billable',
    auth: 'admin',
    fn: 'invoices',
    params: IdParamsSchema,
    response: listOf(BillableSchema),
  },
  /** Takes a recorded payment back: freely for a short while, later as a correction with a reason. */
  undoInvoicePayment: {
    method: 'POST',
    path: '/api/admin/invoices/{id}/unpaid',
    auth: 'admin',
    fn: 'invoices',
    params: IdParamsSchema,
    body: UndoPaymentSchema,
    response: InvoiceSchema,
  },
  /** The notices an invoice caused (issued, paid), newest first: what went to the client and when. */
  listInvoiceNotices: {
    method: 'GET',
    path: '/api/admin/invoices/{id}/notices',
    auth: 'admin',
    fn: 'invoices',
    params: IdParamsSchema,
    response: NoticeListSchema,
  },
  /** Sends a sent or failed notice of an invoice again (back on the sender's queue, due now). */
  resendInvoiceNotice: {
    method: 'POST',
    path: '/api/admin/invoices/{id}/notices/{noticeId}/resend',
    auth: 'admin',
    fn: 'invoices',
    params: NoticeParamsSchema,
    response: NoticeSchema,
  },
});
