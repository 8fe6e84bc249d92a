import { Link } from 'react-router-dom';
import type { KeepFocusState } from '@/components/layout/route-change';
import { isCurrentPath } from '@/lib/page-path';
import { usePagePath } from '@/lib/use-page-path';

export interface TabLink {
  to: string;
  label: string;
}

const look =
  'inline-flex min-h-11 items-center justify-center rounded-md px-4 text-base font-semibold text-slate-700 hover:text-brand-800 aria-[current=page]:bg-white aria-[current=page]:text-brand-900 aria-[current=page]:shadow-sm';

const keepFocus: KeepFocusState = { keepFocus: true };

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
              aria-current={isCurrentPath(pathname, link.to, true) ? 'page' : undefined}
              className={look}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
