import { formatDate } from '@shared/dates';
import { type Booking, SERVICE_TYPE_LABELS } from '@shared/schemas/booking';
import { CircleCheck, Star } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { feedbackContent } from '@/features/feedback/content';
import { lazyComponent } from '@/lib/lazy-component';
import { ReviewInvitation } from './review-invitation';

// The form (react-hook-form, zod) loads when the dialog first opens, or as the pointer reaches the button.
const feedbackForm = lazyComponent(async () => (await import('./feedback-form')).FeedbackForm);

/** completed bookings offer feedback once; after that they say it was submitted. */
export function FeedbackAction({ booking, given }: { booking: Booking; given: boolean }) {
  const [open, setOpen] = useState(false);
  // Feedback sent from this card just now: the invitation to a public review follows, whatever the rating.
  const [sent, setSent] = useState(false);
  if (given)
    return (
      <div>
        <p className="inline-flex items-center gap-1.5 font-semibold text-green-800">
          <CircleCheck aria-hidden="true" className="size-5" />
          {feedbackContent.given}
        </p>
        {sent && <ReviewInvitation />}
      </div>
    );
  const service = SERVICE_TYPE_LABELS[booking.serviceType];
  const when = `${service}, ${formatDate(booking.serviceDate)}`;
  return (
    <>
      <Button
        variant="secondary"
        onPointerEnter={feedbackForm.preload}
        onFocus={feedbackForm.preload}
        onClick={() => setOpen(true)}
      >
        <Star aria-hidden="true" className="size-5" />
        {feedbackContent.leave}
        {/* Several completed bookings each have this button; the hidden part tells them apart. */}
        <span className="sr-only">: {when}</span>
      </Button>
      <ModalDialog open={open} onOpenChange={setOpen} title={feedbackContent.dialog.title} description={when}>
        <feedbackForm.Component
          bookingId={booking.id}
          onSent={() => {
            setSent(true);
            setOpen(false);
          }}
        />
      </ModalDialog>
    </>
  );
}
