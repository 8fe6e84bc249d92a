import { formatDate, formatMoney } from '@shared/dates';
import type { Invoice } from '@shared/schemas/invoice';
import type { ReactNode } from 'react';
import { StatusBadge } from '@/components/ui/status-badge';
import { invoiceTone } from '@/components/ui/status-tones';
import { invoiceContent } from '@/features/invoices/content';

interface InvoiceSummaryProps {
  invoice: Invoice;
  /** Extra lines, e.g. who the invoice is for on the admin's list. */
  children?: ReactNode;
}

/** Number, status, date (en-GB), description and amount (£, two decimals). */
export function InvoiceSummary({ invoice, children }: InvoiceSummaryProps) {
  return (
    <div className="min-w-0 flex-1 space-y-1.5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="text-lg font-semibold text-slate-900">{invoice.invoiceNumber}</h3>
        <StatusBadge tone={invoiceTone(invoice.status)}>{invoice.status}</StatusBadge>
      </div>
      <p className="text-slate-800">{invoice.description}</p>
      {children}
      <p className="flex flex-wrap gap-x-4 text-slate-700">
        <span>
          <span className="font-semibold">{invoiceContent.date}:</span> {formatDate(invoice.invoiceDate)}
        </span>
        <span>
          <span className="font-semibold">{invoiceContent.amount}:</span> {formatMoney(invoice.amount)}
        </span>
      </p>
    </div>
  );
}
