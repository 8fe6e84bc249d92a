import { business } from '../../../shared/business';
import { paths } from '../config/paths';

/** Words of the chrome around every page: skip link, header navigation, footer. */
export const siteContent = {
  skipLink: 'Skip to main content',
  nav: {
    label: 'Main',
    links: [
      { label: 'HOME', to: paths.home },
      { label: 'CONTACT', to: paths.contact },
    ],
  },
  bookNow: { label: 'Book Now', to: paths.contact },
  footer: {
    contactHeading: 'Contact us',
    hoursHeading: 'Office hours',
    areaLine: `Serving ${business.serviceArea}`,
  },
} as const;

/** Titles of the portal's pages, which the browser renders: the build writes them into their shells. */
export const shellTitles: Readonly<Record<string, string>> = {
  [paths.auth]: 'Login / Sign Up',
  [paths.dashboard]: 'Client Portal',
};
