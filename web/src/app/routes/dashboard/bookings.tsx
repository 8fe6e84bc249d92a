import type { Booking } from '@shared/schemas/booking';
import { useEffect } from 'react';
import { useLoaderData } from 'react-router-dom';
import { allBookingsQuery } from '@/features/bookings/api/list-all-bookings';
import { myBookingsQuery } from '@/features/bookings/api/list-my-bookings';
import { AdminBookings } from '@/features/bookings/components/admin-bookings';
import { ClientBookings } from '@/features/bookings/components/client-bookings';
import { myFeedbackQuery, useMyFeedback } from '@/features/feedback/api/list-my-feedback';
import { FeedbackAction } from '@/features/feedback/components/feedback-action';
import { NoticesSection } from '@/features/notices/components/notices-section';
import { queryClient } from '@/lib/query-client';
import { sectionLoader } from './portal-session';

export const clientLoader = sectionLoader('bookings', ({ isAdmin }) => {
  if (isAdmin) void queryClient.prefetchInfiniteQuery(allBookingsQuery());
  else {
    void queryClient.prefetchQuery(myBookingsQuery);
    void queryClient.prefetchQuery(myFeedbackQuery);
  }
});

/**
 * The Bookings tab: every booking for the office, each with its notices; the client's own, with
 * feedback once completed.
 */
export default function BookingsSection() {
  const { isAdmin } = useLoaderData<typeof clientLoader>();
  return isAdmin ? (
    <AdminBookings
      notices={(booking, label) => (
        <NoticesSection owner={{ type: 'booking', id: booking.id }} which={label} />
      )}
    />
  ) : (
    <ClientBookingsWithFeedback />
  );
}

function ClientBookingsWithFeedback() {
  const feedback = useMyFeedback();
  // feedback that fails to load is only logged here; the Feedback tab shows the failure itself.
  useEffect(() => {
    if (feedback.error) console.error('Feedback did not load', feedback.error);
  }, [feedback.error]);
  const reviewed = new Set(feedback.data?.map((entry) => entry.bookingId));
  const feedbackFor = (booking: Booking) =>
    booking.status === 'completed' && feedback.isSuccess ? (
      <FeedbackAction booking={booking} given={reviewed.has(booking.id)} />
    ) : null;
  return <ClientBookings action={feedbackFor} />;
}
