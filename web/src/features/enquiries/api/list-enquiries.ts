import { enquiryRoutes } from '@shared/routes/enquiries';
import type { AdminEnquiryQuery } from '@shared/schemas/enquiry';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

/** The inbox's filters: everything but the page. */
export type EnquiryFilters = Partial<Omit<AdminEnquiryQuery, 'limit' | 'cursor'>>;

const defined = (filters: EnquiryFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));

/** Enquiries and registrations for admins, filtered, a page at a time, with where each stands. */
export const enquiriesQuery = (filters: EnquiryFilters = {}) =>
  infiniteQueryOptions({
    queryKey: [...portalKeys.enquiries, defined(filters)],
    queryFn: ({ pageParam }) =>
      callApi(enquiryRoutes.listEnquiries, { query: { ...defined(filters), cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useEnquiries = (filters: EnquiryFilters) => useInfiniteQuery(enquiriesQuery(filters));

/** The filtered inbox as a CSV file, saved by the browser. */
export const exportEnquiries = (filters: EnquiryFilters) =>
  callApi(enquiryRoutes.exportEnquiries, { query: defined(filters) });
