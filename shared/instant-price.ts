import { bankHolidayOn } from './bank-holidays';
import { estimateVisit, hourlyRatePence, regularDiscountPercent } from './booking-price';
import { durationsFor, minimumHours } from './booking-rules';
import { business, policy, prices } from './business';
import { instantPriceRules as range } from './instant-price-rules';
import { DISTRICT_CENTRES } from './postcode-districts';
import { SERVICE_TYPE_LABELS, type ServiceType } from './schemas/booking';
import type { InstantPrice, InstantPriceRequest, PriceFrequency, PriceLine } from './schemas/instant-price';
import { districtOf } from './staff-rules';

/**
 * Instant prices: what a visit costs, from the one price table (shared/business.ts, its ranges in shared/instant-price-rules.ts) through
 * the booking's own estimate (shared/booking-price.ts), so the price shown is the price booked. Every
 * compulsory charge is in the figure (the minimum visit, the length the booking form books, the
 * bank-holiday surcharge on a known date); where the table cannot price the job, the answer is "needs
 * a quote" with what the office needs to know, never a guess. Pure: the page and the API both run it.
 */

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;
const hoursText = (hours: number) => `${hours} hour${hours === 1 ? '' : 's'}`;

/** Visits a year on a regular schedule. */
export const VISITS_PER_YEAR: Readonly<Record<Exclude<PriceFrequency, 'once'>, number>> = {
  weekly: 52,
  fortnightly: 26,
};

/** Whether the company works in a postcode's district (the districts shared/postcode-districts.ts places). */
export const servesPostcode = (postcode: string): boolean =>
  Object.hasOwn(DISTRICT_CENTRES, districtOf(postcode));

/** A home's size in hours of cleaning, from the table's per-room rule. */
export const cleaningHours = (
  service: 'domestic_cleaning' | 'deep_cleaning',
  bedrooms: number,
  bathrooms: number,
) => {
  const rule = service === 'deep_cleaning' ? range.deepCleanHours : range.regularCleanHours;
  return rule.base + rule.perExtraBedroom * (bedrooms - 1) + rule.perExtraBathroom * (bathrooms - 1);
};

const needs = {
  per_job: [
    'The kind of premises and its size',
    'What needs cleaning, and how often',
    'When the premises can be visited',
  ],
  condition: [
    'The number of bedrooms and bathrooms',
    'What state the home is in',
    'The date you need it done by',
  ],
  size: ['The number of bedrooms and bathrooms', 'What needs doing', 'How often you would like us'],
} as const;

type Quote = Extract<InstantPrice, { kind: 'quote' }>;
const quote = (reason: Quote['reason'], message: string, issues: Quote['issues'] = []): Quote => ({
  kind: 'quote',
  reason,
  message,
  needs: [...needs[reason]],
  issues,
});

/** The hours a visit is priced and booked at, or a quote when beyond the table's ranges. */
const visitHours = (
  request: InstantPriceRequest,
): { hours: number; asked: number; why?: string } | { items: number } | Quote => {
  const { serviceType: service } = request;
  if ((service === 'domestic_cleaning' || service === 'deep_cleaning') && request.bedrooms !== undefined) {
    const bedrooms = request.bedrooms;
    const bathrooms = request.bathrooms ?? 1;
    if (bedrooms > range.bedrooms.max)
      return quote('size', `Homes with more than ${range.bedrooms.max} bedrooms are priced by quote.`, [
        {
          path: 'bedrooms',
          message: `We price up to ${range.bedrooms.max} bedrooms online: ask us for a quote`,
        },
      ]);
    if (bathrooms > range.bathrooms.max)
      return quote('size', `Homes with more than ${range.bathrooms.max} bathrooms are priced by quote.`, [
        {
          path: 'bathrooms',
          message: `We price up to ${range.bathrooms.max} bathrooms online: ask us for a quote`,
        },
      ]);
    const asked = cleaningHours(service, bedrooms, bathrooms);
    const why = `about ${hoursText(asked)} for ${bedrooms} bedroom${bedrooms === 1 ? '' : 's'} and ${bathrooms} bathroom${bathrooms === 1 ? '' : 's'}`;
    if (asked > range.hours.max)
      return quote(
        'size',
        `A home this size takes longer than one ${range.hours.max}-hour visit, so we quote for it.`,
        [{ path: 'bedrooms', message: `That is ${why}: ask us for a quote` }],
      );
    return { hours: asked, asked, why };
  }
  if (service === 'ironing' && request.items !== undefined) {
    if (request.items < range.ironingItems.min || request.items > range.ironingItems.max)
      return quote('size', `We price ${range.ironingItems.min} to ${range.ironingItems.max} items online.`, [
        {
          path: 'items',
          message: `Please enter ${range.ironingItems.min} to ${range.ironingItems.max} items, or ask us for a quote`,
        },
      ]);
    return { items: request.items };
  }
  const asked = request.hours ?? 0;
  if (asked > range.hours.max)
    return quote('size', `Visits longer than ${range.hours.max} hours are priced by quote.`, [
      { path: 'hours', message: `We price up to ${range.hours.max} hours online: ask us for a quote` },
    ]);
  return { hours: asked, asked };
};

