import { londonInstant, londonParts } from '@shared/london-time';
import type { Booking } from '@shared/schemas/booking';
import type { VisitRecord } from '@shared/schemas/visit-day';
import { HANDOVER_FIELDS, HANDOVER_LABELS } from '@shared/schemas/visit-record';
import { Check, X } from 'lucide-react';
import { adminBookingContent } from '@/features/bookings/admin-content';
import { formatMoment } from '@/lib/moment';

const content = adminBookingContent.visit;

const MINUTE = 60_000;
/** Whole minutes since the epoch: the times shown are to the minute, so the differences are too. */
const minuteOf = (instant: Date) => Math.floor(instant.getTime() / MINUTE);
const clock = (iso: string) => londonParts(new Date(iso)).time;

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
    difference: [content.arrived(late), content.left(over), content.length(over - late)].join(' · '),
  };
};

/**
 * What happened on the day of a visit (issue 28), for the office: booked against actual times and the
 * difference, "on my way", how far from the postcode the member checked in and out, the checklist as
 * ticked, the member's note, a care visit's handover, and any correction the office made.
 */
export function VisitRecordPanel({ booking, visit }: { booking: Booking; visit: VisitRecord }) {
  const times = timesOf(booking, visit);
  const handover = HANDOVER_FIELDS.filter((field) => visit.handover?.[field]);
  return (
    <div className="mt-3 space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-slate-800">
      <h4 className="font-semibold text-slate-900">{content.heading}</h4>
      <div>
        <p className="font-semibold text-slate-900">
          {times.booked}
          {times.actual && ` · ${times.actual}`}
        </p>
        {times.difference && <p>{times.difference}</p>}
      </div>
      {(visit.onMyWayAt ||
        visit.startDistanceMetres !== undefined ||
        visit.endDistanceMetres !== undefined) && (
        <ul className="space-y-0.5">
          {visit.onMyWayAt && <li>{content.onMyWay(clock(visit.onMyWayAt))}</li>}
          {visit.startDistanceMetres !== undefined && (
            <li>{content.distance('in', visit.startDistanceMetres)}</li>
          )}
          {visit.endDistanceMetres !== undefined && (
            <li>{content.distance('out', visit.endDistanceMetres)}</li>
          )}
        </ul>
      )}
      {visit.checklist && visit.checklist.length > 0 && (
        <div>
          <h5 className="font-semibold text-slate-900">{content.checklist}</h5>
          <ul aria-label={content.checklist} className="mt-1 space-y-1">
            {visit.checklist.map((item) => {
              const Icon = item.done ? Check : X;
              return (
                <li key={item.id} className="flex items-start gap-2">
                  <Icon
                    aria-hidden="true"
                    className={`mt-1 size-4 shrink-0 ${item.done ? 'text-green-700' : 'text-red-700'}`}
                  />
                  <span>
                    <span className="sr-only">{item.done ? content.done : content.notDone}: </span>
                    {item.label}
                    {item.note && <span className="block text-slate-700">{item.note}</span>}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {visit.note && (
        <div>
          <h5 className="font-semibold text-slate-900">{content.note}</h5>
          <p className="whitespace-pre-line">{visit.note}</p>
        </div>
      )}
      {handover.length > 0 && (
        <div>
          <h5 className="font-semibold text-slate-900">{content.handover}</h5>
          <dl className="mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            {handover.map((field) => (
              <div key={field} className="contents">
                <dt className="font-semibold">{HANDOVER_LABELS[field]}</dt>
                <dd className="whitespace-pre-line">{visit.handover?.[field]}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      {visit.correction && (
        <p className="rounded-md bg-blue-50 p-2">
          {content.corrected(formatMoment(visit.correction.at), visit.correction.reason)}
        </p>
      )}
    </div>
  );
}
