import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { portalKeys } from './query-keys';

export const listMyFeedback = async () => (await callApi('listMyFeedback', {})).items;

/** The client's feedback: its own tab, and which completed bookings already have some. */
export const useMyFeedback = () => useQuery({ queryKey: portalKeys.myFeedback, queryFn: listMyFeedback });
