import { formatDate } from '@shared/dates';
import type { AdminBooking } from '@shared/schemas/booking';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { adminBookingContent } from '@/features/bookings/admin-content';
import { useConfirmEarlyCheckOut } from '@/features/bookings/api/confirm-early-check-out';
import { toast } from '@/lib/toast';

const content = adminBookingContent.early;

/**
 * A visit checked out before its start or well short of it: the member's reason, and
 * until the office confirms the work was done, the button that makes it count for the site's figures
 * and a friend's referral credit. Once confirmed, who did and when.
 */
export function EarlyCheckOut({
  booking,
  early,
}: {
  booking: AdminBooking;
  early: NonNullable<AdminBooking['earlyCheckOut']>;
}) {
  const confirm = useConfirmEarlyCheckOut({ errorMessage: content.failure });
  const send = () => {
    if (confirm.isPending) return;
    confirm.mutate(booking.id, { onSuccess: () => toast.success(content.done) });
  };
  return (
    <div className="mt-2 flex flex-wrap items-start gap-x-4 gap-y-2 rounded-md bg-amber-50 p-2 text-amber-900">
      <p className="flex min-w-0 flex-1 basis-64 items-start gap-2">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          {content.what(early)}{' '}
          {early.confirmed
            ? content.confirmed(early.confirmed.by, formatDate(early.confirmed.at))
            : content.waiting}
        </span>
      </p>
      {!early.confirmed && (
        <Button variant="secondary" disabled={confirm.isPending} onClick={() => void send()}>
          {confirm.isPending ? content.busy : content.confirm}
        </Button>
      )}
    </div>
  );
}
