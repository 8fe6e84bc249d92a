import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { MAIN_ID } from './skip-link';

/**
 * Every route change starts the new page at the top (SPEC §2). After a client-side navigation the
 * focus also moves to <main>, so keyboard and screen-reader users begin at the new page rather than on
 * the link they left. The first page load is left alone: it already starts at the top.
 */
export function RouteChange() {
  const { pathname } = useLocation();
  // Compared with the last path rather than "is first render", which StrictMode's re-run would defeat.
  const shown = useRef(pathname);

  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname]);

  return null;
}
