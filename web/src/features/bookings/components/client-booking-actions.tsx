import { canReschedule } from '@shared/booking-price';
import { business } from '@shared/business';
import { formatDate } from '@shared/dates';
import { hoursUntil } from '@shared/london-time';
import { ACTIVE_STATUSES, type Booking, SERVICE_TYPE_LABELS } from '@shared/schemas/booking';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { visitContent } from '@/features/bookings/visit-content';
import { lazyComponent } from '@/lib/lazy-component';

const content = visitContent.clientActions;

// Each dialog's form loads when it first opens, or as the pointer reaches its button.
const cancelVisit = lazyComponent(async () => (await import('./cancel-visit')).CancelVisit);
const moveVisit = lazyComponent(async () => (await import('./move-visit')).MoveVisit);
const endSeries = lazyComponent(async () => (await import('./end-series')).EndSeriesConfirm);

type Open = 'cancel' | 'move' | 'end' | undefined;

interface ClientBookingActionsProps {
  booking: Booking;
  /** Offer ending the series from this visit (the first one still to come). */
  offerEndSeries: boolean;
}

/** What a client can do with a visit still to come: move it, cancel or skip it, end its series. */
export function ClientBookingActions({ booking, offerEndSeries }: ClientBookingActionsProps) {
  const [open, setOpen] = useState<Open>();
  const now = new Date();
  if (
    !ACTIVE_STATUSES.includes(booking.status) ||
    hoursUntil(booking.serviceDate, booking.serviceTime, now) <= 0
  )
    return null;
  const movable = canReschedule(booking, now);
  const which = (
    <span className="sr-only">
      : {`${SERVICE_TYPE_LABELS[booking.serviceType]}, ${formatDate(booking.serviceDate)}`}
    </span>
  );
  const close = () => setOpen(undefined);
  const dialog = {
    cancel: {
      title: booking.seriesId ? content.skip : content.cancel,
      body: <cancelVisit.Component booking={booking} onDone={close} />,
    },
    move: { title: content.move, body: <moveVisit.Component booking={booking} onDone={close} /> },
    end: { title: content.endSeries, body: <endSeries.Component booking={booking} onDone={close} /> },
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      {movable ? (
        <Button
          variant="secondary"
          onPointerEnter={moveVisit.preload}
          onFocus={moveVisit.preload}
          onClick={() => setOpen('move')}
        >
          {content.move}
          {which}
        </Button>
      ) : (
        <p className="text-slate-700">{content.tooLate(business.phone)}</p>
      )}
      <Button
        variant="secondary"
        onPointerEnter={cancelVisit.preload}
        onFocus={cancelVisit.preload}
        onClick={() => setOpen('cancel')}
      >
        {booking.seriesId ? content.skip : content.cancel}
        {which}
      </Button>
      {offerEndSeries && booking.seriesId && (
        <Button
          variant="secondary"
          onPointerEnter={endSeries.preload}
          onFocus={endSeries.preload}
          onClick={() => setOpen('end')}
        >
          {content.endSeries}
          {which}
        </Button>
      )}
      <ModalDialog
        open={open !== undefined}
        onOpenChange={(next) => !next && close()}
        title={open ? dialog[open].title : ''}
      >
        {open && dialog[open].body}
      </ModalDialog>
    </div>
  );
}
