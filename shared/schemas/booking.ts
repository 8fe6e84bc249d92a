import * as z from 'zod';
import { isCalendarDate } from '../dates';
import { AddressSchema } from './address';
import { isCleanText, notAllowedMessage } from './fields';
import { EXPORT_OMITS, PageQuerySchema, SearchSchema, SortSchema } from './pagination';
import { VisitRecordSchema } from './visit-record';

export const SERVICE_TYPES = [
  'domestic_cleaning',
  'commercial_cleaning',
  'deep_cleaning',
  'housekeeping',
  'ironing',
  'childcare',
  'babysitting',
  'nanny',
] as const;

export const SERVICE_TYPE_LABELS: Record<(typeof SERVICE_TYPES)[number], string> = {
  domestic_cleaning: 'Domestic Cleaning',
  commercial_cleaning: 'Commercial Cleaning',
  deep_cleaning: 'Deep Cleaning',
  housekeeping: 'Housekeeping',
  ironing: 'Ironing',
  childcare: 'Childcare',
  babysitting: 'Babysitting',
  nanny: 'Nanny',
};

export const DURATION_HOURS = [2, 3, 4, 6, 8] as const;
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export const FREQUENCIES = ['weekly', 'fortnightly'] as const;

/** The most visits a series can hold: weekly for the whole 12-month horizon. */
export const MAX_SERIES_VISITS = 53;

/**
 * The fewest visits a series has: fewer is a one-off. A series cut below it by cancellations loses its
 * regular-service discount when invoiced (lambdas/invoices/billing.ts).
 */
export const MIN_SERIES_VISITS = 2;

/**
 * The booking state machine: who may move a booking where. Anything else is a conflict. Clients
 * cancel pending and confirmed visits under the terms; a client's reschedule returns a confirmed
 * visit to pending for the office to confirm again.
 */
export const BOOKING_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled', 'pending'],
  cancelled: [],
  completed: [],
};

/** Statuses in which a visit is still to happen and can be changed. */
export const ACTIVE_STATUSES: readonly BookingStatus[] = ['pending', 'confirmed'];

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(isCleanText, notAllowedMessage(label))
    .transform((value) => (value === '' ? undefined : value))
    .optional();

const instructions = optionalText(1000, 'Instructions');

const serviceDate = z
  .string({ error: 'Please choose a date' })
  .refine(isCalendarDate, 'Please choose a valid date');
