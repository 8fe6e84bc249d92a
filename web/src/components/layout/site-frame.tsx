import type { ReactNode } from 'react';
import { CookieBanner } from '../../features/cookie-consent/cookie-banner';
import { BackToTop } from './back-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';

/** The landmarks every page shares: header with navigation, one main, footer; then the overlays. */
export function SiteFrame({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <TopBar />
      <SiteHeader />
      {/* tabIndex -1: the skip link moves focus here; it is never a tab stop. */}
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <BackToTop />
      <CookieBanner />
    </div>
  );
}
