import type { Invoice } from '@shared/schemas/invoice';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { downloadInvoice } from '@/features/invoices/api/download-invoice';
import { invoiceContent } from '@/features/invoices/content';
import { errorMessage } from '@/lib/auth/error-message';
import { useSubmission } from '@/lib/submission';
import { toast } from '@/lib/toast';

/**
 * Saves the invoice's PDF: the uploaded one, or one the server makes from the invoice's data. Every
 * invoice has this button, so its name carries the invoice number (hidden, as the card shows it).
 */
export function DownloadButton({ invoice }: { invoice: Invoice }) {
  // It changes nothing on the server, so no query is invalidated; one download at a time per button.
  const download = useSubmission((id: string) => downloadInvoice(id));
  const save = async () => {
    try {
      await download.submit(invoice.id);
    } catch (error) {
      console.error('The invoice did not download', error);
      toast.error(invoiceContent.downloadFailure, { description: errorMessage(error) });
    }
  };
  return (
    <Button variant="secondary" disabled={download.pending} onClick={() => void save()}>
      <Download aria-hidden="true" className="size-5" />
      {download.pending ? invoiceContent.downloading : invoiceContent.download}{' '}
      <span className="sr-only">{invoice.invoiceNumber}</span>
    </Button>
  );
}
