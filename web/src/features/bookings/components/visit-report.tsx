import { HANDOVER_FIELDS, HANDOVER_LABELS } from '@shared/handover';
import { londonParts } from '@shared/london-time';
import type { Booking } from '@shared/schemas/booking';
import { Check, Minus } from 'lucide-react';
import { visitReportContent as content } from '@/features/bookings/visit-content';

/** `14:05`, London time: the day is the visit's own. */
const clock = (at: string) => londonParts(new Date(at)).time;

/**
 * What happened on a visit's day, as the client and the office read it: when the member set
 * off, arrived and left (beside the booked time), what was done from the checklist, their note and, for
 * care, the handover to the parents.
 */
export function VisitReport({ booking }: { booking: Booking }) {
  const { visit } = booking;
  if (!visit) return null;
  const checklist = visit.checklist ?? [];
  const done = checklist.filter((item) => item.done);
  const notDone = checklist.filter((item) => !item.done);
  const handover = visit.handover;
  const handed = handover ? HANDOVER_FIELDS.filter((field) => handover[field]) : [];
  return (
    <section aria-label={content.label} className="space-y-3 rounded-md bg-slate-50 p-3 text-slate-800">
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {visit.onMyWayAt && <li>{content.onMyWay(clock(visit.onMyWayAt))}</li>}
        {visit.actualStart && <li>{content.arrived(clock(visit.actualStart))}</li>}
        {visit.actualEnd && <li>{content.left(clock(visit.actualEnd))}</li>}
      </ul>
      {visit.correction && (
        <p className="text-sm text-slate-700">{content.corrected(visit.correction.reason)}</p>
      )}
      {handed.length > 0 && handover && (
        <div>
          <h4 className="font-semibold text-slate-900">{content.handover}</h4>
          <dl className="mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            {handed.map((field) => (
              <div key={field} className="contents">
                <dt className="font-semibold">{HANDOVER_LABELS[field]}</dt>
                <dd className="whitespace-pre-line">{handover[field]}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      {checklist.length > 0 && (booking.status === 'completed' || done.length > 0) && (
        <div>
          <h4 className="font-semibold text-slate-900">{content.whatWeDid}</h4>
          <ul className="mt-1 space-y-1">
            {done.map((item) => (
              <li key={item.id} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-green-700" />
                <span>
                  {item.label}
                  {item.note ? ` (${item.note})` : ''}
                </span>
              </li>
            ))}
            {booking.status === 'completed' &&
              notDone.map((item) => (
                <li key={item.id} className="flex items-start gap-2 text-slate-700">
                  <Minus aria-hidden="true" className="mt-1 size-4 shrink-0" />
                  <span>
                    {content.notDone(item.label)}
                    {item.note ? ` (${item.note})` : ''}
                  </span>
                </li>
              ))}
          </ul>
        </div>
      )}
      {visit.note && (
        <p className="whitespace-pre-line">
          <span className="font-semibold">{content.note}:</span> {visit.note}
        </p>
      )}
    </section>
  );
}
