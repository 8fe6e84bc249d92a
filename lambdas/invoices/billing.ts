import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { formatDate, formatPence } from '../../shared/dates';
import { type Booking, BookingSchema, SERVICE_TYPE_LABELS } from '../../shared/schemas/booking';
import type { Billable, InvoiceLine } from '../../shared/schemas/invoice';
import { documentClient } from '../lib/aws';
import { env } from '../lib/env';
import { bookingKey, PK } from '../lib/keys';
import { queryUserItems } from '../lib/lists';
import type { TransactItem } from './repository';

/**
 * The bookings side of invoicing, read through the shared booking shape (domains do not import each
 * other): which completed visits and cancellation fees are ready to invoice, the lines they make
 * (from the estimate the booking stored: hours × rate, bank-holiday surcharge, regular discount), and
 * the conditional writes that put a visit on one invoice only.
 */

type Item = Record<string, unknown>;

export interface BookingForInvoice extends Booking {
  invoiceId?: string;
}

const toBooking = (item: Item): BookingForInvoice => ({
  ...BookingSchema.parse({
    scheduleVersion: 0,
    ...Object.fromEntries(Object.entries(item).filter(([name]) => name in BookingSchema.shape)),
  }),
  ...(typeof item.invoiceId === 'string' ? { invoiceId: item.invoiceId } : {}),
});

/** What a booking would add to an invoice; undefined when it has nothing to bill (yet). */
export const billableOf = (booking: Booking): Billable | undefined => {
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
  if (estimate.discountPence > 0)
    lines.push({
      kind: 'discount',
      description: `${booking.frequency === 'fortnightly' ? 'Fortnightly' : 'Weekly'} service discount (${estimate.discountPercent}%)`,
      serviceDate: booking.serviceDate,
      amountPence: -estimate.discountPence,
      bookingId: booking.id,
    });
  return { ...base, kind: 'visit', lines, totalPence: estimate.totalPence };
};

/**
 * A client's completed visits and cancellation fees that are on no invoice, oldest first. `claimedBy`:
 * also those claimed by this invoice id, which an earlier try of the same request claimed before it
 * failed (an invoice of that id does not exist, or the request would have been answered from its record).
 */
export const listReady = async (userId: string, claimedBy?: string): Promise<Billable[]> =>
  (await queryUserItems(userId, 'BOOKING#', true))
    .map(toBooking)
    .filter((booking) => !booking.invoiceId || booking.invoiceId === claimedBy)
    .flatMap((booking) => billableOf(booking) ?? []);

export const getBookings = async (ids: readonly string[]): Promise<Map<string, BookingForInvoice>> => {
  if (ids.length === 0) return new Map();
  const { Responses } = await documentClient().send(
    new BatchGetCommand({
      RequestItems: { [env().TABLE_NAME]: { Keys: ids.map(bookingKey), ConsistentRead: true } },
    }),
  );
  const bookings = (Responses?.[env().TABLE_NAME] ?? []).map(toBooking);
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
): TransactItem => ({
  Update: {
    TableName: env().TABLE_NAME,
    Key: bookingKey(bookingId),
    UpdateExpression: 'SET invoiceId = :invoice, invoicedAt = :at',
    ConditionExpression:
      'attribute_exists(#pk) AND userId = :user AND (attribute_not_exists(invoiceId) OR invoiceId = :invoice) AND (#status = :completed OR (#status = :cancelled AND cancellation.feePence > :zero))',
    ExpressionAttributeNames: { '#pk': PK, '#status': 'status' },
    ExpressionAttributeValues: {
      ':invoice': invoiceId,
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
