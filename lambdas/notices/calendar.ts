import { createEvent, type DateArray, type EventAttributes } from 'ics';
import { business } from '../../shared/business';
import { londonInstant } from '../../shared/london-time';
import type { Booking } from '../../shared/schemas/booking';
import { SERVICE_TYPE_LABELS } from '../../shared/schemas/booking';

/**
 * The visit as a calendar file (RFC 5545, written by the `ics` package). One UID per booking, so a
 * calendar updates the entry it already has; SEQUENCE is the booking's scheduleVersion for a request
 * (confirmed or moved) and one more for the cancel, so each later file wins over the earlier ones.
 * Times are written in UTC, computed from the London wall-clock time by shared/london-time.ts, so a
 * visit on a clock-change day lands at the right hour in any calendar.
 */
export type CalendarMethod = 'REQUEST' | 'CANCEL';

export interface CalendarFile {
  filename: string;
  contentType: string;
  /** The file as text; the renderer encodes it as base64 for SES. */
  body: string;
}

const utcArray = (instant: Date): DateArray => [
  instant.getUTCFullYear(),
  instant.getUTCMonth() + 1,
  instant.getUTCDate(),
  instant.getUTCHours(),
  instant.getUTCMinutes(),
];

const addressLine = (booking: Booking) =>
  booking.address
    ? [booking.address.line1, booking.address.line2, booking.address.town, booking.address.postcode]
        .filter(Boolean)
        .join(', ')
    : undefined;

/** The booking's calendar UID: `<bookingId>@<the site's host>`. */
export const calendarUid = (bookingId: string, siteUrl: string) =>
  `${bookingId}@${new URL(siteUrl).hostname}`;

export const visitCalendar = (
  booking: Booking,
  method: CalendarMethod,
  settings: { siteUrl: string },
): CalendarFile => {
  const start = londonInstant(booking.serviceDate, booking.serviceTime);
  const attributes: EventAttributes = {
    productId: `-//${business.name}//Bookings//EN`,
    method,
    uid: calendarUid(booking.id, settings.siteUrl),
    sequence: method === 'CANCEL' ? booking.scheduleVersion + 1 : booking.scheduleVersion,
    start: utcArray(start),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: booking.durationHours },
    title: `${SERVICE_TYPE_LABELS[booking.serviceType]}: ${business.name}`,
    location: addressLine(booking),
    description: booking.staffName
      ? `${SERVICE_TYPE_LABELS[booking.serviceType]} with ${booking.staffName}. Questions: ${business.phone}.`
      : `${SERVICE_TYPE_LABELS[booking.serviceType]}. Questions: ${business.phone}.`,
    url: settings.siteUrl,
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: business.name, email: business.email },
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('The calendar file could not be written');
  return {
    filename: 'visit.ics',
    contentType: `text/calendar; method=${method}; charset=UTF-8`,
    body: value,
  };
};
