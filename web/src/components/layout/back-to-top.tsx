import { Suspense } from 'react';
import { scrollThresholds } from '@/config/scroll';
import { lazyComponent } from '@/lib/lazy-component';
import { useScrolledPast } from '@/lib/use-scrolled-past';

const button = lazyComponent(async () => (await import('./back-to-top-button')).BackToTopButton);

/**
 * Appears past 300 px of scroll, its code loaded then: a page read without scrolling never
 * fetches it. It is not fixed itself: it sits in the site's bottom dock (app/site-frame.tsx), above the
 * cookie banner whatever height the banner wraps to.
 */
export function BackToTop() {
  const shown = useScrolledPast(scrollThresholds.backToTop);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <button.Component />
    </Suspense>
  );
}
