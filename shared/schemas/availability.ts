import * as z from 'zod';
import { AddressSchema } from './address';
import { CreateBookingSchema, CreateSeriesSchema, SERVICE_TYPES } from './booking';

/**
 * What the booking form asks before offering times: the service, the length, where and
 * from which date, for up to two weeks; optionally only times a named person is free.
 */
export const MAX_AVAILABILITY_DAYS = 14;

const { serviceType, serviceDate, serviceTime, durationHours, staffId } = CreateBookingSchema.shape;

export const AvailabilityQuerySchema = z.strictObject({
  serviceType,
  durationHours,
  postcode: AddressSchema.shape.postcode,
  from: serviceDate,
  days: z.coerce
    .number()
    .int()
    .min(1, 'Ask for at least one day')
    .max(MAX_AVAILABILITY_DAYS, `Ask for at most ${MAX_AVAILABILITY_DAYS} days`)
    .default(1),
  staffId,
  /** One of the client's own visits being moved: its present time does not stand in its own way. */
  movingId: z.string().trim().min(1).max(100).optional(),
});
export type AvailabilityQuery = z.infer<typeof AvailabilityQuerySchema>;

/** A start time someone is free for, with the first name of who would come. */
const FreeTimeSchema = z.strictObject({ serviceTime: z.string(), staffFirstName: z.string() });

export const AvailabilitySchema = z.strictObject({
  days: z.array(z.strictObject({ serviceDate: z.string(), times: z.array(FreeTimeSchema) })),
  /** The people who have come to this client before, whom they may ask for by name. */
  familiar: z.array(z.strictObject({ id: z.string(), firstName: z.string() })),
});
export type Availability = z.infer<typeof AvailabilitySchema>;

const { frequency, visits, until } = CreateSeriesSchema.shape;

/** A series as the form has it, before the client confirms: who can come to each of its visits. */
export const SeriesCoverQuerySchema = z.strictObject({
  serviceType,
  durationHours,
  postcode: AddressSchema.shape.postcode,
  serviceDate,
  serviceTime,
  frequency,
  visits,
  until,
  staffId,
});
export type SeriesCoverQuery = z.infer<typeof SeriesCoverQuerySchema>;

export const SeriesCoverSchema = z.strictObject({
  covered: z.array(z.strictObject({ serviceDate: z.string(), staffFirstName: z.string() })),
  /** Dates nobody can take: the client sees them before confirming. */
  uncovered: z.array(z.string()),
});
export type SeriesCover = z.infer<typeof SeriesCoverSchema>;

/** The office's choice, per service, of whether a visit the rules allow is confirmed at once. */
export const BookingSettingsSchema = z.strictObject({
  /** Services the office confirms by hand (a first visit, or childcare until the family has met the carer). */
  confirmByHand: z.array(z.enum(SERVICE_TYPES)).refine((list) => new Set(list).size === list.length, {
    message: 'Each service once',
  }),
});
export type BookingSettings = z.infer<typeof BookingSettingsSchema>;
