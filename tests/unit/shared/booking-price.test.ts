import { describe, expect, it } from 'vitest';
import {
  cancellationPercent,
  cancellationTerms,
  canReschedule,
  estimateVisit,
  hourlyRatePence,
} from '../../../shared/booking-price';
import { policy, prices } from '../../../shared/business';
import { londonInstant } from '../../../shared/london-time';

describe('the estimate', () => {
  it('is rate × hours in pence, from the one price table', () => {
    expect(
      estimateVisit({ serviceType: 'domestic_cleaning', serviceDate: '2027-01-06', durationHours: 3 }),
    ).toEqual({
      ratePence: prices.domesticPerHour * 100,
      hours: 3,
      basePence: 4500,
      surchargePence: 0,
      discountPercent: 0,
      discountPence: 0,
      totalPence: 4500,
    });
    expect(hourlyRatePence.babysitting).toBe(1500);
  });

  it('adds the 50% surcharge on a bank holiday in England and Wales (Easter Monday 2027)', () => {
    const estimate = estimateVisit({
      serviceType: 'deep_cleaning',
      serviceDate: '2027-03-29',
      durationHours: 4,
    });
    expect(estimate).toMatchObject({
      basePence: 8000,
      bankHoliday: 'Easter Monday',
      surchargePence: 4000,
      totalPence: 12000,
    });
    expect(policy.bankHolidaySurchargePercent).toBe(50);
  });

  it('takes the regular-service discount where the price table gives one: ironing, 10% weekly, 5% fortnightly', () => {
    const ironing = { serviceType: 'ironing', serviceDate: '2027-01-06', durationHours: 2 } as const;
    expect(estimateVisit(ironing, 'weekly')).toMatchObject({
      discountPercent: 10,
      discountPence: 300,
      totalPence: 2700,
    });
    expect(estimateVisit(ironing, 'fortnightly')).toMatchObject({ discountPercent: 5, totalPence: 2850 });
    expect(estimateVisit({ ...ironing, serviceType: 'housekeeping' }, 'weekly')).toMatchObject({
      discountPercent: 0,
    });
  });

  it('has none for commercial cleaning, priced by quote', () => {
    expect(
      estimateVisit({ serviceType: 'commercial_cleaning', serviceDate: '2027-01-06', durationHours: 2 }),
    ).toBeUndefined();
  });
});

describe('the cancellation terms', () => {
  it('free from 48 hours, 50% under 48, 100% under 24', () => {
    expect(cancellationPercent(48)).toBe(0);
    expect(cancellationPercent(47.99)).toBe(50);
    expect(cancellationPercent(24)).toBe(50);
    expect(cancellationPercent(23.99)).toBe(100);
  });

  it('count real hours across the spring clock change: Saturday 10am to Monday 10am is 47 hours, so 50%', () => {
    const visit = { serviceDate: '2027-03-29', serviceTime: '10:00', estimatePence: 3000 };
    expect(cancellationTerms(visit, londonInstant('2027-03-27', '10:00'))).toEqual({
      percent: 50,
      feePence: 1500,
      hoursBefore: 47,
    });
    expect(canReschedule(visit, londonInstant('2027-03-27', '10:00'))).toBe(false);
  });

  it('and across the autumn one: Saturday 10am to Monday 10am is 49 hours, so free', () => {
    const visit = { serviceDate: '2027-11-01', serviceTime: '10:00', estimatePence: 3000 };
    expect(cancellationTerms(visit, londonInstant('2027-10-30', '10:00'))).toMatchObject({
      percent: 0,
      feePence: 0,
      hoursBefore: 49,
    });
    expect(canReschedule(visit, londonInstant('2027-10-30', '10:00'))).toBe(true);
  });
});
