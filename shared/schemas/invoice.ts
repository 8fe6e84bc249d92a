import * as z from 'zod';
import { isCalendarDate } from '../dates';
import { COLLECTION_STATES, TAX_FREE_CHILDCARE_REFERENCE } from '../payment-fields';
import { AddressSchema } from './address';
import { isCleanText, line, notAllowedMessage } from './fields';
import { EXPORT_OMITS, PageQuerySchema, SearchSchema, SortSchema } from './pagination';

export const INVOICE_STATUSES = ['unpaid', 'paid', 'void'] as const;
export const PAYMENT_METHODS = [
  'bank_transfer',
  'card',
  'cash',
  'direct_debit',
  'tax_free_childcare',
] as const;
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: 'Bank transfer',
  card: 'Card',
  cash: 'Cash',
  direct_debit: 'Direct Debit',
  tax_free_childcare: 'Tax-Free Childcare',
};
/** What the office may record by hand; card and Direct Debit payments arrive from the providers. */
export const RECORDED_METHODS = ['bank_transfer', 'card', 'cash', 'tax_free_childcare'] as const;
/** `deposit`: a deposit paid before the visit, taken off its invoice (negative). */
export const LINE_KINDS = [
  'visit',
  'surcharge',
  'discount',
  'cancellation',
  'manual',
  'deposit',
  'referral_credit',
] as const;

/** Uploads go straight to S3 with a presigned PUT; S3 enforces the signed size and type. */
export const MAX_PDF_BYTES = 10 * 1024 * 1024;
export const PDF_CONTENT_TYPE = 'application/pdf';
/**
 * The headers the browser's PDF upload sends, each signed into the link (so the bucket's CORS allows
 * them): the type, and `If-None-Match: *`, with which S3 only creates the object, never replaces it
 * (an issued invoice's PDF is written once).
 */
export const PDF_UPLOAD_HEADERS = { 'content-type': PDF_CONTENT_TYPE, 'if-none-match': '*' } as const;
export const INVOICE_NUMBER_PATTERN = /^INV-\d{4}-\d{6}$/;

/** The most one unit of a manual line may cost (£10,000), and the most an invoice may total (£100,000). */
export const MAX_UNIT_PENCE = 1_000_000;
export const MAX_INVOICE_PENCE = 10_000_000;
/** The most lines one invoice holds: a transaction claims each visit, and a PDF page holds ~30 lines. */
export const MAX_MANUAL_LINES = 20;
export const MAX_INVOICED_VISITS = 31;

/**
 * True for 0.25, 1, 2.5 ... : the quantities a line may have (shared/invoice-money.ts prices them in
 * whole numbers). Kept here so the route table's schemas need nothing of the date library.
 */
export const isQuarter = (quantity: number): boolean => Number.isInteger(quantity * 4);

const calendarDate = (message: string) => z.string({ error: message }).refine(isCalendarDate, message);
const id = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'Not a valid id');

/** A line the office types: what it was, when, how many (hours or items, in quarters) at what price. */
export const ManualLineSchema = z.strictObject({
  description: line('Description', 1, 200),
  serviceDate: calendarDate('Please choose a valid date').optional(),
  quantity: z
    .number({ error: 'Quantity must be a number' })
    .gt(0, 'Quantity must be more than 0')
    .max(1000, 'Quantity must be at most 1000')
    .refine(isQuarter, 'Quantity must be in quarters (0.25, 0.5, 1 ...)'),
  unitPence: z
    .number({ error: 'Price must be a number of pence' })
    .int('Price must be a whole number of pence')
    .min(0, 'Price must be 0 or more')
    .max(MAX_UNIT_PENCE, 'Price must be at most £10,000'),
});

/**
 * A new invoice: the client's ready lines (completed visits and cancellation fees, by booking id, or
 * every ready line of one month: the monthly invoice for regular visits) and lines the office types.
 */
