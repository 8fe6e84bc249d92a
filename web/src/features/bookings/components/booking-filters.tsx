import { BOOKING_STATUSES, SERVICE_TYPE_LABELS, SERVICE_TYPES } from '@shared/schemas/booking';
import { SORT_ORDERS } from '@shared/schemas/pagination';
import { type ReactNode, useCallback } from 'react';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { adminBookingContent as content } from '@/features/bookings/admin-content';
import type { BookingFilters } from '@/features/bookings/api/list-all-bookings';

/** Upcoming or past, then status, service, dates and a search by client name or email. */
export function BookingFiltersForm({
  filters,
  onChange,
  actions,
}: {
  filters: BookingFilters;
  onChange: (next: BookingFilters) => void;
  /** Beside Clear Filters: what acts on the filtered list (the export). */
  actions?: ReactNode;
}) {
  const set = (change: BookingFilters) => onChange({ ...filters, ...change });
  const onSearch = useCallback((q: string | undefined) => onChange({ ...filters, q }), [filters, onChange]);
  return (
    <div className="mb-6 space-y-4">
      <fieldset className="inline-flex rounded-lg border border-slate-400 p-1">
        <legend className="sr-only">{content.viewsLabel}</legend>
        {(['upcoming', 'past'] as const).map((view) => (
          <button
            key={view}
            type="button"
            aria-pressed={filters.view === view}
            onClick={() => set({ view })}
            className={`rounded-md px-4 py-2 font-semibold ${filters.view === view ? 'bg-blue-800 text-white' : 'text-slate-800 hover:bg-slate-100'}`}
          >
            {content.views[view]}
          </button>
        ))}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6">
        <legend className="sr-only">{content.filtersHeading}</legend>
        <SearchField label={content.search} value={filters.q ?? ''} onSearch={onSearch} />
        <SelectField
          label={content.status}
          value={filters.status ?? ''}
          placeholder={content.anyStatus}
          options={BOOKING_STATUSES.map((status) => ({ value: status, label: status }))}
          onChange={(event) => set({ status: (event.target.value || undefined) as BookingFilters['status'] })}
        />
        <SelectField
          label={content.service}
          value={filters.serviceType ?? ''}
          placeholder={content.anyService}
          options={SERVICE_TYPES.map((type) => ({ value: type, label: SERVICE_TYPE_LABELS[type] }))}
          onChange={(event) =>
            set({ serviceType: (event.target.value || undefined) as BookingFilters['serviceType'] })
          }
        />
        <TextField
          label={content.from}
          type="date"
          value={filters.from ?? ''}
          onChange={(event) => set({ from: event.target.value || undefined })}
        />
        <TextField
          label={content.to}
          type="date"
          value={filters.to ?? ''}
          onChange={(event) => set({ to: event.target.value || undefined })}
        />
        <SelectField
          label={content.sort}
          value={filters.sort ?? ''}
          placeholder={content.defaultSort[filters.view ?? 'upcoming']}
          options={SORT_ORDERS.map((sort) => ({ value: sort, label: content.sorts[sort] }))}
          onChange={(event) => set({ sort: (event.target.value || undefined) as BookingFilters['sort'] })}
        />
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={() => {
            onChange({ view: filters.view });
          }}
        >
          {content.clear}
        </Button>
        {actions}
      </div>
    </div>
  );
}
