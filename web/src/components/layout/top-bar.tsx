import { business } from '@shared/business';
import { Clock, MapPin, Phone, ThumbsUp } from 'lucide-react';
import { siteContent } from '@/content/site';

const item = 'flex items-center gap-2';
const link = 'inline-flex min-h-8 items-center gap-2 underline-offset-4 hover:underline';

/** Above the header on medium and wider screens only; phones have the call link in the menu. */
export function TopBar() {
  const { topBar } = siteContent;
  return (
    <div className="hidden bg-brand-900 text-sm text-brand-50 md:block [&_:focus-visible]:outline-white">
      <ul
        aria-label={topBar.label}
        className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-1.5 sm:px-6"
      >
        <li className={item}>
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {topBar.area}
        </li>
        <li>
          <a href={business.phoneHref} className={`${link} font-semibold text-white`}>
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            {topBar.callPrefix} {business.phone}
          </a>
        </li>
        <li className={item}>
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          {topBar.hours}
        </li>
        <li>
          <a href={business.social.href} className={link} target="_blank" rel="noopener noreferrer">
            <ThumbsUp aria-hidden="true" className="size-4 shrink-0" />
            {topBar.social}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      </ul>
    </div>
  );
}
