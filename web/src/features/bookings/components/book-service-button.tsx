import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { bookingContent } from '@/features/bookings/content';
import { lazyComponent } from '@/lib/lazy-component';

// The form (react-hook-form, zod) loads when the dialog first opens, or as the pointer reaches the button.
const bookingForm = lazyComponent(async () => (await import('./booking-form')).BookingForm);

interface BookServiceButtonProps {
  label?: string;
  variant?: ButtonVariant;
  className?: string;
}

/** A button that opens the booking dialog; the form inside starts fresh each time it opens. */
export function BookServiceButton({
  label = bookingContent.book,
  variant,
  className,
}: BookServiceButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        className={className}
        onPointerEnter={bookingForm.preload}
        onFocus={bookingForm.preload}
        onClick={() => setOpen(true)}
      >
        <CalendarPlus aria-hidden="true" className="size-5" />
        {label}
      </Button>
      <ModalDialog
        open={open}
        onOpenChange={setOpen}
        title={bookingContent.dialog.title}
        description={bookingContent.dialog.description}
      >
        <bookingForm.Component onBooked={() => setOpen(false)} />
      </ModalDialog>
    </>
  );
}
