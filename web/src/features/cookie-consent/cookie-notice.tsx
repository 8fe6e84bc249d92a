import { Cookie } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { cookieContent as content } from '@/content/cookies';
import { chooseConsent } from '@/lib/consent';

/**
 * The banner itself, loaded only for a visitor who has not chosen yet (./cookie-banner). Accept and
 * Decline look the same and sit side by side: neither is the easier choice. The banner is
 * not fixed itself: it is the bottom of the site's bottom dock (app/site-frame.tsx).
 */
export function CookieNotice() {
  return (
    <section
      aria-labelledby="cookie-banner-heading"
      className="pointer-events-auto w-full border-t border-slate-200 bg-white shadow-[0_-8px_24px_rgb(15_23_42/0.12)]"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4 sm:px-6 lg:flex-row lg:items-center lg:gap-8">
        <div className="flex gap-3">
          <Cookie aria-hidden="true" className="mt-0.5 hidden size-6 shrink-0 text-brand-700 sm:block" />
          <div>
            <h2 id="cookie-banner-heading" className="font-semibold text-slate-900">
              {content.heading}
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              {content.text}{' '}
              <Link
                to={content.policyLink.to}
                className="font-semibold text-brand-800 underline underline-offset-2"
              >
                {content.policyLink.label}
              </Link>
            </p>
          </div>
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-3">
          <Button onClick={() => chooseConsent('declined')}>{content.decline}</Button>
          <Button onClick={() => chooseConsent('accepted')}>{content.accept}</Button>
        </div>
      </div>
    </section>
  );
}
