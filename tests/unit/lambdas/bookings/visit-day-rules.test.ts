import { describe, expect, it } from 'vitest';
import {
  allowedNow,
  attendanceTimes,
  inSight,
  refusalOf,
} from '../../../../lambdas/bookings/visit-day-rules';
import type { Booking } from '../../../../shared/schemas/booking';
import { earlyCheckOutOf } from '../../../../shared/visit-day';

/** A confirmed cleaning visit on Wednesday 10 March 2027 (GMT) at 10:00 for 3 hours. */
const visit = (over: Partial<Booking> = {}): Booking => ({
  id: 'bk-1',
  userId: 'user-1',
  serviceType: 'domestic_cleaning',
  serviceDate: '2027-03-10',
  serviceTime: '10:00',
  durationHours: 3,
  status: 'confirmed',
  staffId: 'member-1',
  createdAt: '2027-03-01T09:00:00Z',
  scheduleVersion: 0,
  ...over,
});

const at = (iso: string) => new Date(iso);

describe('a visit in its member’s sight', () => {
  it('is the day before until the day after, London dates, across a month end', () => {
    expect(inSight('2027-03-10', '2027-03-09')).toBe(true);
    expect(inSight('2027-03-10', '2027-03-10')).toBe(true);
    expect(inSight('2027-03-10', '2027-03-11')).toBe(true);
    expect(inSight('2027-03-10', '2027-03-08')).toBe(false);
    expect(inSight('2027-03-10', '2027-03-12')).toBe(false);
    expect(inSight('2027-04-01', '2027-03-31')).toBe(true);
    expect(inSight('2027-04-02', '2027-03-31')).toBe(false);
  });
});

describe('on my way and check-in', () => {
  it('open three hours before the start, on the visit’s date, and stay open after the start', () => {
    expect(refusalOf(visit(), 'checkIn', at('2027-03-10T06:59:00Z'))?.code).toBe('too_early');
    expect(refusalOf(visit(), 'checkIn', at('2027-03-10T07:00:00Z'))).toBeUndefined();
    expect(refusalOf(visit(), 'onMyWay', at('2027-03-10T07:00:00Z'))).toBeUndefined();
    expect(refusalOf(visit(), 'checkIn', at('2027-03-10T15:30:00Z'))).toBeUndefined();
    expect(refusalOf(visit(), 'checkIn', at('2027-03-10T23:59:00Z'))).toBeUndefined();
    expect(refusalOf(visit(), 'checkIn', at('2027-03-11T00:01:00Z'))?.code).toBe('not_today');
    expect(refusalOf(visit(), 'checkIn', at('2027-03-09T12:00:00Z'))?.code).toBe('not_today');
  });

  it('count London time in summer: 07:00 BST is 06:00 UTC', () => {
    const summer = visit({ serviceDate: '2027-07-14' });
    expect(refusalOf(summer, 'checkIn', at('2027-07-14T05:59:00Z'))?.code).toBe('too_early');
    expect(refusalOf(summer, 'checkIn', at('2027-07-14T06:00:00Z'))).toBeUndefined();
    // 23:30 UTC is already the next day in London.
    expect(refusalOf(summer, 'checkIn', at('2027-07-14T23:30:00Z'))?.code).toBe('not_today');
  });

  it('refuse a visit that is not confirmed, with what it is', () => {
    const now = at('2027-03-10T09:00:00Z');
    expect(refusalOf(visit({ status: 'pending' }), 'checkIn', now)?.code).toBe('visit_not_confirmed');
    expect(refusalOf(visit({ status: 'cancelled' }), 'checkIn', now)?.code).toBe('visit_cancelled');
    expect(refusalOf(visit({ status: 'completed' }), 'onMyWay', now)?.code).toBe('visit_completed');
  });

  it('happen once: a second check-in, and on my way after either, are refused', () => {
    const now = at('2027-03-10T09:00:00Z');
    const arrived = visit({ visit: { actualStart: '2027-03-10T09:55:00Z' } });
    expect(refusalOf(arrived, 'checkIn', now)?.code).toBe('already_checked_in');
    expect(refusalOf(arrived, 'onMyWay', now)?.code).toBe('already_checked_in');
    const onTheWay = visit({ visit: { onMyWayAt: '2027-03-10T09:30:00Z' } });
    expect(refusalOf(onTheWay, 'onMyWay', now)?.code).toBe('already_on_the_way');
    expect(refusalOf(onTheWay, 'checkIn', now)).toBeUndefined();
  });
});