/** The shortest length the booking form books that covers `asked` (from the service's minimum). */
const bookableLength = (service: ServiceType, asked: number): number =>
  durationsFor(service).find((length) => length >= asked) ?? range.hours.max;

/** The instant price of a validated request (shared/schemas/instant-price.ts). */
export const instantPrice = (request: InstantPriceRequest): InstantPrice => {
  const { serviceType: service, frequency, date } = request;
  if (!servesPostcode(request.postcode))
    return {
      kind: 'outside_area',
      message: `We don't work in ${districtOf(request.postcode)} yet: we cover ${business.serviceArea}. Send us an enquiry and we'll tell you if we can help.`,
      issues: [{ path: 'postcode', message: `${districtOf(request.postcode)} is outside the area we cover` }],
    };
  if (hourlyRatePence[service] === undefined)
    return quote(
      'per_job',
      `${SERVICE_TYPE_LABELS[service]} is priced per job, after a free visit to your premises.`,
    );
  if (service === 'deep_cleaning' && request.condition === 'poor')
    return quote(
      'condition',
      `${request.deepClean === 'end_of_tenancy' ? 'An end-of-tenancy clean' : 'A deep clean'} of a home in poor condition is priced after we have seen it.`,
    );

  const size = visitHours(request);
  if ('kind' in size) return size;
  const regular = frequency === 'once' ? undefined : frequency;
  const visitDate = date ?? '';
  const lines: PriceLine[] = [];
  const notes: string[] = [];
  let hours: number | undefined;
  let items: number | undefined;
  let basePence: number;
  let surchargePence: number;
  let discountPence: number;
  let discountPercent: number;
  let bankHoliday: string | undefined;

  if ('items' in size) {
    items = size.items;
    basePence = Math.round(prices.ironingPerItem * 100) * items;
    lines.push({ label: `${items} items at ${pounds(basePence / items)} an item`, amountPence: basePence });
    bankHoliday = date ? bankHolidayOn(date) : undefined;
    surchargePence = bankHoliday ? Math.round((basePence * policy.bankHolidaySurchargePercent) / 100) : 0;
    discountPercent = regularDiscountPercent(service, regular);
    discountPence = Math.round((basePence * discountPercent) / 100);
  } else {
    const minimum = minimumHours(service);
    hours = bookableLength(service, Math.max(size.asked, minimum));
    const estimate = estimateVisit(
      { serviceType: service, serviceDate: visitDate, durationHours: hours },
      regular,
    );
    if (!estimate) return quote('per_job', `${SERVICE_TYPE_LABELS[service]} is priced per job.`);
    basePence = estimate.basePence;
    surchargePence = estimate.surchargePence;
    discountPence = estimate.discountPence;
    discountPercent = estimate.discountPercent;
    bankHoliday = estimate.bankHoliday;
    lines.push({
      label: `${hoursText(hours)} at ${pounds(estimate.ratePence)} an hour`,
      amountPence: basePence,
    });
    if (size.why) notes.push(`A home of this size takes ${size.why}.`);
    if (size.asked < minimum)
      notes.push(`Visits are at least ${hoursText(minimum)}: the price is for ${hoursText(minimum)}.`);
    else if (hours > size.asked)
      notes.push(
        `Visits are booked in lengths of ${durationsFor(service).join(', ')} hours: the price is for ${hoursText(hours)}.`,
      );
  }
  if (surchargePence > 0)
    lines.push({
      label: `${bankHoliday} surcharge (${policy.bankHolidaySurchargePercent}%)`,
      amountPence: surchargePence,
    });
  else if (!date) notes.push(`A visit on a bank holiday costs ${policy.bankHolidaySurchargePercent}% more.`);
  if (discountPence > 0)
    lines.push({
      label: `${regular === 'weekly' ? 'Weekly' : 'Fortnightly'} discount (${discountPercent}%)`,
      amountPence: -discountPence,
    });
  const perVisitPence = basePence + surchargePence - discountPence;
  // The table's first-order discount is the ironing service's alone, on the first visit's base price.
  const firstOrderPence =
    service === 'ironing' ? Math.round((basePence * prices.ironingFirstOrderDiscountPercent) / 100) : 0;
  if (firstOrderPence > 0)
    notes.push(
      `Your first order is ${prices.ironingFirstOrderDiscountPercent}% off: ${pounds(perVisitPence - firstOrderPence)} for the first visit.`,
    );
  const visitsPerYear = regular ? VISITS_PER_YEAR[regular] : undefined;
  return {
    kind: 'price',
    serviceType: service,
    frequency,
    ...(hours !== undefined ? { hours } : {}),
    ...(items !== undefined ? { items } : {}),
    lines,
    perVisitPence,
    firstVisitPence: perVisitPence - firstOrderPence,
    ...(bankHoliday ? { bankHoliday } : {}),
    ...(visitsPerYear
      ? // A regular schedule's month, at the ordinary day's price (a bank holiday's visit is dearer).
        {
          regular: {
            visitsPerYear,
            perMonthPence: Math.round(((basePence - discountPence) * visitsPerYear) / 12),
          },
        }
      : {}),
    notes,
    // Online booking books time; ironing by the item is arranged with the office.
    ...(hours !== undefined ? { booking: { serviceType: service, durationHours: hours, frequency } } : {}),
  };
};
