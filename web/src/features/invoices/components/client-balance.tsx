import { todayInLondon } from '@shared/dates';
import { balanceOf } from '@shared/invoice-money';
import { useMyInvoices } from '@/features/invoices/api/list-my-invoices';
import { invoiceTabContent } from '@/features/invoices/tab-content';
import { MoneyCard } from './money-card';

const content = invoiceTabContent.balance;

/** What the client owes and what is late, from their own invoices, on London's calendar. */
export function ClientBalance() {
  const invoices = useMyInvoices();
  if (!invoices.data) return null;
  const balance = balanceOf(invoices.data, todayInLondon());
  return (
    <section aria-labelledby="balance-heading" className="space-y-3">
      <h2 id="balance-heading" className="text-xl font-semibold text-slate-900">
        {content.heading}
      </h2>
      <div className="grid grid-cols-2 gap-3">
        <MoneyCard label={content.outstanding} pence={balance.outstandingPence} />
        <MoneyCard label={content.overdue} pence={balance.overduePence} alert={balance.overduePence > 0} />
      </div>
      <p className="text-slate-700">{balance.outstandingPence === 0 ? content.none : content.howToPay}</p>
    </section>
  );
}
