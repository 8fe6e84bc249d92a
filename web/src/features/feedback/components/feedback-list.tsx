import { formatDate } from '@shared/dates';
import { type Booking, SERVICE_TYPE_LABELS } from '@shared/schemas/booking';
import { Item, ItemList } from '@/components/ui/item-list';
import { QueryState } from '@/components/ui/query-state';
import { SectionHeader } from '@/components/ui/section-header';
import { StarRating } from '@/components/ui/star-rating';
import { useMyFeedback } from '@/features/feedback/api/list-my-feedback';
import { feedbackContent } from '@/features/feedback/content';

/** The client's Feedback tab; `bookings` names the service each piece of feedback was for. */
export function FeedbackList({ bookings }: { bookings: readonly Booking[] }) {
  const feedback = useMyFeedback();
  const items = feedback.data ?? [];
  const bookingOf = (id: string) => bookings.find((booking) => booking.id === id);
  return (
    <section aria-labelledby="feedback-heading">
      <SectionHeader id="feedback-heading" title={feedbackContent.heading} />
      <QueryState
        query={feedback}
        isEmpty={items.length === 0}
        loading={feedbackContent.loading}
        empty={feedbackContent.empty}
        failure={feedbackContent.failure}
      >
        <ItemList label={feedbackContent.heading}>
          {items.map((entry) => {
            const booking = bookingOf(entry.bookingId);
            return (
              <Item key={entry.id}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="text-lg font-semibold text-slate-900">
                    {booking
                      ? `${SERVICE_TYPE_LABELS[booking.serviceType]}, ${formatDate(booking.serviceDate)}`
                      : formatDate(entry.createdAt)}
                  </h3>
                  <StarRating rating={entry.rating} label={feedbackContent.rated(entry.rating)} />
                </div>
                {entry.comment && <p className="mt-2 text-slate-700">{entry.comment}</p>}
              </Item>
            );
          })}
        </ItemList>
      </QueryState>
    </section>
  );
}
