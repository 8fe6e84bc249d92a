import { ENQUIRY_TRANSITIONS, type EnquiryListItem, type EnquiryStatus } from '@shared/schemas/enquiry';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { quoteForEnquiryPath } from '@/config/portal-paths';
import {
  type EnquiryStatusChange,
  useInviteEnquirer,
  useUpdateEnquiryStatus,
} from '@/features/enquiries/api/enquiry-changes';
import { enquiriesContent as content } from '@/features/enquiries/content';
import { errorMessage } from '@/lib/auth/error-message';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';

/**
 * The office's moves on an enquiry: the status moves the server allows from where it stands (sent with
 * that status, so a move someone else made first is refused and explained), and 'invite as client'
 * until an invitation has been asked for; and 'write a quote' for what they asked.
 */
export function EnquiryActions({ enquiry }: { enquiry: EnquiryListItem }) {
  const update = useUpdateEnquiryStatus();
  const invite = useInviteEnquirer();
  const moving = useSubmission((change: EnquiryStatusChange) => update.mutateAsync(change));
  const inviting = useSubmission((id: string) => invite.mutateAsync(id));
  const busy = moving.pending || inviting.pending;
  // Every card has these buttons; the hidden words say which enquiry each one acts on.
  const which = <span className="sr-only">: {enquiry.name}</span>;

  const act = async (run: () => Promise<unknown>, success: string, failure: string) => {
    try {
      if ((await run()) === 'sent') toast.success(success);
    } catch (error) {
      console.error('The enquiry did not change', error);
      toast.error(failure, { description: errorMessage(error) });
    }
  };
  const moveTo = (status: EnquiryStatus) =>
    act(
      () => moving.submit({ id: enquiry.id, from: enquiry.status, status }),
      content.moved(content.statuses[status]),
      content.moveFailure,
    );

  return (
    <div className="flex flex-wrap gap-3">
      {ENQUIRY_TRANSITIONS[enquiry.status].map((status) => (
        <Button
          key={status}
          variant={status === 'new' ? 'secondary' : 'primary'}
          disabled={busy}
          onClick={() => void moveTo(status)}
        >
          {moving.pending ? content.moving : content.moves[status]}
          {which}
        </Button>
      ))}
      {!enquiry.invite && (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => void act(() => inviting.submit(enquiry.id), content.invited, content.inviteFailure)}
        >
          {inviting.pending ? content.inviting : content.invite}
          {which}
        </Button>
      )}
      <Link to={quoteForEnquiryPath(enquiry.id)} className={buttonClasses('secondary')}>
        {content.writeQuote}
        {which}
      </Link>
    </div>
  );
}
