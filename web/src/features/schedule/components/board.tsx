import { formatDate } from '@shared/dates';
import { minutesOf, timeOf } from '@shared/london-time';
import type { Schedule } from '@shared/schemas/schedule';
import { type CSSProperties, type DragEvent, useState } from 'react';
import { scheduleContent as content } from '@/features/schedule/content';
import { absenceOn, endOf, HOURS, hoursOn, type Member, percent, type Visit } from './board-time';
import { RowNote } from './row-note';
import { VisitChip } from './visit-chip';

interface BoardProps {
  /** Start loading a form before it is opened: the visit's picker, the sickness form. */
  preload: { picker: () => void; sick: () => void };
  data: Schedule;
  view: 'day' | 'week';
  busy: boolean;
  onOpen: (visit: Visit) => void;
  onDrop: (visit: Visit, member: Member | undefined) => void;
  onSick: (member: Member) => void;
}

/** Rows: the visits nobody has, then each member; columns: the day's hours, or the week's days. */
export function Board({ data, view, busy, preload, onOpen, onDrop, onSick }: BoardProps) {
  const [over, setOver] = useState<string>();
  const byId = new Map(data.visits.map((visit) => [visit.id, visit]));
  const rowOf = (member: Member | undefined) => ({
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setOver(member?.id ?? '');
    },
    onDragLeave: () => setOver(undefined),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      setOver(undefined);
      const visit = byId.get(event.dataTransfer.getData('text/plain'));
      if (visit) onDrop(visit, member);
    },
  });
  const visitsOf = (member: Member | undefined, date: string) =>
    data.visits.filter(
      (visit) => visit.serviceDate === date && (member ? visit.staffId === member.id : !visit.staffId),
    );
  const chip = (visit: Visit, member: Member | undefined, style?: CSSProperties) => (
    <VisitChip
      key={visit.id}
      visit={visit}
      needsCover={member !== undefined && absenceOn(member, visit.serviceDate) !== undefined}
      style={style}
      onPreload={preload.picker}
      onOpen={() => onOpen(visit)}
    />
  );
  const rows: (Member | undefined)[] = [undefined, ...data.staff];
  const heading = (member: Member | undefined) =>
    member ? (
      <th scope="row" className="sticky left-0 z-10 w-32 sm:w-44 bg-white p-2 text-left align-top">
        <span className="block font-semibold text-slate-900">{member.name}</span>
        {!member.active && <span className="block text-sm text-slate-700">{content.left}</span>}
        <button
          type="button"
          className="mt-1 min-h-11 text-sm font-semibold text-blue-800 underline"
          onPointerEnter={preload.sick}
          onFocus={preload.sick}
          onClick={() => onSick(member)}
          aria-label={content.sick.openFor(member.name)}
        >
          {content.sick.open}
        </button>
      </th>
    ) : (
      <th scope="row" className="sticky left-0 z-10 w-32 sm:w-44 bg-amber-50 p-2 text-left align-top">
        <span className="block font-semibold text-amber-950">{content.unassigned}</span>
        <span className="block text-sm text-amber-900">{content.unassignedHint}</span>
      </th>
    );
  const rowClass = (member: Member | undefined) =>
    `border-t border-slate-200 ${over === (member?.id ?? '') ? 'outline-2 outline-blue-700' : ''}`;

  return (
    <div aria-busy={busy || undefined} className="overflow-x-auto rounded-lg border border-slate-300">
      {view === 'day' ? (
        <table className="w-full min-w-[60rem] border-collapse text-sm">
          <caption className="sr-only">
            {content.heading}: {formatDate(data.dates[0] ?? '')}
          </caption>
          <thead>
            <tr className="bg-slate-50">
              <th scope="col" className="sticky left-0 z-10 w-32 sm:w-44 bg-slate-50 p-2 text-left">
                {content.person}
              </th>
              <th scope="col" className="relative h-8 p-0 text-left font-normal text-slate-700">
                {HOURS.map((minutes) => (
                  <span
                    key={minutes}
                    className="absolute top-1 -translate-x-1/2"
                    style={{ left: percent(minutes) }}
                  >
                    {timeOf(minutes)}
                  </span>
                ))}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((member) => {
              const date = data.dates[0] ?? '';
              const absence = member && absenceOn(member, date);
              const hours = member && hoursOn(member, date);
              const visits = visitsOf(member, date);
              return (
                <tr key={member?.id ?? 'nobody'} className={rowClass(member)} {...rowOf(member)}>
                  {heading(member)}
                  <td
                    className={`relative h-20 p-0 ${member && !hours ? 'bg-slate-100' : ''} ${absence ? 'bg-[repeating-linear-gradient(45deg,#fee2e2,#fee2e2_8px,#fff_8px,#fff_16px)]' : ''}`}
                  >
                    {member && hours && !absence && (
                      <span
                        aria-hidden="true"
                        className="absolute inset-y-0 bg-emerald-50"
                        style={{
                          left: percent(minutesOf(hours.start)),
                          width: `calc(${percent(minutesOf(hours.end))} - ${percent(minutesOf(hours.start))})`,
                        }}
                      />
                    )}
                    <RowNote member={member} absence={absence} hours={hours} empty={visits.length === 0} />
                    {visits.map((visit) =>
                      chip(visit, member, {
                        position: 'absolute',
                        top: '0.5rem',
                        left: percent(minutesOf(visit.serviceTime)),
                        width: `calc(${percent(minutesOf(endOf(visit)))} - ${percent(minutesOf(visit.serviceTime))})`,
                      }),
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <table className="w-full min-w-[64rem] table-fixed border-collapse text-sm">
          <caption className="sr-only">
            {content.heading}: {formatDate(data.dates[0] ?? '')} – {formatDate(data.dates.at(-1) ?? '')}
          </caption>
          <thead>
            <tr className="bg-slate-50">
              <th scope="col" className="sticky left-0 z-10 w-32 sm:w-44 bg-slate-50 p-2 text-left">
                {content.person}
              </th>
              {data.dates.map((date) => (
                <th key={date} scope="col" className="p-2 text-left">
                  {new Intl.DateTimeFormat('en-GB', {
                    weekday: 'short',
                    day: 'numeric',
                    month: 'short',
                    timeZone: 'UTC',
                  }).format(new Date(`${date}T12:00:00Z`))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((member) => (
              <tr key={member?.id ?? 'nobody'} className={rowClass(member)} {...rowOf(member)}>
                {heading(member)}
                {data.dates.map((date) => {
                  const absence = member && absenceOn(member, date);
                  const hours = member && hoursOn(member, date);
                  const visits = visitsOf(member, date);
                  return (
                    <td
                      key={date}
                      className={`space-y-1 border-l border-slate-200 p-1 align-top ${absence ? 'bg-red-50' : member && !hours ? 'bg-slate-100' : ''}`}
                    >
                      {(absence || (member && !hours)) && (
                        <RowNote member={member} absence={absence} hours={hours} empty={false} inline />
                      )}
                      {visits.map((visit) => chip(visit, member))}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
