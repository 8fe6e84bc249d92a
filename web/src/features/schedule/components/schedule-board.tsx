import { formatDate, todayInLondon } from '@shared/dates';
import { addDays } from '@shared/london-time';
import { SERVICE_TYPE_LABELS } from '@shared/schemas/booking';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { QueryState } from '@/components/ui/query-state';
import { useSchedule } from '@/features/schedule/api/schedule';
import { scheduleContent as content } from '@/features/schedule/content';
import { isApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/auth/error-message';
import { lazyComponent } from '@/lib/lazy-component';
import { toast } from '@/lib/toast';
import { Board } from './board';
import { endOf, type Member, mondayOf, type Visit } from './board-time';

/**
 * Giving a visit to someone is the bookings feature's (its picker of who is free, and the calls that
 * give or take back a visit): the page that shows the board hands it over, since a feature never
 * imports another.
 */
export interface VisitAssignment {
  /** The picker's dialog title. */
  title: string;
  /** The picker of who is free, best match first; loaded when first opened. */
  Picker: ComponentType<{ booking: Visit; onDone: () => void }>;
  /** Starts loading the picker (as the pointer reaches a visit). */
  preloadPicker: () => void;
  useAssign: () => { mutateAsync: (input: { id: string; staffId: string }) => Promise<unknown> };
  useUnassign: () => { mutateAsync: (id: string) => Promise<unknown> };
}

// The sickness form loads when first opened (or as the pointer reaches a member).
const sickForm = lazyComponent(async () => (await import('./sick-form')).SickForm);

/**
 * The office's schedule board: one row per member and one for visits nobody has yet, a day
 * on a time line or a week in columns. A visit is given by dragging it onto someone, or (keyboard and
 * touch alike) by opening it: the picker lists who is free and qualified, best match first. Leave and
 * sickness shade the member's row; a visit of someone who is off is marked as needing cover. The
 * server decides every assignment (never two visits at once); the board shows its answer.
 */
export function ScheduleBoard({ assignment }: { assignment: VisitAssignment }) {
  const [view, setView] = useState<'day' | 'week'>('day');
  const [date, setDate] = useState(() => todayInLondon());
  const [chosen, setChosen] = useState<Visit>();
  const [sick, setSick] = useState<Member>();
  const days = view === 'day' ? 1 : 7;
  const from = view === 'day' ? date : mondayOf(date);
  const schedule = useSchedule(from, days);
  const assign = assignment.useAssign();
  const unassign = assignment.useUnassign();
  const { Picker } = assignment;

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
            preload={{ picker: assignment.preloadPicker, sick: sickForm.preload }}
            onOpen={setChosen}
            onDrop={give}
            onSick={setSick}
          />
        )}
      </QueryState>
      <ModalDialog
        open={chosen !== undefined}
        onOpenChange={(open) => !open && setChosen(undefined)}
        title={assignment.title}
        description={
          chosen
            ? `${SERVICE_TYPE_LABELS[chosen.serviceType]}, ${formatDate(chosen.serviceDate)} ${chosen.serviceTime}–${endOf(chosen)}`
            : undefined
        }
      >
        {chosen && <Picker booking={chosen} onDone={() => setChosen(undefined)} />}
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
