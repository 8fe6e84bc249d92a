import { DownloadSchema } from '../schemas/invoice';
import { listOf } from '../schemas/pagination';
import { IdParamsSchema } from '../schemas/params';
import {
  ApprovedQuoteSchema,
  ApproveQuoteSchema,
  BookedQuoteSchema,
  BookQuoteSchema,
  DeclineQuoteSchema,
  QuoteAnswerSchema,
  QuoteDraftSchema,
  QuoteEditSchema,
  QuoteLinkSchema,
  QuoteListQuerySchema,
  QuoteListSchema,
  QuoteSchema,
  QuoteVersionSchema,
} from '../schemas/quote';
import { defineRoutes } from './define';

/**
 * Quotes (decision 033): the office writes and sends them, the client answers in the portal
 * or from the signed link in their mail. Their own function (`quotes`, in the billing domain beside the
 * invoices: an approval issues the deposit's invoice, and the PDF shares the invoice's kit); the one
 * step from an approved quote to visits belongs to the bookings function, whose rules it goes through.
 */
export const quoteRoutes = defineRoutes({
  createQuote: {
    method: 'POST',
    path: '/api/admin/quotes',
    auth: 'admin',
    fn: 'quotes',
    body: QuoteDraftSchema,
    response: QuoteSchema,
    successStatus: 201,
    idempotent: true,
  },
  /** The office's list over a period (by when each was written), with the period's conversion rate. */
  listQuotes: {
    method: 'GET',
    path: '/api/admin/quotes',
    auth: 'admin',
    fn: 'quotes',
    query: QuoteListQuerySchema,
    response: QuoteListSchema,
  },
  getQuote: {
    method: 'GET',
    path: '/api/admin/quotes/{id}',
    auth: 'admin',
    fn: 'quotes',
    params: IdParamsSchema,
    response: QuoteSchema,
  },
  /** Rewrites a quote the client has not yet approved or declined; a sent one goes back to draft, next version. */
  editQuote: {
    method: 'PUT',
    path: '/api/admin/quotes/{id}',
    auth: 'admin',
    fn: 'quotes',
    params: IdParamsSchema,
    body: QuoteEditSchema,
    response: QuoteSchema,
  },
  /** Sends the version read: the client's mail with its signed link. */
  sendQuote: {
    method: 'POST',
    path: '/api/admin/quotes/{id}/send',
    auth: 'admin',
    fn: 'quotes',
    params: IdParamsSchema,
    body: QuoteVersionSchema,
    response: QuoteSchema,
  },
  withdrawQuote: {
    method: 'POST',
    path: '/api/admin/quotes/{id}/withdraw',
    auth: 'admin',
    fn: 'quotes',
    params: IdParamsSchema,
    body: QuoteVersionSchema,
    response: QuoteSchema,
  },
  downloadQuote: {
    method: 'GET',
    path: '/api/admin/quotes/{id}/pdf',
    auth: 'admin',
    fn: 'quotes',
    params: IdParamsSchema,
    response: DownloadSchema,
  },
  listMyQuotes: {
    method: 'GET',
    path: '/api/quotes',
    auth: 'client',
    fn: 'quotes',
    response: listOf(QuoteSchema),
  },
  /** The client reads their quote; the first read of a sent one marks it viewed. */
  getMyQuote: {
    method: 'GET',
    path: '/api/quotes/{id}',
    auth: 'client',
    fn: 'quotes',
    params: IdParamsSchema,
    response: QuoteSchema,
  },
  /** A signed link from the quote's mail, opened by its client (or the enquiry's sender, who then becomes it). */
  openQuoteLink: {
    method: 'POST',
    path: '/api/quote-links',
    auth: 'client',
    fn: 'quotes',
    body: QuoteLinkSchema,
    response: QuoteSchema,
  },
  approveQuote: {
    method: 'POST',
    path: '/api/quotes/{id}/approve',
    auth: 'client',
    fn: 'quotes',
    params: IdParamsSchema,
    body: ApproveQuoteSchema,
    response: ApprovedQuoteSchema,
  },
  /** The client asks for a change: their message goes to the office. */
  requestQuoteChanges: {
    method: 'POST',
    path: '/api/quotes/{id}/changes',
    auth: 'client',
    fn: 'quotes',
    params: IdParamsSchema,
    body: QuoteAnswerSchema,
    response: QuoteSchema,
  },
  declineQuote: {
    method: 'POST',
    path: '/api/quotes/{id}/decline',
    auth: 'client',
    fn: 'quotes',
    params: IdParamsSchema,
    body: DeclineQuoteSchema,
    response: QuoteSchema,
  },
  downloadMyQuote: {
    method: 'GET',
    path: '/api/quotes/{id}/pdf',
    auth: 'client',
    fn: 'quotes',
    params: IdParamsSchema,
    response: DownloadSchema,
  },
});

/** The office's one step from an approved quote to its visits: the bookings function's, through its rules. */
export const quoteBookingRoutes = defineRoutes({
  /** An approved quote becomes its visit or series, through the same rules and assignment as any booking. */
  bookQuote: {
    method: 'POST',
    path: '/api/admin/quotes/{id}/book',
    auth: 'admin',
    fn: 'bookings',
    params: IdParamsSchema,
    body: BookQuoteSchema,
    response: BookedQuoteSchema,
  },
});
