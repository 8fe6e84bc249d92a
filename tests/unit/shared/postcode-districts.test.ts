import { describe, expect, it } from 'vitest';
import { DISTRICT_CENTRES, distanceFromDistrict, metresBetween } from '../../../shared/postcode-districts';

describe('the distance from a visit', () => {
  it('is the great-circle distance (London to Paris, about 344 km)', () => {
    const london = { latitude: 51.5074, longitude: -0.1278 };
    const paris = { latitude: 48.8566, longitude: 2.3522 };
    expect(metresBetween(london, paris) / 1000).toBeCloseTo(343.5, 0);
    expect(metresBetween(london, london)).toBe(0);
  });

  it('is measured from the district’s centre and rounded to 50 metres', () => {
    const centre = DISTRICT_CENTRES.EN6 as { latitude: number; longitude: number };
    expect(distanceFromDistrict('EN6 1AA', centre, 50)).toBe(0);
    // A thousandth of a degree of latitude is about 111 metres.
    const north = { latitude: centre.latitude + 0.009, longitude: centre.longitude };
    expect(distanceFromDistrict('en61aa', north, 50)).toBe(1000);
    const further = { latitude: centre.latitude + 0.0094, longitude: centre.longitude };
    expect(distanceFromDistrict('EN6 1AA', further, 50)).toBe(1050);
  });

  it('is unknown for a district the table does not hold', () => {
    const somewhere = { latitude: 51.7, longitude: -0.18 };
    expect(distanceFromDistrict('ZA1 1AA', somewhere, 50)).toBeUndefined();
    expect(distanceFromDistrict('constructor', somewhere, 50)).toBeUndefined();
  });

  it('puts each district near Potters Bar (within 25 km of EN6’s centre)', () => {
    const home = DISTRICT_CENTRES.EN6 as { latitude: number; longitude: number };
    for (const [district, centre] of Object.entries(DISTRICT_CENTRES))
      expect({ district, near: metresBetween(home, centre) < 25_000 }).toEqual({ district, near: true });
  });
});
