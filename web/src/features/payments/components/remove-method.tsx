import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog-actions';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { type SetUpKind, useRemovePaymentMethod } from '@/features/payments/api/payment-methods';
import { paymentsContent } from '@/features/payments/content';
import { errorMessage } from '@/lib/auth/error-message';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';

const content = paymentsContent.ways;

const words = {
  card: { title: content.removeCardTitle, description: content.removeCardDescription },
  'direct-debit': { title: content.removeDebitTitle, description: content.removeDebitDescription },
} as const;

/**
 * Remove, after a confirmation: the saved card is detached at Stripe, the mandate cancelled at
 * GoCardless. `onRemoved` moves focus on, as the button that opened the dialog is gone.
 */
export function RemoveMethod({
  kind,
  which,
  onRemoved,
}: {
  kind: SetUpKind;
  which: string;
  onRemoved: () => void;
}) {
  const [open, setOpen] = useState(false);
  const remove = useRemovePaymentMethod();
  const removal = useSubmission((removed: SetUpKind) => remove.mutateAsync(removed));
  const confirm = async () => {
    try {
      if ((await removal.submit(kind)) === 'busy') return;
      toast.success(content.removed[kind]);
      setOpen(false);
      onRemoved();
    } catch (error) {
      console.error('The payment method was not removed', error);
      toast.error(content.removeFailure, { description: errorMessage(error) });
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        {content.remove}
        <span className="sr-only">: {which}</span>
      </Button>
      <ModalDialog
        open={open}
        onOpenChange={setOpen}
        title={words[kind].title}
        description={words[kind].description}
      >
        <p className="mb-5 font-semibold text-slate-900">{which}</p>
        <DialogActions
          keepLabel={content.keep}
          onKeep={() => setOpen(false)}
          confirmLabel={content.removeConfirm}
          busyLabel={content.removeBusy}
          pending={removal.pending}
          onConfirm={() => void confirm()}
        />
      </ModalDialog>
    </>
  );
}
