import {
  AvailabilityQuerySchema,
  AvailabilitySchema,
  BookingSettingsSchema,
  SeriesCoverQuerySchema,
  SeriesCoverSchema,
} from '../schemas/availability';
import { ScheduleQuerySchema, ScheduleSchema } from '../schemas/schedule';
import { defineRoutes } from './define';

/**
 * The team behind the visits, as the bookings function serves it: which times someone is
 * free for, the office's schedule board and its confirmation settings. A file of its own so that the
 * portal's pages that only list bookings do not carry these schemas.
 */
export const schedulingRoutes = defineRoutes({
  /**
   * The start times someone is free for: for a service, length and postcode, from a date for
   * up to 14 days, each with the first name of who would come; and who has come before.
   */
  getAvailability: {
    method: 'GET',
    path: '/api/availability',
    auth: 'client',
    fn: 'bookings',
    query: AvailabilityQuerySchema,
    response: AvailabilitySchema,
  },
  /** A series as the form has it: who can take each visit, and the dates nobody can, before booking. */
  getSeriesCover: {
    method: 'GET',
    path: '/api/availability/series',
    auth: 'client',
    fn: 'bookings',
    query: SeriesCoverQuerySchema,
    response: SeriesCoverSchema,
  },
  /** The office's schedule board: a day or a week, one row per member, and the visits given or not. */
  getSchedule: {
    method: 'GET',
    path: '/api/admin/schedule',
    auth: 'admin',
    fn: 'bookings',
    query: ScheduleQuerySchema,
    response: ScheduleSchema,
  },
  /** Which services the office confirms by hand; the others are confirmed the moment they are booked. */
  getBookingSettings: {
    method: 'GET',
    path: '/api/admin/settings/booking',
    auth: 'admin',
    fn: 'bookings',
    response: BookingSettingsSchema,
  },
  saveBookingSettings: {
    method: 'PUT',
    path: '/api/admin/settings/booking',
    auth: 'admin',
    fn: 'bookings',
    body: BookingSettingsSchema,
    response: BookingSettingsSchema,
  },
});
