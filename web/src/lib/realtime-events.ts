import type { RealtimeKind } from '@shared/realtime';
import { portalKeys } from './query-keys';

/**
 * What each kind of change makes stale (decision 028): the screens refetch these through the API
 * rather than trusting the message, which carries only an id and a version.
 */
export const STALE_AFTER: Record<RealtimeKind, readonly (readonly string[])[]> = {
  // Any booking moves the client's lists, the office's lists and board, who is free, the counts, and
  // (once completed) what can be invoiced.
  booking: [portalKeys.bookings, portalKeys.stats, portalKeys.billable, portalKeys.clientPages],
  invoice: [portalKeys.invoices, portalKeys.stats, portalKeys.clientPages],
  enquiry: [portalKeys.enquiries, portalKeys.stats],
  feedback: [portalKeys.allFeedback, portalKeys.myFeedback],
  // A member's month: the visits given to them (their own page and day, and the office's view of them).
  // A visit taken from them changes its booking, which only its new member hears of: their month tells
  // the one it left.
  visits: [portalKeys.staff, portalKeys.allBookings, portalKeys.myVisits],
  // A team record: the office's lists, and a member's own page and day (a member marked as left is then
  // answered 401 and signed out).
  staff: [portalKeys.staff, portalKeys.myVisits],
};
