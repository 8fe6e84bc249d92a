import { QueryState } from '@/components/ui/query-state';
import { StatusBadge } from '@/components/ui/status-badge';
import { useClientPaymentMethods } from '@/features/payments/api/client-payment-methods';
import { paymentsContent } from '@/features/payments/content';
import { cardLine, mandateLine, mandateTones } from '@/features/payments/describe';
import { officePaymentsContent } from '@/features/payments/office-content';
import { StatementForm } from './statement-form';

const content = officePaymentsContent.client;
const mandateStates = paymentsContent.ways.mandateStates;

/**
 * On the office's page about a client: how they pay (read only; the client saves and removes their
 * own), and their statement for a period.
 */
export function ClientWaysToPay({ clientId }: { clientId: string }) {
  const methods = useClientPaymentMethods(clientId);
  const data = methods.data;
  return (
    <section
      aria-labelledby="client-ways-to-pay-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h3 id="client-ways-to-pay-heading" className="mb-3 text-xl font-semibold text-slate-900">
        {content.heading}
      </h3>
      <QueryState
        query={methods}
        isEmpty={false}
        loading={content.loading}
        empty={null}
        failure={content.failure}
      >
        {data && (
          <dl className="grid gap-x-6 gap-y-1 text-slate-700 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold">{content.card}</dt>
            <dd>{data.card ? cardLine(data.card) : content.none}</dd>
            <dt className="font-semibold">{content.directDebit}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              {data.directDebit ? (
                <>
                  {mandateLine(data.directDebit)}
                  <StatusBadge tone={mandateTones[data.directDebit.status]}>
                    {mandateStates[data.directDebit.status]}
                  </StatusBadge>
                </>
              ) : (
                content.none
              )}
            </dd>
            <dt className="font-semibold">{content.autoPay}</dt>
            <dd>{content.autoPayChoices[data.autoPay]}</dd>
          </dl>
        )}
      </QueryState>
      <h4 className="mt-5 mb-2 font-semibold text-slate-900">{paymentsContent.statement.heading}</h4>
      <StatementForm clientId={clientId} />
    </section>
  );
}
