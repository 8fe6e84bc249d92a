import type { Billable, CreateInvoice } from '../../shared/schemas/invoice';
import { BOOKINGS_OF_USER, toBooking } from '../data/booking';
import { invoiceAbsent } from '../data/invoice';
import { queryUserItems } from '../data/query';
import { cancellationReasons, failedIndex } from '../data/transaction';
import { writeTransaction } from '../data/write';
import { AppError, ValidationError } from '../lib/errors';
import { logger } from '../lib/logger';
import {
  abandonedClaims,
  billableOf,
  claimBooking,
  discountHoldsFor,
  getBookings,
  paidDeposits,
  readyVisits,
  releaseBooking,
  seriesKeepingDiscount,
} from './billing';

const alreadyInvoiced = (index: number) =>
  new AppError(409, 'booking_already_invoiced', 'This visit is already on an invoice', [
    { path: `bookingIds.${index}`, message: 'This visit is already on an invoice' },
  ]);

/**
 * The visits an invoice asks for, as ready lines: each must be this client's, completed (or cancelled
 * with a fee) and on no invoice, except `invoiceId` itself (an earlier try of this request claimed it
 * and failed before the invoice was written); a month takes every ready line of that month.
 */
export const readyLines = async (
  input: CreateInvoice,
  invoiceId: string,
): Promise<{ visits: Billable[]; abandoned: Map<string, string> }> => {
  if (input.month) {
    const month = input.month;
    const { visits, abandoned } = await readyVisits(input.userId, invoiceId);
    const ready = visits.filter((item) => item.serviceDate.startsWith(month));
    if (ready.length === 0)
      throw new ValidationError([
        { path: 'month', message: 'This client has nothing to invoice in that month' },
      ]);
    return { visits: ready, abandoned };
  }
  const ids = input.bookingIds ?? [];
  const bookings = await getBookings(ids);
  // Whether a series' discount holds depends on its other visits, which the request does not name.
  const regular = [...bookings.values()].some((booking) => booking.seriesId)
    ? seriesKeepingDiscount((await queryUserItems(input.userId, BOOKINGS_OF_USER, true)).map(toBooking))
    : new Set<string>();
  const abandoned = await abandonedClaims(
    [...bookings.values()].filter((booking) => booking.invoiceId && booking.invoiceId !== invoiceId),
  );
  const deposits = await paidDeposits([...bookings.values()]);
  const visits = ids.map((id, index) => {
    const booking = bookings.get(id);
    // Another client's visit looks exactly like a missing one.
    if (!booking || booking.userId !== input.userId)
      throw new ValidationError([
        { path: `bookingIds.${index}`, message: 'This client has no visit with this id' },
      ]);
    if (booking.invoiceId && booking.invoiceId !== invoiceId && !abandoned.has(id))
      throw alreadyInvoiced(index);
    const billable = billableOf(booking, discountHoldsFor(booking, regular), deposits.get(id));
    if (!billable)
      throw new ValidationError([
        {
          path: `bookingIds.${index}`,
          message:
            'Only completed visits and cancellation fees can be invoiced (a quoted visit needs a typed line)',
        },
      ]);
    return billable;
  });
  return { visits, abandoned };
};

/**
 * Puts every visit on the invoice at once, or none: a visit another invoice took first is a 409. A
 * visit whose claim was abandoned (`abandoned`: visit → the invoice id that claimed it) is taken over
 * only while that invoice still does not exist.
 */
export const claimVisits = async (
  bookingIds: string[],
  userId: string,
  invoiceId: string,
  at: string,
  abandoned: ReadonlyMap<string, string> = new Map(),
) => {
  if (bookingIds.length === 0) return;
  const takenOver = [...new Set(bookingIds.flatMap((id) => abandoned.get(id) ?? []))];
  try {
    await writeTransaction([
      ...bookingIds.map((id) => claimBooking(id, userId, invoiceId, at, abandoned.get(id))),
      ...takenOver.map(invoiceAbsent),
    ]);
  } catch (error) {
    if (cancellationReasons(error))
      throw alreadyInvoiced(Math.min(Math.max(0, failedIndex(error)), bookingIds.length - 1));
    throw error;
  }
};

/**
 * Gives the visits back when the invoice could not be written after all, unless it was: a twin of
 * the request (the same idempotency key, so the same invoice id) may have written it meanwhile, and
 * its visits must stay on it. Claims left by a failure here are taken up by a retry of the request.
 */
export const releaseClaims = async (bookingIds: string[], invoiceId: string) => {
  if (bookingIds.length === 0) return;
  try {
    await writeTransaction([
      ...bookingIds.map((id) => releaseBooking(id, invoiceId)),
      invoiceAbsent(invoiceId),
    ]);
  } catch (error) {
    logger.warn(
      'Visits claimed by an invoice that was not written stay claimed until the request is retried',
      {
        invoiceId,
        error,
      },
    );
  }
};
