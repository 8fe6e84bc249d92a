import { siteContent } from '@/content/site';

export const MAIN_ID = 'main';

/** First thing a keyboard user reaches: jumps past the header straight to the page's content. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only rounded-md bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
    >
      {siteContent.skipLink}
    </a>
  );
}
