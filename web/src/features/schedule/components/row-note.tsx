import { scheduleContent as content } from '@/features/schedule/content';
import type { Member } from './board-time';

/** What a row says besides its visits: off, not working, or nothing to do. */
export function RowNote({
  member,
  absence,
  hours,
  empty,
  inline = false,
}: {
  member: Member | undefined;
  absence: Member['absences'][number] | undefined;
  hours: { start: string; end: string } | undefined;
  empty: boolean;
  inline?: boolean;
}) {
  const text = absence
    ? content[absence.kind]
    : member && !hours
      ? content.notWorking
      : empty
        ? member
          ? content.noVisits
          : content.nobodyUnassigned
        : undefined;
  if (!text) return null;
  return (
    <span
      className={
        inline
          ? 'block text-xs font-semibold text-slate-700'
          : 'absolute right-2 bottom-1 text-xs font-semibold text-slate-700'
      }
    >
      {text}
    </span>
  );
}
