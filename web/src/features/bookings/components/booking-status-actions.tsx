import { formatDate } from '@shared/dates';
import { hoursUntil } from '@shared/london-time';
import { type AdminBooking, SERVICE_TYPE_LABELS } from '@shared/schemas/booking';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { adminBookingContent } from '@/features/bookings/admin-content';
import { useConfirmSeries } from '@/features/bookings/api/confirm-series';
import {
  type BookingStatusChange,
  useUpdateBookingStatus,
} from '@/features/bookings/api/update-booking-status';
import { errorMessage } from '@/lib/auth/error-message';
import { lazyComponent } from '@/lib/lazy-component';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';

const content = adminBookingContent.actions;

// The forms load when their dialog first opens, or as the pointer reaches the button.
const editForm = lazyComponent(async () => (await import('./edit-booking-form')).EditBookingForm);
const cancelForm = lazyComponent(async () => (await import('./admin-cancel-form')).AdminCancelForm);
const assignForm = lazyComponent(async () => (await import('./assign-staff-form')).AssignStaffForm);
const attendanceForm = lazyComponent(async () => (await import('./attendance-form')).AttendanceForm);

const dialogTitles = {
  edit: adminBookingContent.edit.title,
  cancel: adminBookingContent.cancel.title,
  assign: adminBookingContent.assign.title,
  attendance: adminBookingContent.attendance.completeTitle,
} as const;

/**
 * The office's moves on a visit: give it to a member of the team (a picker of who is free); confirm a
 * pending one, or its whole series; cancel, after confirming, with a reason the client sees; edit;
 * mark complete once started, or complete it with its times, and correct a completed
 * visit's times. The server's state machine has the last word.
 */
export function BookingStatusActions({ booking }: { booking: AdminBooking }) {
  const [open, setOpen] = useState<keyof typeof dialogTitles>();
  const update = useUpdateBookingStatus();
  const confirmSeries = useConfirmSeries();
  const changing = useSubmission((change: BookingStatusChange) => update.mutateAsync(change));
  const confirmingSeries = useSubmission((id: string) => confirmSeries.mutateAsync({ id }));
  if (booking.status === 'cancelled') return null;

  const act = async (run: () => Promise<unknown>, success: string) => {
    try {
      if ((await run()) === 'sent') toast.success(success);
    } catch (error) {
      console.error('The booking did not change', error);
      toast.error(content.failure, { description: errorMessage(error) });
    }
  };
  const confirm = () => act(() => changing.submit({ id: booking.id, status: 'confirmed' }), content.success);
  const started = hoursUntil(booking.serviceDate, booking.serviceTime, new Date()) <= 0;
  // Every card has these buttons; the hidden words say which booking each one acts on.
  const which = (
    <span className="sr-only">
      : {`${SERVICE_TYPE_LABELS[booking.serviceType]}, ${formatDate(booking.serviceDate)}`}
    </span>
  );
  const busy = changing.pending || confirmingSeries.pending;
  const dialog = (
    <ModalDialog
      open={open !== undefined}
      onOpenChange={(next) => !next && setOpen(undefined)}
      title={
        open === 'attendance' && booking.status === 'completed'
          ? adminBookingContent.attendance.correctTitle
          : open
            ? dialogTitles[open]
            : ''
      }
      description={`${SERVICE_TYPE_LABELS[booking.serviceType]}, ${formatDate(booking.serviceDate)} at ${booking.serviceTime}${booking.clientName ? `, ${booking.clientName}` : ''}`}
    >
      {open === 'edit' && <editForm.Component booking={booking} onDone={() => setOpen(undefined)} />}
      {open === 'cancel' && <cancelForm.Component booking={booking} onDone={() => setOpen(undefined)} />}
      {open === 'assign' && <assignForm.Component booking={booking} onDone={() => setOpen(undefined)} />}
      {open === 'attendance' && (
        <attendanceForm.Component booking={booking} onDone={() => setOpen(undefined)} />
      )}
    </ModalDialog>
  );
  const attendanceButton = (label: string) => (
    <Button
      variant="secondary"
      onPointerEnter={attendanceForm.preload}
      onFocus={attendanceForm.preload}
      onClick={() => setOpen('attendance')}
    >
      {label}
      {which}
    </Button>
  );

  // A completed visit: only its times may still change.
  if (booking.status === 'completed')
    return (
      <div className="flex flex-wrap items-end gap-3">
        {attendanceButton(adminBookingContent.attendance.correct)}
        {dialog}
      </div>
    );

  return (
    <div className="flex flex-wrap items-end gap-3">
      <Button
        variant="secondary"
        onPointerEnter={assignForm.preload}
        onFocus={assignForm.preload}
        onClick={() => setOpen('assign')}
      >
        {adminBookingContent.assign.open}
        {which}
      </Button>
      {booking.status === 'pending' && (
        <>
          <Button disabled={busy} onClick={() => void confirm()}>
            {content.confirm}
            {which}
          </Button>
          {booking.seriesId && (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() =>
                void act(async () => {
                  const outcome = await confirmingSeries.submit(booking.seriesId ?? '');
                  return outcome;
                }, adminBookingContent.seriesConfirmed)
              }
            >
              {content.confirmSeries}
              {which}
            </Button>
          )}
        </>
      )}
      {booking.status === 'confirmed' &&
        (started ? (
          <>
            <Button
              disabled={busy}
              onClick={() =>
                void act(() => changing.submit({ id: booking.id, status: 'completed' }), content.success)
              }
            >
              {content.complete}
              {which}
            </Button>
            {attendanceButton(adminBookingContent.attendance.complete)}
          </>
        ) : (
          <p className="text-slate-700">{content.notStarted}</p>
        ))}
      <Button
        variant="secondary"
        onPointerEnter={editForm.preload}
        onFocus={editForm.preload}
        onClick={() => setOpen('edit')}
      >
        {content.edit}
        {which}
      </Button>
      <Button
        variant="secondary"
        onPointerEnter={cancelForm.preload}
        onFocus={cancelForm.preload}
        onClick={() => setOpen('cancel')}
      >
        {content.cancel}
        {which}
      </Button>
      {dialog}
    </div>
  );
}
