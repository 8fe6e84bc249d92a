import { formatPence } from '@shared/dates';

/** One figure of money with its label; red when it needs attention. */
export function MoneyCard({
  label,
  pence,
  alert = false,
}: {
  label: string;
  pence: number;
  alert?: boolean;
}) {
  return (
    <div
      className={`rounded-xl border p-3 sm:p-4 ${alert ? 'border-red-300 bg-red-50' : 'border-slate-200 bg-white'}`}
    >
      <p className="text-sm text-slate-700">{label}</p>
      {/* A phone fits two cards a row: £100,000.00 fits half its width at this size. */}
      <p
        className={`text-xl font-bold tabular-nums sm:text-2xl ${alert ? 'text-red-800' : 'text-slate-900'}`}
      >
        {formatPence(pence)}
      </p>
    </div>
  );
}
