import { formatDate, formatPence } from '@shared/dates';
import type { Invoice } from '@shared/schemas/invoice';
import type { ReactNode } from 'react';
import { StatusBadge } from '@/components/ui/status-badge';
import { invoiceTone } from '@/components/ui/status-tones';
import { invoiceContent } from '@/features/invoices/content';

interface InvoiceSummaryProps {
  invoice: Invoice;
  /**
   * Extra lines under its dates and amount, e.g. who the invoice is for on the admin's list; last, so
   * what opens there (its lines, its payments) grows downwards and leaves the invoice's facts in place.
   */
  children?: ReactNode;
  /** More badges beside its status (its collection and refunds, on the Invoices tab). */
  badges?: ReactNode;
  /** Under what it is for: whom it is for, on the office's list. */
  about?: ReactNode;
}

const firstLine = (invoice: Invoice) => {
  const [first, ...rest] = invoice.lines;
  return `${first?.description ?? ''}${rest.length ? ` and ${rest.length} more` : ''}`;
};

/** Number, status, dates (en-GB), what it is for, the total in £ (the overview's latest three too). */
export function InvoiceSummary({ invoice, children, badges, about }: InvoiceSummaryProps) {
  return (
    <div className="min-w-0 flex-1 space-y-1.5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="text-lg font-semibold text-slate-900">{invoice.invoiceNumber}</h3>
        <StatusBadge tone={invoiceTone(invoice.status)}>{invoice.status}</StatusBadge>
        {badges}
      </div>
      <p className="text-slate-800">{firstLine(invoice)}</p>
      {about}
      <p className="flex flex-wrap gap-x-4 text-slate-700">
        <span>
          <span className="font-semibold">{invoiceContent.date}:</span> {formatDate(invoice.invoiceDate)}
        </span>
        {invoice.status === 'unpaid' && (
          <span>
            <span className="font-semibold">{invoiceContent.due}:</span> {formatDate(invoice.dueDate)}
          </span>
        )}
        <span>
          <span className="font-semibold">{invoiceContent.amount}:</span> {formatPence(invoice.totalPence)}
        </span>
      </p>
      {children}
    </div>
  );
}
