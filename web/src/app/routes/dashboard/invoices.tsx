import { useLoaderData } from 'react-router-dom';
import { allInvoicesQuery } from '@/features/invoices/api/list-all-invoices';
import { myInvoicesQuery } from '@/features/invoices/api/list-my-invoices';
import { AdminInvoices } from '@/features/invoices/components/admin-invoices';
import { ClientBalance } from '@/features/invoices/components/client-balance';
import { ClientInvoiceList } from '@/features/invoices/components/client-invoice-list';
import { NoticesSection } from '@/features/notices/components/notices-section';
import { myPaymentMethodsQuery } from '@/features/payments/api/payment-methods';
import { InvoicePayments } from '@/features/payments/components/invoice-payments';
import { MyStatement } from '@/features/payments/components/my-statement';
import { OfficePayments } from '@/features/payments/components/office-payments';
import { PayInvoice } from '@/features/payments/components/pay-invoice';
import { PaymentStatus } from '@/features/payments/components/payment-status';
import { WaysToPay } from '@/features/payments/components/ways-to-pay';
import { queryClient } from '@/lib/query-client';
import { sectionLoader } from './portal-session';

export const clientLoader = sectionLoader('invoices', ({ isAdmin }) => {
  if (isAdmin) void queryClient.prefetchInfiniteQuery(allInvoicesQuery());
  else {
    void queryClient.prefetchQuery(myInvoicesQuery);
    void queryClient.prefetchQuery(myPaymentMethodsQuery);
  }
});

/**
 * The Invoices tab. The office's: the totals and every invoice (create, mark paid, undo, void), each
 * with its payments (the payments feature's panel: refund, collect, Tax-Free Childcare) and notices.
 * The client's: word from a payment provider's page they came back from, their balance, their ways to
 * pay (here, where the providers send them back and where the invoices they pay are), their invoices
 * with a pay button and each one's payments, and a statement. The payments code loads with this
 * section, not with the portal's first page.
 */
export default function InvoicesSection() {
  const { isAdmin } = useLoaderData<typeof clientLoader>();
  return isAdmin ? (
    <AdminInvoices
      payments={(invoice) => <OfficePayments invoice={invoice} />}
      notices={(invoice) => (
        <NoticesSection owner={{ type: 'invoice', id: invoice.id }} which={invoice.invoiceNumber} />
      )}
    />
  ) : (
    <div className="space-y-8">
      <PaymentStatus invoices={myInvoicesQuery} />
      <ClientBalance />
      <WaysToPay />
      <ClientInvoiceList
        actions={(invoice) => <PayInvoice invoice={invoice} />}
        more={(invoice) => <InvoicePayments invoice={invoice} />}
      />
      <MyStatement />
    </div>
  );
}
