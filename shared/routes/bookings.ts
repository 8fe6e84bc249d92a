import {
  AdminBookingQuerySchema,
  AdminBookingSchema,
  AssignStaffSchema,
  BookingExportQuerySchema,
  BookingSchema,
  CancelBookingSchema,
  ConfirmSeriesResultSchema,
  ConfirmSeriesSchema,
  CreateBookingSchema,
  CreateSeriesSchema,
  EditBookingSchema,
  EndSeriesResultSchema,
  RescheduleBookingSchema,
  SeriesSchema,
  StaffCandidatesSchema,
  UpdateBookingStatusSchema,
} from '../schemas/booking';
import { CsvFileSchema } from '../schemas/csv';
import { NoticeListSchema, NoticeParamsSchema, NoticeSchema } from '../schemas/notice';
import { listOf, pageOf } from '../schemas/pagination';
import { IdParamsSchema } from '../schemas/params';
import { defineRoutes } from './define';

/** The routes of bookings: a client's visits and series, and the office's diary. */
export const bookingRoutes = defineRoutes({
  listMyBookings: {
    method: 'GET',
    path: '/api/bookings',
    auth: 'client',
    fn: 'bookings',
    response: listOf(BookingSchema),
  },
  createBooking: {
    method: 'POST',
    path: '/api/bookings',
    auth: 'client',
    fn: 'bookings',
    body: CreateBookingSchema,
    response: BookingSchema,
    successStatus: 201,
    idempotent: true,
  },
  /** Weekly or fortnightly visits: one booking per visit, linked to the series, made at once. */
  createSeries: {
    method: 'POST',
    path: '/api/series',
    auth: 'client',
    fn: 'bookings',
    body: CreateSeriesSchema,
    response: SeriesSchema,
    successStatus: 201,
    idempotent: true,
  },
  /** The client cancels (or skips one visit of a series) under the terms, at the fee they were shown. */
  cancelBooking: {
    method: 'POST',
    path: '/api/bookings/{id}/cancel',
    auth: 'client',
    fn: 'bookings',
    params: IdParamsSchema,
    body: CancelBookingSchema,
    response: BookingSchema,
  },
  /** The client moves a visit with the terms' notice; a confirmed visit returns to pending. */
  rescheduleBooking: {
    method: 'POST',
    path: '/api/bookings/{id}/reschedule',
    auth: 'client',
    fn: 'bookings',
    params: IdParamsSchema,
    body: RescheduleBookingSchema,
    response: BookingSchema,
  },
  /** The client ends a series with the terms' notice: later visits are cancelled free. */
  endSeries: {
    method: 'POST',
    path: '/api/series/{id}/end',
    auth: 'client',
    fn: 'bookings',
    params: IdParamsSchema,
    response: EndSeriesResultSchema,
  },
  listAllBookings: {
    method: 'GET',
    path: '/api/admin/bookings',
    auth: 'admin',
    fn: 'bookings',
    query: AdminBookingQuerySchema,
    response: pageOf(AdminBookingSchema),
  },
  /** The office's bookings list as CSV: the same filters and order as the list, every page. */
  exportBookings: {
    method: 'GET',
    path: '/api/admin/bookings/export',
    auth: 'admin',
    fn: 'bookings',
    query: BookingExportQuerySchema,
    response: CsvFileSchema,
  },
  updateBookingStatus: {
    method: 'PATCH',
    path: '/api/admin/bookings/{id}',
    auth: 'admin',
    fn: 'bookings',
    params: IdParamsSchema,
    body: UpdateBookingStatusSchema,
    response: BookingSchema,
  },
  /** The office edits when, how long, where, who and its own notes. */
  editBooking: {
    method: 'PATCH',
    path: '/api/admin/bookings/{id}/details',
    auth: 'admin',
    fn: 'bookings',
    params: IdParamsSchema,
    body: EditBookingSchema,
    response: AdminBookingSchema,
  },
  /**
   * Gives the visit to a member of the team by id, or moves it to another: refused with the
   * rules' reasons (409) unless a reason sets aside those the office may; never two visits at once.
   */
  assignStaff: {
    method: 'PUT',
    path: '/api/admin/bookings/{id}/staff',
    auth: 'admin',
    fn: 'bookings',
    params: IdParamsSchema,
    body: AssignStaffSchema,
    response: AdminBookingSchema,
  },
  /** Who could do the visit: the active team, best match first, and why the others cannot. */
  listStaffCandidates: {
    method: 'GET',
    path: '/api/admin/bookings/{id}/staff',
    auth: 'admin',
    fn: 'bookings',
    params: IdParamsSchema,
    response: StaffCandidatesSchema,
  },
  /** Takes the visit back from whoever had it: it waits on the board for someone else. */
  unassignStaff: {
    method: 'DELETE',
    path: '/api/admin/bookings/{id}/staff',
    auth: 'admin',
    fn: 'bookings',
    params: IdParamsSchema,
    response: AdminBookingSchema,
  },
  /** The office confirms every pending visit of a series at once. */
  confirmSeries: {
    method: 'POST',
    path: '/api/admin/series/{id}/confirm',
    auth: 'admin',
    fn: 'bookings',
    params: IdParamsSchema,
    body: ConfirmSeriesSchema,
    response: ConfirmSeriesResultSchema,
  },
  /** The notices a booking caused, newest first: what went to whom, when, and what failed. */
  listBookingNotices: {
    method: 'GET',
    path: '/api/admin/bookings/{id}/notices',
    auth: 'admin',
    fn: 'bookings',
    params: IdParamsSchema,
    response: NoticeListSchema,
  },
  /** Sends a sent or failed notice of a booking again (back on the sender's queue, due now). */
  resendBookingNotice: {
    method: 'POST',
    path: '/api/admin/bookings/{id}/notices/{noticeId}/resend',
    auth: 'admin',
    fn: 'bookings',
    params: NoticeParamsSchema,
    response: NoticeSchema,
  },
});
