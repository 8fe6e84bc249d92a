import * as z from 'zod';
import { AdminBookingSchema } from './booking';
import { AbsenceSchema, WeeklyPatternSchema } from './staff';

/** The office's schedule board: a day or a week, one row per member, and the visits. */
export const MAX_SCHEDULE_DAYS = 7;

export const ScheduleQuerySchema = z.strictObject({
  from: AdminBookingSchema.shape.serviceDate,
  days: z.coerce
    .number()
    .int()
    .min(1, 'Ask for at least one day')
    .max(MAX_SCHEDULE_DAYS, `Ask for at most ${MAX_SCHEDULE_DAYS} days`)
    .default(1),
});
export type ScheduleQuery = z.infer<typeof ScheduleQuerySchema>;

export const ScheduleSchema = z.strictObject({
  dates: z.array(z.string()),
  /** The active team, and anyone who has left but still has visits in the range. */
  staff: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      active: z.boolean(),
      pattern: WeeklyPatternSchema,
      absences: z.array(AbsenceSchema),
      worksBankHolidays: z.boolean(),
      /** The record's version: marking someone off sick is an edit at the version read. */
      version: z.number().int(),
    }),
  ),
  /** Every visit in the range that is pending or confirmed (or done), with the client's name. */
  visits: z.array(
    AdminBookingSchema.pick({
      id: true,
      serviceType: true,
      serviceDate: true,
      serviceTime: true,
      durationHours: true,
      status: true,
      staffId: true,
      staffName: true,
      clientName: true,
      address: true,
      assignmentOverride: true,
    }),
  ),
});
export type Schedule = z.infer<typeof ScheduleSchema>;
