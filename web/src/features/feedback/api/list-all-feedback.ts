import { feedbackRoutes } from '@shared/routes/feedback';
import type { AdminFeedbackQuery } from '@shared/schemas/feedback';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

/** The office's feedback filters: everything but the page. */
export type FeedbackFilters = Partial<Omit<AdminFeedbackQuery, 'limit' | 'cursor'>>;

const defined = (filters: FeedbackFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));

/** Every client's feedback, filtered, a page at a time; the first page says how many and their average. */
export const allFeedbackQuery = (filters: FeedbackFilters = {}) =>
  infiniteQueryOptions({
    queryKey: [...portalKeys.allFeedback, defined(filters)],
    queryFn: ({ pageParam }) =>
      callApi(feedbackRoutes.listAllFeedback, { query: { ...defined(filters), cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useAllFeedback = (filters: FeedbackFilters) => useInfiniteQuery(allFeedbackQuery(filters));

/** The filtered list as a CSV file, saved by the browser. */
export const exportFeedback = (filters: FeedbackFilters) =>
  callApi(feedbackRoutes.exportFeedback, { query: defined(filters) });
