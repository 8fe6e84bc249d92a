import { formatDate, formatPence } from '@shared/dates';
import { type Invoice, PAYMENT_METHOD_LABELS } from '@shared/schemas/invoice';
import { invoiceTabContent } from '@/features/invoices/tab-content';

/**
 * How an invoice was paid, and its lines one click away: on the Invoices tab only, so the overview's
 * latest three stay light (the portal's byte budget).
 */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  return (
    <>
      {invoice.payment && (
        <p className="text-slate-700">
          <span className="font-semibold">{invoiceTabContent.paidOn}:</span>{' '}
          {formatDate(invoice.payment.date)} ({PAYMENT_METHOD_LABELS[invoice.payment.method]})
        </p>
      )}
      <details className="text-slate-700">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-teal-800">
          {invoiceTabContent.lines} <span className="sr-only">{invoice.invoiceNumber}</span>
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
              {invoiceTabContent.total}
              {invoice.vatRatePercent > 0
                ? ` (${invoiceTabContent.vat(invoice.vatRatePercent)}: ${formatPence(invoice.vatPence)})`
                : ''}
            </span>
            <span>{formatPence(invoice.totalPence)}</span>
          </p>
        </div>
      </details>
    </>
  );
}
