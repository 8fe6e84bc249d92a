import { policy, prices } from '@shared/business';
import { pounds } from '@/lib/price';

/**
 * How prices read on the pages, derived from shared/business.ts's one price table:
 * service pages and the FAQ quote the same figures, and nothing here types a number of its own.
 */
export interface PriceRow {
  label: string;
  /** The headline figure: "From £15". */
  price: string;
  /** "per hour", "per item", or empty. */
  unit: string;
  note: string;
}

const from = (amount: number) => `From ${pounds(amount)}`;

export const priceRows = {
  regularCleaning: {
    label: 'Regular cleaning',
    price: from(prices.domesticPerHour),
    unit: 'per hour',
    note: `Weekly or fortnightly, ${policy.minimumCleaningHours}-hour minimum visit`,
  },
  deepCleaning: {
    label: 'Deep cleaning',
    price: from(prices.deepCleanPerHour),
    unit: 'per hour',
    note: 'One-off or before a regular service starts',
  },
  endOfTenancy: {
    label: 'End of tenancy',
    price: from(prices.deepCleanPerHour),
    unit: 'per hour',
    note: 'Estimated in advance from the size of the property',
  },
  housekeeping: {
    label: 'Housekeeping',
    price: from(prices.housekeepingPerHour),
    unit: 'per hour',
    note: 'Part-time, regular or full-time',
  },
  ironingHourly: {
    label: 'Ironing by the hour',
    price: from(prices.ironingPerHour),
    unit: 'per hour',
    note: 'Best value for a full family basket',
  },
  ironingPerItem: {
    label: 'Ironing by the item',
    price: from(prices.ironingPerItem),
    unit: 'per item',
    note: 'Shirts, blouses, trousers and more',
  },
  nanny: {
    label: 'Nanny',
    price: from(prices.nannyPerHour),
    unit: 'per hour',
    note: 'Full-time, part-time and after-school',
  },
  babysitting: {
    label: 'Babysitting',
    price: from(prices.babysittingPerHour),
    unit: 'per hour',
    note: `Minimum booking ${policy.minimumBabysittingHours} hours`,
  },
  commercial: {
    label: 'Commercial cleaning',
    price: 'By quote',
    unit: '',
    note: 'After a free visit to your premises',
  },
} as const satisfies Record<string, PriceRow>;

/** The ironing discounts, worded once for the ironing page, the blog and the FAQ. */
export const ironingOffers = {
  firstOrder: `${prices.ironingFirstOrderDiscountPercent}% off your first ironing order`,
  weekly: `${prices.ironingWeeklyDiscountPercent}% off for a weekly collection`,
  fortnightly: `${prices.ironingFortnightlyDiscountPercent}% off for a fortnightly collection`,
} as const;

/** What every price includes, and the policies that can change a bill (from shared/business.ts). */
export const pricingNotes = [
  'Cleaning products and equipment included',
  'VAT included where applicable',
  'No minimum charge, only minimum visit lengths',
  `Bank holidays carry a ${policy.bankHolidaySurchargePercent}% surcharge`,
] as const;
