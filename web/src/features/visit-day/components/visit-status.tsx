import type { StaffVisitSummary } from '@shared/schemas/visit-day';
import type { BadgeTone } from '@/components/ui/status-badge';
import { StatusBadge } from '@/components/ui/status-badge';
import { visitDayContent as content } from '@/features/visit-day/content';
import { type Progress, progressOf } from '@/features/visit-day/visit-times';

const tones: Record<Progress, BadgeTone> = {
  pending: 'amber',
  booked: 'slate',
  onTheWay: 'blue',
  arrived: 'amber',
  done: 'green',
  cancelled: 'red',
};

/** Where a visit stands on its day, in words (the colour only repeats them). */
export function VisitStatus({ visit }: { visit: Pick<StaffVisitSummary, 'status' | 'visit'> }) {
  const progress = progressOf(visit);
  return <StatusBadge tone={tones[progress]}>{content.status[progress]}</StatusBadge>;
}
