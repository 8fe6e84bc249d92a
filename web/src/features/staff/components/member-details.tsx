import { formatDate } from '@shared/dates';
import { SERVICE_TYPE_LABELS } from '@shared/schemas/booking';
import type { Staff } from '@shared/schemas/staff';
import { dbsValidUntil } from '@shared/staff-rules';
import { teamContent as content } from '@/features/staff/content';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A working week in few words: consecutive days with the same hours run together (`Mon–Fri 08:00–18:00`). */
export const weekSummary = (pattern: Staff['pattern']): string => {
  const runs: { from: number; to: number; hours: string }[] = [];
  for (const day of WEEKDAYS) {
    const slot = pattern[day];
    const hours = slot ? `${slot.start}–${slot.end}` : undefined;
    const last = runs.at(-1);
    if (hours && last && last.hours === hours && last.to === day - 1) last.to = day;
    else if (hours) runs.push({ from: day, to: day, hours });
  }
  const name = (day: number) => content.weekdays[day - 1];
  return runs
    .map(({ from, to, hours }) => `${name(from)}${to > from ? `–${name(to)}` : ''} ${hours}`)
    .join(', ');
};

/**
 * What the register holds about one member, as the office's team list and the member's own page show it:
 * contact, services, districts, hours, credentials' dates, and leave or sickness from today on.
 */
export function MemberDetails({ member, today }: { member: Staff; today: string }) {
  const dbs = dbsValidUntil(member.credentials);
  const firstAid = member.credentials.paediatricFirstAid?.expiresOn;
  const away = member.absences.filter((absence) => absence.to >= today);
  return (
    <dl className="mt-1 grid gap-x-6 gap-y-1 text-slate-700 sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold">{content.email}</dt>
      <dd className="break-all">{member.email}</dd>
      <dt className="font-semibold">{content.phone}</dt>
      <dd>{member.phone}</dd>
      <dt className="font-semibold">{content.services}</dt>
      <dd>{member.services.map((service) => SERVICE_TYPE_LABELS[service]).join(', ')}</dd>
      <dt className="font-semibold">{content.districts}</dt>
      <dd>{member.districts.join(', ')}</dd>
      <dt className="font-semibold">{content.hours}</dt>
      <dd>{weekSummary(member.pattern) || content.noHours}</dd>
      <dt className="font-semibold">{content.dbs}</dt>
      <dd>{dbs ? formatDate(dbs) : content.noDbs}</dd>
      {firstAid && (
        <>
          <dt className="font-semibold">{content.firstAid}</dt>
          <dd>{formatDate(firstAid)}</dd>
        </>
      )}
      {away.length > 0 && (
        <>
          <dt className="font-semibold">{content.away}</dt>
          <dd>
            {away
              .map(
                (absence) =>
                  `${content.awayKinds[absence.kind]} ${formatDate(absence.from)}–${formatDate(absence.to)}`,
              )
              .join('; ')}
          </dd>
        </>
      )}
    </dl>
  );
}
