import { formatDate, formatPence } from '../../shared/dates';
import { FUNCTION_SETTINGS } from '../../shared/function-settings';
import { applyCredits } from '../../shared/referrals';
import { type Booking, MIN_SERIES_VISITS, SERVICE_TYPE_LABELS } from '../../shared/schemas/booking';
import type { Billable, InvoiceLine } from '../../shared/schemas/invoice';
import { getItems, projectionOf } from '../data/batch';
import { BOOKINGS_OF_USER, type BookingForInvoice, bookingKey, toBookingForInvoice } from '../data/booking';
import { invoiceKey } from '../data/invoice';
import { queryUserItems } from '../data/query';
import { availableCredits, type ReferralRecord } from '../data/referral';
import { PK } from '../data/table';
import type { TransactItem } from '../data/write';
import { env } from '../lib/env';

/**
 * The bookings side of invoicing, read through the shared booking shape (domains do not import each
 * other): which completed visits and cancellation fees are ready to invoice, the lines they make
 * (from the estimate the booking stored: hours × rate, bank-holiday surcharge, regular discount), and
 * the conditional writes that put a visit on one invoice only.
 */

/**
 * How long a visit may stay claimed by an invoice that was never written before the claim counts as
 * abandoned: far longer than any invocation runs (Lambda stops one at its timeout), so the request
 * that claimed it has ended, failing part-way (the table went away after the claim) and never retried.
 */
export const CLAIM_ABANDONED_AFTER_MS = FUNCTION_SETTINGS.timeoutSeconds * 1000 * 6;

const existingInvoices = async (ids: readonly string[]): Promise<Set<string>> =>
  new Set((await getItems(ids.map(invoiceKey), true, projectionOf(['id']))).map((item) => String(item.id)));

/**
 * The visits among these whose claim was abandoned, each with the invoice id that claimed it: claimed
 * longer ago than CLAIM_ABANDONED_AFTER_MS by an invoice that does not exist. Such a visit is ready to
 * invoice again; the new claim takes it only while that invoice still does not exist (claimVisits), and
 * the old request can no longer write it (an invoice is written only while its claims hold).
 */
export const abandonedClaims = async (
  bookings: readonly BookingForInvoice[],
  now = new Date(),
): Promise<Map<string, string>> => {
  const old = bookings.filter(
    (booking) =>
      booking.invoiceId &&
      booking.invoicedAt &&
      Date.parse(booking.invoicedAt) < now.getTime() - CLAIM_ABANDONED_AFTER_MS,
  );
  if (old.length === 0) return new Map();
  const existing = await existingInvoices([...new Set(old.map((booking) => booking.invoiceId as string))]);
  return new Map(
    old
      .filter((booking) => !existing.has(booking.invoiceId as string))
      .map((booking) => [booking.id, booking.invoiceId as string]),
  );
};

/**
 * The series whose regular-service discount still holds: at least MIN_SERIES_VISITS of their visits
 * done or still to come. A two-visit weekly series whose second visit was cancelled delivered one visit,
 * a one-off, and is billed as one (security review L5); `bookings` must hold every visit of the client.
 */
export const seriesKeepingDiscount = (bookings: readonly Booking[]): Set<string> => {
  const delivered = new Map<string, number>();
  for (const booking of bookings)
    if (booking.seriesId && booking.status !== 'cancelled')
      delivered.set(booking.seriesId, (delivered.get(booking.seriesId) ?? 0) + 1);
  return new Set(
    [...delivered].filter(([, visits]) => visits >= MIN_SERIES_VISITS).map(([seriesId]) => seriesId),
  );
};

/**
 * What a booking would add to an invoice; undefined when it has nothing to bill (yet). `discountHolds`:
 * whether its series still earns the regular-service discount (seriesKeepingDiscount).
 */
/** A deposit paid for a visit: taken off the visit's invoice. */
export interface PaidDeposit {
  amountPence: number;
  invoiceNumber: string;
  paidDate: string;
}

