import { ArrowRight, ChevronDown } from 'lucide-react';
import { NavigationMenu } from 'radix-ui';
import { Link, useLocation } from 'react-router-dom';
import { siteContent } from '../../content/site';

// No display utility here: callers add one, so the no-script link can be `hidden` without a clash.
const itemLook = (active: boolean) =>
  `min-h-11 items-center gap-1 rounded-md px-2 text-[0.8125rem] font-semibold tracking-wide whitespace-nowrap transition-colors ${
    active
      ? 'text-brand-800 underline decoration-2 underline-offset-8'
      : 'text-slate-700 hover:text-brand-800'
  }`;
const itemClasses = (active: boolean) => `inline-flex ${itemLook(active)}`;

/** Radix's Link merges class names as strings, so active state is worked out here, not by NavLink. */
const isCurrent = (pathname: string, to: string, exact: boolean) =>
  exact ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);

/**
 * The wide-screen navigation. SERVICES opens a panel of the five services (Radix NavigationMenu: it
 * opens by keyboard, arrow keys move between items, Escape closes). Without JavaScript the trigger
 * is replaced by a plain link to /services (public/noscript.css).
 */
export function DesktopNav() {
  const { nav } = siteContent;
  const { pathname } = useLocation();
  const inServices = pathname.startsWith(nav.services.to);
  return (
    <NavigationMenu.Root aria-label={nav.label} className="relative hidden xl:block">
      <NavigationMenu.List className="flex items-center">
        <NavLink to={nav.home.to} label={nav.home.label} active={isCurrent(pathname, nav.home.to, true)} />
        <NavigationMenu.Item className="relative">
          <NavigationMenu.Trigger data-js-only className={`${itemClasses(inServices)} group`}>
            {nav.services.label}
            <ChevronDown
              aria-hidden="true"
              className="size-4 transition-transform group-data-[state=open]:rotate-180"
            />
          </NavigationMenu.Trigger>
          <a href={nav.services.to} data-no-js-visible className={`hidden ${itemLook(inServices)}`}>
            {nav.services.label}
          </a>
          <NavigationMenu.Content className="absolute top-full left-0 z-50 mt-2 w-[28rem] rounded-xl bg-white p-2 shadow-xl ring-1 ring-slate-200">
            <ul className="grid gap-1">
              {nav.services.items.map(({ label, summary, to, icon: Icon }) => (
                <li key={to}>
                  <NavigationMenu.Link asChild>
                    <Link
                      to={to}
                      className="flex gap-3 rounded-lg p-3 hover:bg-brand-50 focus-visible:bg-brand-50"
                    >
                      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                      <span>
                        <span className="block font-semibold text-slate-900">{label}</span>
                        <span className="block text-sm text-slate-600">{summary}</span>
                      </span>
                    </Link>
                  </NavigationMenu.Link>
                </li>
              ))}
              <li className="border-t border-slate-100 pt-1">
                <NavigationMenu.Link asChild>
                  <Link
                    to={nav.services.all.to}
                    className="flex items-center gap-2 rounded-lg p-3 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                  >
                    {nav.services.all.label}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                </NavigationMenu.Link>
              </li>
            </ul>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        {nav.links.map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            label={link.label}
            active={isCurrent(pathname, link.to, false)}
          />
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}

function NavLink({ to, label, active }: { to: string; label: string; active: boolean }) {
  return (
    <NavigationMenu.Item>
      <NavigationMenu.Link asChild active={active}>
        <Link to={to} className={itemClasses(active)}>
          {label}
        </Link>
      </NavigationMenu.Link>
    </NavigationMenu.Item>
  );
}