const serviceTime = z
  .string({ error: 'Please choose a time' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please choose a time');

/**
 * The shape of a booking request. What the business can serve (hours, minimums, notice, horizon) is
 * shared/booking-rules.ts's, checked by the server against the clock and offered by the form.
 */
export const CreateBookingSchema = z.strictObject({
  serviceType: z.enum(SERVICE_TYPES, { error: 'Please select a service' }),
  serviceDate,
  serviceTime,
  durationHours: z.coerce
    .number()
    .refine(
      (value) => (DURATION_HOURS as readonly number[]).includes(value),
      'Duration must be 2, 3, 4, 6 or 8 hours',
    ),
  address: AddressSchema,
  /** Keys, alarm codes, parking: for the visit only, never shown to anyone but the client and office. */
  accessNotes: optionalText(500, 'Access notes'),
  specialInstructions: instructions,
  /** Also keep this address on the client's profile, as the default for the next booking. */
  saveAddress: z.boolean().optional(),
  /** A person the client asks for by name (one who has come before: GET /api/availability's `familiar`). */
  staffId: z.string().trim().min(1).max(100).optional(),
});

/** Regular visits: weekly or fortnightly, ending on a date or after a number of visits. */
export const CreateSeriesSchema = CreateBookingSchema.extend({
  frequency: z.enum(FREQUENCIES, { error: 'Please choose weekly or fortnightly' }),
  visits: z.coerce
    .number()
    .int('Please enter a whole number of visits')
    .min(MIN_SERIES_VISITS, `A series has at least ${MIN_SERIES_VISITS} visits`)
    .max(MAX_SERIES_VISITS, `A series has at most ${MAX_SERIES_VISITS} visits`)
    .optional(),
  until: serviceDate.optional(),
  /**
   * Dates of the series the client was shown nobody could cover (GET /api/availability/series) and
   * agreed to go without; any other date nobody can cover refuses the series.
   */
  skipDates: z.array(serviceDate).max(MAX_SERIES_VISITS).optional(),
}).superRefine((value, context) => {
  if ((value.visits === undefined) === (value.until === undefined))
    context.addIssue({
      code: 'custom',
      path: [value.visits === undefined ? 'visits' : 'until'],
      message: 'Choose either a number of visits or an end date',
    });
  if (value.until !== undefined && value.until <= value.serviceDate)
    context.addIssue({
      code: 'custom',
      path: ['until'],
      message: 'The end date must be after the first visit',
    });
});

export const EstimateSchema = z.strictObject({
  ratePence: z.number().int(),
  hours: z.number(),
  basePence: z.number().int(),
  bankHoliday: z.string().optional(),
  surchargePence: z.number().int(),
  discountPercent: z.number(),
  discountPence: z.number().int(),
  totalPence: z.number().int(),
});

export const CancellationSchema = z.strictObject({
  at: z.string(),
  by: z.enum(['client', 'office']),
  /** The office's reason, which the client sees. */
  reason: z.string().optional(),
  feePercent: z.number(),
  feePence: z.number().int(),
});

export const BookingSchema = z.strictObject({
  id: z.string(),
  userId: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  serviceDate: z.string(),
  serviceTime: z.string(),
  durationHours: z.number().int(),
  specialInstructions: z.string().optional(),
  status: z.enum(BOOKING_STATUSES),
  /** Who is given the visit, with their name as it was then, for the client's notices. */
  staffId: z.string().optional(),
  staffName: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
  address: AddressSchema.optional(),
  accessNotes: z.string().optional(),
  /** Undefined for a service priced by quote. */
  estimate: EstimateSchema.optional(),
  seriesId: z.string().optional(),
  frequency: z.enum(FREQUENCIES).optional(),
  cancellation: CancellationSchema.optional(),
  /**
   * A first deep clean's deposit (PAYMENTS.deposit): an invoice of its own, paid like any
   * other, and taken off the visit's invoice once paid.
   */
  deposit: z
    .strictObject({ amountPence: z.number().int(), invoiceId: z.string(), invoiceNumber: z.string() })
    .optional(),
  /** Where the visit was before the client last moved it. */
  rescheduledFrom: z
    .strictObject({ serviceDate: z.string(), serviceTime: z.string(), at: z.string() })
    .optional(),
  /** Changes with every change of when, how long or where: writes that depend on those condition on it. */
  scheduleVersion: z.number().int(),
  /** The key register's key the visit needs. */
  keyId: z.string().optional(),
  /** What happened on the day: on the way, arrival, departure, the checklist, the handover. */
  visit: VisitRecordSchema.optional(),
});

/** What admins see: the booking, who it is for, the office's own notes and clashes of staff. */
export const AdminBookingSchema = BookingSchema.extend({
  clientName: z.string().optional(),
  clientEmail: z.string().optional(),
  /** The office's notes: never sent to the client. */
  internalNotes: z.string().optional(),
  /** Why the office booked outside the rules (an emergency), and when. */
  override: z.strictObject({ reason: z.string(), at: z.string() }).optional(),
  /** Why the office gave the visit to someone the rules would not, what it set aside, and when. */
  assignmentOverride: z
    .strictObject({ reason: z.string(), at: z.string(), refusals: z.array(z.string()) })
    .optional(),
  /**
   * A check-out before the booked start or well short of the booked length: which, the
   * member's reason and when. The office's only: never sent to the client. Such a completion counts
   * for the site's figures and referral credits only once the office has confirmed it.
   */
  earlyCheckOut: z
    .strictObject({
      kind: z.enum(['before_start', 'short']),
      reason: z.string(),
      at: z.string(),
      minutes: z.number().int(),
      /** The office confirmed the work was done: who, and when. Counted from then on. */
      confirmed: z.strictObject({ by: z.string(), at: z.string() }).optional(),
    })
    .optional(),
  /** Other active visits the same staff member is booked for at overlapping times. */
  staffClashes: z
    .array(
      z.strictObject({
        id: z.string(),
        serviceDate: z.string(),
        serviceTime: z.string(),
        durationHours: z.number(),
      }),
    )
    .optional(),
});

export const SeriesSchema = z.strictObject({
  id: z.string(),
  userId: z.string(),
  frequency: z.enum(FREQUENCIES),
  status: z.enum(['active', 'ended']),
  createdAt: z.string(),
  endedAt: z.string().optional(),
  visits: z.array(BookingSchema),
});

export const EndSeriesResultSchema = z.strictObject({
  seriesId: z.string(),
  /** Visits inside the notice period, which still go ahead. */
  continuing: z.number().int(),
  cancelled: z.number().int(),
});

/** Nothing to send: who does each visit is given by id (AssignStaffSchema). */
export const ConfirmSeriesSchema = z.strictObject({});

export const ConfirmSeriesResultSchema = z.strictObject({
  seriesId: z.string(),
  confirmed: z.number().int(),
});

export const UpdateBookingStatusSchema = z.discriminatedUnion(
  'status',
  [
    z.strictObject({ status: z.literal('confirmed') }),
    z.strictObject({
      status: z.literal('cancelled'),
      reason: z
        .string({ error: 'Please give a reason the client will see' })
        .trim()
        .min(3, 'Please give a reason the client will see')
        .max(500, 'The reason must be at most 500 characters')
        .refine(isCleanText, notAllowedMessage('The reason')),
    }),
    z.strictObject({ status: z.literal('completed') }),
  ],
  { error: 'Status must be confirmed, cancelled or completed' },
);

/** A client cancels at the fee they were shown; if the fee has gone up since, nothing changes (409). */
export const CancelBookingSchema = z.strictObject({
  acceptedFeePence: z.number({ error: 'acceptedFeePence is required' }).int().min(0),
});

export const RescheduleBookingSchema = z.strictObject({ serviceDate, serviceTime });

/** Why the office books or assigns outside the rules: a reason of the shared free-text rule. */
const overrideReason = z
  .string()
  .trim()
  .min(3, 'Please give the reason for booking outside the rules')
  .max(500, 'The reason must be at most 500 characters')
  .refine(isCleanText, notAllowedMessage('The reason'));

/** The office's edit: any of these, within the rules unless overridden with a reason. */
export const EditBookingSchema = z
  .strictObject({
    serviceDate: serviceDate.optional(),
    serviceTime: serviceTime.optional(),
    durationHours: CreateBookingSchema.shape.durationHours.optional(),
    address: AddressSchema.optional(),
    accessNotes: z
      .string()
      .trim()
      .max(500, 'Access notes must be at most 500 characters')
      .refine(isCleanText, notAllowedMessage('Access notes'))
      .optional(),
    internalNotes: z
      .string()
      .trim()
      .max(2000, 'Internal notes must be at most 2000 characters')
      .refine(isCleanText, notAllowedMessage('Internal notes'))
      .optional(),
    overrideReason: overrideReason.optional(),
    /** The key register's key the visit needs; empty takes it off. */
    keyId: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{0,64}$/, 'Not a valid key')
      .optional(),
  })
  .refine((value) => Object.keys(value).length > 0, 'Nothing to change');

/**
 * The office gives a visit to a member of the team. A reason sets aside the rules the
 * office may (shared/staff-rules.ts OVERRIDABLE_REFUSALS), never a missing credential or a double booking.
 */
export const AssignStaffSchema = z.strictObject({
  staffId: z
    .string({ error: 'Please choose who does the visit' })
    .trim()
    .min(1, 'Please choose who does the visit')
    .max(100),
  overrideReason: overrideReason.optional(),
});
export type AssignStaff = z.infer<typeof AssignStaffSchema>;

/**
 * Who could do a visit, for the office's picker: those the rules allow, best match first with why;
 * then the rest, each with what stands in the way and whether a reason may set it aside.
 */
export const StaffCandidatesSchema = z.strictObject({
  candidates: z.array(z.strictObject({ id: z.string(), name: z.string(), reasons: z.array(z.string()) })),
  others: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      refusals: z.array(z.string()),
      /** A reason from the office may set every refusal aside. */
      overridable: z.boolean(),
    }),
  ),
});
export type StaffCandidates = z.infer<typeof StaffCandidatesSchema>;

