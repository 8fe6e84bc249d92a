import type { ReactNode } from 'react';

/** The page's content column: one width and gutter for every page. */
export function PageContainer({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">{children}</div>;
}
