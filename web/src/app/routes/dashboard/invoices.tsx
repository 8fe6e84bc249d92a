import { useLoaderData } from 'react-router-dom';
import { allInvoicesQuery } from '@/features/invoices/api/list-all-invoices';
import { myInvoicesQuery } from '@/features/invoices/api/list-my-invoices';
import { AdminInvoices } from '@/features/invoices/components/admin-invoices';
import { ClientBalance } from '@/features/invoices/components/client-balance';
import { ClientInvoiceList } from '@/features/invoices/components/client-invoice-list';
import { NoticesSection } from '@/features/notices/components/notices-section';
import { queryClient } from '@/lib/query-client';
import { sectionLoader } from './portal-session';

export const clientLoader = sectionLoader('invoices', ({ isAdmin }) => {
  if (isAdmin) void queryClient.prefetchInfiniteQuery(allInvoicesQuery());
  else void queryClient.prefetchQuery(myInvoicesQuery);
});

/**
 * The Invoices tab: the office's totals and every invoice (create, mark paid, undo, void, its notices); the client's
 * balance and their own invoices with their lines, to download.
 */
export default function InvoicesSection() {
  const { isAdmin } = useLoaderData<typeof clientLoader>();
  return isAdmin ? (
    <AdminInvoices
      notices={(invoice) => (
        <NoticesSection owner={{ type: 'invoice', id: invoice.id }} which={invoice.invoiceNumber} />
      )}
    />
  ) : (
    <div className="space-y-8">
      <ClientBalance />
      <ClientInvoiceList />
    </div>
  );
}
