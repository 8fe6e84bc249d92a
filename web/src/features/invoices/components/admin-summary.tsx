import { formatDate, formatPence } from '@shared/dates';
import { QueryState } from '@/components/ui/query-state';
import { useInvoiceSummary } from '@/features/invoices/api/invoice-summary';
import { invoiceTabContent } from '@/features/invoices/tab-content';
import { MoneyCard } from './money-card';

const content = invoiceTabContent.office;
const nothing = { count: 0, pence: 0 };
const none = { pending: nothing, failed: nothing, scheduled: nothing };

/**
 * Revenue this month, what is outstanding and overdue, who is late, and the automatic collections:
 * taken online this month, under way, failed (to act on) and to come.
 */
export function AdminSummary() {
  const summary = useInvoiceSummary();
  const data = summary.data;
  const { pending, failed, scheduled } = data?.collections ?? none;
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
            {/* Two a row on a phone: eight cards one under another pushed the invoices a screen down. */}
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <MoneyCard label={content.revenue} pence={data.revenueThisMonthPence} />
              <MoneyCard label={content.received} pence={data.receivedThisMonthPence} />
              <MoneyCard label={content.outstanding} pence={data.outstandingPence} />
              <MoneyCard label={content.overdue} pence={data.overduePence} alert={data.overduePence > 0} />
              <MoneyCard label={content.collected} pence={data.collectedThisMonthPence} />
              <MoneyCard label={content.pending(pending.count)} pence={pending.pence} />
              <MoneyCard label={content.failed(failed.count)} pence={failed.pence} alert={failed.count > 0} />
              <MoneyCard label={content.scheduled(scheduled.count)} pence={scheduled.pence} />
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
