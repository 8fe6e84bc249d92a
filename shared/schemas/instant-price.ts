import * as z from 'zod';
import { isCalendarDate } from '../dates';
import { isUkPostcode, normalisePostcode } from './address';
import { FREQUENCIES, SERVICE_TYPES, type ServiceType } from './booking';

/**
 * What an instant price depends on. The schema checks the shape (whole numbers, a real
 * postcode, a real date); whether the table can price it (the ranges, the service area, a job priced
 * per job) is shared/instant-price.ts's to say, so the page and the API say it in the same words.
 */

/** How often: once, or the regular frequencies a booking series has. */
export const PRICE_FREQUENCIES = ['once', ...FREQUENCIES] as const;
export type PriceFrequency = (typeof PRICE_FREQUENCIES)[number];

/** Deep cleaning is either a deep clean of a home lived in, or the clean at the end of a tenancy. */
export const DEEP_CLEAN_KINDS = ['deep', 'end_of_tenancy'] as const;
/** How the home is: a home in poor condition (neglect, heavy soiling) is priced after a look. */
export const CONDITIONS = ['normal', 'poor'] as const;

/** Services priced from a home's size (bedrooms and bathrooms) or from hours. */
export const SIZED_SERVICES: readonly ServiceType[] = ['domestic_cleaning', 'deep_cleaning'];

/** A count typed into a form: a whole number from 1, with a ceiling only against nonsense. */
const count = (label: string) =>
  z
    .number({ error: `Please enter the number of ${label}` })
    .int(`Please enter a whole number of ${label}`)
    .min(1, `Please enter at least 1 for ${label}`)
    .max(999, `Please enter fewer ${label}`)
    .optional();

export const InstantPriceInputSchema = z
  .strictObject({
    serviceType: z.enum(SERVICE_TYPES, { error: 'Please choose a service' }),
    bedrooms: count('bedrooms'),
    bathrooms: count('bathrooms'),
    /** Ironing by the item. */
    items: count('items'),
    hours: z
      .number({ error: 'Please enter the hours' })
      .positive('Please enter the hours')
      .max(24, 'Please enter at most 24 hours')
      .refine((value) => Number.isInteger(value * 2), 'Please enter hours in whole or half hours')
      .optional(),
    postcode: z
      .string({ error: 'Please enter your postcode' })
      .trim()
      .min(1, 'Please enter your postcode')
      .refine(isUkPostcode, 'Please enter a valid UK postcode, like EN6 1AA')
      .transform(normalisePostcode),
    frequency: z.enum(PRICE_FREQUENCIES, { error: 'Please choose how often' }).default('once'),
    /** A deep clean's kind and the home's condition. */
    deepClean: z.enum(DEEP_CLEAN_KINDS, { error: 'Please choose the kind of deep clean' }).optional(),
    condition: z.enum(CONDITIONS, { error: 'Please tell us the condition of the home' }).optional(),
    /** The visit's date, if known: a bank holiday carries the surcharge. */
    date: z
      .string({ error: 'Please choose a valid date' })
      .refine(isCalendarDate, 'Please choose a valid date')
      .optional(),
  })
  .superRefine((value, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    const sized = value.bedrooms !== undefined || value.bathrooms !== undefined;
    const { serviceType: service } = value;
    if (SIZED_SERVICES.includes(service)) {
      if (sized && value.bedrooms === undefined) issue('bedrooms', 'Please enter the number of bedrooms');
      if (sized && value.bathrooms === undefined) issue('bathrooms', 'Please enter the number of bathrooms');
      if (!sized && value.hours === undefined)
        issue('bedrooms', 'Please enter the number of bedrooms and bathrooms, or the hours you want');
      if (sized && value.hours !== undefined)
        issue('hours', 'Please give either the size of the home or the hours, not both');
    } else if (sized) issue('bedrooms', 'Bedrooms and bathrooms price cleaning only');
    if (service === 'ironing') {
      if (value.items === undefined && value.hours === undefined)
        issue('items', 'Please enter the number of items, or the hours you want');
      if (value.items !== undefined && value.hours !== undefined)
        issue('hours', 'Please give either the number of items or the hours, not both');
    } else if (value.items !== undefined) issue('items', 'Items price ironing only');
    if (!SIZED_SERVICES.includes(service) && service !== 'ironing' && service !== 'commercial_cleaning')
      if (value.hours === undefined) issue('hours', 'Please enter the hours you want');
    if (service !== 'deep_cleaning' && (value.deepClean !== undefined || value.condition !== undefined))
      issue('deepClean', 'The kind of clean and the condition of the home are for deep cleaning only');
  });

export type InstantPriceInput = z.input<typeof InstantPriceInputSchema>;
export type InstantPriceRequest = z.output<typeof InstantPriceInputSchema>;

const IssueSchema = z.object({ path: z.string(), message: z.string() });

export const PriceLineSchema = z.object({
  label: z.string(),
  /** Negative for a discount. */
  amountPence: z.number().int(),
});

/** What the calculator answers: a price, or what the office needs to know to quote. */
export const InstantPriceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('price'),
    serviceType: z.enum(SERVICE_TYPES),
    frequency: z.enum(PRICE_FREQUENCIES),
    /** The visit's length (absent for ironing by the item). */
    hours: z.number().optional(),
    items: z.number().int().optional(),
    lines: z.array(PriceLineSchema),
    /** Every visit's price, every compulsory charge in it. */
    perVisitPence: z.number().int(),
    /** The first visit's, where the table grants a first-order discount; else the same. */
    firstVisitPence: z.number().int(),
    bankHoliday: z.string().optional(),
    /** A regular schedule: visits a year and the average month. */
    regular: z.object({ visitsPerYear: z.number().int(), perMonthPence: z.number().int() }).optional(),
    notes: z.array(z.string()),
    /** What the booking form is filled with; absent when the price is not booked online (ironing by the item). */
    booking: z
      .object({
        serviceType: z.enum(SERVICE_TYPES),
        durationHours: z.number(),
        frequency: z.enum(PRICE_FREQUENCIES),
      })
      .optional(),
  }),
  z.object({
    kind: z.literal('quote'),
    /** Why: a job priced per job, a home in poor condition, or a size beyond the table's ranges. */
    reason: z.enum(['per_job', 'condition', 'size']),
    message: z.string(),
    /** What the office needs to know to quote. */
    needs: z.array(z.string()),
    issues: z.array(IssueSchema),
  }),
  z.object({
    kind: z.literal('outside_area'),
    message: z.string(),
    issues: z.array(IssueSchema),
  }),
]);

export type InstantPrice = z.infer<typeof InstantPriceSchema>;
export type PriceLine = z.infer<typeof PriceLineSchema>;