describe('ticking and check-out', () => {
  it('need a check-in first, and then hold at any hour until the visit is completed', () => {
    expect(refusalOf(visit(), 'checkOut', at('2027-03-10T12:00:00Z'))?.code).toBe('not_checked_in');
    expect(refusalOf(visit(), 'tick', at('2027-03-10T12:00:00Z'))?.code).toBe('not_checked_in');
    const arrived = visit({ visit: { actualStart: '2027-03-10T09:55:00Z' } });
    // A babysitting evening that runs past midnight still checks out the next day.
    expect(refusalOf(arrived, 'checkOut', at('2027-03-11T00:40:00Z'))).toBeUndefined();
    expect(refusalOf(arrived, 'tick', at('2027-03-10T12:00:00Z'))).toBeUndefined();
    const finished = visit({
      status: 'completed',
      visit: { actualStart: '2027-03-10T09:55:00Z', actualEnd: '2027-03-10T12:58:00Z' },
    });
    expect(refusalOf(finished, 'checkOut', at('2027-03-10T13:00:00Z'))?.code).toBe('visit_completed');
    expect(refusalOf(finished, 'tick', at('2027-03-10T13:00:00Z'))?.code).toBe('visit_completed');
  });

  it('answer the buttons the member’s day shows', () => {
    expect(allowedNow(visit(), at('2027-03-10T09:00:00Z'))).toEqual({
      onMyWay: true,
      checkIn: true,
      tick: false,
      checkOut: false,
    });
    const arrived = visit({ visit: { actualStart: '2027-03-10T09:55:00Z', checklist: [] } });
    expect(allowedNow(arrived, at('2027-03-10T10:00:00Z'))).toEqual({
      onMyWay: false,
      checkIn: false,
      tick: true,
      checkOut: true,
    });
  });
});

describe('the office’s times', () => {
  const now = at('2027-03-12T12:00:00Z');

  it('are London wall-clock on the visit’s date, an end before the start on the next day', () => {
    const day = attendanceTimes('2027-03-10', { startTime: '09:50', endTime: '13:05' }, now);
    expect(day).toEqual({
      start: at('2027-03-10T09:50:00Z'),
      end: at('2027-03-10T13:05:00Z'),
      issues: [],
    });
    const night = attendanceTimes('2027-07-14', { startTime: '19:00', endTime: '00:30' }, now);
    expect(night.start).toEqual(at('2027-07-14T18:00:00Z'));
    expect(night.end).toEqual(at('2027-07-14T23:30:00Z'));
  });

  it('are refused in the future, or of no length', () => {
    expect(
      attendanceTimes('2027-03-12', { startTime: '11:00', endTime: '13:00' }, now).issues.map((i) => i.path),
    ).toEqual(['endTime']);
    expect(
      attendanceTimes('2027-03-13', { startTime: '09:00', endTime: '10:00' }, now).issues.map((i) => i.path),
    ).toEqual(['startTime', 'endTime']);
    expect(
      attendanceTimes('2027-03-10', { startTime: '09:00', endTime: '09:00' }, now).issues.map((i) => i.path),
    ).toEqual(['endTime']);
  });
});

describe('a check-out that needs a reason', () => {
  const start = (iso: string) => ({ ...visit(), actualStart: iso });

  it('before the booked start, whenever the member checked in (the review: in and out hours early)', () => {
    expect(earlyCheckOutOf(start('2027-03-10T07:00:00Z'), at('2027-03-10T07:00:00.127Z'))).toBe(
      'before_start',
    );
    expect(earlyCheckOutOf(start('2027-03-10T07:00:00Z'), at('2027-03-10T09:59:00Z'))).toBe('before_start');
  });

  it('under half the booked length since check-in; from half on, none', () => {
    expect(earlyCheckOutOf(start('2027-03-10T10:05:00Z'), at('2027-03-10T11:34:00Z'))).toBe('short');
    expect(earlyCheckOutOf(start('2027-03-10T10:05:00Z'), at('2027-03-10T11:35:00Z'))).toBeUndefined();
    // Checked in early: the time since check-in counts, once the booked start has come.
    expect(earlyCheckOutOf(start('2027-03-10T08:30:00Z'), at('2027-03-10T10:00:00Z'))).toBeUndefined();
  });

  it('reads the booked start in London time (BST)', () => {
    const summer = { ...visit({ serviceDate: '2027-07-14' }), actualStart: '2027-07-14T08:30:00Z' };
    // 10:00 London is 09:00 UTC in July.
    expect(earlyCheckOutOf(summer, at('2027-07-14T08:59:00Z'))).toBe('before_start');
    expect(earlyCheckOutOf(summer, at('2027-07-14T10:00:00Z'))).toBeUndefined();
  });
});
