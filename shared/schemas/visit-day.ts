import * as z from 'zod';
import { isCalendarDate } from '../dates';
import { HANDOVER_FIELDS, type HandoverField } from '../handover';
import { AddressSchema } from './address';
import { BOOKING_STATUSES, SERVICE_TYPES } from './booking';
import { ChildSchema } from './children';
import { isCleanText, line, notAllowedMessage, optionalText } from './fields';
import { type ChecklistItemSchema, VisitRecordSchema } from './visit-record';

export { VisitRecordSchema };

/**
 * The day of a visit: what the member given it sees and records, what the client reads
 * afterwards, and the office's corrections. The rules are shared/visit-day.ts's.
 */

/** A position the member's phone gave, with their leave: used once for a distance, never stored. */
export const LocationSchema = z.strictObject({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracyMetres: z.number().min(0).max(100_000).optional(),
});

const handoverShape = Object.fromEntries(
  HANDOVER_FIELDS.map((field) => [field, optionalText('The handover', 1000)]),
) as Record<HandoverField, ReturnType<typeof optionalText>>;

/** The carer's words to the parents at check-out: at least one of the fields. */
export const HandoverSchema = z
  .strictObject(handoverShape)
  .refine((value) => HANDOVER_FIELDS.some((field) => value[field] !== undefined), {
    message: 'Please write the handover for the parents',
  });

/** The key a visit needs, as the member's day shows it: which tag, and where to collect it. */
export const VisitKeySchema = z.strictObject({
  id: z.string(),
  tag: z.string(),
  kind: z.enum(['key', 'fob', 'code']),
  label: z.string(),
  /** `office`: collect from the safe; `you`: the member holds it; `colleague`: with someone else. */
  where: z.enum(['office', 'you', 'colleague', 'client']),
  holderName: z.string().optional(),
});

/** One of the member's visits in their list: enough to plan the week, nothing of the home. */
export const StaffVisitSummarySchema = z.strictObject({
  id: z.string(),
  serviceType: z.enum(SERVICE_TYPES),
  serviceDate: z.string(),
  serviceTime: z.string(),
  durationHours: z.number(),
  status: z.enum(BOOKING_STATUSES),
  clientFirstName: z.string(),
  town: z.string().optional(),
  postcode: z.string().optional(),
  /** Whether the details may be opened now (the day before until the day after). */
  open: z.boolean(),
  visit: VisitRecordSchema.optional(),
});

/** One visit as its member sees it in the window: the home, access, instructions and, on the day, the children. */
export const StaffVisitSchema = StaffVisitSummarySchema.extend({
  address: AddressSchema.optional(),
  accessNotes: z.string().optional(),
  specialInstructions: z.string().optional(),
  /** The client's phone, to call if nobody answers the door. */
  clientPhone: z.string().optional(),
  /** For care visits, on the visit's date only. */
  children: z.array(ChildSchema).optional(),
  key: VisitKeySchema.optional(),
  /** The checklist the visit will copy at check-in, until it has one of its own. */
  checklistTemplate: z.array(z.strictObject({ id: z.string(), label: z.string() })).optional(),
  /** What the member may do now. */
  can: z.strictObject({
    onMyWay: z.boolean(),
    checkIn: z.boolean(),
    tick: z.boolean(),
    checkOut: z.boolean(),
  }),
  /** The visit needs a handover at check-out (care). */
  needsHandover: z.boolean(),
});

export const StaffDaySchema = z.strictObject({
  today: z.string(),
  visits: z.array(StaffVisitSummarySchema),
});

export const StaffDayQuerySchema = z.strictObject({
  from: z.string().refine(isCalendarDate, 'Please choose a valid date').optional(),
});

export const OnMyWaySchema = z.strictObject({});

export const CheckInSchema = z.strictObject({ location: LocationSchema.optional() });

export const CheckOutSchema = z.strictObject({
  location: LocationSchema.optional(),
  handover: HandoverSchema.optional(),
  note: optionalText('The note', 1000),
  /** Why the member leaves before the booked start or well short of it (shared/visit-day.ts earlyCheckOutOf). */
  earlyReason: optionalText('The reason', 500),
});

export const ChecklistTickParamsSchema = z.strictObject({
  id: z.string().trim().min(1).max(100),
  itemId: z.string().trim().min(1).max(100),
});

export const ChecklistTickSchema = z.strictObject({
  done: z.boolean({ error: 'Please say whether it is done' }),
  note: optionalText('The note', 500),
});

const clockTime = z
  .string({ error: 'Please enter a time' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please enter a time like 09:30');

/**
 * The office completes a visit by hand, or corrects its times: on the visit's date (an end before
 * the start runs past midnight), never in the future, always with a reason.
 */
export const AttendanceCorrectionSchema = z.strictObject({
  startTime: clockTime,
  endTime: clockTime,
  reason: z
    .string({ error: 'Please give a reason' })
    .trim()
    .min(3, 'Please give a reason')
    .max(500, 'The reason must be at most 500 characters')
    .refine(isCleanText, notAllowedMessage('The reason')),
});

/** The most items one service's checklist keeps (the office's editor stops adding there). */
export const MAX_CHECKLIST_ITEMS = 30;

/** The office's checklist for each service: the words each visit copies at check-in. */
export const ChecklistTemplatesSchema = z.strictObject({
  templates: z.record(
    z.enum(SERVICE_TYPES),
    z
      .array(
        z.strictObject({
          /** Absent for a new item: the server names it. */
          id: z.string().trim().min(1).max(40).optional(),
          label: line('A checklist item', 2, 120),
        }),
      )
      .max(MAX_CHECKLIST_ITEMS, `A checklist has at most ${MAX_CHECKLIST_ITEMS} items`),
  ),
});

export type Location = z.infer<typeof LocationSchema>;
export type VisitRecord = z.infer<typeof VisitRecordSchema>;
export type ChecklistItem = z.infer<typeof ChecklistItemSchema>;
export type StaffVisitSummary = z.infer<typeof StaffVisitSummarySchema>;
export type StaffVisit = z.infer<typeof StaffVisitSchema>;
export type StaffDay = z.infer<typeof StaffDaySchema>;
export type CheckOut = z.output<typeof CheckOutSchema>;
export type ChecklistTick = z.output<typeof ChecklistTickSchema>;
export type AttendanceCorrection = z.output<typeof AttendanceCorrectionSchema>;
export type ChecklistTemplates = z.output<typeof ChecklistTemplatesSchema>;
export type VisitKey = z.infer<typeof VisitKeySchema>;
