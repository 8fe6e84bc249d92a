import { estimateVisit } from '@shared/booking-price';
import { policy } from '@shared/business';
import { formatDate, formatPence } from '@shared/dates';
import type { Frequency, ServiceType } from '@shared/schemas/booking';
import { bookingFormContent } from '@/features/bookings/booking-form-content';

const content = bookingFormContent.estimateLines;

interface EstimatePanelProps {
  serviceType: ServiceType;
  durationHours: number;
  /** Every visit's date: one for a single booking. */
  dates: readonly string[];
  frequency?: Frequency;
}

/** The price before the client confirms: rate × hours, bank-holiday surcharges, regular discounts. */
export function EstimatePanel({ serviceType, durationHours, dates, frequency }: EstimatePanelProps) {
  const visits = dates.map((serviceDate) =>
    estimateVisit({ serviceType, serviceDate, durationHours }, frequency),
  );
  const [first] = visits;
  if (!first)
    return (
      <p role="note" className="rounded-lg bg-slate-100 p-4 text-slate-800">
        {content.byQuote}
      </p>
    );
  const holidays = visits.flatMap((visit, index) =>
    visit?.bankHoliday ? [{ visit, date: dates[index] ?? '' }] : [],
  );
  const total = visits.reduce((sum, visit) => sum + (visit?.totalPence ?? 0), 0);
  const rows: [string, string][] = [
    [content.rate(formatPence(first.ratePence), durationHours), formatPence(first.basePence)],
    ...holidays.map(({ visit, date }): [string, string] => [
      `${formatDate(date)}, ${content.bankHoliday(visit.bankHoliday ?? '', policy.bankHolidaySurchargePercent)}`,
      `+${formatPence(visit.surchargePence)}`,
    ]),
    ...(first.discountPercent > 0
      ? [
          [content.discount(first.discountPercent), `−${formatPence(first.discountPence)}`] as [
            string,
            string,
          ],
        ]
      : []),
  ];
  return (
    <section aria-label={content.heading} className="rounded-lg border border-slate-300 bg-slate-50 p-4">
      <h3 className="font-semibold text-slate-900">{content.heading}</h3>
      <dl className="mt-2 space-y-1 text-slate-800">
        {rows.map(([label, amount]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt>{label}</dt>
            <dd className="whitespace-nowrap tabular-nums">{amount}</dd>
          </div>
        ))}
        {dates.length > 1 && (
          <div className="flex justify-between gap-4">
            <dt>{holidays.length > 0 ? content.perOtherVisit : content.perVisit}</dt>
            <dd className="whitespace-nowrap tabular-nums">
              {formatPence(first.basePence - first.discountPence)}
            </dd>
          </div>
        )}
        <div className="flex justify-between gap-4 border-t border-slate-300 pt-1 font-semibold text-slate-900">
          <dt>
            {dates.length > 1
              ? content.seriesTotal(dates.length, formatDate(dates[0] ?? ''), formatDate(dates.at(-1) ?? ''))
              : content.total}
          </dt>
          <dd className="whitespace-nowrap tabular-nums">{formatPence(total)}</dd>
        </div>
      </dl>
    </section>
  );
}
