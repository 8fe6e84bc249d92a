import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { scrollThresholds } from '@/config/scroll';
import { siteContent } from '@/content/site';
import { useScrolledPast } from '@/lib/use-scrolled-past';
import { AccountSlot } from './account-slot';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';

/** The header's id: the toast region keeps its toasts below it. */
export const SITE_HEADER_ID = 'site-header';

/** Sticky; once the page scrolls past 10 px it tightens and casts a shadow. */
export function SiteHeader() {
  const compact = useScrolledPast(scrollThresholds.compactHeader);
  const { bookNow } = siteContent;
  return (
    <header
      id={SITE_HEADER_ID}
      data-compact={compact || undefined}
      className={`sticky top-0 z-40 border-b bg-white/95 backdrop-blur transition-shadow ${
        compact ? 'border-slate-200 shadow-md' : 'border-transparent'
      }`}
    >
      <div
        className={`relative mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 transition-[padding] sm:px-6 ${
          compact ? 'py-2' : 'py-4'
        }`}
      >
        <Logo compact={compact} />
        <DesktopNav />
        <div className="flex items-center gap-2">
          {/* Phones have Book Now in the menu; a wrapper hides it, as the button's own display must stay. */}
          <span className="hidden sm:block">
            <Link to={bookNow.to} className={buttonClasses('primary', 'px-4 text-sm whitespace-nowrap')}>
              {bookNow.label}
            </Link>
          </span>
          <AccountSlot />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
