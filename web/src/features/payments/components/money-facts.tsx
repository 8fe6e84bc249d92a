import { formatDate, formatPence } from '@shared/dates';
import type { Invoice } from '@shared/schemas/invoice';
import type { InvoiceMoney } from '@shared/schemas/payment';

interface MoneyFactsProps {
  invoice: Invoice;
  money: InvoiceMoney;
  /** The client's and the office's words differ; the facts are the same. */
  words: { due: string; autoCollect: (how: string, date: string) => string };
}

/** What is still due on an unpaid invoice, and when it will be taken automatically, if it will. */
export function MoneyFacts({ invoice, money, words }: MoneyFactsProps) {
  return (
    <>
      {invoice.status === 'unpaid' && (
        <p className="text-slate-900">
          <span className="font-semibold">{words.due}:</span> {formatPence(money.amountDuePence)}
        </p>
      )}
      {money.autoCollect && (
        <p className="text-slate-800">
          {words.autoCollect(money.autoCollect.description, formatDate(money.autoCollect.date))}
        </p>
      )}
    </>
  );
}
