import { feedbackRoutes } from '@shared/routes/feedback';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

export const listMyFeedback = async () => (await callApi(feedbackRoutes.listMyFeedback, {})).items;

/** The client's feedback: its own tab, and which completed bookings already have some. */
export const myFeedbackQuery = queryOptions({ queryKey: portalKeys.myFeedback, queryFn: listMyFeedback });

export const useMyFeedback = () => useQuery(myFeedbackQuery);
