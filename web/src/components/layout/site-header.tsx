import { House } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import { business } from '../../../../shared/business';
import { paths } from '../../config/paths';
import { siteContent } from '../../content/site';
import { buttonClasses } from '../ui/button';

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center border-b-2 text-sm font-semibold tracking-wide ${
    isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-700 hover:text-brand-800'
  }`;

export function SiteHeader() {
  const { nav, bookNow } = siteContent;
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-10 gap-y-2 px-4 py-3 sm:px-6">
        <Link to={paths.home} className="inline-flex items-center gap-2 text-lg font-bold text-brand-800">
          <House aria-hidden="true" className="size-6 shrink-0" />
          {business.name}
        </Link>
        {/* A row of its own on phones; beside the logo from sm up, with Book Now at the far end. */}
        <div className="flex w-full items-center justify-between gap-6 sm:w-auto sm:flex-1">
          <nav aria-label={nav.label}>
            <ul className="flex gap-6">
              {nav.links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end className={navLinkClasses}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Link to={bookNow.to} className={buttonClasses('primary', 'px-4 text-sm')}>
            {bookNow.label}
          </Link>
        </div>
      </div>
    </header>
  );
}
