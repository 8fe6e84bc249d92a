import { todayInLondon } from '@shared/dates';
import { addDays, weekdayOf } from '@shared/london-time';
import { SERVICE_TYPE_LABELS } from '@shared/schemas/booking';
import type { StaffVisit } from '@shared/schemas/visit-day';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { QueryState } from '@/components/ui/query-state';
import { useMyVisit } from '@/features/visit-day/api/my-visits';
import { visitDayContent as content } from '@/features/visit-day/content';
import { endTime } from '@/features/visit-day/visit-times';
import { Checklist } from './checklist';
import { ChildrenDetails } from './children-details';
import { VisitPlace } from './visit-place';
import { VisitStatus } from './visit-status';
import { CheckOutStep, StartSteps, useVisitSteps } from './visit-steps';

const dayName = (date: string) => {
  const today = todayInLondon();
  if (date === today) return content.today;
  if (date === addDays(today, 1)) return content.tomorrow;
  return content.dayHeading(weekdayOf(date), date);
};

/**
 * Back to the day: a step back in history when the member came from their list (so the phone's own
 * Back and this one agree), else to the list itself.
 */
function BackToDay() {
  const location = useLocation();
  const navigate = useNavigate();
  const fromDay = (location.state as { fromDay?: boolean } | null)?.fromDay === true;
  return (
    <Link
      to={{ pathname: location.pathname, search: '' }}
      state={{ keepFocus: true }}
      onClick={(event) => {
        if (!fromDay) return;
        event.preventDefault();
        navigate(-1);
      }}
      className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-lg font-semibold text-brand-800 underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-5" />
      {content.visit.back}
    </Link>
  );
}

function VisitDetails({ visit }: { visit: StaffVisit }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const steps = useVisitSteps(visit);
  // The page changed under the member's finger: focus goes to what it now shows, once per visit.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const times = content.times(visit.serviceTime, endTime(visit.serviceTime, visit.durationHours));
  return (
    <article aria-labelledby="visit-heading" className="space-y-6">
      <header className="space-y-2">
        <h2
          id="visit-heading"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold text-slate-900 sm:text-3xl"
        >
          {content.visit.heading(SERVICE_TYPE_LABELS[visit.serviceType], visit.clientFirstName)}
        </h2>
        <p className="text-xl font-semibold text-slate-900 tabular-nums">
          {content.visit.when(dayName(visit.serviceDate), times)}
        </p>
        <VisitStatus visit={visit} />
      </header>
      {/* In the order of the day: getting there and in, starting, the children, the work, leaving. */}
      <VisitPlace visit={visit} />
      <StartSteps steps={steps} />
      {visit.children && visit.children.length > 0 && (
        <ChildrenDetails childList={visit.children} today={todayInLondon()} />
      )}
      <Checklist visit={visit} />
      <CheckOutStep steps={steps} />
    </article>
  );
}

/** One visit on its day: where, how to get in, who, and the steps from on my way to check-out. */
export function VisitPage({ id }: { id: string }) {
  const visit = useMyVisit(id);
  return (
    <div className="space-y-4">
      <BackToDay />
      <QueryState
        query={visit}
        isEmpty={false}
        loading={content.visit.loading}
        empty=""
        failure={content.visit.failure}
      >
        {visit.data && <VisitDetails key={visit.data.id} visit={visit.data} />}
      </QueryState>
    </div>
  );
}
