import { cancellationTerms, canReschedule } from '../../shared/booking-price';
import { checkSlot } from '../../shared/booking-rules';
import { endsWithSeries } from '../../shared/booking-series';
import { business, policy } from '../../shared/business';
import { formatPence } from '../../shared/dates';
import { hoursUntil } from '../../shared/london-time';
import { ACTIVE_STATUSES, type Booking } from '../../shared/schemas/booking';
import { toBooking } from '../data/booking';
import { endSeriesRecord, getSeries } from '../data/series';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors';
import { conflictAfter, ownBooking, requireActive, writeMove } from './move';
import { type BookingNotice, listUserBookingItems, seriesNotice, updateBooking } from './repository';

/**
 * What a client may change themselves, under the terms: cancel (or skip one visit of a series) at the
 * fee the terms set, move a visit with 48 hours' notice, end a series with 2 weeks' notice.
 */

/** The client's notice of a cancellation; who cancelled, why and the fee are in booking.cancellation. */
export const cancelledNotice: BookingNotice = () => ({ kind: 'booking-cancelled' });

export const cancelBooking = async (
  userId: string,
  id: string,
  acceptedFeePence: number,
  now = new Date(),
): Promise<Booking> => {
  const booking = await ownBooking(userId, id);
  requireActive(booking, 'cancelled');
  if (hoursUntil(booking.serviceDate, booking.serviceTime, now) <= 0)
    throw new ConflictError(
      'This visit has already started, so it can no longer be cancelled.',
      'visit_started',
    );
  const terms = cancellationTerms({ ...booking, estimatePence: booking.estimate?.totalPence }, now);
  if (terms.feePence > acceptedFeePence)
    throw new ConflictError(
      `Cancelling now costs ${formatPence(terms.feePence)} (${terms.percent}% of the estimate). Please review the fee and try again.`,
      'fee_changed',
    );
  const cancellation = {
    at: now.toISOString(),
    by: 'client',
    feePercent: terms.percent,
    feePence: terms.feePence,
  };
  const updated = await updateBooking(
    id,
    { status: 'cancelled', cancellation, updatedAt: now.toISOString() },
    { statuses: ACTIVE_STATUSES, scheduleVersion: booking.scheduleVersion },
    [],
    cancelledNotice,
  );
  return toBooking(updated ?? (await conflictAfter(id, 'cancelled')));
};

export const rescheduleBooking = async (
  userId: string,
  id: string,
  slot: { serviceDate: string; serviceTime: string },
  now = new Date(),
): Promise<Booking> => {
  const booking = await ownBooking(userId, id);
  requireActive(booking, 'moved');
  if (!canReschedule(booking, now))
    throw new ConflictError(
      `Visits can be moved up to ${policy.rescheduleNoticeHours} hours before they start. To change this one, please call ${business.phone}.`,
      'too_late_to_move',
    );
  const move = { ...slot, durationHours: booking.durationHours };
  const issues = checkSlot({ ...booking, ...move }, now);
  if (issues.length > 0) throw new ValidationError(issues);
  const item = await writeMove(
    booking,
    move,
    {
      // A confirmed visit goes back to the office to confirm the new time.
      status: 'pending',
      rescheduledFrom: {
        serviceDate: booking.serviceDate,
        serviceTime: booking.serviceTime,
        at: now.toISOString(),
      },
      updatedAt: now.toISOString(),
    },
    [],
    'moved',
    true,
  );
  return toBooking(item);
};

export const endSeries = async (userId: string, seriesId: string, now = new Date()) => {
  const series = await getSeries(seriesId);
  if (!series || series.userId !== userId) throw new NotFoundError('Series not found');
  if (!(await endSeriesRecord(seriesId, now.toISOString())))
    throw new ConflictError('This series has already ended.', 'series_ended');
  const visits = (await listUserBookingItems(userId))
    .map(toBooking)
    .filter((visit) => visit.seriesId === seriesId && ACTIVE_STATUSES.includes(visit.status));
  const ending = visits.filter((visit) => endsWithSeries(visit, now));
  const cancellation = {
    at: now.toISOString(),
    by: 'client',
    reason: `Series ended with ${policy.regularTerminationNoticeWeeks} weeks' notice`,
    feePercent: 0,
    feePence: 0,
  };
  let cancelled = 0;
  for (const visit of ending) {
    const updated = await updateBooking(
      visit.id,
      { status: 'cancelled', cancellation, updatedAt: now.toISOString() },
      { statuses: ACTIVE_STATUSES },
      [],
      cancelled === 0 ? seriesNotice('booking-cancelled', series.frequency, ending) : undefined,
    );
    if (updated) cancelled += 1;
  }
  return { seriesId, continuing: visits.length - ending.length, cancelled };
};
