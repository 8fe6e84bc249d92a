import { quoteRoutes } from '@shared/routes/quotes';
import type { QuoteListQuery } from '@shared/schemas/quote';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Quotes' queries: the office's list with its conversion rate, and a client's own. */
export const quoteKeys = {
  all: ['quotes'],
  office: ['quotes', 'office'],
  mine: ['quotes', 'mine'],
} as const;

export const officeQuotesQuery = (query: QuoteListQuery = {}) =>
  queryOptions({
    queryKey: [...quoteKeys.office, query],
    queryFn: () => callApi(quoteRoutes.listQuotes, { query }),
  });

export const useOfficeQuotes = (query: QuoteListQuery = {}) => useQuery(officeQuotesQuery(query));

export const myQuotesQuery = queryOptions({
  queryKey: quoteKeys.mine,
  queryFn: () => callApi(quoteRoutes.listMyQuotes, {}),
});

export const useMyQuotes = () => useQuery(myQuotesQuery);
