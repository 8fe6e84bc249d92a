import { useEnquiries } from '../../api/list-enquiries';
import { adminContent } from '../../content/admin';
import { Item, ItemList } from '../ui/item-list';
import { LoadMore } from '../ui/load-more';
import { QueryState } from '../ui/query-state';
import { SectionHeader } from '../ui/section-header';
import { EnquiryItem } from './enquiry-item';

const content = adminContent.enquiries;

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
