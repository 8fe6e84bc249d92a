import type { ReactNode } from 'react';

/** The portal's lists: one card per item, stacked, readable at 390px without sideways scrolling. */
export function ItemList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="space-y-3">
      {children}
    </ul>
  );
}

export function Item({ children }: { children: ReactNode }) {
  return <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">{children}</li>;
}
