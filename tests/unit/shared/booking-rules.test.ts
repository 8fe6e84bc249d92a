import { describe, expect, it } from 'vitest';
import {
  checkSlot,
  durationsFor,
  firstBookableDate,
  minimumHours,
  ruleMessages,
  type Slot,
  slotWarnings,
  startTimesFor,
} from '../../../shared/booking-rules';
import { business, hours, policy } from '../../../shared/business';
import { londonInstant, weekdayNear } from '../../../shared/london-time';

/** Saturday 21 Nov 2026, 9am in London: the clock every case below starts from unless it says otherwise. */
const NOW = londonInstant('2026-11-21', '09:00');

const slot = (overrides: Partial<Slot> = {}): Slot => ({
  serviceType: 'domestic_cleaning',
  serviceDate: '2026-11-25',
  serviceTime: '10:00',
  durationHours: 2,
  ...overrides,
});

const fields = (value: Slot, now = NOW) => checkSlot(value, now).map((issue) => issue.path);

describe('the booking rules', () => {
  it('accept a weekday visit inside the hours, well ahead', () => {
    expect(checkSlot(slot(), NOW)).toEqual([]);
  });

  it('refuse what the issue found accepted: 00:30 today, a Sunday at 03:00, 2 h of babysitting, 31 Dec 9999', () => {
    const evening = londonInstant('2026-11-23', '19:00');
    expect(fields(slot({ serviceDate: '2026-11-23', serviceTime: '00:30' }), evening)).toContain(
      'serviceTime',
    );
    expect(checkSlot(slot({ serviceDate: '2026-11-29', serviceTime: '03:00' }), NOW)).toContainEqual({
      path: 'serviceDate',
      message: ruleMessages.sunday,
    });
    expect(fields(slot({ serviceType: 'babysitting', serviceTime: '18:00', durationHours: 2 }))).toEqual([
      'durationHours',
    ]);
    expect(checkSlot(slot({ serviceDate: '9999-12-31' }), NOW)).toEqual([
      { path: 'serviceDate', message: ruleMessages.horizon },
    ]);
  });

  it('a visit ends within the office hours: Mon-Fri 8-18, Sat 9-16', () => {
    expect(fields(slot({ serviceTime: '07:30' }))).toEqual(['serviceTime']);
    expect(fields(slot({ serviceTime: '08:00' }))).toEqual([]);
    expect(fields(slot({ serviceTime: '16:00' }))).toEqual([]);
    expect(fields(slot({ serviceTime: '16:30' }))).toEqual(['serviceTime']);
    const saturday = '2026-11-28';
    expect(fields(slot({ serviceDate: saturday, serviceTime: '08:30' }))).toEqual(['serviceTime']);
    expect(fields(slot({ serviceDate: saturday, serviceTime: '14:00' }))).toEqual([]);
    expect(fields(slot({ serviceDate: saturday, serviceTime: '14:30' }))).toEqual(['serviceTime']);
    expect(checkSlot(slot({ serviceDate: saturday, serviceTime: '14:30' }), NOW)[0]?.message).toBe(
      'Visits on Saturdays end by 4pm: a 2-hour visit must start by 2pm.',
    );
  });

  it('care runs into the evening: 7am to 11pm, Monday to Saturday', () => {
    const care = (serviceTime: string, durationHours: number, serviceDate = '2026-11-28') =>
      fields(slot({ serviceType: 'babysitting', serviceDate, serviceTime, durationHours }));
    expect(care('19:00', 4)).toEqual([]);
    expect(care('19:30', 4)).toEqual(['serviceTime']);
    expect(care('06:30', 3)).toEqual(['serviceTime']);
    expect(fields(slot({ serviceType: 'nanny', serviceTime: '07:00', durationHours: 8 }))).toEqual([]);
    expect(care('19:00', 4, '2026-11-29')).toEqual(['serviceDate']);
  });

  it('minimum lengths: babysitting 3 h, everything else 2 h', () => {
    expect(minimumHours('babysitting')).toBe(policy.minimumBabysittingHours);
    expect(minimumHours('domestic_cleaning')).toBe(policy.minimumCleaningHours);
    expect(durationsFor('babysitting')).toEqual([3, 4, 6, 8]);
    expect(durationsFor('ironing')).toEqual([2, 3, 4, 6, 8]);
  });

  it('nothing in the past, nothing sooner than the lead time, times on the half hour', () => {
    expect(fields(slot({ serviceDate: '2026-11-20' }))).toEqual(['serviceDate']);
    // Monday 08:00 is 47 hours after Saturday 9am: bookable. Saturday 15:00 is 6 hours away: the whole day is too soon.
    expect(fields(slot({ serviceDate: '2026-11-23', serviceTime: '08:00' }))).toEqual([]);
    expect(checkSlot(slot({ serviceDate: '2026-11-21', serviceTime: '14:00' }), NOW)).toEqual([
      { path: 'serviceDate', message: ruleMessages.lead },
    ]);
    // Friday 9am for Saturday: the morning is too soon, the afternoon is not.
    const friday = londonInstant('2026-11-20', '12:00');
    expect(fields(slot({ serviceDate: '2026-11-21', serviceTime: '10:00' }), friday)).toEqual([
      'serviceTime',
    ]);
    expect(fields(slot({ serviceDate: '2026-11-21', serviceTime: '12:00' }), friday)).toEqual([]);
    expect(fields(slot({ serviceTime: '10:15' }))).toEqual(['serviceTime']);
  });

  it('an office override allows out of hours, Sundays and short notice, never the past', () => {
    const override = (value: Slot) => checkSlot(value, NOW, { override: true }).map((issue) => issue.path);
    expect(override(slot({ serviceDate: '2026-11-22', serviceTime: '20:00' }))).toEqual([]);
    expect(override(slot({ serviceDate: '2026-11-21', serviceTime: '11:00' }))).toEqual([]);
    expect(override(slot({ serviceDate: '2026-11-21', serviceTime: '08:00' }))).toEqual(['serviceTime']);
  });

  it('at most 12 months ahead', () => {
    expect(fields(slot({ serviceDate: '2027-11-20' }))).toEqual([]);
    expect(fields(slot({ serviceDate: '2027-11-22' }))).toEqual(['serviceDate']);
  });

  it('babysitting with less than 48 hours notice is allowed, with a warning', () => {
    const soon = slot({
      serviceType: 'babysitting',
      serviceDate: '2026-11-23',
      serviceTime: '08:00',
      durationHours: 3,
    });
    expect(checkSlot(soon, NOW)).toEqual([]);
    expect(slotWarnings(soon, NOW)).toEqual([ruleMessages.babysittingNotice]);
    expect(slotWarnings({ ...soon, serviceDate: '2026-11-24' }, NOW)).toEqual([]);
    expect(slotWarnings({ ...soon, serviceType: 'domestic_cleaning' }, NOW)).toEqual([]);
  });

  it('the form offers exactly the start times the rules accept', () => {
    const times = startTimesFor('domestic_cleaning', 4, '2026-11-25', NOW);
    expect(times[0]).toBe('08:00');
    expect(times.at(-1)).toBe('14:00');
    expect(times).toHaveLength(13);
    expect(startTimesFor('domestic_cleaning', 2, '2026-11-29', NOW)).toEqual([]);
    // Saturday 9am: today is too soon, tomorrow is Sunday, Monday opens at 8.
    expect(firstBookableDate('domestic_cleaning', 2, NOW)).toBe('2026-11-23');
  });

  it('the hours the pages show are the hours the rules use', () => {
    expect(hours.weekdays).toBe('Mon-Fri: 8am-6pm');
    expect(hours.saturday).toBe('Sat: 9am-4pm');
    expect(ruleMessages.sunday).toContain(business.phone);
  });
});

