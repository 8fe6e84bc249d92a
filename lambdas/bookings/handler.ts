import { bookingRoutes } from '../../shared/routes/bookings';
import { quoteBookingRoutes } from '../../shared/routes/quotes';
import { schedulingRoutes } from '../../shared/routes/scheduling';
import { visitDayRoutes } from '../../shared/routes/visit-day';
import { getBookingSettings, saveBookingSettings } from '../data/settings';
import { createDispatcher } from '../lib/dispatcher';
import {
  confirmSeries,
  editBooking,
  exportBookings,
  listAllBookings,
  listBookingNotices,
  resendBookingNotice,
  updateBookingStatus,
} from './admin';
import { assignStaff, listStaffCandidates, unassignStaff } from './assign';
import { getAvailability, getSeriesCover } from './availability';
import { createBooking, createSeries } from './book';
import { cancelBooking, endSeries, rescheduleBooking } from './changes';
import { bookQuote } from './quote-booking';
import { listMyBookings } from './repository';
import { getSchedule } from './schedule';
import { getMyVisit, listMyVisits } from './visit-day';
import { tickChecklistItem, visitCheckIn, visitCheckOut, visitOnMyWay } from './visit-day-actions';
import { confirmEarlyCheckOut, correctAttendance, getTemplates, saveTemplates } from './visit-day-office';

export const handler = createDispatcher(
  'bookings',
  { ...bookingRoutes, ...schedulingRoutes, ...visitDayRoutes, ...quoteBookingRoutes },
  {
    listMyBookings: (_input, { caller }) => listMyBookings(caller.sub),
    createBooking: ({ body }, { caller, idempotencyKey }) => createBooking(caller.sub, body, idempotencyKey),
    getAvailability: ({ query }, { caller }) => getAvailability(caller.sub, query),
    getSeriesCover: ({ query }, { caller }) => getSeriesCover(caller.sub, query),
    createSeries: ({ body }, { caller, idempotencyKey }) => createSeries(caller.sub, body, idempotencyKey),
    cancelBooking: ({ params, body }, { caller }) =>
      cancelBooking(caller.sub, params.id, body.acceptedFeePence),
    rescheduleBooking: ({ params, body }, { caller }) => rescheduleBooking(caller.sub, params.id, body),
    endSeries: ({ params }, { caller }) => endSeries(caller.sub, params.id),
    listAllBookings: ({ query }) => listAllBookings(query),
    exportBookings: ({ query }) => exportBookings(query),
    updateBookingStatus: ({ params, body }) => updateBookingStatus(params.id, body),
    editBooking: ({ params, body }) => editBooking(params.id, body),
    assignStaff: ({ params, body }) => assignStaff(params.id, body),
    unassignStaff: ({ params }) => unassignStaff(params.id),
    listStaffCandidates: ({ params }) => listStaffCandidates(params.id),
    getSchedule: ({ query }) => getSchedule(query),
    getBookingSettings: () => getBookingSettings(),
    saveBookingSettings: ({ body }) => saveBookingSettings(body, new Date().toISOString()),
    confirmSeries: ({ params }) => confirmSeries(params.id),
    listBookingNotices: ({ params }) => listBookingNotices(params.id),
    resendBookingNotice: ({ params }, { caller }) => resendBookingNotice(params.id, params.noticeId, caller),
    listMyVisits: ({ query }, { caller }) => listMyVisits(caller, query),
    getMyVisit: ({ params }, { caller }) => getMyVisit(caller, params.id),
    visitOnMyWay: ({ params }, { caller, idempotencyKey }) => visitOnMyWay(caller, params.id, idempotencyKey),
    visitCheckIn: ({ params, body }, { caller, idempotencyKey }) =>
      visitCheckIn(caller, params.id, body, idempotencyKey),
    visitCheckOut: ({ params, body }, { caller, idempotencyKey }) =>
      visitCheckOut(caller, params.id, body, idempotencyKey),
    tickChecklistItem: ({ params, body }, { caller }) => tickChecklistItem(caller, params, body),
    correctAttendance: ({ params, body }) => correctAttendance(params.id, body),
    confirmEarlyCheckOut: ({ params }, { caller }) => confirmEarlyCheckOut(caller, params.id),
    getChecklistTemplates: () => getTemplates(),
    saveChecklistTemplates: ({ body }) => saveTemplates(body),
    bookQuote: ({ params }) => bookQuote(params.id),
  },
);
