import { Suspense } from 'react';
import { useCookieConsent } from '@/lib/consent';
import { lazyComponent } from '@/lib/lazy-component';

const notice = lazyComponent(async () => (await import('./cookie-notice')).CookieNotice);

/**
 * The cookie banner, for a visitor who has not chosen yet. Its code loads only then, after the page
 * has hydrated (consent is read from local storage, never in the pre-rendered HTML): a returning
 * visitor who has chosen never downloads it. The banner is not fixed itself: it is the bottom of the
 * site's bottom dock (app/site-frame.tsx), so it shifts nothing when it arrives.
 */
export function CookieBanner() {
  const consent = useCookieConsent();
  if (consent !== 'unset') return null;
  return (
    <Suspense fallback={null}>
      <notice.Component />
    </Suspense>
  );
}
