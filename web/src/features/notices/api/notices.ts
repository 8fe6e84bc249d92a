import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

const keyOf = (bookingId: string) => [...portalKeys.bookingNotices, bookingId];

/** One booking's notices, newest first; read only while the office has the section open. */
export const useBookingNotices = (bookingId: string, enabled: boolean) =>
  useQuery({
    queryKey: keyOf(bookingId),
    queryFn: () => callApi('listBookingNotices', { params: { id: bookingId } }),
    enabled,
  });

/** Puts a sent or failed notice back on the sender's queue; the list is read again after. */
export const useResendBookingNotice = (bookingId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noticeId: string) => callApi('resendBookingNotice', { params: { id: bookingId, noticeId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(bookingId) }),
  });
};
