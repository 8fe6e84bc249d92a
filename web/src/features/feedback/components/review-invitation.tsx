import { growth } from '@shared/business';
import { ExternalLink } from 'lucide-react';
import { feedbackContent } from '@/features/feedback/content';

const content = feedbackContent.invitation;

/**
 * Issue 30: the invitation to a public review, shown alike to every client who gave feedback. It takes
 * no rating on purpose: nothing a client said may change whether, or how, they are asked.
 */
export function ReviewInvitation({ compact = false }: { compact?: boolean }) {
  return (
    <div className={compact ? 'mt-2' : 'mb-6 rounded-md border border-brand-200 bg-brand-50 p-4'}>
      {!compact && <p className="font-semibold text-slate-900">{content.heading}</p>}
      {!compact && <p className="mt-1 text-slate-800">{content.body}</p>}
      <a
        href={growth.reviews.publicReviewUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-2 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 underline underline-offset-4"
      >
        {content.link}
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only"> {content.opensElsewhere}</span>
      </a>
    </div>
  );
}
