import { formatDate, formatPence } from '@shared/dates';
import { PAYMENT_STATE_LABELS } from '@shared/payments';
import { PAYMENT_METHOD_LABELS } from '@shared/schemas/invoice';
import type { Payment } from '@shared/schemas/payment';
import { paymentTone } from '@/components/ui/money-tones';
import { StatusBadge } from '@/components/ui/status-badge';
import { downloadReceipt } from '@/features/payments/api/downloads';
import { paymentsContent } from '@/features/payments/content';
import { officePaymentsContent } from '@/features/payments/office-content';
import { RECEIPTED } from '@/features/payments/refunds';
import { formatMoment } from '@/lib/moment';
import { FileButton } from './file-button';

const content = officePaymentsContent.panel;
const files = paymentsContent.money;

const whoOf = (payment: Payment) =>
  payment.automatic ? content.automatic : payment.provider === 'office' ? content.byOffice : content.byClient;

/**
 * One payment as the office reads it: how much, how, where it stands, who started it, why it failed,
 * its refunds and its whole history (each step's time, state, note and source; the provider's event id
 * small, for a conversation with the provider's support).
 */
export function OfficePayment({ payment }: { payment: Payment }) {
  const facts = [
    PAYMENT_METHOD_LABELS[payment.method],
    whoOf(payment),
    payment.automatic ? content.attempt(payment.attempt) : undefined,
    payment.paidDate ? content.paidOn(formatDate(payment.paidDate)) : undefined,
    payment.chargeDate && !payment.paidDate ? content.chargeDate(formatDate(payment.chargeDate)) : undefined,
    payment.reference ? content.reference(payment.reference) : undefined,
    payment.refundedPence > 0 ? content.refunded(formatPence(payment.refundedPence)) : undefined,
  ].filter(Boolean);
  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold text-slate-900">{formatPence(payment.amountPence)}</span>
        <span className="text-slate-800">{payment.description}</span>
        <StatusBadge tone={paymentTone(payment.state)}>{PAYMENT_STATE_LABELS[payment.state]}</StatusBadge>
      </div>
      <p className="text-sm text-slate-700">{facts.join(' · ')}</p>
      {payment.failure && (
        <p className="rounded-md bg-red-50 p-2 text-red-900">
          {content.failedWith(payment.failure.message)}{' '}
          <span className="text-sm">({payment.failure.code})</span>
        </p>
      )}
      {payment.refunds.length > 0 && (
        <div>
          <h5 className="text-sm font-semibold text-slate-900">{content.refunds}</h5>
          <ul className="text-sm text-slate-700">
            {payment.refunds.map((refund) => (
              <li key={refund.id}>
                {content.refundLine(formatPence(refund.amountPence), formatMoment(refund.at), refund.reason)}
                {refund.toChildcareAccount ? `, ${content.toChildcare}` : ''} ·{' '}
                {content.refundStates[refund.state]}
              </li>
            ))}
          </ul>
        </div>
      )}
      {payment.history.length > 0 && (
        <details className="text-sm text-slate-700">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-800">
            {content.history}
            <span className="sr-only">: {payment.description}</span>
          </summary>
          <ol className="space-y-1 border-l-2 border-slate-200 pl-3">
            {payment.history.map((step, index) => (
              // A step has no id of its own; the history only ever grows at its end.
              // biome-ignore lint/suspicious/noArrayIndexKey: steps are appended, never moved
              <li key={index}>
                <span className="font-semibold text-slate-900">{formatMoment(step.at)}</span> ·{' '}
                {PAYMENT_STATE_LABELS[step.state]} · {step.note} · {content.sources[step.source]}
                {step.eventId && (
                  <span className="block break-all text-xs text-slate-600">
                    {content.event(step.eventId)}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </details>
      )}
      {RECEIPTED.includes(payment.state) && (
        <FileButton
          label={files.receipt}
          busyLabel={files.downloading}
          which={`${payment.description}, ${formatPence(payment.amountPence)}`}
          failure={files.receiptFailure}
          save={() => downloadReceipt({ invoiceId: payment.invoiceId, itemId: payment.id, office: true })}
        />
      )}
    </li>
  );
}