export const billableOf = (
  booking: Booking,
  discountHolds = true,
  deposit?: PaidDeposit,
): Billable | undefined => {
  const label = SERVICE_TYPE_LABELS[booking.serviceType];
  const base = {
    bookingId: booking.id,
    serviceType: booking.serviceType,
    serviceDate: booking.serviceDate,
    serviceTime: booking.serviceTime,
    ...(booking.seriesId ? { seriesId: booking.seriesId } : {}),
  };
  const fee = booking.cancellation?.feePence ?? 0;
  if (booking.status === 'cancelled' && fee > 0) {
    const lines: InvoiceLine[] = [
      {
        kind: 'cancellation',
        description: `Cancellation fee: ${label} on ${formatDate(booking.serviceDate)} (${booking.cancellation?.feePercent}% of ${formatPence(booking.estimate?.totalPence ?? 0)})`,
        serviceDate: booking.serviceDate,
        amountPence: fee,
        bookingId: booking.id,
      },
    ];
    return { ...base, kind: 'cancellation', lines, totalPence: fee };
  }
  const estimate = booking.estimate;
  // A visit priced by quote (commercial cleaning) has no estimate: the office types its line.
  if (booking.status !== 'completed' || !estimate) return undefined;
  const lines: InvoiceLine[] = [
    {
      kind: 'visit',
      description: `${label} (${booking.serviceTime})`,
      serviceDate: booking.serviceDate,
      quantity: estimate.hours,
      unitPence: estimate.ratePence,
      amountPence: estimate.basePence,
      bookingId: booking.id,
    },
  ];
  if (estimate.surchargePence > 0)
    lines.push({
      kind: 'surcharge',
      description: `Bank holiday surcharge${estimate.bankHoliday ? ` (${estimate.bankHoliday})` : ''}`,
      serviceDate: booking.serviceDate,
      amountPence: estimate.surchargePence,
      bookingId: booking.id,
    });
  const discounted = estimate.discountPence > 0 && discountHolds;
  if (discounted)
    lines.push({
      kind: 'discount',
      description: `${booking.frequency === 'fortnightly' ? 'Fortnightly' : 'Weekly'} service discount (${estimate.discountPercent}%)`,
      serviceDate: booking.serviceDate,
      amountPence: -estimate.discountPence,
      bookingId: booking.id,
    });
  if (deposit)
    lines.push({
      kind: 'deposit',
      description: `Deposit paid on ${formatDate(deposit.paidDate)} (invoice ${deposit.invoiceNumber})`,
      serviceDate: booking.serviceDate,
      amountPence: -deposit.amountPence,
      bookingId: booking.id,
    });
  const visitPence = discounted ? estimate.totalPence : estimate.basePence + estimate.surchargePence;
  return { ...base, kind: 'visit', lines, totalPence: visitPence - (deposit?.amountPence ?? 0) };
};

/**
 * The deposits of these visits that were paid (their own invoices), by booking id: a deposit
 * still unpaid is not taken off (it stays owed on its own invoice).
 */
export const paidDeposits = async (bookings: readonly Booking[]): Promise<Map<string, PaidDeposit>> => {
  const withDeposit = bookings.filter((booking) => booking.deposit);
  if (withDeposit.length === 0) return new Map();
  const deposits = await getItems(
    withDeposit.map((booking) => invoiceKey(booking.deposit?.invoiceId ?? '')),
    true,
  );
  const paid = new Map(
    deposits
      .filter((item) => item.status === 'paid')
      .map((item) => [String(item.id), String((item.payment as { date?: string } | undefined)?.date ?? '')]),
  );
  return new Map(
    withDeposit.flatMap((booking) => {
      const deposit = booking.deposit;
      const paidDate = deposit ? paid.get(deposit.invoiceId) : undefined;
      return deposit && paidDate !== undefined
        ? [[booking.id, { amountPence: deposit.amountPence, invoiceNumber: deposit.invoiceNumber, paidDate }]]
        : [];
    }),
  );
};

/**
 * A client's completed visits and cancellation fees that are on no invoice, oldest first. `claimedBy`:
 * also those claimed by this invoice id, which an earlier try of the same request claimed before it
 * failed (an invoice of that id does not exist, or the request would have been answered from its record).
 */
export const readyVisits = async (
  userId: string,
  claimedBy?: string,
): Promise<{ visits: Billable[]; abandoned: Map<string, string> }> => {
  const bookings = (await queryUserItems(userId, BOOKINGS_OF_USER, true)).map(toBookingForInvoice);
  const abandoned = await abandonedClaims(
    bookings.filter((booking) => booking.invoiceId && booking.invoiceId !== claimedBy),
  );
  const regular = seriesKeepingDiscount(bookings);
  const open = bookings.filter(
    (booking) => !booking.invoiceId || booking.invoiceId === claimedBy || abandoned.has(booking.id),
  );
  const deposits = await paidDeposits(open);
  const visits = open.flatMap(
    (booking) => billableOf(booking, discountHoldsFor(booking, regular), deposits.get(booking.id)) ?? [],
  );
  return { visits, abandoned };
};

