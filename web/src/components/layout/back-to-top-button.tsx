import { ArrowUp } from 'lucide-react';
import { siteContent } from '@/content/site';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import { MAIN_ID } from './skip-link';

/**
 * The back-to-top button itself, loaded the first time the page scrolls far enough to show it
 * (./back-to-top). Focus moves to the page's main content, so a keyboard user is not left on a button
 * that disappears.
 */
export function BackToTopButton() {
  return (
    <button
      type="button"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
        document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
      }}
      className="pointer-events-auto m-4 inline-flex size-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 sm:m-6"
    >
      <ArrowUp aria-hidden="true" className="size-6" />
      <span className="sr-only">{siteContent.backToTop}</span>
    </button>
  );
}
