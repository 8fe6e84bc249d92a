import { business } from '@shared/business';
import { Phone } from 'lucide-react';
import { Suspense } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { siteContent } from '@/content/site';
import { useSessionEmail } from '@/lib/auth/session-events';
import { lazyComponent } from '@/lib/lazy-component';
import { isCurrentPath } from '@/lib/page-path';
import { usePagePath } from '@/lib/use-page-path';

const linkClasses = (isActive: boolean) =>
  `flex min-h-11 items-center rounded-md px-3 font-semibold tracking-wide ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-50'
  }`;

/** A menu link that marks (and styles) itself when it points at the page on show. */
function MenuLink({ to, exact, extra = '', onClick, children }: MenuLinkProps) {
  const active = isCurrentPath(usePagePath(), to, exact);
  return (
    <Link
      to={to}
      aria-current={active ? 'page' : undefined}
      className={`${linkClasses(active)} ${extra}`}
      onClick={onClick}
    >
      {children}
    </Link>
  );
}

interface MenuLinkProps {
  to: string;
  exact?: boolean;
  extra?: string;
  onClick: () => void;
  children: string;
}

/** The signed-in links' code, started on the first sign of intent on the menu's button. */
export const signedInLinks = lazyComponent(async () => (await import('./signed-in-links')).SignedInLinks);

const mobileLink = 'block min-h-11 py-2 text-left font-semibold text-brand-800';

/**
 * The phone menu's account links: Login / Sign Up, or (their code loaded only for someone signed in)
 * Client Portal and Logout, in a place kept for them while it loads.
 */
export function MobileAccountLinks({ onNavigate }: { onNavigate?: () => void }) {
  const email = useSessionEmail();
  if (!email)
    return (
      <Link to={paths.auth} onClick={onNavigate} className={mobileLink}>
        Login / Sign Up
      </Link>
    );
  return (
    <Suspense fallback={<span aria-hidden="true" className="block min-h-22" />}>
      <signedInLinks.Component onNavigate={onNavigate} className={mobileLink} />
    </Suspense>
  );
}

/** The phone menu's links, drawn only while it is open (none of them on a page's first paint). */
export function MobileMenuPanel({ close }: { close: () => void }) {
  const { nav, bookNow, mobileMenu } = siteContent;
  return (
    <nav aria-label={mobileMenu.label} className="mx-auto max-w-6xl px-4 py-4 sm:px-6">
      <ul className="grid gap-1">
        <li>
          <MenuLink to={nav.home.to} exact onClick={close}>
            {nav.home.label}
          </MenuLink>
        </li>
        <li>
          <MenuLink to={nav.services.to} exact onClick={close}>
            {nav.services.label}
          </MenuLink>
          <ul
            aria-label={mobileMenu.services}
            className="mt-1 ml-3 grid gap-1 border-l-2 border-brand-100 pl-3"
          >
            {nav.services.items.map((item) => (
              <li key={item.to}>
                <MenuLink to={item.to} extra="text-sm font-medium tracking-normal" onClick={close}>
                  {item.label}
                </MenuLink>
              </li>
            ))}
          </ul>
        </li>
        {nav.links.map((link) => (
          <li key={link.to}>
            <MenuLink to={link.to} onClick={close}>
              {link.label}
            </MenuLink>
          </li>
        ))}
      </ul>
      <div className="mt-4 grid gap-3 border-t border-slate-200 pt-4">
        <Link to={bookNow.to} className={buttonClasses('primary')} onClick={close}>
          {bookNow.label}
        </Link>
        <a href={business.phoneHref} className={buttonClasses('secondary')}>
          <Phone aria-hidden="true" className="size-4" />
          {business.phone}
        </a>
        <div className="px-3">
          <MobileAccountLinks onNavigate={close} />
        </div>
      </div>
    </nav>
  );
}
