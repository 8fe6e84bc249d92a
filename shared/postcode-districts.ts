import { districtOf } from './staff-rules';

/**
 * Where the postcode districts the company serves lie: one point per district, for the
 * distance between a member's phone at check-in or check-out and the visit. The points are district
 * centres, approximate (to about a kilometre, from the districts' towns and their extent), written
 * here rather than looked up: the visit's distance says "at the house" or "miles away", never more,
 * and no address or coordinate of anyone leaves this table. A district not listed has no distance.
 */
interface Point {
  latitude: number;
  longitude: number;
}

/** District (outward code) → its approximate centre, around Potters Bar (about 15 miles out). */
export const DISTRICT_CENTRES: Readonly<Record<string, Point>> = {
  // Enfield, Barnet, Potters Bar and the Lea Valley.
  EN1: { latitude: 51.655, longitude: -0.07 },
  EN2: { latitude: 51.667, longitude: -0.095 },
  EN3: { latitude: 51.66, longitude: -0.035 },
  EN4: { latitude: 51.648, longitude: -0.15 },
  EN5: { latitude: 51.651, longitude: -0.2 },
  EN6: { latitude: 51.698, longitude: -0.178 },
  EN7: { latitude: 51.706, longitude: -0.068 },
  EN8: { latitude: 51.699, longitude: -0.032 },
  EN9: { latitude: 51.688, longitude: 0.005 },
  EN10: { latitude: 51.739, longitude: -0.022 },
  EN11: { latitude: 51.763, longitude: -0.011 },
  // St Albans, Harpenden, Welwyn and Hatfield.
  AL1: { latitude: 51.745, longitude: -0.332 },
  AL2: { latitude: 51.716, longitude: -0.345 },
  AL3: { latitude: 51.772, longitude: -0.372 },
  AL4: { latitude: 51.772, longitude: -0.3 },
  AL5: { latitude: 51.815, longitude: -0.355 },
  AL6: { latitude: 51.832, longitude: -0.2 },
  AL7: { latitude: 51.795, longitude: -0.185 },
  AL8: { latitude: 51.806, longitude: -0.215 },
  AL9: { latitude: 51.737, longitude: -0.2 },
  AL10: { latitude: 51.763, longitude: -0.228 },
  // Borehamwood, Radlett, Bushey and Watford's edge.
  WD6: { latitude: 51.656, longitude: -0.275 },
  WD7: { latitude: 51.688, longitude: -0.318 },
  WD23: { latitude: 51.646, longitude: -0.36 },
  // Hertford and Cheshunt's north.
  SG13: { latitude: 51.79, longitude: -0.065 },
  SG14: { latitude: 51.802, longitude: -0.095 },
  // North London: Edmonton, Southgate, Finchley, Whetstone, Winchmore Hill, Mill Hill.
  N9: { latitude: 51.627, longitude: -0.055 },
  N11: { latitude: 51.614, longitude: -0.14 },
  N12: { latitude: 51.615, longitude: -0.176 },
  N13: { latitude: 51.62, longitude: -0.105 },
  N14: { latitude: 51.634, longitude: -0.127 },
  N18: { latitude: 51.615, longitude: -0.065 },
  N20: { latitude: 51.63, longitude: -0.175 },
  N21: { latitude: 51.636, longitude: -0.1 },
  NW7: { latitude: 51.615, longitude: -0.235 },
};

const EARTH_RADIUS_METRES = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points (haversine), in metres. */
export const metresBetween = (a: Point, b: Point): number => {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** The centre of a postcode's district, or undefined for a district not in the table. */
export const districtCentre = (postcode: string): Point | undefined =>
  Object.hasOwn(DISTRICT_CENTRES, districtOf(postcode)) ? DISTRICT_CENTRES[districtOf(postcode)] : undefined;

/**
 * How far a point is from the centre of a postcode's district, rounded to `roundTo` metres; undefined
 * when the district is not one the table knows.
 */
export const distanceFromDistrict = (postcode: string, point: Point, roundTo: number): number | undefined => {
  const centre = districtCentre(postcode);
  if (!centre) return undefined;
  return Math.round(metresBetween(centre, point) / roundTo) * roundTo;
};
