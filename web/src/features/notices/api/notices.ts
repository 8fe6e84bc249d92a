import { bookingRoutes } from '@shared/routes/bookings';
import { invoiceRoutes } from '@shared/routes/invoices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { portalKeys } from '@/lib/query-keys';

/** What the office can look at the notices of: a booking or an invoice. */
export type NoticeOwner = { type: 'booking' | 'invoice'; id: string };

/** Each owner's routes and query key: its key sits under the owner's own, so its changes refresh it. */
const byOwner = {
  booking: {
    list: bookingRoutes.listBookingNotices,
    resend: bookingRoutes.resendBookingNotice,
    key: portalKeys.bookingNotices,
  },
  invoice: {
    list: invoiceRoutes.listInvoiceNotices,
    resend: invoiceRoutes.resendInvoiceNotice,
    key: portalKeys.invoiceNotices,
  },
} as const;

const keyOf = (owner: NoticeOwner) => [...byOwner[owner.type].key, owner.id];

/** One booking's or invoice's notices, newest first; read only while the office has the section open. */
export const useNotices = (owner: NoticeOwner, enabled: boolean) =>
  useQuery({
    queryKey: keyOf(owner),
    queryFn: () => callApi(byOwner[owner.type].list, { params: { id: owner.id } }),
    enabled,
  });

/** Puts a sent or failed notice back on the sender's queue; the list is read again after. */
export const useResendNotice = (owner: NoticeOwner) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noticeId: string) =>
      callApi(byOwner[owner.type].resend, { params: { id: owner.id, noticeId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keyOf(owner) }),
  });
};
