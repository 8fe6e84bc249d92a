import type { Invoice } from '@shared/schemas/invoice';
import type { ReactNode } from 'react';
import { ClientInvoices } from './client-invoices';
import { CollectionBadges } from './collection-badges';
import { InvoiceLines } from './invoice-lines';

interface ClientInvoiceListProps {
  /** Paying each invoice (the payments feature's button, composed by the route). */
  actions?: (invoice: Invoice) => ReactNode;
  /** More under each invoice's lines (its payments, receipts and credit notes). */
  more?: (invoice: Invoice) => ReactNode;
}

/** The Invoices tab's list: every invoice with how it was paid, its lines, and what the route adds. */
export function ClientInvoiceList({ actions, more }: ClientInvoiceListProps) {
  return (
    <ClientInvoices
      actions={actions}
      badges={(invoice) => <CollectionBadges invoice={invoice} collection={false} />}
      details={(invoice) => (
        <>
          <InvoiceLines invoice={invoice} />
          {more?.(invoice)}
        </>
      )}
    />
  );
}
