import { business, clockHour, hours, policy, prices } from '@shared/business';

/**
 * The booking rules in words: the terms, the FAQ and the booking form each print these sentences, and
 * every figure in them is the constant shared/booking-rules.ts and shared/booking-price.ts enforce.
 */
const care = policy.careHours;

export const bookingRules = {
  hours: `Visits start and end within our hours (${hours.weekdays}, ${hours.saturday}). Childcare, nannying and babysitting may run from ${clockHour(care.opens)} to ${clockHour(care.closes)}, Monday to Saturday.`,
  notice: `Book online at least ${policy.bookingLeadHours} hours and up to ${policy.bookingHorizonMonths} months ahead. We take no online bookings on Sundays: for emergencies or anything sooner, call ${business.phone}.`,
  minimums: `The shortest visit is ${policy.minimumCleaningHours} hours, and ${policy.minimumBabysittingHours} hours for babysitting; we recommend ${policy.babysittingNoticeHours} hours' notice for a babysitter.`,
  cancellation: `Cancel free with at least ${policy.cancellationNoticeHours} hours' notice; with less, ${policy.lateCancellationChargePercent}% of the estimate is payable, and with less than ${policy.veryLateCancellationHours} hours' notice, ${policy.veryLateCancellationChargePercent}%. A fee is added to your next invoice.`,
  moving: `Move a visit with at least ${policy.rescheduleNoticeHours} hours' notice; we confirm the new time before it stands.`,
  regular: `Regular visits run weekly or fortnightly for up to ${policy.bookingHorizonMonths} months. Skip a visit on the cancellation terms, or end the series with ${policy.regularTerminationNoticeWeeks} weeks' notice. Regular ironing is ${prices.ironingWeeklyDiscountPercent}% off weekly and ${prices.ironingFortnightlyDiscountPercent}% off fortnightly.`,
  bankHolidays: `Visits on a bank holiday in England and Wales carry a ${policy.bankHolidaySurchargePercent}% surcharge, shown in the estimate before you book.`,
} as const;

/** What the booking form lists under "Before you book". */
export const bookingRulesSummary = [
  bookingRules.hours,
  bookingRules.notice,
  bookingRules.cancellation,
  bookingRules.moving,
] as const;
