import { enquiriesQuery } from '@/features/enquiries/api/list-enquiries';
import { EnquiriesList } from '@/features/enquiries/components/enquiries-list';
import { queryClient } from '@/lib/query-client';
import { sectionLoader } from './portal-session';

export const clientLoader = sectionLoader('enquiries', () => {
  void queryClient.prefetchInfiniteQuery(enquiriesQuery());
});

export default EnquiriesList;
