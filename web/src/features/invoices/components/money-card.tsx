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
      className={`rounded-xl border p-4 ${alert ? 'border-red-300 bg-red-50' : 'border-slate-200 bg-white'}`}
    >
      <p className="text-sm text-slate-700">{label}</p>
      <p className={`text-2xl font-bold ${alert ? 'text-red-800' : 'text-slate-900'}`}>
        {formatPence(pence)}
      </p>
    </div>
  );
}
