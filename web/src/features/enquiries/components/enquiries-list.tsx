import { ENQUIRY_STATUSES, ENQUIRY_TYPES } from '@shared/schemas/enquiry';
import { SORT_ORDERS } from '@shared/schemas/search';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ExportButton } from '@/components/ui/export-button';
import { Item, ItemList } from '@/components/ui/item-list';
import { LoadMore } from '@/components/ui/load-more';
import { QueryState } from '@/components/ui/query-state';
import { SearchField } from '@/components/ui/search-field';
import { SectionHeader } from '@/components/ui/section-header';
import { SelectField } from '@/components/ui/select-field';
import { type EnquiryFilters, exportEnquiries, useEnquiries } from '@/features/enquiries/api/list-enquiries';
import { enquiriesContent } from '@/features/enquiries/content';
import { EnquiryActions } from './enquiry-actions';
import { EnquiryItem } from './enquiry-item';

const content = enquiriesContent;

/** The admin's Enquiries tab: what visitors sent, filtered and searched, with where each stands. */
export function EnquiriesList() {
  const [filters, setFilters] = useState<EnquiryFilters>({});
  const enquiries = useEnquiries(filters);
  const items = enquiries.data?.pages.flatMap((page) => page.items) ?? [];
  const onSearch = useCallback((q: string | undefined) => setFilters((current) => ({ ...current, q })), []);
  return (
    <section aria-labelledby="enquiries-heading">
      <SectionHeader id="enquiries-heading" title={content.heading}>
        <ExportButton exportFile={() => exportEnquiries(filters)} />
      </SectionHeader>
      <fieldset className="mb-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="sr-only">{content.filters}</legend>
        <SearchField label={content.search} value={filters.q ?? ''} onSearch={onSearch} />
        <SelectField
          label={content.status}
          value={filters.status ?? ''}
          placeholder={content.anyStatus}
          options={ENQUIRY_STATUSES.map((status) => ({ value: status, label: content.statuses[status] }))}
          onChange={(event) =>
            setFilters({ ...filters, status: (event.target.value || undefined) as EnquiryFilters['status'] })
          }
        />
        <SelectField
          label={content.kind}
          value={filters.type ?? ''}
          placeholder={content.anyKind}
          options={ENQUIRY_TYPES.map((type) => ({ value: type, label: content.types[type] }))}
          onChange={(event) =>
            setFilters({ ...filters, type: (event.target.value || undefined) as EnquiryFilters['type'] })
          }
        />
        <SelectField
          label={content.order}
          value={filters.order ?? 'newest'}
          options={SORT_ORDERS.map((order) => ({ value: order, label: content.orders[order] }))}
          onChange={(event) =>
            setFilters({ ...filters, order: event.target.value as EnquiryFilters['order'] })
          }
        />
      </fieldset>
      <Button variant="secondary" className="mb-6" onClick={() => setFilters({})}>
        {content.clear}
      </Button>
      <QueryState
        query={enquiries}
        isEmpty={items.length === 0}
        loading={content.loading}
        empty={content.empty}
        failure={content.failure}
      >
        <ItemList label={content.heading}>
          {items.map((enquiry) => (
            <Item key={enquiry.id}>
              <EnquiryItem enquiry={enquiry}>
                <EnquiryActions enquiry={enquiry} />
              </EnquiryItem>
            </Item>
          ))}
        </ItemList>
        <LoadMore query={enquiries} />
      </QueryState>
    </section>
  );
}
