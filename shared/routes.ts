import * as z from 'zod';
import { AccountDeletionSchema, AccountExportSchema, DeleteAccountSchema } from './schemas/account';
import { AddressSchema } from './schemas/address';
import {
  AdminBookingQuerySchema,
  AdminBookingSchema,
  BookingExportQuerySchema,
  BookingSchema,
  CancelBookingSchema,
  ConfirmSeriesResultSchema,
  ConfirmSeriesSchema,
  CreateBookingSchema,
  CreateSeriesSchema,
  EditBookingSchema,
  EndSeriesResultSchema,
  IdParamsSchema,
  RescheduleBookingSchema,
  SeriesSchema,
  UpdateBookingStatusSchema,
} from './schemas/booking';
import { CsvFileSchema } from './schemas/csv';
import {
  AdminEnquiryQuerySchema,
  EnquiryListItemSchema,
  EnquiryReceiptSchema,
  EnquirySchema,
  UpdateEnquiryStatusSchema,
} from './schemas/enquiry';
import {
  AdminFeedbackPageSchema,
  AdminFeedbackQuerySchema,
  FeedbackSchema,
  SubmitFeedbackSchema,
} from './schemas/feedback';
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
  MarkPaidSchema,
  UndoPaymentSchema,
  VoidInvoiceSchema,
} from './schemas/invoice';
import { NoticeListSchema, NoticeParamsSchema, NoticeSchema } from './schemas/notice';
import { pageOf } from './schemas/pagination';
import { SignUpReceiptSchema, SignUpRequestSchema } from './schemas/sign-up';
import {
  MeSchema,
  ProfileDetailsSchema,
  StatsSchema,
  UserExportQuerySchema,
  UserListItemSchema,
  UserQuerySchema,
} from './schemas/user';

/** A whole list, for collections one client owns (small by nature). */
const listOf = <T extends z.ZodType>(item: T) => z.strictObject({ items: z.array(item) });

/**
 * The route table: the single declaration of every API route. The CDK api stack makes one HTTP API
 * route per entry, each function's dispatcher validates and authorizes from it, the local gateway
 * serves it, and the web client calls routes by name.
 */
export type AuthLevel = 'public' | 'client' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One Lambda per domain; each owns the routes that name it. */
export const FUNCTION_NAMES = ['enquiries', 'bookings', 'invoices', 'feedback', 'users', 'accounts'] as const;
export type FunctionName = (typeof FUNCTION_NAMES)[number];

export interface RouteDefinition {
  method: HttpMethod;
  /** HTTP API path syntax, `{name}` for a path parameter. Always under /api (same origin as the site). */
  path: `/api/${string}`;
  auth: AuthLevel;
  fn: FunctionName;
  body?: z.ZodType;
  params?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType;
  /** Status of a successful answer. @default 200 */
  successStatus?: number;
  /** Accepts an Idempotency-Key header: a retried request is stored and acted on once. */
  idempotent?: boolean;
  /** Tighter throttle for routes anyone can call. */
  publicThrottle?: boolean;
}

const defineRoutes = <T extends Record<string, RouteDefinition>>(table: T): T => table;

