import { business } from '@shared/business';
import { paths } from '@/config/paths';
import type { FeaturedTown, Town } from './areas';

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
  /** What the list of towns says about each. */
  descriptions: {
    [business.address.town]:
      'Our home base. Same-week starts are usually possible here, and in Brookmans Park, South Mimms and Little Heath.',
    Barnet: 'High Barnet, New Barnet, Hadley Wood and Arkley, ten minutes down the A1000.',
    Hatfield: 'Family homes, student lets and end of tenancy cleans around the town and the university.',
    'St Albans': 'Regular cleaning, ironing and nannies across the city, London Colney and Park Street.',
    'Welwyn Garden City': 'Domestic cleaning and housekeeping for homes and small offices.',
    Hertford: 'The county town and nearby villages such as Bayford and Hertingfordbury.',
    Stevenage: 'At the edge of our area: regular bookings and offices, arranged around our rota.',
    Cheshunt: 'Cheshunt, Goffs Oak and Waltham Cross, just across the A10.',
    Enfield: 'Enfield Chase, Crews Hill and the roads north of the town centre.',
    Borehamwood: 'Borehamwood and Elstree, including the studios’ offices for commercial cleaning.',
    Radlett: 'Radlett, Shenley and Aldenham: larger homes with regular housekeeping.',
    Cuffley: 'Cuffley and Northaw, a short drive east of our base.',
  } satisfies Record<Town, string>,
  featuredHeading: 'Where most of our clients are',
  /** What the featured towns' cards say: what clients there ask for, never the list's description again. */
  featuredHighlights: {
    [business.address.town]:
      'Most of our team live here, so when your regular cleaner or nanny is on holiday, the cover is usually someone you have already met.',
    Barnet: 'Our busiest area for after-school nannies and fortnightly family cleans.',
    Hatfield:
      'End of tenancy cleans peak from June to September, when student lets change hands: book a few weeks ahead.',
    'St Albans':
      'Ironing is collected and returned on the same day each week, often alongside a regular clean.',
  } satisfies Record<FeaturedTown, string>,
  outside: {
    heading: 'Not on the list?',
    text: 'The villages between these towns are covered too, and for regular work we can often travel a little further. Send us your postcode and we will tell you straight away.',
    action: { label: 'Ask about your area', to: paths.contact },
  },
  closing: {
    title: 'Local help, close to home',
    text: 'Tell us where you are and what you need, and we will introduce someone who lives nearby.',
    action: { label: 'Get a Free Quote', to: paths.quote },
  },
} as const;
