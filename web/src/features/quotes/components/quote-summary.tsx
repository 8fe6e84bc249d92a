import { QUOTE_STATUS_LABELS, type QuoteStatus } from '@shared/quotes';
import { SERVICE_TYPE_LABELS } from '@shared/schemas/booking';
import type { Quote } from '@shared/schemas/quote';
import type { ReactNode } from 'react';
import { type BadgeTone, StatusBadge } from '@/components/ui/status-badge';
import { quotesContent } from '@/features/quotes/content';

const content = quotesContent.view;

const TONES: Record<QuoteStatus, BadgeTone> = {
  draft: 'slate',
  sent: 'blue',
  viewed: 'blue',
  approved: 'green',
  changes_requested: 'amber',
  declined: 'red',
  expired: 'slate',
  withdrawn: 'slate',
};

/** One quote as both sides read it: its lines, totals, deposit, date and when the work would be. */
export function QuoteSummary({ quote, children }: { quote: Quote; children?: ReactNode }) {
  const { schedule } = quote;
  return (
    <article
      aria-label={`Quote ${quote.quoteNumber}`}
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{quote.title}</h3>
          <p className="text-sm text-slate-700">
            {content.number(quote.quoteNumber, quote.version)} · {quote.recipient.name}
          </p>
        </div>
        <StatusBadge tone={TONES[quote.status]}>{QUOTE_STATUS_LABELS[quote.status]}</StatusBadge>
      </div>
      <ul className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
        {quote.lines.map((line) => (
          // A quote's lines never move once written: its version is rewritten whole.
          <li
            key={`${line.description}-${line.amountPence}-${line.quantity}`}
            className="flex justify-between gap-4 py-2 text-slate-800"
          >
            <span>
              {line.description}
              {line.quantity !== 1 && (
                <span className="text-slate-600">
                  {' '}
                  ({line.quantity} × {content.money(line.unitPence)})
                </span>
              )}
            </span>
            <span className="font-medium tabular-nums">{content.money(line.amountPence)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 text-slate-800">
        <div className="flex justify-between gap-4 text-sm text-slate-700">
          <dt>{content.vat(quote.vatRatePercent)}</dt>
          <dd className="tabular-nums">{content.money(quote.vatPence)}</dd>
        </div>
        <div className="flex justify-between gap-4 font-semibold">
          <dt>{content.total}</dt>
          <dd className="tabular-nums">{content.money(quote.totalPence)}</dd>
        </div>
        {quote.depositPence > 0 && (
          <div className="flex justify-between gap-4">
            <dt>{content.deposit}</dt>
            <dd className="tabular-nums">{content.money(quote.depositPence)}</dd>
          </div>
        )}
      </dl>
      <p className="mt-3 text-sm text-slate-700">{content.validUntil(quote.validUntil)}</p>
      {schedule && (
        <p className="mt-1 text-sm text-slate-700">
          {content.when(
            SERVICE_TYPE_LABELS[schedule.serviceType],
            schedule.serviceDate,
            schedule.serviceTime,
            schedule.durationHours,
            schedule.frequency === 'one_off' ? 'once' : `${schedule.frequency}, ${schedule.visits} visits`,
          )}
        </p>
      )}
      {quote.notes && <p className="mt-2 whitespace-pre-line text-slate-800">{quote.notes}</p>}
      {quote.approval && (
        <p className="mt-2 text-sm font-medium text-green-900">
          {content.approvedBy(quote.approval.name, quote.approval.at, quote.approval.version)}
        </p>
      )}
      {children}
    </article>
  );
}
