import { INVOICE_FILTER_STATUSES } from '@shared/schemas/invoice';
import { SORT_ORDERS } from '@shared/schemas/pagination';
import { type ReactNode, useCallback } from 'react';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { InvoiceFilters } from '@/features/invoices/api/list-all-invoices';
import { invoiceContent } from '@/features/invoices/content';

const content = invoiceContent.filters;

/** Status (overdue too), invoice dates, order and a search by client name or email. */
export function InvoiceFiltersForm({
  filters,
  onChange,
  actions,
}: {
  filters: InvoiceFilters;
  onChange: (next: InvoiceFilters) => void;
  actions?: ReactNode;
}) {
  const set = (change: InvoiceFilters) => onChange({ ...filters, ...change });
  const onSearch = useCallback((q: string | undefined) => onChange({ ...filters, q }), [filters, onChange]);
  return (
    <div className="mb-6 space-y-4">
      <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <legend className="sr-only">{content.legend}</legend>
        <SearchField label={content.search} value={filters.q ?? ''} onSearch={onSearch} />
        <SelectField
          label={content.status}
          value={filters.status ?? ''}
          placeholder={content.anyStatus}
          options={INVOICE_FILTER_STATUSES.map((status) => ({
            value: status,
            label: content.statuses[status],
          }))}
          onChange={(event) => set({ status: (event.target.value || undefined) as InvoiceFilters['status'] })}
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
          value={filters.sort ?? 'desc'}
          options={SORT_ORDERS.map((sort) => ({ value: sort, label: content.sorts[sort] }))}
          onChange={(event) => set({ sort: event.target.value as InvoiceFilters['sort'] })}
        />
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={() => {
            onChange({});
          }}
        >
          {content.clear}
        </Button>
        {actions}
      </div>
    </div>
  );
}
