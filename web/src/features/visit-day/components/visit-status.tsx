import type { StaffVisitSummary } from '@shared/schemas/visit-day';
import { Car, CircleCheck, CircleX, Clock, Hourglass, House, type LucideIcon } from 'lucide-react';
import { visitDayContent as content } from '@/features/visit-day/content';
import { type Progress, progressOf } from '@/features/visit-day/visit-times';

// Each pair keeps well over 4.5:1 (WCAG 1.4.3); the word and its icon say the status, the colour repeats it.
const looks: Record<Progress, { icon: LucideIcon; tone: string }> = {
  pending: { icon: Hourglass, tone: 'bg-amber-100 text-amber-950 ring-amber-400' },
  booked: { icon: Clock, tone: 'bg-slate-100 text-slate-900 ring-slate-400' },
  onTheWay: { icon: Car, tone: 'bg-blue-100 text-blue-950 ring-blue-400' },
  arrived: { icon: House, tone: 'bg-amber-100 text-amber-950 ring-amber-400' },
  done: { icon: CircleCheck, tone: 'bg-green-100 text-green-950 ring-green-500' },
  cancelled: { icon: CircleX, tone: 'bg-red-100 text-red-950 ring-red-400' },
};

/**
 * Where a visit stands on its day, in words with an icon: at the reading size of the member's page
 * (16 px, outdoors on a phone), larger than the office's status badges.
 */
export function VisitStatus({ visit }: { visit: Pick<StaffVisitSummary, 'status' | 'visit'> }) {
  const progress = progressOf(visit);
  const { icon: Icon, tone } = looks[progress];
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1 text-base font-semibold ring-1 ring-inset ${tone}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {content.status[progress]}
    </span>
  );
}
