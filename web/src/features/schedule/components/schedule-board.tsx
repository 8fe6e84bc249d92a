import { bankHolidayOn } from '@shared/bank-holidays';
import { formatDate, todayInLondon } from '@shared/dates';
import { addDays, minutesOf, timeOf, weekdayOf } from '@shared/london-time';
import { SERVICE_TYPE_LABELS } from '@shared/schemas/booking';
import type { Schedule } from '@shared/schemas/schedule';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type DragEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { QueryState } from '@/components/ui/query-state';
import { adminBookingContent } from '@/features/bookings/admin-content';
import { useAssignStaff, useUnassignStaff } from '@/features/bookings/api/assign-staff';
import { useSchedule } from '@/features/schedule/api/schedule';
import { scheduleContent as content } from '@/features/schedule/content';
import { isApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/auth/error-message';
import { lazyComponent } from '@/lib/lazy-component';
import { toast } from '@/lib/toast';

type Member = Schedule['staff'][number];
type Visit = Schedule['visits'][number];

// The picker and the sickness form load when first opened (or as the pointer reaches a visit).
const assignForm = lazyComponent(
  async () => (await import('@/features/bookings/components/assign-staff-form')).AssignStaffForm,
);
const sickForm = lazyComponent(async () => (await import('./sick-form')).SickForm);

/** The day view's hours: from the earliest start any service has to the latest finish. */
const DAY_START = 7 * 60;
const DAY_END = 23 * 60;
const HOURS = Array.from({ length: (DAY_END - DAY_START) / 60 }, (_, index) => DAY_START + index * 60);

const mondayOf = (date: string) => addDays(date, 1 - weekdayOf(date));
const endOf = (visit: Visit) => timeOf(minutesOf(visit.serviceTime) + visit.durationHours * 60);
const absenceOn = (member: Member, date: string) =>
  member.absences.find((absence) => absence.from <= date && date <= absence.to);
const hoursOn = (member: Member, date: string) =>
  bankHolidayOn(date) && !member.worksBankHolidays ? undefined : member.pattern[weekdayOf(date)];
const percent = (minutes: number) =>
  `${(Math.min(Math.max(minutes - DAY_START, 0), DAY_END - DAY_START) / (DAY_END - DAY_START)) * 100}%`;

/**
 * The office's schedule board (issue 26): one row per member and one for visits nobody has yet, a day
 * on a time line or a week in columns. A visit is given by dragging it onto someone, or (keyboard and
 * touch alike) by opening it: the picker lists who is free and qualified, best match first. Leave and
 * sickness shade the member's row; a visit of someone who is off is marked as needing cover. The
 * server decides every assignment (never two visits at once); the board shows its answer.
 */
export function ScheduleBoard() {
  const [view, setView] = useState<'day' | 'week'>('day');
  const [date, setDate] = useState(() => todayInLondon());
  const [chosen, setChosen] = useState<Visit>();
  const [sick, setSick] = useState<Member>();
  const days = view === 'day' ? 1 : 7;
  const from = view === 'day' ? date : mondayOf(date);
  const schedule = useSchedule(from, days);
  const assign = useAssignStaff();
  const unassign = useUnassignStaff();

  const give = async (visit: Visit, member: Member | undefined) => {
    if ((member?.id ?? undefined) === visit.staffId) return;
    try {
      if (member) await assign.mutateAsync({ id: visit.id, staffId: member.id });
      else await unassign.mutateAsync(visit.id);
      toast.success(member ? content.given(member.name) : content.handedBack);
    } catch (error) {
      console.error('The visit was not given', error);
      // The rules allow it with a reason: the picker asks for one.
      if (isApiError(error) && error.code === 'assignment_needs_reason') setChosen(visit);
      toast.error(content.moveFailed, { description: errorMessage(error) });
    }
  };

  const data = schedule.data;
  const step = (direction: 1 | -1) => setDate(addDays(from, direction * days));
  return (
    <section aria-labelledby="schedule-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="schedule-heading" className="text-2xl font-bold text-slate-900">
            {content.heading}
          </h2>
          <p className="mt-1 max-w-prose text-slate-700">{content.intro}</p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <fieldset className="flex gap-1">
            <legend className="sr-only">{content.view}</legend>
            {(['day', 'week'] as const).map((kind) => (
              <Button
                key={kind}
                variant={view === kind ? 'primary' : 'secondary'}
                aria-pressed={view === kind}
                onClick={() => setView(kind)}
              >
                {content[kind]}
              </Button>
            ))}
          </fieldset>
          <Button variant="secondary" aria-label={content.previous(days)} onClick={() => step(-1)}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </Button>
          <Button variant="secondary" onClick={() => setDate(todayInLondon())}>
            {content.today}
          </Button>
          <Button variant="secondary" aria-label={content.next(days)} onClick={() => step(1)}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </Button>
          <label className="flex flex-col text-sm font-semibold text-slate-800">
            {content.date}
            <input
              type="date"
              value={date}
              onChange={(event) => event.target.value && setDate(event.target.value)}
              className="mt-1 min-h-11 rounded-lg border border-slate-400 px-3 text-base font-normal"
            />
          </label>
        </div>
      </div>
      <QueryState
        query={schedule}
        isEmpty={!data || data.staff.length === 0}
        loading={content.loading}
        empty={<p className="py-6 text-slate-700">{content.noTeam}</p>}
        failure={content.failure}
      >
        {data && (
          <Board
            data={data}
            view={view}
            busy={schedule.isFetching}
            onOpen={setChosen}
            onDrop={give}
            onSick={setSick}
          />
        )}
      </QueryState>
      <ModalDialog
        open={chosen !== undefined}
        onOpenChange={(open) => !open && setChosen(undefined)}
        title={adminBookingContent.assign.title}
        description={
          chosen
            ? `${SERVICE_TYPE_LABELS[chosen.serviceType]}, ${formatDate(chosen.serviceDate)} ${chosen.serviceTime}–${endOf(chosen)}`
            : undefined
        }
      >
        {chosen && <assignForm.Component booking={chosen} onDone={() => setChosen(undefined)} />}
      </ModalDialog>
      <ModalDialog
        open={sick !== undefined}
        onOpenChange={(open) => !open && setSick(undefined)}
        title={sick ? content.sick.title(sick.name) : ''}
        description={content.sick.description}
      >
        {sick && (
          <sickForm.Component
            member={sick}
            firstDay={from}
            visits={(data?.visits ?? []).filter((visit) => visit.staffId === sick.id)}
            onDone={() => setSick(undefined)}
          />
        )}
      </ModalDialog>
    </section>
  );
}

interface BoardProps {
  data: Schedule;
  view: 'day' | 'week';
  busy: boolean;
  onOpen: (visit: Visit) => void;
  onDrop: (visit: Visit, member: Member | undefined) => void;
  onSick: (member: Member) => void;
}

/** Rows: the visits nobody has, then each member; columns: the day's hours, or the week's days. */
function Board({ data, view, busy, onOpen, onDrop, onSick }: BoardProps) {
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
  const chip = (visit: Visit, member: Member | undefined, style?: React.CSSProperties) => (
    <VisitChip
      key={visit.id}
      visit={visit}
      needsCover={member !== undefined && absenceOn(member, visit.serviceDate) !== undefined}
      style={style}
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
          onPointerEnter={sickForm.preload}
          onFocus={sickForm.preload}
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

/** What a row says besides its visits: off, not working, or nothing to do. */
function RowNote({
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

/** A visit on the board: a button that opens its picker, and a handle to drag it onto someone. */
function VisitChip({
  visit,
  needsCover,
  style,
  onOpen,
}: {
  visit: Visit;
  needsCover: boolean;
  style?: React.CSSProperties;
  onOpen: () => void;
}) {
  const service = SERVICE_TYPE_LABELS[visit.serviceType];
  const client = visit.clientName ?? content.someone;
  const tone = needsCover
    ? 'border-red-700 bg-red-50 text-red-950'
    : visit.status === 'pending'
      ? 'border-amber-600 bg-amber-50 text-amber-950'
      : visit.status === 'completed'
        ? 'border-slate-400 bg-slate-50 text-slate-800'
        : 'border-blue-700 bg-blue-50 text-blue-950';
  return (
    <button
      type="button"
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', visit.id);
        event.dataTransfer.effectAllowed = 'move';
      }}
      onPointerEnter={assignForm.preload}
      onFocus={assignForm.preload}
      onClick={onOpen}
      style={style}
      aria-label={`${content.visitLabel(visit.serviceTime, endOf(visit), service, client, visit.status)}${needsCover ? `, ${content.needsCover}` : ''}`}
      className={`z-[1] block min-h-11 w-full overflow-hidden rounded-md border-l-4 px-2 py-1 text-left text-xs leading-tight shadow-sm hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-800 ${tone}`}
    >
      <span className="block font-semibold">
        {visit.serviceTime}–{endOf(visit)} {needsCover && `· ${content.needsCover}`}
      </span>
      <span className="block truncate">
        {service} · {client}
      </span>
    </button>
  );
}
