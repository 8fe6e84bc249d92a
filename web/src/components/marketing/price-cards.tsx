import { cardGridClasses } from '@/components/ui/card-grid';
import type { PriceRow } from '@/content/pricing';

/** Prices as cards: the label, the figure in large type, its unit and one line of conditions. */
export function PriceCards({ rows }: { rows: readonly PriceRow[] }) {
  return (
    <ul className={cardGridClasses(rows.length >= 3 ? 3 : 2)}>
      {rows.map((row) => (
        <li key={row.label} className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
          <h3 className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{row.label}</h3>
          <p className="mt-3 text-slate-900">
            <span className="text-4xl font-bold">{row.price}</span>
            {row.unit && <span className="ml-1 text-slate-600">{row.unit}</span>}
          </p>
          <p className="mt-3 text-sm text-slate-700">{row.note}</p>
        </li>
      ))}
    </ul>
  );
}
