import { Baby, Building2, type LucideIcon, Shirt, Sparkles, SprayCan, UsersRound } from 'lucide-react';
import { paths } from '@/config/paths';

/**
 * The service catalogue (SPEC §3's service card: title, description, icon, image, path, gradient):
 * the header's SERVICES menu, the footer, the home page and the services overview all read it.
 */
export interface ServiceCard {
  id: string;
  title: string;
  /** One line for menus. */
  summary: string;
  description: string;
  icon: LucideIcon;
  image: string;
  path: string;
  /** Tailwind gradient stops behind the card's illustration. */
  gradient: string;
}

export const domesticCleaning: ServiceCard = {
  id: 'domestic-cleaning',
  title: 'Domestic Cleaning',
  summary: 'Regular, one-off and deep cleans for your home',
  description:
    'Weekly or fortnightly cleans by the same trusted cleaner, one-off deep cleans and end of tenancy cleaning, with everything brought to your door.',
  icon: SprayCan,
  image: '/images/domestic-cleaning.svg',
  path: paths.domesticCleaning,
  gradient: 'from-teal-50 to-cyan-100',
};

export const commercialCleaning: ServiceCard = {
  id: 'commercial-cleaning',
  title: 'Commercial Cleaning',
  summary: 'Offices, shops and schools, out of hours',
  description:
    'Early-morning, evening and weekend cleaning for offices, shops, surgeries, nurseries and schools, priced after a free site visit.',
  icon: Building2,
  image: '/images/commercial-cleaning.svg',
  path: paths.commercialCleaning,
  gradient: 'from-sky-50 to-indigo-100',
};

export const housekeeping: ServiceCard = {
  id: 'housekeeping',
  title: 'Housekeeping',
  summary: 'Laundry, tidying and the running of your home',
  description:
    'A regular housekeeper who keeps the whole house running: cleaning, laundry, changing beds, tidying, errands and getting the house ready for guests.',
  icon: UsersRound,
  image: '/images/housekeeping.svg',
  path: paths.housekeeping,
  gradient: 'from-emerald-50 to-teal-100',
};

export const ironing: ServiceCard = {
  id: 'ironing',
  title: 'Ironing Service',
  summary: 'Collected, pressed and delivered back',
  description:
    'We collect your ironing, press it by hand and bring it back on hangers or neatly folded, ready for the day you choose, across Hertfordshire.',
  icon: Shirt,
  image: '/images/ironing.svg',
  path: paths.ironing,
  gradient: 'from-amber-50 to-orange-100',
};

export const childcare: ServiceCard = {
  id: 'childcare',
  title: 'Nannying & Babysitting',
  summary: 'DBS-checked nannies and babysitters',
  description:
    'Full-time and part-time nannies, after-school care and evening babysitters, every one interviewed, referenced and enhanced DBS checked.',
  icon: Baby,
  image: '/images/childcare.svg',
  path: paths.childcare,
  gradient: 'from-rose-50 to-pink-100',
};

export const deepCleaning: ServiceCard = {
  id: 'deep-cleaning',
  title: 'Deep & End of Tenancy Cleaning',
  summary: 'Top-to-bottom cleans for moving day',
  description:
    'Ovens, limescale, skirting boards and the corners a weekly clean never reaches: ideal before a regular service starts, or when you move out.',
  icon: Sparkles,
  image: '/images/deep-cleaning.svg',
  path: `${paths.domesticCleaning}#cleaning-types`,
  gradient: 'from-cyan-50 to-teal-100',
};

/** The five service pages, in menu order. */
export const servicePages: readonly ServiceCard[] = [
  domesticCleaning,
  commercialCleaning,
  housekeeping,
  ironing,
  childcare,
];
