import { paths } from '@/config/paths';
import {
  childcare,
  commercialCleaning,
  deepCleaning,
  domesticCleaning,
  housekeeping,
  ironing,
} from './services';

export const servicesOverviewContent = {
  title: 'Our Services',
  description:
    'Domestic, deep, end of tenancy and commercial cleaning, housekeeping, ironing with collection and delivery, and nannies and babysitters across Hertfordshire.',
  eyebrow: 'Services',
  heading: 'Everything your home needs, from one local team',
  lead: 'Choose one service or combine several. Whatever you book, you get people who are DBS checked, insured and managed by an office ten minutes away.',
  gridHeading: 'Choose a service',
  cards: [domesticCleaning, deepCleaning, commercialCleaning, housekeeping, ironing, childcare],
  learnMore: 'Learn more',
  includedHeading: 'Included with every service',
  included: [
    'Enhanced DBS-checked staff, renewed every year',
    'Public liability insurance on every visit',
    'The same person each time for regular bookings',
    'Cover arranged for holidays and sickness',
    'Eco-friendly products on request',
    'No long contracts and no minimum charge',
  ],
  closing: {
    title: 'Ready to Get Started?',
    text: 'Tell us what you need and when, and we will come back with a clear, free quote.',
    action: { label: 'Get Your Free Quote', to: paths.quote },
  },
} as const;
