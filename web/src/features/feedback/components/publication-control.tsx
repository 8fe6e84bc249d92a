import { formatDate } from '@shared/dates';
import type { AdminFeedback, PublicationDecision } from '@shared/schemas/feedback';
import { Button } from '@/components/ui/button';
import { useDecidePublication } from '@/features/feedback/api/decide-publication';
import { adminFeedbackContent } from '@/features/feedback/content';
import { toast } from '@/lib/toast';

const content = adminFeedbackContent.publication;

/**
 * A piece the client agreed to publish, with the office's decision. Only approved pieces
 * reach the public testimonials, with the client's first name and the visit's town.
 */
export function PublicationControl({ entry }: { entry: AdminFeedback }) {
  const decide = useDecidePublication({ errorMessage: content.failure });
  if (!entry.publishConsent) return null;
  const status = entry.publication?.status;
  const choose = (next: PublicationDecision['status']) =>
    decide.mutate(
      { bookingId: entry.bookingId, status: next },
      { onSuccess: () => toast.success(content.saved[next]) },
    );
  return (
    <div className="mt-3 rounded-md border border-slate-200 bg-slate-50 p-3">
      <p className="text-slate-800">
        {content.consented(formatDate(entry.publishConsent.at))}{' '}
        <span className="font-semibold">{status ? content.status[status] : content.status.waiting}</span>
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {status !== 'approved' && (
          <Button variant="secondary" disabled={decide.isPending} onClick={() => choose('approved')}>
            {content.approve}
            <span className="sr-only">: {entry.clientName ?? ''}</span>
          </Button>
        )}
        {status !== 'declined' && (
          <Button variant="secondary" disabled={decide.isPending} onClick={() => choose('declined')}>
            {status === 'approved' ? content.withdraw : content.decline}
            <span className="sr-only">: {entry.clientName ?? ''}</span>
          </Button>
        )}
      </div>
    </div>
  );
}
