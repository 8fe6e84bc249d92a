import { type ReactNode, Suspense } from 'react';
import { BackToTop } from '@/components/layout/back-to-top';
import { RouteChange } from '@/components/layout/route-change';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { MAIN_ID, SkipLink } from '@/components/layout/skip-link';
import { ToastRegion } from '@/components/layout/toast-region';
import { TopBar } from '@/components/layout/top-bar';
import { CookieBanner } from '@/features/cookie-consent/cookie-banner';
import { HydrationMark } from '@/lib/hydration-mark';

/** The landmarks every page shares: header with navigation, one main, footer; then the overlays. */
export function SiteFrame({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <TopBar />
      <SiteHeader />
      {/* tabIndex -1: the skip link and a route change move focus here; it is never a tab stop. */}
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {/* The page and the footer hydrate after the frame, each in tasks of its own (lib/hydration-mark). */}
        <Suspense>
          {children}
          <HydrationMark part="page" />
        </Suspense>
      </main>
      <Suspense>
        <SiteFooter />
        <HydrationMark part="footer" />
      </Suspense>
      {/* The bottom dock: one fixed column, so the back-to-top button always stands above the cookie
          banner, however many lines the banner wraps to. Clicks fall through its empty part. */}
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-end">
        <BackToTop />
        <CookieBanner />
      </div>
      <ToastRegion />
      <RouteChange />
    </div>
  );
}
