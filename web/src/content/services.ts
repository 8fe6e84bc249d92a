import type { LucideIcon } from 'lucide-react';
import { serviceIcons } from './service-icons';
import { type ServiceLink, serviceLinks } from './service-links';

/**
 * The service catalogue (the specification's service card: title, description, icon, image, path, gradient),
 * each built on its name, page and menu line (./service-links, which the site's frame reads): the home
 * page, the services overview and the header's SERVICES panel read it.
 */
export interface ServiceCard extends ServiceLink {
  description: string;
  icon: LucideIcon;
  image: string;
  /** Tailwind gradient stops behind the card's illustration. */
  gradient: string;
}

export const domesticCleaning: ServiceCard = {
  ...serviceLinks.domesticCleaning,
  description:
    'Weekly or fortnightly cleans by the same trusted cleaner, one-off deep cleans and end of tenancy cleaning, with everything brought to your door.',
  icon: serviceIcons['domestic-cleaning'],
  image: '/images/domestic-cleaning.svg',
  gradient: 'from-teal-50 to-cyan-100',
};

export const commercialCleaning: ServiceCard = {
  ...serviceLinks.commercialCleaning,
  description:
    'Early-morning, evening and weekend cleaning for offices, shops, surgeries, nurseries and schools, priced after a free site visit.',
  icon: serviceIcons['commercial-cleaning'],
  image: '/images/commercial-cleaning.svg',
  gradient: 'from-sky-50 to-indigo-100',
};

export const housekeeping: ServiceCard = {
  ...serviceLinks.housekeeping,
  description:
    'A regular housekeeper who keeps the whole house running: cleaning, laundry, changing beds, tidying, errands and getting the house ready for guests.',
  icon: serviceIcons.housekeeping,
  image: '/images/housekeeping.svg',
  gradient: 'from-emerald-50 to-teal-100',
};

export const ironing: ServiceCard = {
  ...serviceLinks.ironing,
  description:
    'We collect your ironing, press it by hand and bring it back on hangers or neatly folded, ready for the day you choose, across Hertfordshire.',
  icon: serviceIcons.ironing,
  image: '/images/ironing.svg',
  gradient: 'from-amber-50 to-orange-100',
};

export const childcare: ServiceCard = {
  ...serviceLinks.childcare,
  description:
    'Full-time and part-time nannies, after-school care and evening babysitters, every one interviewed, referenced and enhanced DBS checked.',
  icon: serviceIcons.childcare,
  image: '/images/childcare.svg',
  gradient: 'from-rose-50 to-pink-100',
};

export const deepCleaning: ServiceCard = {
  ...serviceLinks.deepCleaning,
  description:
    'Ovens, limescale, skirting boards and the corners a weekly clean never reaches: ideal before a regular service starts, or when you move out.',
  icon: serviceIcons['deep-cleaning'],
  image: '/images/deep-cleaning.svg',
  gradient: 'from-cyan-50 to-teal-100',
};
