import { paths } from '../config/paths';

export const homeContent = {
  title: 'Cleaning, Housekeeping & Childcare in Potters Bar',
  description:
    'Domestic and commercial cleaning, housekeeping, ironing with collection and delivery, and DBS-checked nannies and babysitters in Potters Bar and across Hertfordshire.',
  heading: 'Trusted home services in Potters Bar',
  intro:
    'Cleaning, housekeeping, ironing and childcare for households and businesses across Hertfordshire, from people who are fully insured and DBS checked.',
  primaryAction: { label: 'Get a free quote', to: paths.contact },
  servicesHeading: 'What we do',
  services: [
    'Domestic and deep cleaning',
    'Commercial cleaning',
    'End of tenancy cleaning',
    'Housekeeping',
    'Ironing with collection and delivery',
    'Nannying, babysitting and childcare',
  ],
} as const;
