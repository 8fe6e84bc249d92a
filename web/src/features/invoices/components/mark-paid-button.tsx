import type { Invoice } from '@shared/schemas/invoice';
import { Ban, Check, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { invoiceContent } from '@/features/invoices/content';
import { invoiceTabContent } from '@/features/invoices/tab-content';
import { lazyComponent } from '@/lib/lazy-component';
import type { ChangeKind } from './invoice-change-form';

const changeForm = lazyComponent(async () => (await import('./invoice-change-form')).InvoiceChangeForm);

const dialogs = {
  paid: { open: invoiceContent.markPaid, icon: Check, words: invoiceTabContent.pay },
  unpaid: { open: invoiceTabContent.undo.open, icon: Undo2, words: invoiceTabContent.undo },
  void: { open: invoiceTabContent.voiding.open, icon: Ban, words: invoiceTabContent.voiding },
} as const;

/**
 * The office's changes to an invoice, each behind a confirmation dialog: Mark Paid (date and method)
 * and Void for an unpaid one, Undo payment for a paid one. Each button's name carries the invoice
 * number (hidden, as the card shows it), since every invoice has them.
 */
export function InvoiceActions({ invoice }: { invoice: Invoice }) {
  const [open, setOpen] = useState<ChangeKind | undefined>();
  const kinds: ChangeKind[] =
    invoice.status === 'unpaid' ? ['paid', 'void'] : invoice.status === 'paid' ? ['unpaid'] : [];
  const current = open ? dialogs[open] : undefined;
  return (
    <>
      {kinds.map((kind) => {
        const { open: label, icon: Icon } = dialogs[kind];
        return (
          <Button
            key={kind}
            variant={kind === 'paid' ? 'primary' : 'secondary'}
            onPointerEnter={changeForm.preload}
            onFocus={changeForm.preload}
            onClick={() => setOpen(kind)}
          >
            <Icon aria-hidden="true" className="size-5" />
            {label} <span className="sr-only">{invoice.invoiceNumber}</span>
          </Button>
        );
      })}
      <ModalDialog
        open={open !== undefined}
        onOpenChange={(next) => !next && setOpen(undefined)}
        title={`${current?.words.title ?? ''}: ${invoice.invoiceNumber}`}
        description={current?.words.intro ?? ''}
      >
        {open && <changeForm.Component id={invoice.id} kind={open} onDone={() => setOpen(undefined)} />}
      </ModalDialog>
    </>
  );
}
