import { ENQUIRY_STATUSES, ENQUIRY_TYPES } from '@shared/schemas/enquiry';
import { SORT_ORDERS } from '@shared/schemas/search';
import { useState } from 'react';
import { ExportButton } from '@/components/ui/export-button';
import { ChoiceFilter, FilterBar } from '@/components/ui/filter-bar';
import { Item, ItemList } from '@/components/ui/item-list';
import { LoadMore } from '@/components/ui/load-more';
import { QueryState } from '@/components/ui/query-state';
import { SectionHeader } from '@/components/ui/section-header';
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
  return (
    <section aria-labelledby="enquiries-heading">
      <SectionHeader id="enquiries-heading" title={content.heading}>
        <ExportButton exportFile={() => exportEnquiries(filters)} />
      </SectionHeader>
      <FilterBar
        filters={filters}
        onChange={setFilters}
        legend={content.filters}
        searchLabel={content.search}
        clearLabel={content.clear}
        cleared={{}}
        columns={4}
      >
        <ChoiceFilter
          label={content.status}
          value={filters.status}
          placeholder={content.anyStatus}
          options={ENQUIRY_STATUSES.map((status) => ({ value: status, label: content.statuses[status] }))}
          onChange={(status) => setFilters({ ...filters, status })}
        />
        <ChoiceFilter
          label={content.kind}
          value={filters.type}
          placeholder={content.anyKind}
          options={ENQUIRY_TYPES.map((type) => ({ value: type, label: content.types[type] }))}
          onChange={(type) => setFilters({ ...filters, type })}
        />
        <ChoiceFilter
          label={content.order}
          value={filters.order ?? 'newest'}
          options={SORT_ORDERS.map((order) => ({ value: order, label: content.orders[order] }))}
          onChange={(order) => setFilters({ ...filters, order })}
        />
      </FilterBar>
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
