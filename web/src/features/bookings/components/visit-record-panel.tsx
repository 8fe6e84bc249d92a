import { londonInstant, londonParts } from '@shared/london-time';
import type { Booking } from '@shared/schemas/booking';
import type { VisitRecord } from '@shared/schemas/visit-day';
import { adminBookingContent } from '@/features/bookings/admin-content';

const content = adminBookingContent.visit;

const MINUTE = 60_000;
/** Whole minutes since the epoch: the times shown are to the minute, so the differences are too. */
const minuteOf = (instant: Date) => Math.floor(instant.getTime() / MINUTE);
const clock = (iso: string) => londonParts(new Date(iso)).time;
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Booked against actual, to the minute, as the office compares them. */
export const timesOf = (
  booking: Pick<Booking, 'serviceDate' | 'serviceTime' | 'durationHours'>,
  visit: VisitRecord,
) => {
  const bookedStart = londonInstant(booking.serviceDate, booking.serviceTime);
  const bookedEnd = new Date(bookedStart.getTime() + booking.durationHours * 60 * MINUTE);
  const booked = content.booked(booking.serviceTime, londonParts(bookedEnd).time);
  if (!visit.actualStart) return { booked };
  const start = new Date(visit.actualStart);
  if (!visit.actualEnd) return { booked, actual: content.arrivedOnly(clock(visit.actualStart)) };
  const end = new Date(visit.actualEnd);
  const late = minuteOf(start) - minuteOf(bookedStart);
  const over = minuteOf(end) - minuteOf(bookedEnd);
  return {
    booked,
    actual: content.actual(clock(visit.actualStart), clock(visit.actualEnd)),
    difference: sentence(
      [content.arrived(late), content.left(over), content.length(over - late)].join(' · '),
    ),
  };
};

/**
 * The office's reading of a visit's day, under the report both screens show (visit-report.tsx:
 * on my way, the checklist, the note, the handover): booked against actual times and the difference, and
 * how far from the postcode the member checked in and out.
 */
export function VisitRecordPanel({ booking, visit }: { booking: Booking; visit: VisitRecord }) {
  const times = timesOf(booking, visit);
  const distances = [
    visit.startDistanceMetres !== undefined && content.distance('in', visit.startDistanceMetres),
    visit.endDistanceMetres !== undefined && content.distance('out', visit.endDistanceMetres),
  ].filter((line): line is string => Boolean(line));
  if (!times.actual && distances.length === 0) return null;
  return (
    <div className="mt-2 space-y-1 rounded-md border border-slate-200 p-3 text-slate-800">
      <p className="font-semibold text-slate-900">
        {times.booked}
        {times.actual && ` · ${times.actual}`}
      </p>
      {times.difference && <p>{times.difference}</p>}
      {distances.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
