import { ClientInvoices } from './client-invoices';
import { InvoiceLines } from './invoice-lines';

/** The Invoices tab's list: every invoice with how it was paid and its lines. */
export function ClientInvoiceList() {
  return <ClientInvoices details={(invoice) => <InvoiceLines invoice={invoice} />} />;
}
