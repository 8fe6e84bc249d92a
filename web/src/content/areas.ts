import { business } from '@shared/business';

/**
 * The towns we cover (SPEC §2, §3): name, whether we feature it, and where it sits on the Areas map
 * (percent from the map's top and left). The map is schematic: each town keeps its real direction
 * from Potters Bar, but the close-packed towns to the south are spread out so every name can be read.
 */
interface Place {
  name: string;
  /** The company's base. */
  base?: boolean;
  position: { top: number; left: number };
  /** Which side of the marker the map writes the name. */
  label?: 'left' | 'right';
  /** What the list of towns says about it. */
  description: string;
}

/**
 * A featured town also has a highlight, which the "where most of our clients are" cards show: what
 * clients there ask for, never the list's description again.
 */
export type Area = Place & ({ featured: true; highlight: string } | { featured: false });

export type FeaturedArea = Extract<Area, { featured: true }>;

export const areas: readonly Area[] = [
  {
    name: business.address.town,
    featured: true,
    base: true,
    position: { top: 64, left: 50 },
    description:
      'Our home base. Same-week starts are usually possible here, and in Brookmans Park, South Mimms and Little Heath.',
    highlight:
      'Most of our team live here, so when your regular cleaner or nanny is on holiday, the cover is usually someone you have already met.',
  },
  {
    name: 'Barnet',
    featured: true,
    position: { top: 88, left: 38 },
    description: 'High Barnet, New Barnet, Hadley Wood and Arkley, ten minutes down the A1000.',
    highlight: 'Our busiest area for after-school nannies and fortnightly family cleans.',
  },
  {
    name: 'Hatfield',
    featured: true,
    position: { top: 44, left: 40 },
    description: 'Family homes, student lets and end of tenancy cleans around the town and the university.',
    highlight:
      'End of tenancy cleans peak from June to September, when student lets change hands: book a few weeks ahead.',
  },
  {
    name: 'St Albans',
    featured: true,
    position: { top: 44, left: 12 },
    description: 'Regular cleaning, ironing and nannies across the city, London Colney and Park Street.',
    highlight:
      'Ironing is collected and returned on the same day each week, often alongside a regular clean.',
  },
  {
    name: 'Welwyn Garden City',
    featured: false,
    position: { top: 30, left: 45 },
    label: 'left',
    description: 'Domestic cleaning and housekeeping for homes and small offices.',
  },
  {
    name: 'Hertford',
    featured: false,
    position: { top: 30, left: 80 },
    label: 'left',
    description: 'The county town and nearby villages such as Bayford and Hertingfordbury.',
  },
  {
    name: 'Stevenage',
    featured: false,
    position: { top: 8, left: 48 },
    description: 'At the edge of our area: regular bookings and offices, arranged around our rota.',
  },
  {
    name: 'Cheshunt',
    featured: false,
    position: { top: 72, left: 90 },
    label: 'left',
    description: 'Cheshunt, Goffs Oak and Waltham Cross, just across the A10.',
  },
  {
    name: 'Enfield',
    featured: false,
    position: { top: 84, left: 78 },
    label: 'left',
    description: 'Enfield Chase, Crews Hill and the roads north of the town centre.',
  },
  {
    name: 'Borehamwood',
    featured: false,
    position: { top: 78, left: 18 },
    description: 'Borehamwood and Elstree, including the studios’ offices for commercial cleaning.',
  },
  {
    name: 'Radlett',
    featured: false,
    position: { top: 62, left: 16 },
    description: 'Radlett, Shenley and Aldenham: larger homes with regular housekeeping.',
  },
  {
    name: 'Cuffley',
    featured: false,
    position: { top: 56, left: 74 },
    description: 'Cuffley and Northaw, a short drive east of our base.',
  },
];

export const featuredAreas: readonly FeaturedArea[] = areas.filter(
  (area): area is FeaturedArea => area.featured,
);
