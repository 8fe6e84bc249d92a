import { cancellationTerms } from '../../shared/booking-price';
import { policy } from '../../shared/business';
import { formatDate, formatPence } from '../../shared/dates';
import { hoursUntil } from '../../shared/london-time';
import { AMOUNTS_OWED } from '../../shared/schemas/account';
import { ACTIVE_STATUSES, SERVICE_TYPE_LABELS } from '../../shared/schemas/booking';
import type { ErrorIssue } from '../../shared/schemas/error';
import type { Invoice } from '../../shared/schemas/invoice';
import type { BookingForInvoice } from '../data/booking';
import { AppError } from '../lib/errors';

/**
 * Decision 016: an account is not erased while anything is owed on it, because the profile is what
 * invoicing bills (a deleted client's fees and visits could never be invoiced). Each item says what it
 * is and what settles it; the client or the office deals with them and asks again.
 */
export class AmountsOwedError extends AppError {
  constructor(issues: ErrorIssue[]) {
    super(
      409,
      AMOUNTS_OWED,
      'This account cannot be deleted yet: something is still owed on it. Once each item below is invoiced and paid, it can be deleted.',
      issues,
    );
  }
}

const visitName = (booking: BookingForInvoice) =>
  `${SERVICE_TYPE_LABELS[booking.serviceType]} on ${formatDate(booking.serviceDate)} at ${booking.serviceTime}`;

/**
 * What an account owes, or would owe once its deletion cancelled its visits: unpaid invoices; completed
 * visits and cancellation fees on no invoice; visits whose time has come but which the office has not
 * marked done (they will be billed); and visits that cancelling now would charge a fee for (the
 * deletion would create a fee nobody could invoice). Empty when nothing stands in the way.
 */
export const amountsOwed = (
  bookings: readonly BookingForInvoice[],
  invoices: readonly Invoice[],
  now: Date,
): ErrorIssue[] => {
  const owed: ErrorIssue[] = invoices
    .filter((invoice) => invoice.status === 'unpaid')
    .map((invoice) => ({
      path: `invoices.${invoice.id}`,
      message: `Invoice ${invoice.invoiceNumber} for ${formatPence(invoice.totalPence)} is not paid yet.`,
    }));
  for (const booking of bookings) {
    const path = `bookings.${booking.id}`;
    if (booking.invoiceId) continue;
    const fee = booking.cancellation?.feePence ?? 0;
    if (booking.status === 'completed')
      owed.push({ path, message: `The ${visitName(booking)} is done but not invoiced yet.` });
    else if (booking.status === 'cancelled' && fee > 0)
      owed.push({
        path,
        message: `The cancellation fee of ${formatPence(fee)} for the ${visitName(booking)} is not invoiced yet.`,
      });
    else if (ACTIVE_STATUSES.includes(booking.status)) {
      if (hoursUntil(booking.serviceDate, booking.serviceTime, now) <= 0) {
        owed.push({
          path,
          message: `The ${visitName(booking)} is under way or over, and not marked done yet.`,
        });
        continue;
      }
      const terms = cancellationTerms({ ...booking, estimatePence: booking.estimate?.totalPence }, now);
      if (terms.feePence > 0)
        owed.push({
          path,
          message: `The ${visitName(booking)} is less than ${policy.cancellationNoticeHours} hours away: cancelling it costs ${formatPence(terms.feePence)} (${terms.percent}% under our terms). Cancel it first; the fee is invoiced.`,
        });
    }
  }
  return owed;
};
