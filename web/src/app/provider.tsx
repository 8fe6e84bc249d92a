import { type ReactNode, StrictMode } from 'react';

/**
 * What wraps the whole app on the server and in the browser alike, so both render the same tree.
 * Server state (TanStack Query) and toasts are deliberately not here: they load with the pages that
 * need them (the portal's pages, the frame's toast region), not with every page.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return <StrictMode>{children}</StrictMode>;
}
