import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether the toast region (sonner) is wanted on this page. Pages that only read never load it; a
 * component that may toast asks for it when it mounts (`useToaster`), so the region's live area is in
 * the page before the first message (screen readers miss a live region born with its content), and
 * code that toasts on its way elsewhere (logout) asks with `requestToaster`. Once wanted, it stays for
 * the rest of the visit: moving between pages is client-side.
 */
let wanted = false;
const listeners = new Set<() => void>();

export const requestToaster = () => {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useToasterWanted = () =>
  useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );

/** For components that toast: the region loads with them. */
export const useToaster = () => useEffect(requestToaster, []);
