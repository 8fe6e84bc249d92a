import * as z from 'zod';
import { isCalendarDate } from '../dates';
import { QUOTE_STATUSES } from '../quotes';
import { AddressSchema } from './address';
import { DURATION_HOURS, FREQUENCIES, MAX_SERIES_VISITS, MIN_SERIES_VISITS, SERVICE_TYPES } from './booking';
import { isCleanText, line, notAllowedMessage } from './fields';
import { MAX_INVOICE_PENCE, MAX_UNIT_PENCE, ManualLineSchema } from './invoice';

/** A quote the office writes, sends, and the client approves online (shared/quotes.ts). */

const id = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'Not a valid id');
const calendarDate = (message: string) => z.string({ error: message }).refine(isCalendarDate, message);
const message = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(3, `${label} must be at least 3 characters`)
    .max(2000, `${label} must be at most 2000 characters`)
    .refine(isCleanText, notAllowedMessage(label));

export const MAX_QUOTE_LINES = 20;

/** A line: typed, or taken from the price table (then `serviceType` says which price). */
export const QuoteLineInputSchema = ManualLineSchema.omit({ serviceDate: true }).extend({
  serviceType: z.enum(SERVICE_TYPES).optional(),
});

export const QuoteLineSchema = QuoteLineInputSchema.extend({ amountPence: z.number().int() });

export const QuoteDepositSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('percent'),
      percent: z.number().int('A whole percentage').min(1, 'At least 1%').max(100, 'At most 100%'),
    }),
    z.strictObject({
      kind: z.literal('amount'),
      amountPence: z
        .number()
        .int('A whole number of pence')
        .min(1)
        .max(MAX_UNIT_PENCE * 10),
    }),
  ],
  { error: 'A deposit is a percentage or an amount' },
);

/** When the work happens, if the quote says: once, or every week or fortnight for a number of visits. */
export const QuoteScheduleSchema = z
  .strictObject({
    frequency: z.enum(['one_off', ...FREQUENCIES], { error: 'One-off, weekly or fortnightly' }),
    serviceType: z.enum(SERVICE_TYPES, { error: 'Please select a service' }),
    serviceDate: calendarDate('Please choose a valid date'),
    serviceTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please choose a time'),
    durationHours: z
      .number()
      .refine(
        (value) => (DURATION_HOURS as readonly number[]).includes(value),
        'Duration must be 2, 3, 4, 6 or 8 hours',
      ),
    /** A regular schedule's number of visits. */
    visits: z.number().int().min(MIN_SERIES_VISITS).max(MAX_SERIES_VISITS).optional(),
  })
  .superRefine((value, context) => {
    if (value.frequency !== 'one_off' && value.visits === undefined)
      context.addIssue({ code: 'custom', path: ['visits'], message: 'How many visits?' });
  });

/** What the office writes: for a client, or for the visitor of an enquiry not yet a client. */
export const QuoteDraftSchema = z
  .strictObject({
    clientId: id.optional(),
    enquiryId: id.optional(),
    /** The visit the quote came from, if any (a quote for more work found on the day). */
    bookingId: id.optional(),
    title: line('Title', 3, 120),
    lines: z
      .array(QuoteLineInputSchema)
      .min(1, 'Add at least one line')
      .max(MAX_QUOTE_LINES, `At most ${MAX_QUOTE_LINES} lines`),
    validUntil: calendarDate('Please choose a valid date').optional(),
    deposit: QuoteDepositSchema.optional(),
    schedule: QuoteScheduleSchema.optional(),
    address: AddressSchema.optional(),
    notes: z
      .string()
      .trim()
      .max(2000, 'Notes must be at most 2000 characters')
      .refine(isCleanText, notAllowedMessage('Notes'))
      .optional(),
  })
  .superRefine((value, context) => {
    if ((value.clientId === undefined) === (value.enquiryId === undefined))
      context.addIssue({ code: 'custom', path: ['clientId'], message: 'Choose a client or an enquiry' });
  });

/** The version the office read: sending or withdrawing another is a conflict. */
export const QuoteVersionSchema = z.strictObject({
  version: z.number({ error: 'version is required' }).int().min(1),
});

/** An edit: the whole quote again, and the version it was read at (two editors cannot both win). */
export const QuoteEditSchema = z.strictObject({
  version: z.number().int().min(1),
  quote: QuoteDraftSchema,
});

