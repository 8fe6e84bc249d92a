import { AdminBookingSchema } from '../schemas/booking';
import { IdParamsSchema } from '../schemas/params';
import {
  AttendanceCorrectionSchema,
  CheckInSchema,
  ChecklistTemplatesSchema,
  ChecklistTickParamsSchema,
  ChecklistTickSchema,
  CheckOutSchema,
  OnMyWaySchema,
  StaffDayQuerySchema,
  StaffDaySchema,
  StaffVisitSchema,
} from '../schemas/visit-day';
import { defineRoutes } from './define';

/**
 * The day of a visit, served by the bookings function: a member's own visits and what they
 * record on the day, and the office's checklists and corrections. A visit not given to the caller, or
 * outside the day before until the day after, is not found (404); an action out of order is a 409.
 */
export const visitDayRoutes = defineRoutes({
  /** The caller's visits from today (or `from`) for a week, in order, in summary. */
  listMyVisits: {
    method: 'GET',
    path: '/api/staff/visits',
    auth: 'staff',
    fn: 'bookings',
    query: StaffDayQuerySchema,
    response: StaffDaySchema,
  },
  /** One of the caller's visits in full: the home, access, instructions, the key and, on the day, the children. */
  getMyVisit: {
    method: 'GET',
    path: '/api/staff/visits/{id}',
    auth: 'staff',
    fn: 'bookings',
    params: IdParamsSchema,
    response: StaffVisitSchema,
  },
  /** Tells the client the member is on the way (a mail, and a text where they chose texts). */
  visitOnMyWay: {
    method: 'POST',
    path: '/api/staff/visits/{id}/on-my-way',
    auth: 'staff',
    fn: 'bookings',
    params: IdParamsSchema,
    body: OnMyWaySchema,
    response: StaffVisitSchema,
    idempotent: true,
  },
  /** Records the arrival at server time, and the distance from the visit when the phone gave a place. */
  visitCheckIn: {
    method: 'POST',
    path: '/api/staff/visits/{id}/check-in',
    auth: 'staff',
    fn: 'bookings',
    params: IdParamsSchema,
    body: CheckInSchema,
    response: StaffVisitSchema,
    idempotent: true,
  },
  /** Records the departure and completes the visit; a care visit's handover goes to the parents at once. */
  visitCheckOut: {
    method: 'POST',
    path: '/api/staff/visits/{id}/check-out',
    auth: 'staff',
    fn: 'bookings',
    params: IdParamsSchema,
    body: CheckOutSchema,
    response: StaffVisitSchema,
    idempotent: true,
  },
  /** Ticks (or unticks) one item of the visit's checklist, with a note; only between check-in and check-out. */
  tickChecklistItem: {
    method: 'PUT',
    path: '/api/staff/visits/{id}/checklist/{itemId}',
    auth: 'staff',
    fn: 'bookings',
    params: ChecklistTickParamsSchema,
    body: ChecklistTickSchema,
    response: StaffVisitSchema,
  },
  /** The office completes a started visit by hand, or corrects its actual times, with a reason. */
  correctAttendance: {
    method: 'PUT',
    path: '/api/admin/bookings/{id}/attendance',
    auth: 'admin',
    fn: 'bookings',
    params: IdParamsSchema,
    body: AttendanceCorrectionSchema,
    response: AdminBookingSchema,
  },
  /**
   * The office has looked at a visit checked out before its start or well short of it
   * and is satisfied the work was done: from now it counts among clients served and towards a referral
   * credit. Recorded with who confirmed it and when; confirming again changes nothing.
   */
  confirmEarlyCheckOut: {
    method: 'POST',
    path: '/api/admin/bookings/{id}/early-check-out/confirm',
    auth: 'admin',
    fn: 'bookings',
    params: IdParamsSchema,
    response: AdminBookingSchema,
  },
  getChecklistTemplates: {
    method: 'GET',
    path: '/api/admin/settings/checklists',
    auth: 'admin',
    fn: 'bookings',
    response: ChecklistTemplatesSchema,
  },
  saveChecklistTemplates: {
    method: 'PUT',
    path: '/api/admin/settings/checklists',
    auth: 'admin',
    fn: 'bookings',
    body: ChecklistTemplatesSchema,
    response: ChecklistTemplatesSchema,
  },
});
