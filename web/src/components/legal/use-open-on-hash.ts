import { useEffect } from 'react';

/**
 * Opens the collapsible section a link points at (`#retention`), on arrival and whenever the hash
 * changes, so "Contents" links never land on a closed section. Without JavaScript the link still
 * scrolls to the section's heading, which opens with a click.
 */
export function useOpenOnHash() {
  useEffect(() => {
    const open = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      if (target instanceof HTMLDetailsElement && !target.open) {
        target.open = true;
        target.scrollIntoView();
      }
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, []);
}
