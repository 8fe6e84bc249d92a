import { useRef } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { StatusBadge } from '@/components/ui/status-badge';
import { useMyPaymentMethods } from '@/features/payments/api/payment-methods';
import { paymentsContent } from '@/features/payments/content';
import { cardLine, isUsable, mandateLine, mandateTones } from '@/features/payments/describe';
import { AutoPayForm } from './auto-pay-form';
import { RemoveMethod } from './remove-method';
import { SetUpButton } from './set-up-button';

const content = paymentsContent.ways;

/** The Direct Debit scheme's name as its mark reads, set apart as the scheme asks (no image needed). */
function DirectDebitMark() {
  return (
    <span className="rounded border-2 border-slate-900 px-1.5 py-0.5 text-sm font-bold tracking-tight text-slate-900">
      {content.directDebit}
    </span>
  );
}

function Guarantee() {
  return (
    <details className="text-sm text-slate-700">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand-800">
        {content.guaranteeOpen}
      </summary>
      <ul className="list-disc space-y-1 pl-5">
        {content.guarantee.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The client's ways to pay, on the Invoices tab, where the providers' pages send them back and where
 * the invoices they pay are: the saved card and the Direct Debit (each to replace or remove), buttons
 * to save either on the provider's own page, and the choice of how future invoices are paid.
 */
export function WaysToPay() {
  const methods = useMyPaymentMethods();
  const cardHeading = useRef<HTMLHeadingElement>(null);
  const debitHeading = useRef<HTMLHeadingElement>(null);
  const data = methods.data;
  const card = data?.card;
  const mandate = data?.directDebit;
  return (
    <section
      aria-labelledby="ways-to-pay-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="ways-to-pay-heading" className="text-xl font-semibold text-slate-900">
        {content.heading}
      </h2>
      <p className="mt-1 mb-4 text-slate-700">{content.intro}</p>
      <QueryState
        query={methods}
        isEmpty={false}
        loading={content.loading}
        empty={null}
        failure={content.failure}
      >
        {data && (
          <div className="space-y-6">
            <div className="grid gap-6 md:grid-cols-2">
              <div className="space-y-3">
                <h3 ref={cardHeading} tabIndex={-1} className="text-lg font-semibold text-slate-900">
                  {content.card}
                </h3>
                {card ? (
                  <>
                    <p className="text-slate-900">{cardLine(card)}</p>
                    <div className="flex flex-wrap gap-3">
                      <SetUpButton kind="card" variant="secondary">
                        {content.replaceCard}
                        <span className="sr-only">: {cardLine(card)}</span>
                      </SetUpButton>
                      <RemoveMethod
                        kind="card"
                        which={cardLine(card)}
                        onRemoved={() => cardHeading.current?.focus()}
                      />
                    </div>
                  </>
                ) : (
                  <>
                    <p className="text-slate-700">{content.noCard}</p>
                    <SetUpButton kind="card">{content.saveCard}</SetUpButton>
                  </>
                )}
                <p className="text-sm text-slate-700">{content.cardConsent}</p>
              </div>
              <div className="space-y-3">
                <h3
                  ref={debitHeading}
                  tabIndex={-1}
                  className="flex items-center gap-2 text-lg font-semibold text-slate-900"
                >
                  <DirectDebitMark />
                </h3>
                {mandate && isUsable(mandate) ? (
                  <>
                    <p className="flex flex-wrap items-center gap-2 text-slate-900">
                      {mandateLine(mandate)}
                      <StatusBadge tone={mandateTones[mandate.status]}>
                        {content.mandateStates[mandate.status]}
                      </StatusBadge>
                    </p>
                    <RemoveMethod
                      kind="direct-debit"
                      which={mandateLine(mandate)}
                      onRemoved={() => debitHeading.current?.focus()}
                    />
                  </>
                ) : (
                  <>
                    <p className="text-slate-700">
                      {mandate?.status === 'failed'
                        ? paymentsContent.return.debitFailed
                        : content.noDirectDebit}
                    </p>
                    <SetUpButton kind="direct-debit">{content.setUpDirectDebit}</SetUpButton>
                  </>
                )}
                <Guarantee />
              </div>
            </div>
            <AutoPayForm key={data.autoPay} methods={data} />
          </div>
        )}
      </QueryState>
    </section>
  );
}