export const CreateInvoiceSchema = z
  .strictObject({
    userId: z.string({ error: 'Please select a user' }).regex(/^[A-Za-z0-9-]{1,64}$/, 'Please select a user'),
    bookingIds: z
      .array(id)
      .max(MAX_INVOICED_VISITS, `At most ${MAX_INVOICED_VISITS} visits on one invoice`)
      .refine((ids) => new Set(ids).size === ids.length, 'A visit is listed twice')
      .optional(),
    /** `YYYY-MM`: every ready line of that month. */
    month: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be like 2026-03')
      .optional(),
    lines: z.array(ManualLineSchema).max(MAX_MANUAL_LINES, `At most ${MAX_MANUAL_LINES} lines`).optional(),
    /** Size of the PDF the admin will upload, if any; the upload URL is signed for exactly this size. */
    pdfBytes: z.number().int().min(1).max(MAX_PDF_BYTES, 'The PDF must be at most 10 MB').optional(),
  })
  .superRefine((value, context) => {
    if (value.month && value.bookingIds?.length)
      context.addIssue({ code: 'custom', path: ['month'], message: 'Choose visits or a month, not both' });
    if (!value.month && !value.bookingIds?.length && !value.lines?.length)
      context.addIssue({ code: 'custom', path: ['lines'], message: 'Add at least one line' });
  });

export const InvoiceLineSchema = z.strictObject({
  kind: z.enum(LINE_KINDS),
  description: z.string(),
  serviceDate: z.string().optional(),
  /** Hours (or items) × unit price, where the line is priced that way. */
  quantity: z.number().optional(),
  unitPence: z.number().int().optional(),
  /** Negative only for a discount. */
  amountPence: z.number().int(),
  bookingId: z.string().optional(),
});

export const PaymentSchema = z.strictObject({
  date: z.string(),
  method: z.enum(PAYMENT_METHODS),
  recordedAt: z.string(),
  /** The payment record behind it; absent on payments recorded before. */
  paymentId: z.string().optional(),
  /** A Tax-Free Childcare payment reference, or the card or bank the provider took it from. */
  reference: z.string().optional(),
});

/** An invoice's automatic collection against a saved card or Direct Debit. */
export const InvoiceCollectionSchema = z.strictObject({
  state: z.enum(COLLECTION_STATES),
  method: z.enum(['card', 'direct_debit']),
  /** The day it is (or was) to be taken. */
  date: z.string(),
  paymentId: z.string().optional(),
  attempt: z.number().int(),
  /** After a failure, the next try (absent after the last). */
  retryDate: z.string().optional(),
  failure: z.string().optional(),
});

export const BillToSchema = z.strictObject({
  name: z.string(),
  email: z.string().optional(),
  address: AddressSchema.optional(),
});

export const InvoiceSchema = z.strictObject({
  id: z.string(),
  userId: z.string(),
  invoiceNumber: z.string().regex(INVOICE_NUMBER_PATTERN),
  /** The reference a client quotes with a bank transfer: the invoice number. */
  paymentReference: z.string(),
  status: z.enum(INVOICE_STATUSES),
  invoiceDate: z.string(),
  dueDate: z.string(),
  /** Monthly invoices (regular visits) are due later than one-off ones (on completion). */
  monthly: z.boolean(),
  billTo: BillToSchema,
  lines: z.array(InvoiceLineSchema),
  subtotalPence: z.number().int(),
  vatPence: z.number().int(),
  vatRatePercent: z.number(),
  totalPence: z.number().int(),
  createdAt: z.string(),
  /** Moves on with every change; the stored PDF is made once per version. */
  version: z.number().int(),
  payment: PaymentSchema.optional(),
  voided: z.strictObject({ at: z.string(), reason: z.string() }).optional(),
  /** Payments taken back: by undo (soon after) or as a correction with a reason. */
  corrections: z
    .array(z.strictObject({ at: z.string(), reason: z.string(), payment: PaymentSchema }))
    .optional(),
  /** Automatic collection, refunds (each with a credit note), reminders sent. */
  collection: InvoiceCollectionSchema.optional(),
  refundedPence: z.number().int().optional(),
  creditNotes: z
    .array(z.strictObject({ id: z.string(), creditNoteNumber: z.string(), amountPence: z.number().int() }))
    .optional(),
  /** Which reminders went (days after due), so each goes once. */
  remindersSent: z.array(z.number().int()).optional(),
  /** A childcare invoice: the carers' Ofsted registrations, for Tax-Free Childcare. */
  childcare: z.strictObject({ ofstedNumbers: z.array(z.string()) }).optional(),
  hasPdf: z.boolean(),
});

/** What the office filters invoices by: overdue is an unpaid invoice past its due date (London time). */
export const INVOICE_FILTER_STATUSES = [...INVOICE_STATUSES, 'overdue'] as const;

