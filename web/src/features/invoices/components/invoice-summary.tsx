import { formatDate, formatPence } from '@shared/dates';
import { type Invoice, PAYMENT_METHOD_LABELS } from '@shared/schemas/invoice';
import type { ReactNode } from 'react';
import { StatusBadge } from '@/components/ui/status-badge';
import { invoiceTone } from '@/components/ui/status-tones';
import { invoiceContent } from '@/features/invoices/content';

interface InvoiceSummaryProps {
  invoice: Invoice;
  /** Extra lines, e.g. who the invoice is for on the admin's list. */
  children?: ReactNode;
}

const firstLine = (invoice: Invoice) => {
  const [first, ...rest] = invoice.lines;
  return `${first?.description ?? ''}${rest.length ? ` and ${rest.length} more` : ''}`;
};

/** Number, status, dates (en-GB), what it is for, the total in £; its lines one click away. */
export function InvoiceSummary({ invoice, children }: InvoiceSummaryProps) {
  return (
    <div className="min-w-0 flex-1 space-y-1.5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="text-lg font-semibold text-slate-900">{invoice.invoiceNumber}</h3>
        <StatusBadge tone={invoiceTone(invoice.status)}>{invoice.status}</StatusBadge>
      </div>
      <p className="text-slate-800">{firstLine(invoice)}</p>
      {children}
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
        {invoice.payment && (
          <span>
            <span className="font-semibold">{invoiceContent.paidOn}:</span> {formatDate(invoice.payment.date)}{' '}
            ({PAYMENT_METHOD_LABELS[invoice.payment.method]})
          </span>
        )}
      </p>
      <details className="text-slate-700">
        <summary className="cursor-pointer font-semibold text-teal-800">
          {invoiceContent.lines} <span className="sr-only">{invoice.invoiceNumber}</span>
        </summary>
        <div className="mt-2 space-y-1">
          {invoice.lines.map((line, index) => (
            // Lines have no id of their own; their order is fixed once issued.
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of an issued invoice never move
            <p key={index} className="flex justify-between gap-4">
              <span>
                {line.serviceDate ? `${formatDate(line.serviceDate)}: ` : ''}
                {line.description}
                {line.quantity !== undefined && line.unitPence !== undefined
                  ? ` (${line.quantity} × ${formatPence(line.unitPence)})`
                  : ''}
              </span>
              <span className="whitespace-nowrap">{formatPence(line.amountPence)}</span>
            </p>
          ))}
          <p className="flex justify-between gap-4 border-t border-slate-200 pt-1 font-semibold">
            <span>
              {invoiceContent.total}
              {invoice.vatRatePercent > 0
                ? ` (${invoiceContent.vat(invoice.vatRatePercent)}: ${formatPence(invoice.vatPence)})`
                : ''}
            </span>
            <span>{formatPence(invoice.totalPence)}</span>
          </p>
        </div>
      </details>
    </div>
  );
}
