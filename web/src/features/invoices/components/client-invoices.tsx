import type { Invoice } from '@shared/schemas/invoice';
import type { ReactNode } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { SectionHeader } from '@/components/ui/section-header';
import { useMyInvoices } from '@/features/invoices/api/list-my-invoices';
import { invoiceContent } from '@/features/invoices/content';
import { InvoiceItems } from './invoice-items';

interface ClientInvoicesProps {
  heading?: string;
  /** The overview shows only the latest few. */
  limit?: number;
  /** More about each invoice: the Invoices tab passes its lines (components/client-invoice-list.tsx). */
  details?: (invoice: Invoice) => ReactNode;
  badges?: (invoice: Invoice) => ReactNode;
  /** What the client can do with each besides download it (pay it, on the Invoices tab). */
  actions?: (invoice: Invoice) => ReactNode;
}

/** The client's invoices, newest first: the whole list on its tab, the latest 3 on the overview. */
export function ClientInvoices({
  heading = invoiceContent.heading,
  limit,
  details,
  badges,
  actions,
}: ClientInvoicesProps) {
  const invoices = useMyInvoices();
  const items = (invoices.data ?? []).slice(0, limit);
  const headingId = limit ? 'recent-invoices-heading' : 'invoices-heading';
  return (
    <section aria-labelledby={headingId}>
      <SectionHeader id={headingId} title={heading} />
      <QueryState
        query={invoices}
        isEmpty={items.length === 0}
        loading={invoiceContent.loading}
        empty={invoiceContent.empty}
        failure={invoiceContent.failure}
      >
        <InvoiceItems label={heading} invoices={items} details={details} badges={badges} actions={actions} />
      </QueryState>
    </section>
  );
}
