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
 * A payment a provider took: every Direct Debit, and a card payment carrying the card it came from
 * (what the office records by hand carries no reference but a Tax-Free Childcare one). The API
 * refuses to undo those (they are refunded, with a credit note), so no Undo is offered for them.
 */
const takenOnline = ({ payment }: Invoice) =>
  payment?.method === 'direct_debit' || (payment?.method === 'card' && payment.reference !== undefined);

/**
 * The office's changes to an invoice, each behind a confirmation dialog: Mark Paid (date and method)
 * and Void for an unpaid one, Undo payment for a paid one the office recorded. Each button's name
 * carries the invoice number (hidden, as the card shows it), since every invoice has them.
 */
export function InvoiceActions({ invoice }: { invoice: Invoice }) {
  const [open, setOpen] = useState<ChangeKind | undefined>();
  const kinds: ChangeKind[] =
    invoice.status === 'unpaid'
      ? ['paid', 'void']
      : invoice.status === 'paid' && !takenOnline(invoice)
        ? ['unpaid']
        : [];
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
