import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether the toast region (sonner) is wanted on this page. Pages that only read never load it; a
 * component that may toast asks for it before its first message, so the region's live area is in
 * the page before the first message (screen readers miss a live region born with its content): forms
 * ask when someone starts on them, the portal at the first touch (`useToasterOnIntent`), and code that
 * toasts on its way elsewhere (logout) asks with `requestToaster`. Once wanted, it stays for
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

const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * For screens whose actions toast (the portal, /auth): the region loads at the visitor's first touch,
 * key or focus there, ahead of any message, rather than with the screen.
 */
export const useToasterOnIntent = (enabled = true) =>
  useEffect(() => {
    if (wanted || !enabled) return;
    const onIntent = () => requestToaster();
    for (const event of INTENT_EVENTS)
      document.addEventListener(event, onIntent, { capture: true, once: true });
    return () => {
      for (const event of INTENT_EVENTS) document.removeEventListener(event, onIntent, { capture: true });
    };
  }, [enabled]);