describe('the clock changes (Europe/London)', () => {
  it('spring forward, Sunday 28 March 2027: a Monday 10am visit is 47 real hours after Saturday 10am', () => {
    const saturday = londonInstant('2027-03-27', '10:00');
    expect(londonInstant('2027-03-29', '10:00').getTime() - saturday.getTime()).toBe(47 * 3_600_000);
    // The 24-hour lead counts real hours: Sunday 11am (BST) is 24 real hours after Saturday 10am (GMT).
    expect(fields(slot({ serviceDate: '2027-03-29', serviceTime: '10:00' }), saturday)).toEqual([]);
    expect(londonInstant('2027-03-28', '11:00').getTime() - saturday.getTime()).toBe(24 * 3_600_000);
  });

  it('fall back, Sunday 31 October 2027: Monday 9am is 48 real hours after Saturday 10am', () => {
    const saturday = londonInstant('2027-10-30', '10:00');
    expect(londonInstant('2027-11-01', '09:00').getTime() - saturday.getTime()).toBe(48 * 3_600_000);
    expect(londonInstant('2027-10-30', '10:00').toISOString()).toBe('2027-10-30T09:00:00.000Z');
    expect(londonInstant('2027-11-01', '09:00').toISOString()).toBe('2027-11-01T09:00:00.000Z');
  });
});

describe('weekdayNear', () => {
  it('keeps a weekday and moves a weekend day to the Monday after, or the Friday before', () => {
    expect(weekdayNear('2027-03-24')).toBe('2027-03-24');
    expect(weekdayNear('2027-03-27')).toBe('2027-03-29');
    expect(weekdayNear('2027-03-28', -1)).toBe('2027-03-26');
  });
});