export const routes = defineRoutes({
  /** The spec's `send-registration`: general enquiries and both registration forms. */
  sendEnquiry: {
    method: 'POST',
    path: '/api/enquiries',
    auth: 'public',
    fn: 'enquiries',
    body: EnquirySchema,
    response: EnquiryReceiptSchema,
    successStatus: 201,
    idempotent: true,
    publicThrottle: true,
  },
  /**
   * Sign-up (issue 17 item 6, decision 008): one answer whether or not the address has an account; its
   * owner is mailed instead. A pending (unconfirmed) sign-up for the address is replaced.
   */
  signUp: {
    method: 'POST',
    path: '/api/accounts',
    auth: 'public',
    fn: 'accounts',
    body: SignUpRequestSchema,
    response: SignUpReceiptSchema,
    successStatus: 202,
    publicThrottle: true,
  },
  /** The office's inbox: enquiries filtered by status, kind and name or email, with their mail status. */
  listEnquiries: {
    method: 'GET',
    path: '/api/admin/enquiries',
    auth: 'admin',
    fn: 'enquiries',
    query: AdminEnquiryQuerySchema,
    response: pageOf(EnquiryListItemSchema),
  },
  /** The inbox's filtered list as a CSV file. */
  exportEnquiries: {
    method: 'GET',
    path: '/api/admin/enquiries/export',
    auth: 'admin',
    fn: 'enquiries',
    query: AdminEnquiryQuerySchema.omit({ limit: true, cursor: true }),
    response: CsvFileSchema,
  },
  /** New, contacted or closed: a conditional move from the status the admin saw, recording who and when. */
  updateEnquiryStatus: {
    method: 'PATCH',
    path: '/api/admin/enquiries/{id}',
    auth: 'admin',
    fn: 'enquiries',
    params: IdParamsSchema,
    body: UpdateEnquiryStatusSchema,
    response: EnquiryListItemSchema,
  },
  /** Mails the sender a sign-up link with their address filled in (once per enquiry, through the mail queue). */
  inviteEnquirer: {
    method: 'POST',
    path: '/api/admin/enquiries/{id}/invite',
    auth: 'admin',
    fn: 'enquiries',
    params: IdParamsSchema,
    response: EnquiryListItemSchema,
    successStatus: 202,
  },
  /** The caller's id, role and profile; the role comes from the verified token. */
  getMe: { method: 'GET', path: '/api/me', auth: 'client', fn: 'users', response: MeSchema },
  /** The client's own profile: name, phone, address, access notes, reminders. */
  updateMyProfile: {
    method: 'PUT',
    path: '/api/me/profile',
    auth: 'client',
    fn: 'users',
    body: ProfileDetailsSchema,
    response: MeSchema,
  },
  /** A copy of everything held about the caller (UK GDPR access right); rate-limited. */
  exportMyData: {
    method: 'GET',
    path: '/api/me/export',
    auth: 'client',
    fn: 'accounts',
    response: AccountExportSchema,
  },
  /** Erasure: future visits cancelled under the terms, bookings and feedback anonymised, invoices kept. */
  deleteMyAccount: {
    method: 'POST',
    path: '/api/me/delete',
    auth: 'client',
    fn: 'accounts',
    body: DeleteAccountSchema,
    response: AccountDeletionSchema,
  },
  /** The client's saved address: the default for their bookings. */
  updateMyAddress: {
    method: 'PUT',
    path: '/api/me/address',
    auth: 'client',
    fn: 'users',
    body: AddressSchema,
    response: MeSchema,
  },

  listMyBookings: {
    method: 'GET',
    path: '/api/bookings',
    auth: 'client',
    fn: 'bookings',
    response: listOf(BookingSchema),
  },
  createBooking: {
    method: 'POST',
    path: '/api/bookings',
    auth: 'client',
    fn: 'bookings',
    body: CreateBookingSchema,
    response: BookingSchema,
    successStatus: 201,
    idempotent: true,
  },
  /** Weekly or fortnightly visits: one booking per visit, linked to the series, made at once. */
  createSeries: {
    method: 'POST',
    path: '/api/series',
    auth: 'client',
    fn: 'bookings',
    body: CreateSeriesSchema,
    response: SeriesSchema,
    successStatus: 201,
    idempotent: true,
  },
  /** The client cancels (or skips one visit of a series) under the terms, at the fee they were shown. */
  cancelBooking: {
    method: 'POST',
    path: '/api/bookings/{id}/cancel',
    auth: 'client',
    fn: 'bookings',
    params: IdParamsSchema,
    body: CancelBookingSchema,
    response: BookingSchema,
  },
  /** The client moves a visit with the terms' notice; a confirmed visit returns to pending. */
  rescheduleBooking: {
    method: 'POST',
    path: '/api/bookings/{id}/reschedule',
    auth: 'client',
    fn: 'bookings',
    params: IdParamsSchema,
    body: RescheduleBookingSchema,
    response: BookingSchema,
  },
  /** The client ends a series with the terms' notice: later visits are cancelled free. */
  endSeries: {
    method: 'POST',
    path: '/api/series/{id}/end',
    auth: 'client',
    fn: 'bookings',
    params: IdParamsSchema,
    response: EndSeriesResultSchema,
  },
  listAllBookings: {
    method: 'GET',
    path: '/api/admin/bookings',
    auth: 'admin',
    fn: 'bookings',
    query: AdminBookingQuerySchema,
    response: pageOf(AdminBookingSchema),
  },
  /** The office's bookings list as CSV: the same filters and order as the list, every page. */
  exportBookings: {
    method: 'GET',
    path: '/api/admin/bookings/export',
    auth: 'admin',
    fn: 'bookings',
    query: BookingExportQuerySchema,
    response: CsvFileSchema,
  },
  updateBookingStatus: {
    method: 'PATCH',
    path: '/api/admin/bookings/{id}',
    auth: 'admin',
    fn: 'bookings',
    params: IdParamsSchema,
    body: UpdateBookingStatusSchema,
    response: BookingSchema,
  },
  /** The office edits when, how long, where, who and its own notes. */
  editBooking: {
    method: 'PATCH',
    path: '/api/admin/bookings/{id}/details',
    auth: 'admin',
    fn: 'bookings',
    params: IdParamsSchema,
    body: EditBookingSchema,
    response: AdminBookingSchema,
  },
  /** The office confirms every pending visit of a series at once. */
  confirmSeries: {
    method: 'POST',
    path: '/api/admin/series/{id}/confirm',
    auth: 'admin',
    fn: 'bookings',
    params: IdParamsSchema,
    body: ConfirmSeriesSchema,
    response: ConfirmSeriesResultSchema,
  },
  /** The notices a booking caused (issue 16), newest first: what went to whom, when, and what failed. */
  listBookingNotices: {
    method: 'GET',
    path: '/api/admin/bookings/{id}/notices',
    auth: 'admin',
    fn: 'bookings',
    params: IdParamsSchema,
    response: NoticeListSchema,
  },
  /** Sends a sent or failed notice of a booking again (back on the sender's queue, due now). */
  resendBookingNotice: {
    method: 'POST',
    path: '/api/admin/bookings/{id}/notices/{noticeId}/resend',
    auth: 'admin',
    fn: 'bookings',
    params: NoticeParamsSchema,
    response: NoticeSchema,
  },

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
  markInvoicePaid: {
    method: 'POST',
    path: '/api/admin/invoices/{id}/paid',
    auth: 'admin',
    fn: 'invoices',
    params: IdParamsSchema,
    body: MarkPaidSchema,
    response: InvoiceSchema,
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
  /** An unpaid invoice is voided, keeping its number; its visits can be invoiced again. */
  voidInvoice: {
    method: 'POST',
    path: '/api/admin/invoices/{id}/void',
    auth: 'admin',
    fn: 'invoices',
    params: IdParamsSchema,
    body: VoidInvoiceSchema,
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

  listMyFeedback: {
    method: 'GET',
    path: '/api/feedback',
    auth: 'client',
    fn: 'feedback',
    response: listOf(FeedbackSchema),
  },
  submitFeedback: {
    method: 'POST',
    path: '/api/bookings/{id}/feedback',
    auth: 'client',
    fn: 'feedback',
    params: IdParamsSchema,
    body: SubmitFeedbackSchema,
    response: FeedbackSchema,
    successStatus: 201,
  },
  /** Every client's feedback for the office, filtered, with the count and average rating of what matches. */
  listAllFeedback: {
    method: 'GET',
    path: '/api/admin/feedback',
    auth: 'admin',
    fn: 'feedback',
    query: AdminFeedbackQuerySchema,
    response: AdminFeedbackPageSchema,
  },
  /** The office's filtered feedback as a CSV file. */
  exportFeedback: {
    method: 'GET',
    path: '/api/admin/feedback/export',
    auth: 'admin',
    fn: 'feedback',
    query: AdminFeedbackQuerySchema.omit({ limit: true, cursor: true }),
    response: CsvFileSchema,
  },

  listUsers: {
    method: 'GET',
    path: '/api/admin/users',
    auth: 'admin',
    fn: 'users',
    query: UserQuerySchema,
    response: pageOf(UserListItemSchema),
  },
  /** The users list as CSV. Declared before getClient: the local gateway takes the first route that matches. */
  exportUsers: {
    method: 'GET',
    path: '/api/admin/users/export',
    auth: 'admin',
    fn: 'users',
    query: UserExportQuerySchema,
    response: CsvFileSchema,
  },
  /** One client's profile, visits, invoices, feedback and enquiries: the detail page and, on request, their export. */
  getClient: {
    method: 'GET',
    path: '/api/admin/users/{id}',
    auth: 'admin',
    fn: 'accounts',
    params: IdParamsSchema,
    response: AccountExportSchema,
  },
  /** Deletes a client's account at their request, with the same effects as their own deletion. */
  deleteClientAccount: {
    method: 'POST',
    path: '/api/admin/users/{id}/delete',
    auth: 'admin',
    fn: 'accounts',
    params: IdParamsSchema,
    body: DeleteAccountSchema,
    response: AccountDeletionSchema,
  },
  getStats: { method: 'GET', path: '/api/admin/stats', auth: 'admin', fn: 'users', response: StatsSchema },
});

export type Routes = typeof routes;
export type RouteName = keyof Routes;

type Input<T> = T extends z.ZodType ? z.input<T> : undefined;
type Output<T> = T extends z.ZodType ? z.output<T> : undefined;

/** What a caller sends for a route (before server-side parsing and defaults). */
export type RouteRequest<N extends RouteName> = {
  body: Input<Routes[N] extends { body: infer B } ? B : undefined>;
  params: Input<Routes[N] extends { params: infer P } ? P : undefined>;
  query: Input<Routes[N] extends { query: infer Q } ? Q : undefined>;
};

/** What a handler receives once the dispatcher has validated the request. */
export type RouteInput<N extends RouteName> = {
  body: Output<Routes[N] extends { body: infer B } ? B : undefined>;
  params: Output<Routes[N] extends { params: infer P } ? P : undefined>;
  query: Output<Routes[N] extends { query: infer Q } ? Q : undefined>;
};

export type RouteResponse<N extends RouteName> = z.output<Routes[N]['response']>;

export const routeNames = Object.keys(routes) as RouteName[];

/** One entry with every optional field visible, for code that walks the whole table. */
export const routeDefinition = (name: RouteName): RouteDefinition => routes[name];

/** The HTTP API route key, e.g. `POST /api/enquiries`; API Gateway puts the same string in `event.routeKey`. */
export const routeKey = (route: Pick<RouteDefinition, 'method' | 'path'>): string =>
  `${route.method} ${route.path}`;

export const routesOf = (fn: FunctionName): RouteName[] =>
  routeNames.filter((name) => routes[name].fn === fn);

/** Functions that own at least one route: the ones the api stack deploys. */
export const functionsInUse = (): FunctionName[] => FUNCTION_NAMES.filter((fn) => routesOf(fn).length > 0);

/** Fills `{name}` placeholders, encoding each value. */
export const buildPath = (path: string, params: Record<string, string | number> = {}): string =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });

/** Matches a concrete path against a template; returns the decoded parameters, or undefined. */
export const matchPath = (template: string, path: string): Record<string, string> | undefined => {
  const names: string[] = [];
  const pattern = template
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\\?\{(\w+)\\?\}/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
  const match = new RegExp(`^${pattern}$`).exec(path);
  if (!match) return undefined;
  const params: Record<string, string> = {};
  try {
    names.forEach((name, index) => {
      params[name] = decodeURIComponent(match[index + 1] ?? '');
    });
  } catch {
    return undefined;
  }
  return params;
};