const statusFilter = z.enum(BOOKING_STATUSES).optional();

/** The office's list: upcoming (today first) or past (latest first), filtered and searched. */
export const AdminBookingQuerySchema = PageQuerySchema.extend({
  view: z.enum(['upcoming', 'past']).optional().default('upcoming'),
  status: statusFilter,
  serviceType: z.enum(SERVICE_TYPES).optional(),
  from: serviceDate.optional(),
  to: serviceDate.optional(),
  clientId: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'Not a valid id')
    .optional(),
  q: SearchSchema.optional(),
  /** Along the visit's date; by default upcoming runs soonest first and past latest first. */
  sort: SortSchema.optional(),
});

export const BookingExportQuerySchema = AdminBookingQuerySchema.omit(EXPORT_OMITS);

export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export type ServiceType = (typeof SERVICE_TYPES)[number];
export type CreateBooking = z.infer<typeof CreateBookingSchema>;
export type Booking = z.infer<typeof BookingSchema>;
export type AdminBooking = z.infer<typeof AdminBookingSchema>;
export type UpdateBookingStatus = z.infer<typeof UpdateBookingStatusSchema>;
export type CreateSeries = z.infer<typeof CreateSeriesSchema>;
export type Estimate = z.infer<typeof EstimateSchema>;
export type Frequency = (typeof FREQUENCIES)[number];
export type Series = z.infer<typeof SeriesSchema>;
export type EditBooking = z.infer<typeof EditBookingSchema>;
export type AdminBookingQuery = z.infer<typeof AdminBookingQuerySchema>;
export type BookingExportQuery = z.infer<typeof BookingExportQuerySchema>;
