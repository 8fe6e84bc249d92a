import { ArrowRight, ChevronDown } from 'lucide-react';
import { type FocusEvent, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from '@/components/ui/link';
import { servicePageLinks } from '@/content/service-links';
import { siteContent } from '@/content/site';
import { lazyComponent } from '@/lib/lazy-component';
import { isCurrentPath } from '@/lib/page-path';
import { usePagePath } from '@/lib/use-page-path';

const icon = lazyComponent(async () => (await import('./service-menu-icon')).ServiceMenuIcon);

const SERVICES_PANEL_ID = 'services-menu';

// No display utility here: callers add one, so the no-script link can be `hidden` without a clash.
const itemLook = (active: boolean) =>
  `min-h-11 items-center gap-1 rounded-md px-2 text-[0.8125rem] font-semibold tracking-wide whitespace-nowrap transition-colors ${
    active
      ? 'text-brand-800 underline decoration-2 underline-offset-8'
      : 'text-slate-700 hover:text-brand-800'
  }`;
const itemClasses = (active: boolean) => `inline-flex ${itemLook(active)}`;

/**
 * The wide-screen navigation. SERVICES is a disclosure (WAI-ARIA's navigation-menu pattern): its
 * button opens the panel of the five services, which follows it in the tab order; Escape closes it
 * and returns focus to the button, as do a click elsewhere and focus leaving the menu. The panel's
 * links are drawn only while it is open; their icons load on the first sign of intent
 * (./service-menu-icon). Without JavaScript the button is replaced by a plain link to /services
 * (public/noscript.css).
 */
export function DesktopNav() {
  const { nav } = siteContent;
  const pathname = usePagePath();
  return (
    <nav aria-label={nav.label} className="relative hidden xl:block">
      <ul className="flex items-center">
        <li>
          <NavLink
            to={nav.home.to}
            label={nav.home.label}
            active={isCurrentPath(pathname, nav.home.to, true)}
          />
        </li>
        <ServicesMenu active={isCurrentPath(pathname, nav.services.to)} />
        {nav.links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} label={link.label} active={isCurrentPath(pathname, link.to)} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ServicesMenu({ active }: { active: boolean }) {
  const { services } = siteContent.nav;
  const [open, setOpen] = useState(false);
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!item.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  // Tabbing past the last service (or back before the button) closes the panel.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!item.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <li ref={item} className="relative" onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        data-js-only
        aria-expanded={open}
        aria-controls={SERVICES_PANEL_ID}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={icon.preload}
        onFocus={icon.preload}
        className={`${itemClasses(active)} group`}
      >
        {services.label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-aria-expanded:rotate-180"
        />
      </button>
      <a href={services.to} data-no-js-visible className={`hidden ${itemLook(active)}`}>
        {services.label}
      </a>
      <div
        id={SERVICES_PANEL_ID}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-2 w-[28rem] rounded-xl bg-white p-2 shadow-xl ring-1 ring-slate-200"
      >
        {/* Drawn only while open, as the phone menu's links: not on the first paint nor in hydration. */}
        {open && (
          <ul className="grid gap-1">
            {servicePageLinks.map(({ id, title, summary, path }) => (
              <li key={path}>
                <Link
                  to={path}
                  onClick={() => setOpen(false)}
                  className="flex gap-3 rounded-lg p-3 hover:bg-brand-50 focus-visible:bg-brand-50"
                >
                  <Suspense fallback={<span aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}>
                    <icon.Component id={id} />
                  </Suspense>
                  <span>
                    <span className="block font-semibold text-slate-900">{title}</span>
                    <span className="block text-sm text-slate-600">{summary}</span>
                  </span>
                </Link>
              </li>
            ))}
            <li className="border-t border-slate-100 pt-1">
              <Link
                to={services.all.to}
                onClick={() => setOpen(false)}
                className="flex items-center gap-2 rounded-lg p-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                {services.all.label}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          </ul>
        )}
      </div>
    </li>
  );
}

function NavLink({ to, label, active }: { to: string; label: string; active: boolean }) {
  return (
    <Link to={to} aria-current={active ? 'page' : undefined} className={itemClasses(active)}>
      {label}
    </Link>
  );
}
