import { formatDate } from '@shared/dates';
import { paths } from '@/config/paths';
import { bookingRulesSummary } from '@/content/booking-rules';
import { bookingFormContent } from '@/features/bookings/booking-form-content';

const content = bookingFormContent.dialog;

/** A series' dates nobody can take: the client sees them before confirming, and they are left out. */
export function UncoveredDates({ uncovered, of }: { uncovered: readonly string[]; of: number }) {
  return (
    <div role="note" className="rounded-lg bg-amber-50 p-3 text-amber-900">
      <p className="font-semibold">{content.uncoveredHeading(uncovered.length, of)}</p>
      <ul className="mt-1 list-disc pl-5">
        {uncovered.map((date) => (
          <li key={date}>{formatDate(date)}</li>
        ))}
      </ul>
      <p className="mt-1">{content.uncoveredNote}</p>
    </div>
  );
}

/** The booking rules in short, folded away, with the terms' cancellation section a link away. */
export function BookingRulesDetails() {
  return (
    <details className="rounded-lg bg-slate-50 p-3 text-slate-800">
      <summary className="cursor-pointer font-semibold">{content.rulesHeading}</summary>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {bookingRulesSummary.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <a
        className="mt-2 inline-block font-semibold text-blue-800 underline"
        href={`${paths.terms}#cancellations`}
      >
        {content.termsLink}
      </a>
    </details>
  );
}