/** Whether a booking's discount holds, given the series that keep theirs. */
export const discountHoldsFor = (booking: Booking, regular: ReadonlySet<string>): boolean =>
  !booking.seriesId || regular.has(booking.seriesId);

export const listReady = async (userId: string, claimedBy?: string): Promise<Billable[]> =>
  (await readyVisits(userId, claimedBy)).visits;

export const getBookings = async (ids: readonly string[]): Promise<Map<string, BookingForInvoice>> => {
  if (ids.length === 0) return new Map();
  const bookings = (await getItems(ids.map(bookingKey), true)).map(toBookingForInvoice);
  return new Map(bookings.map((booking) => [booking.id, booking]));
};

/**
 * Puts a visit on an invoice, if it is still this client's, still billable and on no invoice (or already
 * claimed by this same invoice, by an earlier try of the request): two invoices racing for one visit
 * cannot both have it.
 */
export const claimBooking = (
  bookingId: string,
  userId: string,
  invoiceId: string,
  at: string,
  /** The invoice id of an abandoned claim this one takes over (abandonedClaims). */
  abandonedBy?: string,
): TransactItem => ({
  Update: {
    TableName: env().TABLE_NAME,
    Key: bookingKey(bookingId),
    UpdateExpression: 'SET invoiceId = :invoice, invoicedAt = :at',
    ConditionExpression: `attribute_exists(#pk) AND userId = :user AND (attribute_not_exists(invoiceId) OR invoiceId = :invoice${abandonedBy ? ' OR invoiceId = :abandoned' : ''}) AND (#status = :completed OR (#status = :cancelled AND cancellation.feePence > :zero))`,
    ExpressionAttributeNames: { '#pk': PK, '#status': 'status' },
    ExpressionAttributeValues: {
      ':invoice': invoiceId,
      ...(abandonedBy ? { ':abandoned': abandonedBy } : {}),
      ':at': at,
      ':user': userId,
      ':completed': 'completed',
      ':cancelled': 'cancelled',
      ':zero': 0,
    },
  },
});

/** Takes a visit off a voided invoice, so it can be invoiced again. */
export const releaseBooking = (bookingId: string, invoiceId: string): TransactItem => ({
  Update: {
    TableName: env().TABLE_NAME,
    Key: bookingKey(bookingId),
    UpdateExpression: 'REMOVE invoiceId, invoicedAt',
    ConditionExpression: 'invoiceId = :invoice',
    ExpressionAttributeValues: { ':invoice': invoiceId },
  },
});

/** Part of writing an invoice: the visit is still claimed by it, so no invoice is written without its claims. */
export const stillClaimed = (bookingId: string, invoiceId: string): TransactItem => ({
  ConditionCheck: {
    TableName: env().TABLE_NAME,
    Key: bookingKey(bookingId),
    ConditionExpression: 'invoiceId = :invoice',
    ExpressionAttributeValues: { ':invoice': invoiceId },
  },
});

/**
 * The referral credits (decision 034) an invoice of `totalPence` takes: as one
 * `referral_credit` line, oldest credit first. An invoice is never taken to nothing (an unpaid
 * invoice of £0.00 is not one the payments can collect or the client can pay): at most a penny
 * short of its total; what a credit has left stays for the next invoice.
 */
export const referralCredits = async (
  userId: string,
  totalPence: number,
): Promise<{ lines: InvoiceLine[]; taken: { credit: ReferralRecord; pence: number }[] }> => {
  const taken = applyCredits(await availableCredits(userId), totalPence - 1);
  const pence = taken.reduce((sum, { pence }) => sum + pence, 0);
  if (pence === 0) return { lines: [], taken: [] };
  const friends = taken.map(({ credit }) => credit.firstName).filter(Boolean);
  return {
    lines: [
      {
        kind: 'referral_credit',
        description: `Referral credit${friends.length > 0 ? ` (thank you for recommending ${friends.join(' and ')})` : ''}`,
        amountPence: -pence,
      },
    ],
    taken,
  };
};
