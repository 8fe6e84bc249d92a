import { MAX_CHECKLIST_ITEMS } from '@shared/schemas/visit-day';
import { ArrowDown, ArrowUp, CircleAlert, Plus, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { checklistContent as content } from '@/features/checklists/content';

/** One item as the editor holds it: `key` is React's and the errors'; `id` the server's, once saved. */
export interface Row {
  key: string;
  id?: string;
  label: string;
}

/** Problems by row (its key) or by service (a list too long). */
export type RowErrors = Record<string, string>;

type Part = 'input' | 'up' | 'down' | 'remove';

const inputLook =
  'block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500';
const iconLook =
  'inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-40';

interface ChecklistRowsProps {
  /** The service's name, for the labels: "Item 2 of the Ironing checklist". */
  service: string;
  rows: Row[];
  errors: RowErrors;
  listError?: string;
  onChange: (rows: Row[]) => void;
  onRowEdited: (key: string) => void;
}

/**
 * One service's items: each renamed in place, moved up or down, or removed, by buttons that keep the
 * keyboard's focus with the item they moved (or on a neighbour after a removal) and say what happened
 * to a screen reader; and a field to add an item at the end.
 */
export function ChecklistRows({
  service,
  rows,
  errors,
  listError,
  onChange,
  onRowEdited,
}: ChecklistRowsProps) {
  const [adding, setAdding] = useState('');
  const [addError, setAddError] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const controls = useRef(new Map<string, HTMLElement>());
  const newField = useRef<HTMLInputElement>(null);
  const focusNext = useRef<{ key: string; part: Part } | 'new'>(undefined);
  const errorId = useId();

  // After a move or a removal has redrawn the list, focus goes where focusNext says.
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = undefined;
    if (target === 'new') newField.current?.focus();
    else if (target) controls.current.get(`${target.key}:${target.part}`)?.focus();
  });

  const control = (key: string, part: Part) => (element: HTMLElement | null) => {
    if (element) controls.current.set(`${key}:${part}`, element);
    else controls.current.delete(`${key}:${part}`);
  };
  const named = (row: Row) => row.label.trim() || content.untitled;

  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    const row = rows[index];
    if (!row || to < 0 || to >= rows.length) return;
    const next = [...rows];
    next.splice(index, 1);
    next.splice(to, 0, row);
    // The same button again, unless the item reached the end it was moving towards.
    const atEnd = to === 0 || to === rows.length - 1;
    focusNext.current = { key: row.key, part: atEnd ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down' };
    setAnnouncement(content.moved(named(row), to + 1, rows.length));
    onChange(next);
  };

  const remove = (index: number) => {
    const row = rows[index];
    if (!row) return;
    const neighbour = rows[index + 1] ?? rows[index - 1];
    focusNext.current = neighbour ? { key: neighbour.key, part: 'input' } : 'new';
    setAnnouncement(content.removed(named(row)));
    onChange(rows.filter((_, at) => at !== index));
  };

  const add = () => {
    const label = adding.trim();
    if (!label) {
      setAddError(content.newItemRequired);
      newField.current?.focus();
      return;
    }
    onChange([...rows, { key: crypto.randomUUID(), label }]);
    setAdding('');
    setAddError(undefined);
    setAnnouncement(content.added(label));
    focusNext.current = 'new';
  };

  const full = rows.length >= MAX_CHECKLIST_ITEMS;
  return (
    <div className="space-y-4">
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-slate-700">{content.empty}</p>
      ) : (
        <ol aria-label={content.listLabel(service)} className="space-y-3">
          {rows.map((row, index) => {
            const error = errors[row.key];
            const rowErrorId = `${errorId}-${index}`;
            return (
              <li key={row.key} className="flex flex-col gap-2 sm:flex-row sm:items-start">
                <div className="flex min-w-0 flex-1 items-start gap-2">
                  <span aria-hidden="true" className="mt-2 w-6 shrink-0 text-right text-slate-600">
                    {index + 1}.
                  </span>
                  <div className="min-w-0 flex-1">
                    <input
                      ref={control(row.key, 'input')}
                      aria-label={content.item(index + 1, service)}
                      aria-invalid={error ? 'true' : undefined}
                      aria-describedby={error ? rowErrorId : undefined}
                      maxLength={120}
                      value={row.label}
                      onChange={(event) => {
                        onChange(
                          rows.map((other) =>
                            other.key === row.key ? { ...other, label: event.target.value } : other,
                          ),
                        );
                        onRowEdited(row.key);
                      }}
                      className={`${inputLook} ${error ? 'border-red-700 ring-1 ring-red-700' : 'border-slate-500'}`}
                    />
                    {error && <FieldError id={rowErrorId}>{error}</FieldError>}
                  </div>
                </div>
                <div className="flex shrink-0 justify-end gap-1 pl-8 sm:pl-0">
                  <button
                    ref={control(row.key, 'up')}
                    type="button"
                    className={iconLook}
                    aria-label={content.moveUp(named(row))}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden="true" className="size-5" />
                  </button>
                  <button
                    ref={control(row.key, 'down')}
                    type="button"
                    className={iconLook}
                    aria-label={content.moveDown(named(row))}
                    disabled={index === rows.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" className="size-5" />
                  </button>
                  <button
                    ref={control(row.key, 'remove')}
                    type="button"
                    className={`${iconLook} text-red-800 hover:bg-red-50 hover:text-red-900`}
                    aria-label={content.remove(named(row))}
                    onClick={() => remove(index)}
                  >
                    <Trash2 aria-hidden="true" className="size-5" />
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {listError && <FieldError>{listError}</FieldError>}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <TextField
            ref={newField}
            label={content.newItem}
            hint={full ? content.full(MAX_CHECKLIST_ITEMS) : content.newItemHint}
            maxLength={120}
            value={adding}
            disabled={full}
            error={addError}
            onChange={(event) => {
              setAdding(event.target.value);
              setAddError(undefined);
            }}
            // Enter adds the item, as the button beside it does, rather than saving every list.
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
        </div>
        <Button variant="secondary" disabled={full} onClick={add}>
          <Plus aria-hidden="true" className="size-5" />
          {content.add}
          <span className="sr-only">: {content.listLabel(service)}</span>
        </Button>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 flex items-start gap-1.5 text-sm text-red-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}
