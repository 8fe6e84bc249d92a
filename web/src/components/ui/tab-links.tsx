import { Link } from 'react-router-dom';
import type { KeepFocusState } from '@/components/layout/route-change';
import { isCurrentPath } from '@/lib/page-path';
import { usePagePath } from '@/lib/use-page-path';

export interface TabLink {
  to: string;
  label: string;
  /** A count drawn after the label (new enquiries), with what it counts for screen readers. */
  count?: { value: number; label: string };
}

const look =
  'inline-flex min-h-11 items-center justify-center rounded-md px-4 text-base font-semibold text-slate-700 hover:text-brand-800 aria-[current=page]:bg-white aria-[current=page]:text-brand-900 aria-[current=page]:shadow-sm aria-[current=true]:bg-white aria-[current=true]:text-brand-900';

const keepFocus: KeepFocusState = { keepFocus: true };

/**
 * 'page' on the tab whose page is open; 'true' on the tab a page below it belongs to (a client's page
 * under Users), unless another tab is a closer match (the overview's path is every section's prefix).
 */
const currentOf = (pathname: string, to: string, links: readonly TabLink[]) => {
  if (isCurrentPath(pathname, to, true)) return 'page';
  const owner = links
    .filter((link) => isCurrentPath(pathname, link.to))
    .sort((a, b) => b.to.length - a.to.length)[0];
  return owner?.to === to && !links.some((link) => isCurrentPath(pathname, link.to, true))
    ? 'true'
    : undefined;
};

/**
 * Sections drawn as tabs, each a page of its own that can be linked to, reloaded and shared. They are
 * links in a <nav> (aria-current marks the open one), not an ARIA tab list: each opens another URL.
 * Moving between them keeps the scroll position and the focus on the link just followed.
 */
export function TabLinks({ label, links }: { label: string; links: readonly TabLink[] }) {
  const pathname = usePagePath();
  return (
    <nav aria-label={label}>
      <ul className="grid grid-cols-2 gap-1 rounded-lg bg-slate-200/70 p-1 sm:inline-grid sm:grid-flow-col sm:grid-cols-none">
        {links.map((link) => (
          <li key={link.to} className="grid">
            <Link
              to={link.to}
              prefetch="intent"
              preventScrollReset
              state={keepFocus}
              aria-current={currentOf(pathname, link.to, links)}
              className={look}
            >
              {link.label}
              {link.count && link.count.value > 0 && (
                <span className="ml-2 inline-flex min-w-6 items-center justify-center rounded-full bg-brand-700 px-1.5 text-sm font-bold text-white">
                  <span aria-hidden="true">{link.count.value}</span>
                  <span className="sr-only">, {link.count.label}</span>
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
