import { formatDate, formatPence } from '@shared/dates';
import { QueryState } from '@/components/ui/query-state';
import { useInvoiceSummary } from '@/features/invoices/api/invoice-summary';
import { invoiceTabContent } from '@/features/invoices/tab-content';
import { MoneyCard } from './money-card';

const content = invoiceTabContent.office;

/** Revenue this month, what is outstanding and overdue, and who is late. */
export function AdminSummary() {
  const summary = useInvoiceSummary();
  const data = summary.data;
  return (
    <section aria-labelledby="money-heading" className="space-y-3">
      <h2 id="money-heading" className="text-xl font-semibold text-slate-900">
        {content.heading}
      </h2>
      <QueryState
        query={summary}
        isEmpty={false}
        loading={content.loading}
        empty=""
        failure={content.failure}
      >
        {data && (
          <>
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              <MoneyCard label={content.revenue} pence={data.revenueThisMonthPence} />
              <MoneyCard label={content.received} pence={data.receivedThisMonthPence} />
              <MoneyCard label={content.outstanding} pence={data.outstandingPence} />
              <MoneyCard label={content.overdue} pence={data.overduePence} alert={data.overduePence > 0} />
            </div>
            {data.overdue.length > 0 && (
              <div>
                <h3 className="font-semibold text-slate-900">{content.overdueList}</h3>
                <ul className="mt-1 space-y-1 text-slate-800">
                  {data.overdue.map((invoice) => (
                    <li key={invoice.id} className="flex flex-wrap justify-between gap-x-4">
                      <span>
                        {invoice.invoiceNumber} · {invoice.clientName ?? invoice.billTo.name} · due{' '}
                        {formatDate(invoice.dueDate)}
                      </span>
                      <span className="font-semibold">{formatPence(invoice.totalPence)}</span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
