import { ACTIVE_STATUSES, type Booking } from '../../shared/schemas/booking';
import type { Quote } from '../../shared/schemas/quote';
import { bookingUpdate, noteDeposit, writeBookingUpdate } from '../data/booking';
import { getProfile } from '../data/profile';
import { getQuoteItem, quoteUpdate, updateQuote } from '../data/quote';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors';
import { createBooking, createSeries } from './book';

/**
 * The office's one step from an approved quote to its visits (decision 033). The visits are
 * made by the very code a client's booking goes through (book.ts createBooking, createSeries): the
 * booking rules, the diary's clash check, and the assignment to someone free, in one transaction; a
 * retry (its key is the quote's) makes nothing twice. The quote's price replaces the table's estimate
 * on each visit, so its invoice bills what the client approved; a paid deposit then comes off it.
 */

/** The visit's estimate at the quoted price: the price table knows no per-job price. */
const quotedEstimate = (quote: Quote, hours: number) => {
  const perHour = quote.totalPence % hours === 0;
  return {
    ratePence: perHour ? quote.totalPence / hours : quote.totalPence,
    hours: perHour ? hours : 1,
    basePence: quote.totalPence,
    surchargePence: 0,
    discountPercent: 0,
    discountPence: 0,
    totalPence: quote.totalPence,
  };
};

/** Each visit as made, priced as quoted; a visit already invoiced (none can be yet) is left alone. */
const priceAsQuoted = (booking: Booking, quote: Quote) =>
  writeBookingUpdate(
    bookingUpdate(
      booking.id,
      { estimate: quotedEstimate(quote, booking.durationHours) },
      { statuses: ACTIVE_STATUSES },
    ),
  );

export const bookQuote = async (id: string, now = new Date()) => {
  const quote = await getQuoteItem(id);
  if (!quote) throw new NotFoundError('Quote not found');
  if (quote.booked)
    return {
      quoteId: id,
      bookingIds: quote.booked.bookingIds,
      ...(quote.booked.seriesId ? { seriesId: quote.booked.seriesId } : {}),
    };
  if (quote.status !== 'approved' || !quote.clientId)
    throw new ConflictError('Only an approved quote can be booked', 'quote_conflict');
  const { schedule } = quote;
  if (!schedule)
    throw new ValidationError([
      { path: 'schedule', message: 'This quote names no visit: book it from the bookings' },
    ]);
  const address = quote.address ?? (await getProfile(quote.clientId))?.address;
  if (!address)
    throw new ValidationError([
      { path: 'address', message: 'Neither the quote nor the client holds an address' },
    ]);
  const request = {
    serviceType: schedule.serviceType,
    serviceDate: schedule.serviceDate,
    serviceTime: schedule.serviceTime,
    durationHours: schedule.durationHours,
    address,
    specialInstructions: `Quote ${quote.quoteNumber}: ${quote.title}`.slice(0, 1000),
  };
  const key = `quote-${quote.id}`;
  const visits =
    schedule.frequency === 'one_off'
      ? [await createBooking(quote.clientId, request, key, now)]
      : (
          await createSeries(
            quote.clientId,
            { ...request, frequency: schedule.frequency, visits: schedule.visits },
            key,
            now,
          )
        ).visits;
  for (const visit of visits) await priceAsQuoted(visit, quote);
  const [first] = visits;
  if (first && quote.depositInvoice)
    await noteDeposit(first.id, {
      amountPence: quote.depositInvoice.amountPence,
      invoiceId: quote.depositInvoice.id,
      invoiceNumber: quote.depositInvoice.invoiceNumber,
    });
  const booked = {
    at: now.toISOString(),
    bookingIds: visits.map((visit) => visit.id),
    ...(first?.seriesId ? { seriesId: first.seriesId } : {}),
  };
  const at = booked.at;
  await updateQuote(
    quoteUpdate(
      id,
      { booked },
      { statuses: ['approved'], notBooked: true },
      { at, status: 'approved', version: quote.version, by: 'office', note: 'booked' },
    ),
  );
  const { at: _at, ...made } = booked;
  return { quoteId: id, ...made };
};
