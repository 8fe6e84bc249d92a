import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { MAIN_ID } from './skip-link';

/** Set as a navigation's state by links that change part of a page (the portal's tabs): focus stays. */
export interface KeepFocusState {
  keepFocus: true;
}

const keepsFocus = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as Partial<KeepFocusState>).keepFocus === true;

/**
 * What a document load would have done for people who cannot see the page change (WCAG 2.4.3, 4.1.3):
 * after a client-side navigation, focus moves to the new page's heading (or its main content) and a
 * polite live region reads the new title. React Router's <ScrollRestoration> scrolls to the top (or
 * back to where Back left off).
 */
export function RouteChange() {
  const location = useLocation();
  const [announcement, setAnnouncement] = useState('');
  // The entry on show: the document's own at first, so its load is left alone (and a second run of
  // the effect, as StrictMode makes in development, changes nothing).
  const shown = useRef(location.key);

  useEffect(() => {
    if (shown.current === location.key) return;
    shown.current = location.key;
    // <Meta> has written the new <title> in this same commit.
    setAnnouncement(document.title);
    if (location.hash || keepsFocus(location.state)) return;
    const main = document.getElementById(MAIN_ID);
    const heading = main?.querySelector<HTMLElement>('h1');
    const target = heading ?? main;
    if (!target) return;
    if (target === heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [location]);

  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only" data-route-announcer>
      {announcement}
    </p>
  );
}
