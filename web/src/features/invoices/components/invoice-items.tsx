import type { Invoice } from '@shared/schemas/invoice';
import { Item, ItemList } from '@/components/ui/item-list';
import { DownloadButton } from './download-button';
import { InvoiceSummary } from './invoice-summary';

/** The client's invoices, each with its Download button. */
export function InvoiceItems({ label, invoices }: { label: string; invoices: readonly Invoice[] }) {
  return (
    <ItemList label={label}>
      {invoices.map((invoice) => (
        <Item key={invoice.id}>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <InvoiceSummary invoice={invoice} />
            <DownloadButton invoice={invoice} />
          </div>
        </Item>
      ))}
    </ItemList>
  );
}
