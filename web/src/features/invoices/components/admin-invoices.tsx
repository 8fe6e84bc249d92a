import type { Invoice } from '@shared/schemas/invoice';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ClientLine } from '@/components/ui/client-line';
import { ExportButton } from '@/components/ui/export-button';
import { Item, ItemList } from '@/components/ui/item-list';
import { LoadMore } from '@/components/ui/load-more';
import { QueryState } from '@/components/ui/query-state';
import { SectionHeader } from '@/components/ui/section-header';
import { CLIENT_NAME_PARAM, CLIENT_PARAM } from '@/config/portal-paths';
import {
  exportInvoices,
  type InvoiceFilters,
  useAllInvoices,
} from '@/features/invoices/api/list-all-invoices';
import { invoiceContent } from '@/features/invoices/content';
import { AdminSummary } from './admin-summary';
import { CollectionBadges } from './collection-badges';
import { CreateInvoiceButton } from './create-invoice-button';
import { DownloadButton } from './download-button';
import { InvoiceFiltersForm } from './invoice-filters';
import { InvoiceLines } from './invoice-lines';
import { InvoiceSummary } from './invoice-summary';
import { InvoiceActions } from './mark-paid-button';

/**
 * The admin's Invoices tab: every invoice with its client, filtered, searched and ordered by the API
 * (by invoice date, then creation time); create, mark paid, export what the filters show, and see what
 * each invoice told its client (`notices`, composed by the route: the notices feature's section) and
 * the money moved against it (`payments`: the payments feature's panel).
 */
export function AdminInvoices({
  notices,
  payments,
}: {
  notices?: (invoice: Invoice) => ReactNode;
  payments?: (invoice: Invoice) => ReactNode;
}) {
  const [filters, setFilters] = useState<InvoiceFilters>({});
  // A client's page links here with `?client=<id>&name=<name>`.
  const [params, setParams] = useSearchParams();
  const linked = params.get(CLIENT_PARAM);
  const listed = { ...filters, clientId: linked ?? undefined };
  const invoices = useAllInvoices(listed);
  const items = invoices.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = Object.values(listed).some((value) => value !== undefined && value !== 'desc');
  return (
    <div className="space-y-8">
      <AdminSummary />
      <section aria-labelledby="all-invoices-heading">
        <SectionHeader id="all-invoices-heading" title={invoiceContent.allHeading}>
          <CreateInvoiceButton />
        </SectionHeader>
        <InvoiceFiltersForm
          filters={filters}
          onChange={setFilters}
          actions={<ExportButton exportFile={() => exportInvoices(listed)} />}
        />
        {linked && (
          <p className="mb-4 flex flex-wrap items-center gap-3 text-slate-800">
            {invoiceContent.filters.clientFilter(params.get(CLIENT_NAME_PARAM) ?? '')}
            <Button variant="secondary" onClick={() => setParams({}, { replace: true })}>
              {invoiceContent.filters.clearClient}
            </Button>
          </p>
        )}
        <QueryState
          query={invoices}
          isEmpty={items.length === 0 && !invoices.hasNextPage}
          loading={invoiceContent.loading}
          empty={filtered ? invoiceContent.filters.noMatch : invoiceContent.empty}
          failure={invoiceContent.failure}
        >
          <ItemList label={invoiceContent.allHeading}>
            {items.map((invoice) => (
              <Item key={invoice.id}>
                <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                  <InvoiceSummary
                    invoice={invoice}
                    badges={<CollectionBadges invoice={invoice} />}
                    about={<ClientLine item={invoice} label={invoiceContent.client} />}
                  >
                    <InvoiceLines invoice={invoice} />
                  </InvoiceSummary>
                  <div className="flex flex-wrap gap-2 sm:justify-end">
                    <DownloadButton invoice={invoice} />
                    <InvoiceActions invoice={invoice} />
                  </div>
                </div>
                {payments?.(invoice)}
                {notices?.(invoice)}
              </Item>
            ))}
          </ItemList>
          <LoadMore query={invoices} />
        </QueryState>
      </section>
    </div>
  );
}
