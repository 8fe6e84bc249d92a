import { useLoaderData } from 'react-router-dom';
import { allInvoicesQuery } from '@/features/invoices/api/list-all-invoices';
import { myInvoicesQuery } from '@/features/invoices/api/list-my-invoices';
import { AdminInvoices } from '@/features/invoices/components/admin-invoices';
import { ClientInvoices } from '@/features/invoices/components/client-invoices';
import { queryClient } from '@/lib/query-client';
import { sectionLoader } from './portal-session';

export const clientLoader = sectionLoader('invoices', ({ isAdmin }) => {
  if (isAdmin) void queryClient.prefetchInfiniteQuery(allInvoicesQuery);
  else void queryClient.prefetchQuery(myInvoicesQuery);
});

/** The Invoices tab: every invoice for the office (create, mark paid); the client's own to download. */
export default function InvoicesSection() {
  const { isAdmin } = useLoaderData<typeof clientLoader>();
  return isAdmin ? <AdminInvoices /> : <ClientInvoices />;
}
