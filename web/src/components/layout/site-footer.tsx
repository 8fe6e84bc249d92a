import { business } from '../../../../shared/business';
import { siteContent } from '../../content/site';
import { EmailLink, HoursList, PhoneLink } from '../contact-links';

const linkClasses = 'inline-flex min-h-11 items-center gap-2 underline-offset-4 hover:underline';

export function SiteFooter() {
  const { footer } = siteContent;
  return (
    // A white focus ring: the brand teal would be too close to this dark background.
    <footer className="bg-brand-900 text-brand-50 [&_:focus-visible]:outline-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3 sm:px-6">
        <div>
          <p className="text-lg font-bold text-white">{business.name}</p>
          <p className="mt-2">{footer.areaLine}</p>
        </div>
        <div>
          <h2 className="font-semibold text-white">{footer.contactHeading}</h2>
          <ul className="mt-1">
            <li>
              <PhoneLink withIcon className={linkClasses} />
            </li>
            <li>
              <EmailLink withIcon className={linkClasses} />
            </li>
          </ul>
        </div>
        <div>
          <h2 className="font-semibold text-white">{footer.hoursHeading}</h2>
          <HoursList className="mt-2 space-y-1" />
        </div>
      </div>
      <p className="border-t border-brand-800 px-4 py-4 text-center text-sm">
        © {new Date().getFullYear()} {business.legalName}
      </p>
    </footer>
  );
}
