import { ArrowUp } from 'lucide-react';
import { scrollThresholds } from '@/config/scroll';
import { siteContent } from '@/content/site';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import { useScrolledPast } from '@/lib/use-scrolled-past';
import { MAIN_ID } from './skip-link';

/**
 * Appears past 300 px of scroll (SPEC §2). Focus moves to the page's main content, so a keyboard user
 * is not left on a button that disappears. It is not fixed itself: it sits in the site's bottom dock
 * (app/site-frame.tsx), above the cookie banner whatever height the banner wraps to.
 */
export function BackToTop() {
  const shown = useScrolledPast(scrollThresholds.backToTop);
  if (!shown) return null;
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
