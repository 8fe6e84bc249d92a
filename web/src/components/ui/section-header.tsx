import type { ReactNode } from 'react';

/** A tab's heading with its main action beside it (below it on a phone). */
export function SectionHeader({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
      <h2 id={id} className="text-2xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </div>
  );
}
