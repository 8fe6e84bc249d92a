import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { invoiceContent } from '@/features/invoices/content';
import { InvoiceForm } from './invoice-form';

/** Opens the invoice dialog; its form starts fresh each time. */
export function CreateInvoiceButton() {
  const [open, setOpen] = useState(false);
  const content = invoiceContent.dialog;
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-5" />
        {content.open}
      </Button>
      <ModalDialog open={open} onOpenChange={setOpen} title={content.title} description={content.intro}>
        <InvoiceForm onCreated={() => setOpen(false)} />
      </ModalDialog>
    </>
  );
}
