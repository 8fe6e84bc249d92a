import { feedbackRoutes } from '@shared/routes/feedback';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

/** What the public pages read of the records, for the office's check of the site's claims. */
// Under the office's feedback: a decision to publish refreshes the published count too.
export const siteFiguresQuery = queryOptions({
  queryKey: [...portalKeys.allFeedback, 'site-figures'],
  queryFn: () => callApi(feedbackRoutes.publicStats, {}),
});

export const useSiteFigures = () => useQuery(siteFiguresQuery);
