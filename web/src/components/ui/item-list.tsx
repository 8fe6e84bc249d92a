import type { ReactNode } from 'react';

/**
 * The portal's lists: one card per item, stacked, readable at 390px without sideways scrolling. `busy`:
 * the list shows its last results while the next ones load (a changed search or filter).
 */
export function ItemList({ label, busy, children }: { label: string; busy?: boolean; children: ReactNode }) {
  return (
    <ul aria-label={label} aria-busy={busy || undefined} className="space-y-3">
      {children}
    </ul>
  );
}

export function Item({ children }: { children: ReactNode }) {
  return <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">{children}</li>;
}
