import { business } from '../../../shared/business';

/**
 * The towns we cover (SPEC §2, §3): name, whether we feature it, and where it sits on the Areas map
 * (percent from the map's top and left, worked out from each town's real latitude and longitude, so
 * the picture is roughly true to the ground).
 */
export interface Area {
  name: string;
  featured: boolean;
  /** The company's base. */
  base?: boolean;
  position: { top: number; left: number };
  /** Which side of the marker the map writes the name. */
  label?: 'left' | 'right';
  description: string;
}

export const areas: readonly Area[] = [
  {
    name: business.address.town,
    featured: true,
    base: true,
    position: { top: 73, left: 51.7 },
    description:
      'Our home base. Same-week starts are usually possible here, and in Brookmans Park, South Mimms and Little Heath.',
  },
  {
    name: 'Barnet',
    featured: true,
    position: { top: 84.7, left: 46.4 },
    description: 'High Barnet, New Barnet, Hadley Wood and Arkley, ten minutes down the A1000.',
  },
  {
    name: 'Hatfield',
    featured: true,
    position: { top: 53.4, left: 40.2 },
    description: 'Family homes, student lets and end of tenancy cleans around the town and the university.',
  },
  {
    name: 'St Albans',
    featured: true,
    position: { top: 56.5, left: 13.4 },
    label: 'right',
    description: 'Regular cleaning, ironing and nannies across the city, London Colney and Park Street.',
  },
  {
    name: 'Welwyn Garden City',
    featured: false,
    position: { top: 42.6, left: 45.5 },
    description: 'Domestic cleaning and housekeeping for homes and small offices.',
  },
  {
    name: 'Hertford',
    featured: false,
    position: { top: 44, left: 75.4 },
    label: 'left',
    description: 'The county town and nearby villages such as Bayford and Hertingfordbury.',
  },
  {
    name: 'Stevenage',
    featured: false,
    position: { top: 13.7, left: 47.4 },
    description: 'At the edge of our area: regular bookings and offices, arranged around our rota.',
  },
  {
    name: 'Cheshunt',
    featured: false,
    position: { top: 71.3, left: 85.9 },
    label: 'left',
    description: 'Cheshunt, Goffs Oak and Waltham Cross, just across the A10.',
  },
  {
    name: 'Enfield',
    featured: false,
    position: { top: 84.9, left: 74.7 },
    label: 'left',
    description: 'Enfield Chase, Crews Hill and the roads north of the town centre.',
  },
  {
    name: 'Borehamwood',
    featured: false,
    position: { top: 83.5, left: 29.3 },
    description: 'Borehamwood and Elstree, including the studios’ offices for commercial cleaning.',
  },
  {
    name: 'Radlett',
    featured: false,
    position: { top: 75.5, left: 18.4 },
    label: 'right',
    description: 'Radlett, Shenley and Aldenham: larger homes with regular housekeeping.',
  },
  {
    name: 'Cuffley',
    featured: false,
    position: { top: 69, left: 67.9 },
    description: 'Cuffley and Northaw, a short drive east of our base.',
  },
];
