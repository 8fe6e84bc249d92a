import type { Invoice } from '@shared/schemas/invoice';
import type { ReactNode } from 'react';
import { Item, ItemList } from '@/components/ui/item-list';
import { DownloadButton } from './download-button';
import { InvoiceSummary } from './invoice-summary';

interface InvoiceItemsProps {
  label: string;
  invoices: readonly Invoice[];
  /** More about each invoice (its lines on the Invoices tab). */
  details?: (invoice: Invoice) => ReactNode;
  /** Beside its number and status (what was refunded, on the Invoices tab). */
  badges?: (invoice: Invoice) => ReactNode;
  /** Beside its Download button (paying it, on the Invoices tab). */
  actions?: (invoice: Invoice) => ReactNode;
}

/** The client's invoices, each with its Download button. */
export function InvoiceItems({ label, invoices, details, badges, actions }: InvoiceItemsProps) {
  return (
    <ItemList label={label}>
      {invoices.map((invoice) => (
        <Item key={invoice.id}>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <InvoiceSummary invoice={invoice} badges={badges?.(invoice)}>
              {details?.(invoice)}
            </InvoiceSummary>
            {/* At the top on a wide screen, where they stay as its lines or payments open below; on a
                phone one above the other, each as wide as the card, as the pay button is. */}
            <div className="grid gap-2 sm:flex sm:flex-wrap sm:items-start sm:justify-end">
              {actions?.(invoice)}
              <DownloadButton invoice={invoice} />
            </div>
          </div>
        </Item>
      ))}
    </ItemList>
  );
}
