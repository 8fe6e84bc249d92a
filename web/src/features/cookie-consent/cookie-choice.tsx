import { Button } from '@/components/ui/button';
import { resetConsent, useCookieConsent } from '@/lib/consent';

interface CookieChoiceProps {
  content: { heading: string; accepted: string; declined: string; unset: string; change: string };
}

/** Shows the visitor's cookie choice and lets them make it again (the banner returns). */
export function CookieChoice({ content }: CookieChoiceProps) {
  const consent = useCookieConsent();
  // Nothing on the server: the choice lives in the browser, and the page must hydrate unchanged.
  if (consent === 'unknown') return null;
  return (
    <section aria-labelledby="cookie-choice-heading" className="rounded-2xl bg-brand-50 p-6">
      <h2 id="cookie-choice-heading" className="text-lg font-semibold text-slate-900">
        {content.heading}
      </h2>
      <p className="mt-2 text-slate-700" role="status">
        {consent === 'accepted'
          ? content.accepted
          : consent === 'declined'
            ? content.declined
            : content.unset}
      </p>
      {consent !== 'unset' && (
        <Button variant="secondary" className="mt-4" onClick={resetConsent}>
          {content.change}
        </Button>
      )}
    </section>
  );
}
