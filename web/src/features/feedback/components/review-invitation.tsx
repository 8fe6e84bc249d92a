import { reviewRequests } from '@shared/business';
import { feedbackContent } from '@/features/feedback/content';

const content = feedbackContent.invitation;

/**
 * The invitation to a public review, shown on the visit's card once its feedback is sent. It
 * takes no rating on purpose: every client reads the same words, whatever they told us.
 */
export function ReviewInvitation() {
  return (
    <div className="mt-2 max-w-prose">
      <p className="text-slate-800">{content.body}</p>
      <a
        href={reviewRequests.publicReviewUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-1 inline-block py-2 font-semibold text-brand-800 underline underline-offset-4"
      >
        {content.link}
        <span className="ml-1 font-normal">{content.opensElsewhere}</span>
      </a>
    </div>
  );
}
