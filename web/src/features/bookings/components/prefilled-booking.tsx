import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { bookingContent } from '@/features/bookings/content';
import { PREFILL_PARAMS, prefillFrom } from '@/features/bookings/prefill';
import { lazyComponent } from '@/lib/lazy-component';

const bookingForm = lazyComponent(async () => (await import('./booking-form')).BookingForm);

/**
 * The booking dialog opened by a link that carries a priced visit (features/bookings/prefill.ts): the
 * quote page's "Book this", after sign-up returns the visitor here. Closing it, or booking, takes the
 * visit out of the address, so a reload does not open it again.
 */
export function PrefilledBooking() {
  const [params, setParams] = useSearchParams();
  const [prefill] = useState(() => prefillFrom(params));
  const [open, setOpen] = useState(prefill !== undefined);
  if (!prefill) return null;
  const close = () => {
    setOpen(false);
    const next = new URLSearchParams(params);
    for (const name of Object.values(PREFILL_PARAMS)) next.delete(name);
    setParams(next, { replace: true });
  };
  return (
    <ModalDialog
      open={open}
      onOpenChange={(isOpen) => (isOpen ? setOpen(true) : close())}
      title={bookingContent.dialog.title}
      description={bookingContent.dialog.description}
    >
      <bookingForm.Component initial={prefill} onBooked={close} />
    </ModalDialog>
  );
}
