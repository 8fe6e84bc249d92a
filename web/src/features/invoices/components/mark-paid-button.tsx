import type { Invoice } from '@shared/schemas/invoice';
import { Check } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useMarkInvoicePaid } from '@/features/invoices/api/mark-invoice-paid';
import { invoiceContent } from '@/features/invoices/content';
import { errorMessage } from '@/lib/auth/error-message';

/**
 * SPEC §4: unpaid becomes paid, once; the server refuses a second time. The button's name carries the
 * invoice number (hidden, as the card shows it), since every unpaid invoice has one.
 */
export function MarkPaidButton({ invoice }: { invoice: Invoice }) {
  const markPaid = useMarkInvoicePaid();
  const pay = () =>
    markPaid.mutate(invoice.id, {
      onSuccess: () => toast.success(invoiceContent.statusSuccess),
      onError: (error) => {
        console.error('The invoice was not marked paid', error);
        toast.error(invoiceContent.statusFailure, { description: errorMessage(error) });
      },
    });
  return (
    <Button disabled={markPaid.isPending} onClick={pay}>
      <Check aria-hidden="true" className="size-5" />
      {invoiceContent.markPaid} <span className="sr-only">{invoice.invoiceNumber}</span>
    </Button>
  );
}
