import { formatDate, formatPence } from '@shared/dates';
import { PAYMENT_STATE_LABELS } from '@shared/payments';
import type { Invoice } from '@shared/schemas/invoice';
import type { Payment } from '@shared/schemas/payment';
import { useState } from 'react';
import { paymentTone } from '@/components/ui/money-tones';
import { QueryState } from '@/components/ui/query-state';
import { StatusBadge } from '@/components/ui/status-badge';
import { downloadReceipt } from '@/features/payments/api/downloads';
import { useMyInvoiceMoney } from '@/features/payments/api/invoice-money';
import { paymentsContent } from '@/features/payments/content';
import { RECEIPTED } from '@/features/payments/refunds';
import { CreditNotes } from './credit-notes';
import { FileButton } from './file-button';
import { MoneyFacts } from './money-facts';

const content = paymentsContent.money;

// A failed Direct Debit keeps the day the bank was to take it: the day it was tried.
const whenOf = (payment: Payment) => {
  if (payment.paidDate) return content.paidOn(formatDate(payment.paidDate));
  const day = formatDate(payment.chargeDate ?? payment.createdAt);
  if (payment.state === 'failed') return content.triedOn(day);
  return payment.chargeDate ? content.chargeDate(day) : content.startedOn(day);
};

function PaymentRow({ payment }: { payment: Payment }) {
  return (
    <li className="space-y-1 py-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold text-slate-900">{formatPence(payment.amountPence)}</span>
        <span className="text-slate-800">{payment.description}</span>
        <StatusBadge tone={paymentTone(payment.state)}>{PAYMENT_STATE_LABELS[payment.state]}</StatusBadge>
      </div>
      <p className="text-sm text-slate-700">{whenOf(payment)}</p>
      {payment.state === 'failed' && payment.failure && (
        <p className="text-red-800">{payment.failure.message}</p>
      )}
      {payment.refunds.map((refund) => (
        <p key={refund.id} className="text-sm text-slate-700">
          {content.refund(formatPence(refund.amountPence), formatDate(refund.at))}
          {refund.toChildcareAccount ? ` ${content.toChildcare}` : ''}
          {refund.state === 'paid' ? '' : ` (${content.refundStates[refund.state]})`}
        </p>
      ))}
      {RECEIPTED.includes(payment.state) && (
        <FileButton
          label={content.receipt}
          busyLabel={content.downloading}
          which={`${payment.description}, ${formatPence(payment.amountPence)}`}
          failure={content.receiptFailure}
          save={() => downloadReceipt({ invoiceId: payment.invoiceId, itemId: payment.id, office: false })}
        />
      )}
    </li>
  );
}

function Money({ invoice }: { invoice: Invoice }) {
  const money = useMyInvoiceMoney(invoice.id, true);
  const data = money.data;
  // A card payment page opened and left is no payment the client needs to read about.
  const payments = data?.payments.filter((payment) => payment.state !== 'cancelled') ?? [];
  return (
    <QueryState
      query={money}
      isEmpty={false}
      loading={content.loading}
      empty={null}
      failure={content.failure}
    >
      {data && (
        <div className="mt-2 space-y-3">
          <MoneyFacts invoice={invoice} money={data} words={content} />
          {payments.length === 0 ? (
            <p className="text-slate-700">{content.empty}</p>
          ) : (
            <ul
              aria-label={`${content.open}: ${invoice.invoiceNumber}`}
              className="divide-y divide-slate-100"
            >
              {payments.map((payment) => (
                <PaymentRow key={payment.id} payment={payment} />
              ))}
            </ul>
          )}
          <CreditNotes notes={data.creditNotes} office={false} />
        </div>
      )}
    </QueryState>
  );
}

/**
 * An invoice's payments, receipts, credit notes and what is still due, under its lines: read when
 * opened, so the list asks for none until one is looked at. A childcare invoice names the carers'
 * Ofsted registrations, which a Tax-Free Childcare payment needs.
 */
export function InvoicePayments({ invoice }: { invoice: Invoice }) {
  const [open, setOpen] = useState(false);
  const ofsted = invoice.childcare?.ofstedNumbers ?? [];
  return (
    <>
      {ofsted.length > 0 && <p className="text-slate-700">{content.ofsted(ofsted.join(', '))}</p>}
      <details className="text-slate-700" onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="min-h-11 cursor-pointer py-2 font-semibold text-teal-800">
          {content.open} <span className="sr-only">{invoice.invoiceNumber}</span>
        </summary>
        {open && <Money invoice={invoice} />}
      </details>
    </>
  );
}
