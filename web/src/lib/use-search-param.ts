import { useCallback, useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  window.addEventListener('popstate', listener);
  return () => window.removeEventListener('popstate', listener);
};

/**
 * One query-string parameter of the current page as state (e.g. the portal's `?tab=invoices`), so a
 * reload or a shared link shows the same thing. Setting it replaces the history entry.
 */
export function useSearchParam(name: string): [string | null, (value: string) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => new URLSearchParams(window.location.search).get(name),
    () => null,
  );
  const set = useCallback(
    (next: string) => {
      const url = new URL(window.location.href);
      url.searchParams.set(name, next);
      window.history.replaceState(window.history.state, '', url);
      // replaceState fires no event of its own; tell this hook's subscribers.
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    [name],
  );
  return [value, set];
}
