import { describe, expect, it } from 'vitest';
import { bankHolidayOn, bankHolidays } from '../../../shared/bank-holidays';
import { policy } from '../../../shared/business';
import { todayInLondon } from '../../../shared/dates';
import { addMonths, weekdayOf } from '../../../shared/london-time';

describe('the bank holiday list (England and Wales)', () => {
  it('covers every date a client can book today: renew it from its source when this fails', () => {
    const lastBookable = addMonths(todayInLondon(), policy.bookingHorizonMonths);
    expect(
      bankHolidays.coversUntil >= lastBookable,
      `shared/bank-holidays.ts covers until ${bankHolidays.coversUntil}, bookings open until ${lastBookable}: add the next year from ${bankHolidays.source}`,
    ).toBe(true);
    const listed = Object.keys(bankHolidays.days).sort();
    expect(listed.at(-1)?.slice(0, 4)).toBe(bankHolidays.coversUntil.slice(0, 4));
  });

  it('holds eight days a year, none on a weekend (substitute days are listed instead)', () => {
    const years = new Map<string, number>();
    for (const date of Object.keys(bankHolidays.days)) {
      years.set(date.slice(0, 4), (years.get(date.slice(0, 4)) ?? 0) + 1);
      expect(weekdayOf(date), date).toBeLessThan(6);
    }
    for (const [year, count] of years) expect(count, year).toBe(8);
  });

  it('names a day, and nothing else', () => {
    expect(bankHolidayOn('2026-12-25')).toBe('Christmas Day');
    expect(bankHolidayOn('2027-12-27')).toBe('Christmas Day (substitute day)');
    expect(bankHolidayOn('2027-01-06')).toBeUndefined();
  });
});
