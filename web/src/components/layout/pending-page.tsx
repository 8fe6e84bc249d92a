import type { ReactNode } from 'react';

/**
 * A page whose content is still loading (the SPA shell, a session check): at least a screen tall, so
 * the footer waits below the fold instead of jumping down when the page arrives (a layout shift).
 */
export function PendingPage({ children }: { children: ReactNode }) {
  return <div className="min-h-dvh">{children}</div>;
}
