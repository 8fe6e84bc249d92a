import { business } from '@shared/business';
import { paths } from '@/config/paths';

export const areasContent = {
  title: 'Areas We Cover',
  description: `Cleaning, housekeeping, ironing and childcare in ${business.address.town} and about ${business.serviceRadiusMiles} miles around: St Albans, Barnet, Hatfield, Welwyn Garden City, Hertford, Enfield and more.`,
  eyebrow: 'Areas we cover',
  heading: `${business.address.town} and the towns around it`,
  lead: `Our office is in ${business.address.town} and our staff live locally. We cover about ${business.serviceRadiusMiles} miles in every direction, across ${business.address.county} and into North London.`,
  mapHeading: 'Where we work',
  mapLabel: `Map of the twelve towns we cover, with ${business.address.town} at the centre`,
  baseLabel: 'Our base',
  legend: { base: 'Our base', featured: 'Most requested', other: 'Also covered' },
  listHeading: 'Towns we cover',
  featuredLabel: 'Most requested',
  featuredHeading: 'Where most of our clients are',
  outside: {
    heading: 'Not on the list?',
    text: 'The villages between these towns are covered too, and for regular work we can often travel a little further. Send us your postcode and we will tell you straight away.',
    action: { label: 'Ask about your area', to: paths.contact },
  },
  closing: {
    title: 'Local help, close to home',
    text: 'Tell us where you are and what you need, and we will introduce someone who lives nearby.',
    action: { label: 'Get a Free Quote', to: paths.contact },
  },
} as const;