const HistoryEntrySchema = z.strictObject({
  at: z.string(),
  status: z.enum(QUOTE_STATUSES),
  version: z.number().int(),
  by: z.enum(['office', 'client']),
  note: z.string().optional(),
});

export const QuoteSchema = z.strictObject({
  id: z.string(),
  quoteNumber: z.string(),
  status: z.enum(QUOTE_STATUSES),
  version: z.number().int(),
  clientId: z.string().optional(),
  enquiryId: z.string().optional(),
  bookingId: z.string().optional(),
  /** Who it is for, as at writing (the client's profile, or the enquiry's sender). */
  recipient: z.strictObject({ name: z.string(), email: z.string() }),
  title: z.string(),
  lines: z.array(QuoteLineSchema),
  subtotalPence: z.number().int(),
  vatPence: z.number().int(),
  vatRatePercent: z.number(),
  totalPence: z.number().int(),
  depositPence: z.number().int(),
  deposit: QuoteDepositSchema.optional(),
  validUntil: z.string(),
  schedule: QuoteScheduleSchema.optional(),
  address: AddressSchema.optional(),
  notes: z.string().optional(),
  createdAt: z.string(),
  sentAt: z.string().optional(),
  viewedAt: z.string().optional(),
  /** The client's approval: when, the name they typed, and the exact version they approved. */
  approval: z.strictObject({ at: z.string(), name: z.string(), version: z.number().int() }).optional(),
  /** The deposit's own invoice, issued on approval (decision 031's deposits). */
  depositInvoice: z
    .strictObject({ id: z.string(), invoiceNumber: z.string(), amountPence: z.number().int() })
    .optional(),
  /** The visits it became (the office's one step, lambdas/bookings/quote-booking.ts). */
  booked: z
    .strictObject({ at: z.string(), bookingIds: z.array(z.string()), seriesId: z.string().optional() })
    .optional(),
  history: z.array(HistoryEntrySchema),
});

/** The client approves exactly the version they read, with their typed name and the tick. */
export const ApproveQuoteSchema = z.strictObject({
  version: z.number({ error: 'version is required' }).int().min(1),
  name: line('Your name', 2, 100),
  agree: z.literal(true, { error: 'Please tick to confirm you accept the quote' }),
});

export const QuoteAnswerSchema = z.strictObject({
  version: z.number({ error: 'version is required' }).int().min(1),
  message: message('Your message'),
});

export const DeclineQuoteSchema = z.strictObject({
  version: z.number({ error: 'version is required' }).int().min(1),
  message: message('Your reason').optional(),
});

/** A signed link's token (`<quote id>.<version>.<expiry seconds>.<signature>`), opened signed in. */
export const QuoteLinkSchema = z.strictObject({
  token: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}\.\d{1,6}\.\d{1,12}\.[A-Za-z0-9_-]{43}$/, 'This link is not valid'),
});

export const QuoteListQuerySchema = z.strictObject({
  from: calendarDate('Please choose a valid date').optional(),
  to: calendarDate('Please choose a valid date').optional(),
  status: z.enum(QUOTE_STATUSES).optional(),
  clientId: id.optional(),
});

export const QuoteListSchema = z.strictObject({
  items: z.array(QuoteSchema),
  /** Of the quotes sent in the period: how many were approved, and the share (0 when none were sent). */
  conversion: z.strictObject({ sent: z.number().int(), approved: z.number().int(), ratePercent: z.number() }),
});

/** The approval's answer: the quote, and the deposit to pay, if one was asked. */
export const ApprovedQuoteSchema = z.strictObject({ quote: QuoteSchema });

/** The office's one step from an approved quote to its visits. */
export const BookQuoteSchema = z.strictObject({});
export const BookedQuoteSchema = z.strictObject({
  quoteId: z.string(),
  bookingIds: z.array(z.string()),
  seriesId: z.string().optional(),
});

export { MAX_INVOICE_PENCE as MAX_QUOTE_PENCE };

export type QuoteDraft = z.infer<typeof QuoteDraftSchema>;
export type QuoteLine = z.infer<typeof QuoteLineSchema>;
export type Quote = z.infer<typeof QuoteSchema>;
export type QuoteListQuery = z.infer<typeof QuoteListQuerySchema>;
export type ApproveQuote = z.infer<typeof ApproveQuoteSchema>;
export type QuoteAnswer = z.infer<typeof QuoteAnswerSchema>;
export type DeclineQuote = z.infer<typeof DeclineQuoteSchema>;
export type QuoteList = z.infer<typeof QuoteListSchema>;
