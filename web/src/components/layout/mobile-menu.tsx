import { business } from '@shared/business';
import { Menu, Phone, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { siteContent } from '@/content/site';
import { isCurrentPath } from '@/lib/page-path';
import { usePagePath } from '@/lib/use-page-path';
import { MobileAccountLinks } from './account-slot';
import { FOOTER_NAV_ID } from './site-footer';

/** styles.css names it too: the page does not scroll while this panel is shown. */
const PANEL_ID = 'mobile-menu';

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

/**
 * The menu below the xl breakpoint: a disclosure (button plus panel), not a dialog, so it costs no
 * library. It closes on any navigation, on Escape (returning focus to its button) and from its button.
 * While it is open the page behind it does not scroll (styles.css, by the panel's id).
 * Without JavaScript the button is a link to the footer's navigation instead.
 */
export function MobileMenu() {
  const { nav, bookNow, mobileMenu } = siteContent;
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const Icon = open ? X : Menu;
  return (
    <>
      <button
        ref={toggle}
        type="button"
        data-js-only
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 xl:hidden"
      >
        <Icon aria-hidden="true" className="size-6" />
        <span className="sr-only">{open ? mobileMenu.close : mobileMenu.open}</span>
      </button>
      <a
        href={`#${FOOTER_NAV_ID}`}
        data-no-js-visible
        className="hidden rounded-lg px-3 py-2.5 font-semibold text-brand-800 xl:hidden!"
      >
        {mobileMenu.label}
      </a>
      <div
        id={PANEL_ID}
        hidden={!open}
        className={`absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-xl xl:hidden`}
      >
        {/* Its links are drawn only while it is open: none of them are on the page's first paint or in its
            hydration (without JavaScript the button is a link to the footer's navigation instead). */}
        {open && (
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
        )}
      </div>
    </>
  );
}
