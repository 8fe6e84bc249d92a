import type { AdminInvoice } from '@shared/schemas/invoice';
import { ClientLine } from '@/components/ui/client-line';
import { Item, ItemList } from '@/components/ui/item-list';
import { LoadMore } from '@/components/ui/load-more';
import { QueryState } from '@/components/ui/query-state';
import { SectionHeader } from '@/components/ui/section-header';
import { useAllInvoices } from '@/features/invoices/api/list-all-invoices';
import { invoiceContent } from '@/features/invoices/content';
import { CreateInvoiceButton } from './create-invoice-button';
import { DownloadButton } from './download-button';
import { InvoiceLines } from './invoice-lines';
import { InvoiceSummary } from './invoice-summary';
import { InvoiceActions } from './mark-paid-button';
import { OfficeSummary } from './office-summary';

// The API pages by invoice date; within one day its order is arbitrary, so the creation time decides.
const newestFirst = (a: AdminInvoice, b: AdminInvoice) =>
  b.invoiceDate.localeCompare(a.invoiceDate) || b.createdAt.localeCompare(a.createdAt);

/** The admin's Invoices tab: every invoice with its client, newest first; create and mark paid. */
export function AdminInvoices() {
  const invoices = useAllInvoices();
  const items = (invoices.data?.pages.flatMap((page) => page.items) ?? []).sort(newestFirst);
  return (
    <div className="space-y-8">
      <OfficeSummary />
      <section aria-labelledby="all-invoices-heading">
        <SectionHeader id="all-invoices-heading" title={invoiceContent.allHeading}>
          <CreateInvoiceButton />
        </SectionHeader>
        <QueryState
          query={invoices}
          isEmpty={items.length === 0}
          loading={invoiceContent.loading}
          empty={invoiceContent.empty}
          failure={invoiceContent.failure}
        >
          <ItemList label={invoiceContent.allHeading}>
            {items.map((invoice) => (
              <Item key={invoice.id}>
                <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
                  <InvoiceSummary invoice={invoice}>
                    <ClientLine item={invoice} label={invoiceContent.client} />
                    <InvoiceLines invoice={invoice} />
                  </InvoiceSummary>
                  <div className="flex flex-wrap gap-2">
                    <DownloadButton invoice={invoice} />
                    <InvoiceActions invoice={invoice} />
                  </div>
                </div>
              </Item>
            ))}
          </ItemList>
          <LoadMore query={invoices} />
        </QueryState>
      </section>
    </div>
  );
}
