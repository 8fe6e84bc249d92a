import { SERVICE_TYPE_LABELS } from '@shared/schemas/booking';
import type { StaffVisitSummary } from '@shared/schemas/visit-day';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { KeepFocusState } from '@/components/layout/route-change';
import { visitDayContent as content } from '@/features/visit-day/content';
import { VISIT_PARAM } from '@/features/visit-day/visit-param';
import { endTime } from '@/features/visit-day/visit-times';
import { VisitStatus } from './visit-status';

/** Set on the way into a visit: its page moves focus itself, and its Back can go back in history. */
interface FromDayState extends KeepFocusState {
  fromDay: true;
}

export const cardId = (visitId: string) => `visit-card-${visitId}`;

/**
 * One visit in the member's list: when, what, who and where in a few words. The whole card opens the
 * visit (a target as wide as the phone) once its details may be seen: the day before until the day after.
 */
export function VisitCard({ visit }: { visit: StaffVisitSummary }) {
  const lines = (
    <>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <p className="text-xl font-bold whitespace-nowrap text-slate-900 tabular-nums">
          {content.times(visit.serviceTime, endTime(visit.serviceTime, visit.durationHours))}
        </p>
        <VisitStatus visit={visit} />
      </div>
      <p className="mt-1 text-lg text-slate-900">
        {SERVICE_TYPE_LABELS[visit.serviceType]} · {visit.clientFirstName}
      </p>
      <p className="text-base text-slate-700">{content.place(visit.town, visit.postcode)}</p>
    </>
  );
  if (!visit.open)
    return (
      <div className="rounded-xl border border-slate-300 bg-white p-4">
        {lines}
        <p className="mt-2 text-base text-slate-700">{content.notOpenYet}</p>
      </div>
    );
  const state: FromDayState = { keepFocus: true, fromDay: true };
  return (
    <Link
      id={cardId(visit.id)}
      to={{ search: `?${new URLSearchParams({ [VISIT_PARAM]: visit.id })}` }}
      state={state}
      className="flex items-center gap-3 rounded-xl border border-slate-300 bg-white p-4 shadow-sm hover:border-brand-700 hover:bg-brand-50"
    >
      <div className="min-w-0 flex-1">{lines}</div>
      <ChevronRight aria-hidden="true" className="size-6 shrink-0 text-slate-700" />
    </Link>
  );
}
