import { business, hours } from '@shared/business';
import { paths } from '@/config/paths';
import { servicePageLinks } from './service-links';

/** Words of the chrome around every page: skip link, top bar, header, footer, cookie banner. */
export const siteContent = {
  skipLink: 'Skip to main content',
  topBar: {
    label: 'Contact details',
    area: `Serving ${business.serviceArea}`,
    callPrefix: 'Call',
    hours: `${hours.weekdays}, ${hours.saturday}`,
    social: `Follow us on ${business.social.label}`,
  },
  logo: { first: 'Potters Bar', second: 'Home Services' },
  nav: {
    label: 'Main',
    home: { label: 'HOME', to: paths.home },
    services: {
      label: 'SERVICES',
      to: paths.services,
      all: { label: 'All services', description: 'Compare everything we do', to: paths.services },
      items: servicePageLinks.map(({ title, summary, path }) => ({ label: title, summary, to: path })),
    },
    links: [
      { label: 'ABOUT US', to: paths.about },
      { label: 'AREAS WE COVER', to: paths.areas },
      { label: 'TESTIMONIALS', to: paths.testimonials },
      { label: 'CONTACT', to: paths.contact },
      { label: 'FAQ', to: paths.faq },
      { label: 'BLOG', to: paths.blog },
    ],
  },
  bookNow: { label: 'Book Now', to: paths.quote },
  mobileMenu: { open: 'Open menu', close: 'Close menu', label: 'Menu', services: 'Services' },
  backToTop: 'Back to top',
  footer: {
    about:
      'Local, insured and DBS-checked cleaners, housekeepers, nannies and babysitters, looking after homes and businesses across Hertfordshire.',
    servicesHeading: 'Services',
    companyHeading: 'Company',
    companyLinks: [
      { label: 'About Us', to: paths.about },
      { label: 'Areas We Cover', to: paths.areas },
      { label: 'Testimonials', to: paths.testimonials },
      { label: 'Blog', to: paths.blog },
      { label: 'FAQ', to: paths.faq },
      { label: 'Useful Resources', to: paths.resources },
    ],
    contactHeading: 'Contact Us',
    location: `Based in ${business.address.town}, ${business.address.county}`,
    legal: [
      { label: 'Privacy Policy', to: paths.privacy },
      { label: 'Terms & Conditions', to: paths.terms },
    ],
    legalLabel: 'Legal',
  },
} as const;
