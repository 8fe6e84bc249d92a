import { BOOKING_STATUSES, SERVICE_TYPE_LABELS, SERVICE_TYPES } from '@shared/schemas/booking';
import { SORT_ORDERS } from '@shared/schemas/pagination';
import { ChoiceFilter, DateFilter, FilterBar, type FilterFormProps } from '@/components/ui/filter-bar';
import { adminBookingContent as content } from '@/features/bookings/admin-content';
import type { BookingFilters } from '@/features/bookings/api/list-all-bookings';

/** Upcoming or past, then status, service, dates and a search by client name or email. */
export function BookingFiltersForm(props: FilterFormProps<BookingFilters>) {
  const { filters, onChange } = props;
  const set = (change: BookingFilters) => onChange({ ...filters, ...change });
  const views = (
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
  );
  return (
    <FilterBar
      {...props}
      legend={content.filtersHeading}
      searchLabel={content.search}
      clearLabel={content.clear}
      cleared={{ view: filters.view }}
      before={views}
      columns={6}
    >
      <ChoiceFilter
        label={content.status}
        value={filters.status}
        placeholder={content.anyStatus}
        options={BOOKING_STATUSES.map((status) => ({ value: status, label: status }))}
        onChange={(status) => set({ status })}
      />
      <ChoiceFilter
        label={content.service}
        value={filters.serviceType}
        placeholder={content.anyService}
        options={SERVICE_TYPES.map((type) => ({ value: type, label: SERVICE_TYPE_LABELS[type] }))}
        onChange={(serviceType) => set({ serviceType })}
      />
      <DateFilter label={content.from} value={filters.from} onChange={(from) => set({ from })} />
      <DateFilter label={content.to} value={filters.to} onChange={(to) => set({ to })} />
      <ChoiceFilter
        label={content.sort}
        value={filters.sort}
        placeholder={content.defaultSort[filters.view ?? 'upcoming']}
        options={SORT_ORDERS.map((sort) => ({ value: sort, label: content.sorts[sort] }))}
        onChange={(sort) => set({ sort })}
      />
    </FilterBar>
  );
}
