import { paymentsContent } from '@/features/payments/content';
import { StatementForm } from './statement-form';

const content = paymentsContent.statement;

/** The client's statement of invoices, payments and credits, on the Invoices tab under the list. */
export function MyStatement() {
  return (
    <section
      aria-labelledby="statement-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="statement-heading" className="text-xl font-semibold text-slate-900">
        {content.heading}
      </h2>
      <p className="mt-1 mb-4 text-slate-700">{content.intro}</p>
      <StatementForm />
    </section>
  );
}
