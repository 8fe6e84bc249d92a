import type { Invoice } from '@shared/schemas/invoice';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useDownloadInvoice } from '@/features/invoices/api/download-invoice';
import { invoiceContent } from '@/features/invoices/content';
import { errorMessage } from '@/lib/auth/error-message';
import { toast } from '@/lib/toast';

/**
 * Saves the invoice's PDF: the uploaded one, or one the server makes from the invoice's data. Every
 * invoice has this button, so its name carries the invoice number (hidden, as the card shows it).
 */
export function DownloadButton({ invoice }: { invoice: Invoice }) {
  const download = useDownloadInvoice();
  const save = () =>
    download.mutate(invoice.id, {
      onError: (error) => {
        console.error('The invoice did not download', error);
        toast.error(invoiceContent.downloadFailure, { description: errorMessage(error) });
      },
    });
  return (
    <Button variant="secondary" disabled={download.isPending} onClick={save}>
      <Download aria-hidden="true" className="size-5" />
      {download.isPending ? invoiceContent.downloading : invoiceContent.download}{' '}
      <span className="sr-only">{invoice.invoiceNumber}</span>
    </Button>
  );
}
