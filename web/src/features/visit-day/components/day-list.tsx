import { addDays, weekdayOf } from '@shared/london-time';
import type { StaffVisitSummary } from '@shared/schemas/visit-day';
import { useEffect } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { useMyVisits } from '@/features/visit-day/api/my-visits';
import { visitDayContent as content } from '@/features/visit-day/content';
import { cardId, VisitCard } from './visit-card';

/** The visits of one day, in the order they start (the server sends them so; this keeps it so). */
const byDay = (visits: readonly StaffVisitSummary[]) => {
  const days = new Map<string, StaffVisitSummary[]>();
  const ordered = [...visits].sort((a, b) =>
    `${a.serviceDate}T${a.serviceTime}`.localeCompare(`${b.serviceDate}T${b.serviceTime}`),
  );
  for (const visit of ordered) days.set(visit.serviceDate, [...(days.get(visit.serviceDate) ?? []), visit]);
  return days;
};

const dayHeading = (date: string, today: string) => {
  const named = content.dayHeading(weekdayOf(date), date);
  return date === addDays(today, 1) ? `${content.tomorrow}, ${named}` : named;
};

function Cards({ label, visits }: { label: string; visits: readonly StaffVisitSummary[] }) {
  return (
    <ul aria-label={label} className="space-y-3">
      {visits.map((visit) => (
        <li key={visit.id}>
          <VisitCard visit={visit} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The member's day first, then the rest of their week by day. `returnTo` is the visit they
 * have just closed: its card takes the focus back, as a page's Back would leave them where they were.
 */
export function DayList({ returnTo, onReturned }: { returnTo?: string; onReturned: () => void }) {
  const day = useMyVisits();
  const loaded = day.data !== undefined;
  useEffect(() => {
    if (!loaded || !returnTo) return;
    // After the route's own focus handling (components/layout/route-change.tsx), which runs later in
    // this same commit when Back lands on an entry it does not know.
    const frame = requestAnimationFrame(() => {
      document.getElementById(cardId(returnTo))?.focus();
      onReturned();
    });
    return () => cancelAnimationFrame(frame);
  }, [loaded, returnTo, onReturned]);

  const today = day.data?.today ?? '';
  const days = byDay(day.data?.visits ?? []);
  const todays = days.get(today) ?? [];
  const later = [...days].filter(([date]) => date > today);
  return (
    <QueryState query={day} isEmpty={false} loading={content.loading} empty="" failure={content.failure}>
      <div className="space-y-10">
        <section aria-labelledby="today-heading">
          <h2 id="today-heading" className="mb-4 text-2xl font-bold text-slate-900">
            {content.today}
            {today && (
              <span className="ml-2 text-lg font-normal text-slate-700">{dayHeading(today, today)}</span>
            )}
          </h2>
          {todays.length > 0 ? (
            <Cards label={content.today} visits={todays} />
          ) : (
            <p className="rounded-xl border border-dashed border-slate-400 p-5 text-lg text-slate-800">
              {content.noneToday}
            </p>
          )}
        </section>
        <section aria-labelledby="week-heading">
          <h2 id="week-heading" className="mb-4 text-2xl font-bold text-slate-900">
            {content.week}
          </h2>
          {later.length === 0 && <p className="text-lg text-slate-800">{content.noneThisWeek}</p>}
          <div className="space-y-6">
            {later.map(([date, visits]) => (
              <section key={date} aria-labelledby={`day-${date}`}>
                <h3 id={`day-${date}`} className="mb-3 text-lg font-semibold text-slate-900">
                  {dayHeading(date, today)}
                </h3>
                <Cards label={dayHeading(date, today)} visits={visits} />
              </section>
            ))}
          </div>
        </section>
      </div>
    </QueryState>
  );
}
