import { describe, expect, it } from 'vitest';
import { estimateVisit } from '../../../shared/booking-price';
import { policy, prices } from '../../../shared/business';
import { EDGE_RATE_LIMITS, PUBLIC_WRITE_PATHS } from '../../../shared/edge-limits';
import { cleaningHours, instantPrice, servesPostcode } from '../../../shared/instant-price';
import { instantPriceRules } from '../../../shared/instant-price-rules';
import { SERVICE_TYPES } from '../../../shared/schemas/booking';
import {
  type InstantPrice,
  type InstantPriceInput,
  InstantPriceInputSchema,
} from '../../../shared/schemas/instant-price';

/** Validates as the route does, then prices. */
const priceOf = (input: Omit<InstantPriceInput, 'postcode'> & { postcode?: string }): InstantPrice =>
  instantPrice(InstantPriceInputSchema.parse({ postcode: 'EN6 1AA', ...input }));

const priced = (input: Parameters<typeof priceOf>[0]) => {
  const result = priceOf(input);
  if (result.kind !== 'price') throw new Error(`expected a price, got ${JSON.stringify(result)}`);
  return result;
};

const sumOf = (result: Extract<InstantPrice, { kind: 'price' }>) =>
  result.lines.reduce((total, line) => total + line.amountPence, 0);

const pence = (pounds: number) => Math.round(pounds * 100);

describe('instant prices: every service', () => {
  const hourly = {
    domestic_cleaning: prices.domesticPerHour,
    deep_cleaning: prices.deepCleanPerHour,
    housekeeping: prices.housekeepingPerHour,
    ironing: prices.ironingPerHour,
    childcare: prices.nannyPerHour,
    nanny: prices.nannyPerHour,
    babysitting: prices.babysittingPerHour,
  } as const;

  for (const [service, rate] of Object.entries(hourly)) {
    it(`${service}: 4 hours at the table's ${rate} an hour, as the booking's own estimate`, () => {
      const result = priced({ serviceType: service as keyof typeof hourly, hours: 4 });
      expect(result.perVisitPence).toBe(pence(rate) * 4);
      expect(result.perVisitPence).toBe(
        estimateVisit({
          serviceType: service as keyof typeof hourly,
          serviceDate: '2027-01-06',
          durationHours: 4,
        })?.totalPence,
      );
      expect(sumOf(result)).toBe(result.perVisitPence);
      expect(result.booking).toEqual({ serviceType: service, durationHours: 4, frequency: 'once' });
    });
  }

  it('every service the booking schema has is either priced or sent to a quote', () => {
    for (const serviceType of SERVICE_TYPES) {
      const result = priceOf({ serviceType, ...(serviceType === 'commercial_cleaning' ? {} : { hours: 3 }) });
      expect(['price', 'quote']).toContain(result.kind);
    }
  });

  it('commercial cleaning is priced per job: a quote, with what the office needs to know', () => {
    const result = priceOf({ serviceType: 'commercial_cleaning' });
    expect(result).toMatchObject({ kind: 'quote', reason: 'per_job' });
    if (result.kind === 'quote') expect(result.needs.length).toBeGreaterThan(0);
  });
});

