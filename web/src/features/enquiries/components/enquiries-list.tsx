import { Item, ItemList } from '@/components/ui/item-list';
import { LoadMore } from '@/components/ui/load-more';
import { QueryState } from '@/components/ui/query-state';
import { SectionHeader } from '@/components/ui/section-header';
import { useEnquiries } from '@/features/enquiries/api/list-enquiries';
import { enquiriesContent } from '@/features/enquiries/content';
import { EnquiryItem } from './enquiry-item';

const content = enquiriesContent;

/** The admin's Enquiries tab: what visitors sent, newest first, and whether its mail went out. */
export function EnquiriesList() {
  const enquiries = useEnquiries();
  const items = enquiries.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="enquiries-heading">
      <SectionHeader id="enquiries-heading" title={content.heading} />
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
              <EnquiryItem enquiry={enquiry} />
            </Item>
          ))}
        </ItemList>
        <LoadMore query={enquiries} />
      </QueryState>
    </section>
  );
}
