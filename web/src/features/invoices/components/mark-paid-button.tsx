import type { Invoice } from '@shared/schemas/invoice';
import { Check } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useMarkInvoicePaid } from '@/features/invoices/api/mark-invoice-paid';
import { invoiceContent } from '@/features/invoices/content';
import { errorMessage } from '@/lib/auth/error-message';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';

/**
 * SPEC §4: unpaid becomes paid, once; the server refuses a second time. The button's name carries the
 * invoice number (hidden, as the card shows it), since every unpaid invoice has one.
 */
export function MarkPaidButton({ invoice }: { invoice: Invoice }) {
  const markPaid = useMarkInvoicePaid();
  const paying = useSubmission((id: string) => markPaid.mutateAsync(id));
  const pay = async () => {
    try {
      if ((await paying.submit(invoice.id)) === 'sent') toast.success(invoiceContent.statusSuccess);
    } catch (error) {
      console.error('The invoice was not marked paid', error);
      toast.error(invoiceContent.statusFailure, { description: errorMessage(error) });
    }
  };
  return (
    <Button disabled={paying.pending} onClick={() => void pay()}>
      <Check aria-hidden="true" className="size-5" />
      {invoiceContent.markPaid} <span className="sr-only">{invoice.invoiceNumber}</span>
    </Button>
  );
}