describe('instant prices: a home’s size', () => {
  it('a regular clean of 3 bedrooms and 2 bathrooms: 3.5 hours by the rule, priced at the 4 the form books', () => {
    expect(cleaningHours('domestic_cleaning', 3, 2)).toBe(3.5);
    const result = priced({ serviceType: 'domestic_cleaning', bedrooms: 3, bathrooms: 2 });
    expect(result.hours).toBe(4);
    expect(result.perVisitPence).toBe(pence(prices.domesticPerHour) * 4);
    expect(result.notes.join(' ')).toMatch(/3\.5 hours for 3 bedrooms and 2 bathrooms/);
  });

  it('a one-bedroom flat gets the minimum visit', () => {
    const result = priced({ serviceType: 'domestic_cleaning', bedrooms: 1, bathrooms: 1 });
    expect(result.hours).toBe(policy.minimumCleaningHours);
  });

  it('a deep clean of 2 bedrooms and 1 bathroom takes the deep rule’s hours, at the deep rate', () => {
    const hours = instantPriceRules.deepCleanHours.base + instantPriceRules.deepCleanHours.perExtraBedroom;
    const result = priced({
      serviceType: 'deep_cleaning',
      bedrooms: 2,
      bathrooms: 1,
      deepClean: 'end_of_tenancy',
    });
    expect(result.hours).toBe(6);
    expect(hours).toBe(5);
    expect(result.perVisitPence).toBe(pence(prices.deepCleanPerHour) * 6);
  });

  it('beyond the ranges is a quote, never a price: bedrooms, bathrooms, and a home too big for one visit', () => {
    const { bedrooms, bathrooms } = instantPriceRules;
    expect(
      priceOf({ serviceType: 'domestic_cleaning', bedrooms: bedrooms.max + 1, bathrooms: 1 }),
    ).toMatchObject({
      kind: 'quote',
      reason: 'size',
      issues: [{ path: 'bedrooms' }],
    });
    expect(
      priceOf({ serviceType: 'domestic_cleaning', bedrooms: 2, bathrooms: bathrooms.max + 1 }),
    ).toMatchObject({
      kind: 'quote',
      reason: 'size',
      issues: [{ path: 'bathrooms' }],
    });
    // 6 bedrooms and 4 bathrooms deep: 4 + 5 + 1.5 = 10.5 hours, beyond one 8-hour visit.
    expect(priceOf({ serviceType: 'deep_cleaning', bedrooms: 6, bathrooms: 4 })).toMatchObject({
      kind: 'quote',
      reason: 'size',
    });
    // The largest home a regular clean prices is still a price.
    expect(
      priceOf({ serviceType: 'domestic_cleaning', bedrooms: bedrooms.max, bathrooms: bathrooms.max }).kind,
    ).toBe('price');
  });

  it('hours beyond the range are a quote; at the range’s top they are a price', () => {
    expect(priceOf({ serviceType: 'housekeeping', hours: instantPriceRules.hours.max + 0.5 })).toMatchObject({
      kind: 'quote',
      reason: 'size',
      issues: [{ path: 'hours' }],
    });
    expect(priced({ serviceType: 'housekeeping', hours: instantPriceRules.hours.max }).hours).toBe(8);
  });

  it('a deep or end-of-tenancy clean of a home in poor condition is a quote', () => {
    for (const deepClean of ['deep', 'end_of_tenancy'] as const)
      expect(
        priceOf({ serviceType: 'deep_cleaning', bedrooms: 2, bathrooms: 1, deepClean, condition: 'poor' }),
      ).toMatchObject({ kind: 'quote', reason: 'condition' });
  });
});

describe('instant prices: minimum hours and bookable lengths', () => {
  it('babysitting is at least 3 hours: 2 asked is priced as 3, and says so', () => {
    const result = priced({ serviceType: 'babysitting', hours: 2 });
    expect(result.hours).toBe(policy.minimumBabysittingHours);
    expect(result.perVisitPence).toBe(pence(prices.babysittingPerHour) * 3);
    expect(result.notes.join(' ')).toMatch(/at least 3 hours/);
  });

  it('cleaning is at least 2 hours', () => {
    expect(priced({ serviceType: 'domestic_cleaning', hours: 1 }).hours).toBe(policy.minimumCleaningHours);
  });

  it('5 hours is priced at the 6 the booking form books: the price is the price booked', () => {
    const result = priced({ serviceType: 'nanny', hours: 5 });
    expect(result.hours).toBe(6);
    expect(result.notes.join(' ')).toMatch(/lengths of/);
  });
});

describe('instant prices: frequency discounts and schedules', () => {
  it('ironing weekly is 10% off, fortnightly 5% off, once none', () => {
    const base = pence(prices.ironingPerHour) * 4;
    const once = priced({ serviceType: 'ironing', hours: 4 });
    const weekly = priced({ serviceType: 'ironing', hours: 4, frequency: 'weekly' });
    const fortnightly = priced({ serviceType: 'ironing', hours: 4, frequency: 'fortnightly' });
    expect(once.perVisitPence).toBe(base);
    expect(weekly.perVisitPence).toBe(base - (base * prices.ironingWeeklyDiscountPercent) / 100);
    expect(fortnightly.perVisitPence).toBe(base - (base * prices.ironingFortnightlyDiscountPercent) / 100);
    expect(weekly.lines.at(-1)).toEqual({ label: 'Weekly discount (10%)', amountPence: -600 });
    expect(sumOf(weekly)).toBe(weekly.perVisitPence);
  });

  it('cleaning has no regular discount in the table: fortnightly is the same per visit', () => {
    const once = priced({ serviceType: 'domestic_cleaning', bedrooms: 2, bathrooms: 1 });
    const fortnightly = priced({
      serviceType: 'domestic_cleaning',
      bedrooms: 2,
      bathrooms: 1,
      frequency: 'fortnightly',
    });
    expect(fortnightly.perVisitPence).toBe(once.perVisitPence);
    expect(fortnightly.booking?.frequency).toBe('fortnightly');
  });

  it('a regular schedule says what the average month costs: weekly 52 visits, fortnightly 26', () => {
    const weekly = priced({ serviceType: 'domestic_cleaning', hours: 3, frequency: 'weekly' });
    expect(weekly.regular).toEqual({ visitsPerYear: 52, perMonthPence: 19500 });
    const fortnightly = priced({ serviceType: 'domestic_cleaning', hours: 3, frequency: 'fortnightly' });
    expect(fortnightly.regular).toEqual({ visitsPerYear: 26, perMonthPence: 9750 });
    expect(priced({ serviceType: 'domestic_cleaning', hours: 3 }).regular).toBeUndefined();
  });
});

