import { useEffect } from 'react';
import type { Booking } from '../../../../../shared/schemas/booking';
import { useMyBookings } from '../api/list-my-bookings';
import { useMyFeedback } from '../api/list-my-feedback';
import { portalContent } from '../content/portal';
import { ClientBookings } from './bookings/client-bookings';
import { FeedbackAction } from './feedback/feedback-action';
import { FeedbackList } from './feedback/feedback-list';
import { ClientInvoices } from './invoices/client-invoices';
import { OverviewTab } from './overview/overview-tab';
import { PortalTabs } from './portal-tabs';

const tabs = portalContent.clientTabs;

/** The client's four tabs; completed bookings offer feedback unless some was already given. */
export function ClientDashboard() {
  const bookings = useMyBookings();
  const feedback = useMyFeedback();
  // SPEC §8: feedback that fails to load is only logged here; the Feedback tab shows the failure itself.
  useEffect(() => {
    if (feedback.error) console.error('Feedback did not load', feedback.error);
  }, [feedback.error]);
  const reviewed = new Set(feedback.data?.map((entry) => entry.bookingId));
  const feedbackFor = (booking: Booking) =>
    booking.status === 'completed' && feedback.isSuccess ? (
      <FeedbackAction booking={booking} given={reviewed.has(booking.id)} />
    ) : null;

  return (
    <PortalTabs
      label={tabs.label}
      tabs={[
        { value: 'overview', label: tabs.overview, content: <OverviewTab /> },
        { value: 'bookings', label: tabs.bookings, content: <ClientBookings action={feedbackFor} /> },
        { value: 'invoices', label: tabs.invoices, content: <ClientInvoices /> },
        { value: 'feedback', label: tabs.feedback, content: <FeedbackList bookings={bookings.data ?? []} /> },
      ]}
    />
  );
}
