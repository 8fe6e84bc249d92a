import { Suspense, useEffect, useState } from 'react';
import type { MetaFunction } from 'react-router-dom';
import { quoteContent as content } from '@/content/quote';
import { lazyComponent } from '@/lib/lazy-component';
import { pageMeta } from '@/lib/page-meta';

// The calculator brings the price table's rules and zod (the same schema the API checks): it loads
// once the page has drawn, so the page's first load stays within the form pages' budget. It is given
// where its two ways on lead, the booking and enquiry forms filled in (features never import each other).
const priceForm = lazyComponent(async () => {
  const [{ InstantPriceForm }, { bookingPrefillPath }, { enquiryPrefillPath }] = await Promise.all([
    import('@/features/quote/components/instant-price-form'),
    import('@/features/bookings/prefill'),
    import('@/features/enquiries/prefill'),
  ]);
  return () => <InstantPriceForm bookingPath={bookingPrefillPath} enquiryPath={enquiryPrefillPath} />;
});

export const meta: MetaFunction = ({ location }) =>
  pageMeta(location.pathname, { title: content.title, description: content.description });

const Loading = () => (
  <p role="status" className="text-slate-700">
    {content.loading}
  </p>
);

/** The instant price, where every "Get Your Free Quote" leads. */
export default function QuotePage() {
  // Drawn in the browser only: the pre-rendered page holds the frame, the calculator follows.
  const [drawn, setDrawn] = useState(false);
  useEffect(() => setDrawn(true), []);
  return (
    <>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <h1 className="text-4xl leading-tight font-bold tracking-tight text-slate-900 sm:text-5xl">
            {content.heading}
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700 sm:text-xl">{content.intro}</p>
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <div className="min-h-[32rem] rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <div data-js-only>
            {drawn ? (
              <Suspense fallback={<Loading />}>
                <priceForm.Component />
              </Suspense>
            ) : (
              <Loading />
            )}
          </div>
          <p data-no-js-visible className="hidden text-slate-700">
            {content.noScript}
          </p>
        </div>
      </div>
    </>
  );
}
