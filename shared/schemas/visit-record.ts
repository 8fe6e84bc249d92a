import * as z from 'zod';
import { HANDOVER_FIELDS } from '../handover';

/**
 * What happened on a visit's day, as the booking keeps it: a file of its own, without the
 * booking's schemas, so the booking's schema can hold it (./visit-day.ts holds the rest of the day's).
 */
export const ChecklistItemSchema = z.strictObject({
  id: z.string(),
  label: z.string(),
  done: z.boolean(),
  note: z.string().optional(),
  /** When it was last ticked or unticked. */
  at: z.string().optional(),
});

/** What happened on the day, kept on the booking beside what was booked. */
export const VisitRecordSchema = z.strictObject({
  onMyWayAt: z.string().optional(),
  /** Server time of check-in and check-out (or the office's correction). */
  actualStart: z.string().optional(),
  actualEnd: z.string().optional(),
  /** Metres from the visit's postcode, rounded, when the member let the phone say where they were. */
  startDistanceMetres: z.number().optional(),
  endDistanceMetres: z.number().optional(),
  checklist: z.array(ChecklistItemSchema).optional(),
  /** The member's note to the client at check-out (cleaning and the rest). */
  note: z.string().optional(),
  handover: z
    .strictObject(Object.fromEntries(HANDOVER_FIELDS.map((field) => [field, z.string().optional()])))
    .optional(),
  /** The office set the times by hand: why, and when. */
  correction: z.strictObject({ reason: z.string(), at: z.string() }).optional(),
});
