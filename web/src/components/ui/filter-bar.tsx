import { type ReactNode, useCallback } from 'react';
import { Button } from './button';
import { SearchField } from './search-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';

// Whole class names, so Tailwind finds them in the source.
const wideColumns = { 4: 'lg:grid-cols-4', 5: 'lg:grid-cols-5', 6: 'lg:grid-cols-6' } as const;

/** What a list hands its filter bar: the filters, how to change them, and what acts on the filtered list. */
export interface FilterFormProps<F> {
  filters: F;
  onChange: (next: F) => void;
  /** Beside Clear Filters: what acts on the filtered list (the export). */
  actions?: ReactNode;
}

interface FilterBarProps<F extends { q?: string }> extends FilterFormProps<F> {
  /** Names the fields for screen readers (the legend is not shown). */
  legend: string;
  searchLabel: string;
  clearLabel: string;
  /** What Clear Filters leaves set: nothing, unless the list keeps a view (upcoming or past bookings). */
  cleared: F;
  /** Above the fields, such as a choice of view. */
  before?: ReactNode;
  /** Fields a row on wide screens, the search included. */
  columns?: keyof typeof wideColumns;
  /** The list's own filters, after the search. */
  children: ReactNode;
}

/** An office list's filter bar: a search first, the list's own filters, then Clear Filters and the list's actions. */
export function FilterBar<F extends { q?: string }>({
  filters,
  onChange,
  legend,
  searchLabel,
  clearLabel,
  cleared,
  before,
  actions,
  columns = 5,
  children,
}: FilterBarProps<F>) {
  const onSearch = useCallback((q: string | undefined) => onChange({ ...filters, q }), [filters, onChange]);
  return (
    <div className="mb-6 space-y-4">
      {before}
      <fieldset className={`grid gap-4 sm:grid-cols-2 ${wideColumns[columns]}`}>
        <legend className="sr-only">{legend}</legend>
        <SearchField label={searchLabel} value={filters.q ?? ''} onSearch={onSearch} />
        {children}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => onChange(cleared)}>
          {clearLabel}
        </Button>
        {actions}
      </div>
    </div>
  );
}

/** A date a list is filtered by; an emptied field filters by none. */
export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <TextField
      label={label}
      type="date"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
    />
  );
}

/** One of a list's choices (a status, a role, an order); the placeholder, where there is one, means any. */
export function ChoiceFilter<V extends string>({
  label,
  value,
  placeholder,
  options,
  onChange,
}: {
  label: string;
  value: V | undefined;
  placeholder?: string;
  options: readonly { value: V; label: string }[];
  onChange: (value: V | undefined) => void;
}) {
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      placeholder={placeholder}
      options={options}
      onChange={(event) => onChange((event.target.value || undefined) as V | undefined)}
    />
  );
}
