import { INVOICE_FILTER_STATUSES } from '@shared/schemas/invoice';
import { SORT_ORDERS } from '@shared/schemas/pagination';
import { ChoiceFilter, DateFilter, FilterBar, type FilterFormProps } from '@/components/ui/filter-bar';
import type { InvoiceFilters } from '@/features/invoices/api/list-all-invoices';
import { invoiceContent } from '@/features/invoices/content';

const content = invoiceContent.filters;

/** Status (overdue too), invoice dates, order and a search by client name or email. */
export function InvoiceFiltersForm(props: FilterFormProps<InvoiceFilters>) {
  const { filters, onChange } = props;
  const set = (change: InvoiceFilters) => onChange({ ...filters, ...change });
  return (
    <FilterBar
      {...props}
      legend={content.legend}
      searchLabel={content.search}
      clearLabel={content.clear}
      cleared={{}}
    >
      <ChoiceFilter
        label={content.status}
        value={filters.status}
        placeholder={content.anyStatus}
        options={INVOICE_FILTER_STATUSES.map((status) => ({
          value: status,
          label: content.statuses[status],
        }))}
        onChange={(status) => set({ status })}
      />
      <DateFilter label={content.from} value={filters.from} onChange={(from) => set({ from })} />
      <DateFilter label={content.to} value={filters.to} onChange={(to) => set({ to })} />
      <ChoiceFilter
        label={content.sort}
        value={filters.sort ?? 'desc'}
        options={SORT_ORDERS.map((sort) => ({ value: sort, label: content.sorts[sort] }))}
        onChange={(sort) => set({ sort })}
      />
    </FilterBar>
  );
}
