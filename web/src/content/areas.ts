import { business } from '@shared/business';

/**
 * The towns we cover (§3): name, whether we feature it, and where it sits on the Areas map
 * (percent from the map's top and left). The map is schematic: each town keeps its real direction
 * from Potters Bar, but the close-packed towns to the south are spread out so every name can be read.
 * Every page reads this list (the LocalBusiness JSON-LD names the towns), so what /areas says about
 * each town lives with that page's words (areas-page.ts).
 */
export interface Area {
  name: string;
  featured: boolean;
  /** The company's base. */
  base?: boolean;
  position: { top: number; left: number };
  /** Which side of the marker the map writes the name. */
  label?: 'left' | 'right';
}

const towns = [
  {
    name: business.address.town,
    featured: true,
    base: true,
    position: { top: 64, left: 50 },
  },
  {
    name: 'Barnet',
    featured: true,
    position: { top: 88, left: 38 },
  },
  {
    name: 'Hatfield',
    featured: true,
    position: { top: 44, left: 40 },
  },
  {
    name: 'St Albans',
    featured: true,
    position: { top: 44, left: 12 },
  },
  {
    name: 'Welwyn Garden City',
    featured: false,
    position: { top: 30, left: 45 },
    label: 'left',
  },
  {
    name: 'Hertford',
    featured: false,
    position: { top: 30, left: 80 },
    label: 'left',
  },
  {
    name: 'Stevenage',
    featured: false,
    position: { top: 8, left: 48 },
  },
  {
    name: 'Cheshunt',
    featured: false,
    position: { top: 72, left: 90 },
    label: 'left',
  },
  {
    name: 'Enfield',
    featured: false,
    position: { top: 84, left: 78 },
    label: 'left',
  },
  {
    name: 'Borehamwood',
    featured: false,
    position: { top: 78, left: 18 },
  },
  {
    name: 'Radlett',
    featured: false,
    position: { top: 62, left: 16 },
  },
  {
    name: 'Cuffley',
    featured: false,
    position: { top: 56, left: 74 },
  },
] as const satisfies readonly Area[];

export type Town = (typeof towns)[number]['name'];
type Featured = Extract<(typeof towns)[number], { featured: true }>;
/** The featured towns: /areas says something of its own about each. */
export type FeaturedTown = Featured['name'];

export const areas: readonly (Area & { name: Town })[] = towns;
export const featuredAreas: readonly (Area & { name: FeaturedTown })[] = towns.filter(
  (area): area is Featured => area.featured,
);
