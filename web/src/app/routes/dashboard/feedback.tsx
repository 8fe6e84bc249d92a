import { useLoaderData } from 'react-router-dom';
import { myBookingsQuery, useMyBookings } from '@/features/bookings/api/list-my-bookings';
import { allFeedbackQuery } from '@/features/feedback/api/list-all-feedback';
import { myFeedbackQuery } from '@/features/feedback/api/list-my-feedback';
import { AdminFeedbackTab } from '@/features/feedback/components/admin-feedback';
import { FeedbackList } from '@/features/feedback/components/feedback-list';
import { queryClient } from '@/lib/query-client';
import { sectionLoader } from './portal-session';

export const clientLoader = sectionLoader('feedback', ({ isAdmin }) => {
  if (isAdmin) void queryClient.prefetchInfiniteQuery(allFeedbackQuery());
  else {
    void queryClient.prefetchQuery(myFeedbackQuery);
    void queryClient.prefetchQuery(myBookingsQuery);
  }
});

/** The Feedback tab: every client's feedback for the office; the client's own, with the service it was for. */
export default function FeedbackSection() {
  const { isAdmin } = useLoaderData<typeof clientLoader>();
  return isAdmin ? <AdminFeedbackTab /> : <ClientFeedback />;
}

function ClientFeedback() {
  const bookings = useMyBookings();
  return <FeedbackList bookings={bookings.data ?? []} />;
}
