import { business, hours, legalIdentity } from '@shared/business';
import { Clock, Mail, MapPin, Phone, ThumbsUp } from 'lucide-react';
import { Link } from '@/components/ui/link';
import { servicePageLinks } from '@/content/service-links';
import { siteContent } from '@/content/site';

export const FOOTER_NAV_ID = 'footer-navigation';

const linkClasses =
  'inline-flex min-h-10 items-center gap-2 text-brand-50 underline-offset-4 hover:text-white hover:underline';
const headingClasses = 'text-sm font-semibold tracking-wide text-white uppercase';

export function SiteFooter() {
  const { footer } = siteContent;
  return (
    // A white focus ring: the brand teal would be too close to this dark background.
    <footer className="bg-brand-950 text-brand-50 [&_:focus-visible]:outline-white">
      <div
        id={FOOTER_NAV_ID}
        className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.3fr_1fr_1fr_1.3fr]"
      >
        <div>
          <p className="flex items-center gap-3 text-lg font-bold text-white">
            <img src="/logo.svg" alt="" width={40} height={40} loading="lazy" className="size-10" />
            {business.name}
          </p>
          <p className="mt-4 text-sm leading-relaxed">{footer.about}</p>
          <a
            href={business.social.href}
            className={`${linkClasses} mt-3`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ThumbsUp aria-hidden="true" className="size-4" />
            {siteContent.topBar.social}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
        <nav aria-labelledby="footer-services-heading">
          <h2 id="footer-services-heading" className={headingClasses}>
            {footer.servicesHeading}
          </h2>
          <ul className="mt-3">
            {servicePageLinks.map((service) => (
              <li key={service.path}>
                <Link to={service.path} className={linkClasses}>
                  {service.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-company-heading">
          <h2 id="footer-company-heading" className={headingClasses}>
            {footer.companyHeading}
          </h2>
          <ul className="mt-3">
            {footer.companyLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClasses}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={headingClasses}>{footer.contactHeading}</h2>
          <ul className="mt-3 space-y-1">
            <li>
              <a href={business.phoneHref} className={linkClasses}>
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                {business.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${business.email}`} className={`${linkClasses} break-all`}>
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {business.email}
              </a>
            </li>
            <li className="flex min-h-10 items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {footer.location}
            </li>
            <li className="flex gap-2 pt-2">
              <Clock aria-hidden="true" className="mt-1 size-4 shrink-0" />
              <span className="space-y-1 text-sm">
                {Object.values(hours).map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-brand-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-5 text-sm sm:flex-row sm:items-start sm:justify-between sm:gap-8 sm:px-6">
          <div className="space-y-1">
            {/* The year is the build's; a page hydrated after New Year may differ, which is harmless. */}
            <p suppressHydrationWarning>
              © {new Date().getFullYear()} {business.legalName}
            </p>
            {/* UK company law: registered name, where registered, number and registered office on every page. */}
            <p className="text-brand-100">
              {legalIdentity.registered} {legalIdentity.office}
            </p>
          </div>
          <nav aria-label={footer.legalLabel} className="shrink-0">
            <ul className="flex gap-6">
              {footer.legal.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClasses}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