describe('instant prices: bank holidays and the first ironing order', () => {
  it('a visit on a bank holiday (Easter Monday 2027) carries the 50% surcharge as a line of the price', () => {
    const result = priced({ serviceType: 'domestic_cleaning', hours: 2, date: '2027-03-29' });
    expect(result.bankHoliday).toBe('Easter Monday');
    expect(result.perVisitPence).toBe(3000 + 1500);
    expect(result.lines).toContainEqual({ label: 'Easter Monday surcharge (50%)', amountPence: 1500 });
  });

  it('an ordinary date has no surcharge; no date says what a bank holiday costs', () => {
    expect(priced({ serviceType: 'domestic_cleaning', hours: 2, date: '2027-03-30' }).perVisitPence).toBe(
      3000,
    );
    expect(priced({ serviceType: 'domestic_cleaning', hours: 2 }).notes).toContain(
      `A visit on a bank holiday costs ${policy.bankHolidaySurchargePercent}% more.`,
    );
  });

  it('a regular schedule’s month is at the ordinary price even when the first visit is a bank holiday', () => {
    const result = priced({
      serviceType: 'domestic_cleaning',
      hours: 2,
      date: '2027-03-29',
      frequency: 'weekly',
    });
    expect(result.regular?.perMonthPence).toBe(13000);
  });

  it('ironing by the item: £2.50 an item; the first order 15% off; bank holiday and discounts as by the hour', () => {
    const result = priced({ serviceType: 'ironing', items: 20, frequency: 'weekly', date: '2027-03-29' });
    expect(result.lines[0]).toEqual({ label: '20 items at £2.50 an item', amountPence: 5000 });
    expect(result.perVisitPence).toBe(5000 + 2500 - 500);
    expect(result.firstVisitPence).toBe(result.perVisitPence - 750);
    expect(result.booking).toBeUndefined();
  });

  it('the first-order discount is ironing’s alone', () => {
    const hourly = priced({ serviceType: 'ironing', hours: 2 });
    expect(hourly.firstVisitPence).toBe(hourly.perVisitPence - 450);
    const cleaning = priced({ serviceType: 'domestic_cleaning', hours: 2 });
    expect(cleaning.firstVisitPence).toBe(cleaning.perVisitPence);
  });

  it('items outside the table’s range are a quote', () => {
    const { min, max } = instantPriceRules.ironingItems;
    expect(priceOf({ serviceType: 'ironing', items: min - 1 })).toMatchObject({
      kind: 'quote',
      reason: 'size',
    });
    expect(priceOf({ serviceType: 'ironing', items: max + 1 })).toMatchObject({
      kind: 'quote',
      reason: 'size',
    });
  });
});

describe('instant prices: the service area and the input', () => {
  it('a postcode outside the districts served is outside the area, not a price', () => {
    expect(servesPostcode('EN6 1AA')).toBe(true);
    expect(servesPostcode('SW1A 1AA')).toBe(false);
    expect(priceOf({ serviceType: 'domestic_cleaning', hours: 2, postcode: 'SW1A 1AA' })).toMatchObject({
      kind: 'outside_area',
      issues: [{ path: 'postcode' }],
    });
  });

  it('the schema asks for what the price depends on, in words a visitor understands', () => {
    const issues = (input: unknown) =>
      InstantPriceInputSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({ serviceType: 'domestic_cleaning', postcode: 'EN6 1AA' })).toEqual([
      'Please enter the number of bedrooms and bathrooms, or the hours you want',
    ]);
    expect(issues({ serviceType: 'ironing', postcode: 'EN6 1AA' })).toEqual([
      'Please enter the number of items, or the hours you want',
    ]);
    expect(issues({ serviceType: 'babysitting', postcode: 'EN6 1AA' })).toEqual([
      'Please enter the hours you want',
    ]);
    expect(issues({ serviceType: 'housekeeping', hours: 2.25, postcode: 'EN6 1AA' })).toEqual([
      'Please enter hours in whole or half hours',
    ]);
    expect(issues({ serviceType: 'housekeeping', hours: 2, postcode: 'nowhere' })).toEqual([
      'Please enter a valid UK postcode, like EN6 1AA',
    ]);
    expect(issues({ serviceType: 'domestic_cleaning', bedrooms: 2, postcode: 'EN6 1AA' })).toEqual([
      'Please enter the number of bathrooms',
    ]);
    expect(issues({ serviceType: 'housekeeping', hours: 2, postcode: 'EN6 1AA', surprise: 1 })).toHaveLength(
      1,
    );
  });
});

describe('POST /api/prices at the edge', () => {
  it('is one of the public writes, so one address may price only so often', () => {
    expect(PUBLIC_WRITE_PATHS).toContain('/api/prices');
    expect(EDGE_RATE_LIMITS.find((limit) => limit.name === 'PublicWrites')?.scope.paths).toContain(
      '/api/prices',
    );
  });
});