/** The office's invoice list: status, invoice date range, one client, a search by name or email, order. */
export const AdminInvoiceQuerySchema = PageQuerySchema.extend({
  status: z.enum(INVOICE_FILTER_STATUSES).optional(),
  from: calendarDate('From must be a date').optional(),
  to: calendarDate('To must be a date').optional(),
  clientId: id.optional(),
  q: SearchSchema.optional(),
  /** Along the invoice date. @default 'desc' (newest first) */
  sort: SortSchema.optional().default('desc'),
});
export const InvoiceExportQuerySchema = AdminInvoiceQuerySchema.omit(EXPORT_OMITS);
export type AdminInvoiceQuery = z.infer<typeof AdminInvoiceQuerySchema>;
export type InvoiceExportQuery = z.infer<typeof InvoiceExportQuerySchema>;

export const AdminInvoiceSchema = InvoiceSchema.extend({
  clientName: z.string().optional(),
  clientEmail: z.string().optional(),
});

/** A completed visit or a cancellation fee that is not on an invoice yet, as the lines it would add. */
export const BillableSchema = z.strictObject({
  bookingId: z.string(),
  kind: z.enum(['visit', 'cancellation']),
  serviceType: z.string(),
  serviceDate: z.string(),
  serviceTime: z.string(),
  seriesId: z.string().optional(),
  lines: z.array(InvoiceLineSchema),
  totalPence: z.number().int(),
});

export const MarkPaidSchema = z
  .strictObject({
    paidDate: calendarDate('Please choose the date it was paid'),
    method: z.enum(RECORDED_METHODS, { error: 'Please choose how it was paid' }),
    /** Needed for Tax-Free Childcare: the parent's payment reference. */
    reference: z
      .string()
      .trim()
      .toUpperCase()
      .regex(TAX_FREE_CHILDCARE_REFERENCE, 'A Tax-Free Childcare reference looks like AJON12345TFC')
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.method === 'tax_free_childcare' && !value.reference)
      context.addIssue({
        code: 'custom',
        path: ['reference'],
        message: 'Please enter the Tax-Free Childcare payment reference',
      });
  });

export const UndoPaymentSchema = z.strictObject({
  /** Needed once the undo window has passed: the correction is recorded with it. */
  reason: z
    .string()
    .trim()
    .min(3, 'Please say why')
    .max(300, 'At most 300 characters')
    .refine(isCleanText, notAllowedMessage('The reason'))
    .optional(),
});

export const VoidInvoiceSchema = z.strictObject({
  reason: z
    .string({ error: 'Please say why' })
    .trim()
    .min(3, 'Please say why')
    .max(300, 'At most 300 characters')
    .refine(isCleanText, notAllowedMessage('The reason')),
});

export const InvoiceSummarySchema = z.strictObject({
  /** `YYYY-MM` in London. */
  month: z.string(),
  /** Invoiced this month, void invoices excluded. */
  revenueThisMonthPence: z.number().int(),
  /** Paid this month, by the payment's date. */
  receivedThisMonthPence: z.number().int(),
  outstandingPence: z.number().int(),
  overduePence: z.number().int(),
  overdue: z.array(AdminInvoiceSchema),
  /** What the providers took this month, and collections under way, failed or to come. */
  collectedThisMonthPence: z.number().int(),
  collections: z.strictObject({
    pending: z.strictObject({ count: z.number().int(), pence: z.number().int() }),
    failed: z.strictObject({ count: z.number().int(), pence: z.number().int() }),
    scheduled: z.strictObject({ count: z.number().int(), pence: z.number().int() }),
  }),
});

export const UploadInstructionsSchema = z.strictObject({
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.string(),
});

export const CreatedInvoiceSchema = z.strictObject({
  invoice: InvoiceSchema,
  upload: UploadInstructionsSchema.optional(),
});

export const DownloadSchema = z.strictObject({
  url: z.string(),
  filename: z.string(),
  expiresAt: z.string(),
});

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type InvoiceCollection = z.infer<typeof InvoiceCollectionSchema>;
export type CreateInvoice = z.infer<typeof CreateInvoiceSchema>;
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;
export type Invoice = z.infer<typeof InvoiceSchema>;
export type AdminInvoice = z.infer<typeof AdminInvoiceSchema>;
export type Billable = z.infer<typeof BillableSchema>;
export type MarkPaid = z.infer<typeof MarkPaidSchema>;
export type UndoPayment = z.infer<typeof UndoPaymentSchema>;
export type VoidInvoice = z.infer<typeof VoidInvoiceSchema>;
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;
export type CreatedInvoice = z.infer<typeof CreatedInvoiceSchema>;
export type Download = z.infer<typeof DownloadSchema>;
