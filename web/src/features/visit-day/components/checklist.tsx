import type { ChecklistItem, StaffVisit } from '@shared/schemas/visit-day';
import { Check, Dot } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { type TickRequest, useTickItem } from '@/features/visit-day/api/tick-item';
import { visitDayContent } from '@/features/visit-day/content';
import { errorMessage } from '@/lib/auth/error-message';
import { StepFailure } from './step-parts';

const content = visitDayContent.checklist;
const NOTE_MAX = 500;

interface ItemProps {
  item: ChecklistItem;
  tickable: boolean;
  /** The state being sent for this item, shown until the server answers. */
  sending?: boolean;
  onTick: (change: Omit<TickRequest, 'id' | 'itemId'>) => Promise<boolean>;
}

function NoteEditor({
  item,
  onSave,
  onClose,
}: {
  item: ChecklistItem;
  onSave: (note: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const id = useId();
  const [note, setNote] = useState(item.note ?? '');
  const [saving, setSaving] = useState(false);
  return (
    <form
      className="mt-2 space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        setSaving(true);
        void onSave(note.trim()).then((saved) => {
          setSaving(false);
          if (saved) onClose();
        });
      }}
    >
      <label htmlFor={id} className="block text-base font-semibold text-slate-900">
        {content.noteLabel(item.label)}
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        className="block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-lg text-slate-900"
      />
      <div className="flex gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? content.saving : content.saveNote}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {content.cancel}
        </Button>
      </div>
    </form>
  );
}

/** An item that cannot be ticked now (before check-in, after check-out): what it is, and whether it was done. */
function ItemLine({ item }: { item: ChecklistItem }) {
  const Icon = item.done ? Check : Dot;
  return (
    <li className="flex items-start gap-3 py-1 text-lg text-slate-900">
      <Icon aria-hidden="true" className={`mt-1 size-5 shrink-0 ${item.done ? 'text-green-800' : ''}`} />
      <span>
        {item.label}
        {item.done && <span className="sr-only"> ({content.ticked})</span>}
        {item.note && <span className="block text-base whitespace-pre-line text-slate-800">{item.note}</span>}
      </span>
    </li>
  );
}

function ItemRow({ item, tickable, sending, onTick }: ItemProps) {
  const [editing, setEditing] = useState(false);
  const done = sending ?? item.done;
  if (!tickable) return <ItemLine item={item} />;
  return (
    <li className="border-b border-slate-200 py-2 last:border-b-0">
      <label className="flex min-h-12 items-center gap-3 text-lg text-slate-900">
        <input
          type="checkbox"
          className="size-6 shrink-0 accent-brand-700"
          checked={done}
          aria-busy={sending !== undefined}
          onChange={(event) => void onTick({ done: event.target.checked, note: item.note })}
        />
        <span className={done ? 'font-semibold' : ''}>{item.label}</span>
      </label>
      {item.note && !editing && (
        <p className="ml-9 text-base whitespace-pre-line text-slate-800">{item.note}</p>
      )}
      {editing ? (
        <NoteEditor
          item={item}
          onClose={() => setEditing(false)}
          onSave={(note) => onTick({ done: item.done, note: note || undefined })}
        />
      ) : (
        <button
          type="button"
          onClick={() => setEditing(true)}
          // Every item has this button: its name says which item (and starts with the words shown).
          aria-label={content.noteButton(item.note ? content.editNote : content.addNote, item.label)}
          className="ml-7 inline-flex min-h-11 items-center px-2 text-base font-semibold text-brand-800 underline underline-offset-4"
        >
          {item.note ? content.editNote : content.addNote}
        </button>
      )}
    </li>
  );
}

/**
 * The visit's checklist: the service's list to read before check-in, then the visit's own copy to tick,
 * each item with a note if the member wants one. A tick is sent at once; the box shows it meanwhile.
 */
export function Checklist({ visit }: { visit: StaffVisit }) {
  const tick = useTickItem();
  const [sending, setSending] = useState<Record<string, boolean>>({});
  const [failure, setFailure] = useState<string>();
  const copied = visit.visit?.checklist;
  const items: ChecklistItem[] =
    copied ?? (visit.checklistTemplate ?? []).map((item) => ({ ...item, done: false }));
  if (items.length === 0) return null;
  const tickable = visit.can.tick && copied !== undefined;
  const done = items.filter((item) => item.done).length;

  const send = async (itemId: string, change: Omit<TickRequest, 'id' | 'itemId'>) => {
    setFailure(undefined);
    setSending((now) => ({ ...now, [itemId]: change.done }));
    try {
      await tick.mutateAsync({ id: visit.id, itemId, ...change });
      return true;
    } catch (error) {
      console.error('The checklist item was not saved', error);
      setFailure(errorMessage(error) ?? '');
      return false;
    } finally {
      setSending(({ [itemId]: _, ...others }) => others);
    }
  };

  return (
    <section aria-labelledby="checklist-heading" className="space-y-2">
      <div className="flex items-baseline justify-between gap-3">
        <h3 id="checklist-heading" tabIndex={-1} className="text-xl font-bold text-slate-900">
          {content.heading}
        </h3>
        {copied && <p className="text-base text-slate-800">{content.done(done, items.length)}</p>}
      </div>
      {!copied && <p className="text-base text-slate-800">{content.beforeCheckIn}</p>}
      <StepFailure title={content.failure} message={failure} />
      <ul aria-labelledby="checklist-heading">
        {items.map((item) => (
          <ItemRow
            key={item.id}
            item={item}
            tickable={tickable}
            sending={sending[item.id]}
            onTick={(change) => send(item.id, change)}
          />
        ))}
      </ul>
    </section>
  );
}
