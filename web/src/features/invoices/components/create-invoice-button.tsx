import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { invoiceContent } from '@/features/invoices/content';
import { lazyComponent } from '@/lib/lazy-component';

// The form (react-hook-form, zod) loads when the dialog first opens, or as the pointer reaches the button.
const invoiceForm = lazyComponent(async () => (await import('./invoice-form')).InvoiceForm);

/** Opens the invoice dialog; its form starts fresh each time, with the client chosen if one is given. */
export function CreateInvoiceButton({ clientId }: { clientId?: string }) {
  const [open, setOpen] = useState(false);
  const content = invoiceContent.dialog;
  return (
    <>
      <Button
        onPointerEnter={invoiceForm.preload}
        onFocus={invoiceForm.preload}
        onClick={() => setOpen(true)}
      >
        <Plus aria-hidden="true" className="size-5" />
        {content.open}
      </Button>
      <ModalDialog open={open} onOpenChange={setOpen} title={content.title} description={content.intro}>
        <invoiceForm.Component clientId={clientId} onCreated={() => setOpen(false)} />
      </ModalDialog>
    </>
  );
}
