import { myBookingsQuery, useMyBookings } from '@/features/bookings/api/list-my-bookings';
import { myFeedbackQuery } from '@/features/feedback/api/list-my-feedback';
import { FeedbackList } from '@/features/feedback/components/feedback-list';
import { queryClient } from '@/lib/query-client';
import { sectionLoader } from './portal-session';

export const clientLoader = sectionLoader('feedback', () => {
  void queryClient.prefetchQuery(myFeedbackQuery);
  void queryClient.prefetchQuery(myBookingsQuery);
});

/** The client's Feedback tab; their bookings name the service each piece of feedback was for. */
export default function FeedbackSection() {
  const bookings = useMyBookings();
  return <FeedbackList bookings={bookings.data ?? []} />;
}
