import { bankHolidayOn } from './bank-holidays';
import { policy, prices } from './business';
import { hoursUntil } from './london-time';
import type { Estimate, Frequency, ServiceType } from './schemas/booking';

/**
 * Money for bookings, in integer pence, from the one price table in shared/business.ts:
 * the estimate shown before a client confirms and stored on the booking, the regular-service
 * discounts the price table grants, and the terms' cancellation fees.
 */

const pence = (pounds: number) => Math.round(pounds * 100);

/** Hourly rate per service; commercial cleaning is by quote, so it has none. */
export const hourlyRatePence: Readonly<Record<ServiceType, number | undefined>> = {
  domestic_cleaning: pence(prices.domesticPerHour),
  commercial_cleaning: undefined,
  deep_cleaning: pence(prices.deepCleanPerHour),
  housekeeping: pence(prices.housekeepingPerHour),
  ironing: pence(prices.ironingPerHour),
  childcare: pence(prices.nannyPerHour),
  babysitting: pence(prices.babysittingPerHour),
  nanny: pence(prices.nannyPerHour),
};

/** Regular-service discounts, where the price table grants one (ironing, weekly or fortnightly). */
export const regularDiscountPercent = (service: ServiceType, frequency: Frequency | undefined): number => {
  if (service !== 'ironing' || !frequency) return 0;
  return frequency === 'weekly'
    ? prices.ironingWeeklyDiscountPercent
    : prices.ironingFortnightlyDiscountPercent;
};

/** What a visit is expected to cost; undefined for a service priced by quote. */
export const estimateVisit = (
  visit: { serviceType: ServiceType; serviceDate: string; durationHours: number },
  frequency?: Frequency,
): Estimate | undefined => {
  const ratePence = hourlyRatePence[visit.serviceType];
  if (ratePence === undefined) return undefined;
  const basePence = ratePence * visit.durationHours;
  const bankHoliday = bankHolidayOn(visit.serviceDate);
  const surchargePence = bankHoliday ? Math.round((basePence * policy.bankHolidaySurchargePercent) / 100) : 0;
  const discountPercent = regularDiscountPercent(visit.serviceType, frequency);
  const discountPence = Math.round((basePence * discountPercent) / 100);
  return {
    ratePence,
    hours: visit.durationHours,
    basePence,
    ...(bankHoliday ? { bankHoliday } : {}),
    surchargePence,
    discountPercent,
    discountPence,
    totalPence: basePence + surchargePence - discountPence,
  };
};

/** The share of the estimate due when a visit is cancelled `hoursBefore` its start (the terms). */
export const cancellationPercent = (hoursBefore: number): number => {
  if (hoursBefore >= policy.cancellationNoticeHours) return 0;
  if (hoursBefore >= policy.veryLateCancellationHours) return policy.lateCancellationChargePercent;
  return policy.veryLateCancellationChargePercent;
};

export interface CancellationTerms {
  percent: number;
  feePence: number;
  hoursBefore: number;
}

/** What cancelling a visit at `now` costs, from its stored estimate. */
export const cancellationTerms = (
  visit: { serviceDate: string; serviceTime: string; estimatePence?: number },
  now: Date,
): CancellationTerms => {
  const hoursBefore = hoursUntil(visit.serviceDate, visit.serviceTime, now);
  const percent = cancellationPercent(hoursBefore);
  return { percent, hoursBefore, feePence: Math.round(((visit.estimatePence ?? 0) * percent) / 100) };
};

/** A visit can be moved by the client only with the terms' notice. */
export const canReschedule = (visit: { serviceDate: string; serviceTime: string }, now: Date): boolean =>
  hoursUntil(visit.serviceDate, visit.serviceTime, now) >= policy.rescheduleNoticeHours;
