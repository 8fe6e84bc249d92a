import * as z from 'zod';
import { isCalendarDate, latestBookableDate, todayInLondon } from '../dates';
import { optionalText, text } from './fields';

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

/** The booking state machine: who may move a booking where. Anything else is a conflict. */
export const BOOKING_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed'],
  cancelled: [],
  completed: [],
};

const instructions = optionalText('Instructions', 1000);

export const CreateBookingSchema = z.strictObject({
  serviceType: z.enum(SERVICE_TYPES, { error: 'Please select a service' }),
  serviceDate: z
    .string({ error: 'Please choose a date' })
    .refine(isCalendarDate, 'Please choose a valid date')
    .refine((value) => value >= todayInLondon(), 'Please choose today or a later date')
    .refine((value) => value <= latestBookableDate(), 'Please choose a date within the next 12 months'),
  serviceTime: z
    .string({ error: 'Please choose a time' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please choose a time'),
  durationHours: z.coerce
    .number()
    .refine(
      (value) => (DURATION_HOURS as readonly number[]).includes(value),
      'Duration must be 2, 3, 4, 6 or 8 hours',
    ),
  specialInstructions: instructions,
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
  staffName: z.string().optional(),
  createdAt: z.string(),
});

/** What admins see: the booking and who it is for. */
export const AdminBookingSchema = BookingSchema.extend({
  clientName: z.string().optional(),
  clientEmail: z.string().optional(),
});

export const UpdateBookingStatusSchema = z.strictObject({
  status: z.enum(['confirmed', 'cancelled', 'completed'], {
    error: 'Status must be confirmed, cancelled or completed',
  }),
  staffName: z.optional(text('Staff name', 1, 100)),
});

export const IdParamsSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'Not a valid id'),
});

export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export type ServiceType = (typeof SERVICE_TYPES)[number];
export type CreateBooking = z.infer<typeof CreateBookingSchema>;
export type Booking = z.infer<typeof BookingSchema>;
export type AdminBooking = z.infer<typeof AdminBookingSchema>;
export type UpdateBookingStatus = z.infer<typeof UpdateBookingStatusSchema>;
