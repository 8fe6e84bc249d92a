import { describe, expect, it } from 'vitest';
import { prices } from '../../shared/business';
import { ErrorBodySchema } from '../../shared/schemas/error';
import { InstantPriceSchema } from '../../shared/schemas/instant-price';
import { api, postJson } from './support';

/** POST /api/prices on the local stack: the enquiries function's dispatcher, validation and errors. */
const price = (body: unknown) => postJson('/api/prices', body);

const refused = async (response: Response, code: string) => {
  expect(response.status).toBe(422);
  const body = ErrorBodySchema.parse(await response.json());
  expect(body.code).toBe(code);
  return body;
};

describe('POST /api/prices', () => {
  it('prices a fortnightly clean of 3 bedrooms and 2 bathrooms in Potters Bar, as the calculator does', async () => {
    const response = await price({
      serviceType: 'domestic_cleaning',
      bedrooms: 3,
      bathrooms: 2,
      postcode: 'en6 1aa',
      frequency: 'fortnightly',
    });
    expect(response.status).toBe(200);
    const body = InstantPriceSchema.parse(await response.json());
    expect(body).toMatchObject({
      kind: 'price',
      hours: 4,
      perVisitPence: prices.domesticPerHour * 100 * 4,
      regular: { visitsPerYear: 26 },
      booking: { serviceType: 'domestic_cleaning', durationHours: 4, frequency: 'fortnightly' },
    });
  });

  it('includes the bank-holiday surcharge on a bank holiday, and the weekly ironing discount', async () => {
    const response = await price({
      serviceType: 'ironing',
      hours: 2,
      postcode: 'AL1 1AA',
      frequency: 'weekly',
      date: '2027-03-29',
    });
    expect(response.status).toBe(200);
    // 2 hours at £15 = £30, +50% (£15), −10% of £30 (£3).
    expect(await response.json()).toMatchObject({
      kind: 'price',
      perVisitPence: 4200,
      bankHoliday: 'Easter Monday',
    });
  });

  it('answers commercial cleaning and a home in poor condition with what the office needs to quote', async () => {
    const commercial = await price({ serviceType: 'commercial_cleaning', postcode: 'EN6 1AA' });
    expect(commercial.status).toBe(200);
    expect(await commercial.json()).toMatchObject({ kind: 'quote', reason: 'per_job' });
    const poor = await price({
      serviceType: 'deep_cleaning',
      bedrooms: 2,
      bathrooms: 1,
      deepClean: 'end_of_tenancy',
      condition: 'poor',
      postcode: 'EN6 1AA',
    });
    expect(await poor.json()).toMatchObject({ kind: 'quote', reason: 'condition' });
  });

  it('422 outside the service area, naming the postcode field', async () => {
    const body = await refused(
      await price({ serviceType: 'domestic_cleaning', hours: 2, postcode: 'SW1A 1AA' }),
      'outside_area',
    );
    expect(body.message).toMatch(/SW1A/);
    expect(body.issues).toEqual([{ path: 'postcode', message: 'SW1A is outside the area we cover' }]);
  });

  it('422 beyond the ranges: never a price for 7 bedrooms, 9 hours or 500 items', async () => {
    for (const [input, path] of [
      [{ serviceType: 'domestic_cleaning', bedrooms: 7, bathrooms: 2 }, 'bedrooms'],
      [{ serviceType: 'housekeeping', hours: 9 }, 'hours'],
      [{ serviceType: 'ironing', items: 500 }, 'items'],
    ] as const) {
      const body = await refused(await price({ ...input, postcode: 'EN6 1AA' }), 'out_of_range');
      expect(body.issues?.[0]?.path).toBe(path);
      expect(body.issues?.[0]?.message).toMatch(/quote/);
    }
  });

  it('422 for input that is not what a price depends on, with each field’s message', async () => {
    const missing = await refused(
      await price({ serviceType: 'babysitting', postcode: 'EN6 1AA' }),
      'validation_failed',
    );
    expect(missing.issues).toContainEqual({ path: 'hours', message: 'Please enter the hours you want' });
    const postcode = await refused(
      await price({ serviceType: 'nanny', hours: 4, postcode: 'nowhere' }),
      'validation_failed',
    );
    expect(postcode.issues).toContainEqual({
      path: 'postcode',
      message: 'Please enter a valid UK postcode, like EN6 1AA',
    });
    const extra = await refused(
      await price({ serviceType: 'nanny', hours: 4, postcode: 'EN6 1AA', pricePence: 1 }),
      'validation_failed',
    );
    expect(extra.issues?.length).toBeGreaterThan(0);
  });

  it('needs no account, and takes no other method', async () => {
    expect((await api('/api/prices')).status).toBe(404);
  });
});
