import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { siteContent } from '@/content/site';
import { useSessionEmail } from '@/lib/auth/session-events';
import { MobileMenuPanel, signedInLinks } from './mobile-menu-panel';
import { FOOTER_NAV_ID } from './site-footer';

/** styles.css names it too: the page does not scroll while this panel is shown. */
const PANEL_ID = 'mobile-menu';

/**
 * The menu below the xl breakpoint: a disclosure (button plus panel), not a dialog, so it costs no
 * library. It closes on any navigation, on Escape (returning focus to its button) and from its button.
 * While it is open the page behind it does not scroll (styles.css, by the panel's id). Its links are
 * drawn only while it is open (./mobile-menu-panel).
 * Without JavaScript the button is a link to the footer's navigation instead.
 */
export function MobileMenu() {
  const { mobileMenu } = siteContent;
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  // Someone signed in gets Client Portal and Logout in the menu, whose code starts on a sign of intent.
  const signedIn = !!useSessionEmail();
  const preload = signedIn ? signedInLinks.preload : undefined;

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
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
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
        {open && <MobileMenuPanel close={close} />}
      </div>
    </>
  );
}
