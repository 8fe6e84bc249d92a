import { describe, expect, it } from 'vitest';
import { demoSchedule } from '../../../../local/seed/schedule';
import { demoTeam } from '../../../../local/seed/team';
import { checkSlot } from '../../../../shared/booking-rules';
import { todayInLondon } from '../../../../shared/dates';
import { addDays, hoursUntil, londonInstant, weekdayOf } from '../../../../shared/london-time';
import { rankCandidates } from '../../../../shared/staff-rules';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Every hour of two weeks (each weekday at every hour), and every hour of the days around both 2026
 * clock changes (29 March, 25 October), as the demo data is seeded at start-up whenever that is.
 */
const instants = (from: string, days: number) =>
  Array.from(
    { length: days * 24 },
    (_, hour) => new Date(londonInstant(from, '00:00').getTime() + hour * HOUR),
  );
const moments = [
  ...instants('2026-11-23', 14),
  ...instants('2026-03-26', 6),
  ...instants('2026-10-22', 6),
  // The failing run: Thursday 26 Nov 2026, 08:00 UTC.
  new Date('2026-11-26T08:00:00Z'),
];

describe("the demo portal's dates (local/seed/schedule.ts)", () => {
  it('covers every weekday and the clock-change Sundays', () => {
    expect(new Set(moments.map((now) => weekdayOf(todayInLondon(now)))).size).toBe(7);
    const days = new Set(moments.map((now) => todayInLondon(now)));
    expect(days).toContain('2026-03-29');
    expect(days).toContain('2026-10-25');
  });

  const byDay = new Map<string, Date[]>();
  for (const now of moments) byDay.set(todayInLondon(now), [...(byDay.get(todayInLondon(now)) ?? []), now]);
  it.each([...byDay])('hold at every hour of %s', (_, hours) => {
    for (const now of hours) holdsAt(now);
  });
});

const holdsAt = (now: Date) => {
  {
    const plan = demoSchedule(now);
    const today = todayInLondon(now);
    const { reviewed, housekeeping, awaiting, pending, cancelledByOffice, moved, movedTo, late, ironing } =
      plan;

    // The visits already done: each on a weekday of its own before today, started before now.
    const done = [reviewed, housekeeping, awaiting];
    expect(new Set(done.map((visit) => visit.serviceDate)).size).toBe(3);
    for (const visit of done) {
      expect(weekdayOf(visit.serviceDate)).toBeLessThanOrEqual(5);
      expect(visit.serviceDate < today).toBe(true);
      expect(hoursUntil(visit.serviceDate, visit.serviceTime, now)).toBeLessThan(0);
    }
    // The one waiting for 'Mark Complete' is the last weekday's, the newest of the three.
    expect(awaiting.serviceDate > housekeeping.serviceDate).toBe(true);
    expect(housekeeping.serviceDate > reviewed.serviceDate).toBe(true);
    expect(addDays(awaiting.serviceDate, 1) <= today).toBe(true);

    // Each is bookable by the rules on the day the seed books it (done ones two weeks or ten days before).
    const bookedAt = (days: number) => new Date(now.getTime() - days * DAY);
    expect(checkSlot(reviewed, bookedAt(14))).toEqual([]);
    expect(checkSlot(housekeeping, bookedAt(14))).toEqual([]);
    expect(checkSlot(awaiting, bookedAt(10))).toEqual([]);
    expect(checkSlot(late, bookedAt(7))).toEqual([]);
    for (const visit of [pending, cancelledByOffice, moved, ironing]) {
      expect(checkSlot(visit, now)).toEqual([]);
      expect(weekdayOf(visit.serviceDate)).toBeLessThanOrEqual(5);
      expect(visit.serviceDate > addDays(today, 2)).toBe(true);
    }
    expect(checkSlot({ ...moved, ...movedTo }, now)).toEqual([]);

    // A visit is booked only when someone is free for it: each has someone in the demo
    // team who may take it (the team as it is seeded at that moment, each visit on its own).
    const team = demoTeam(now).map((member, index) => ({ ...member, id: `m${index}`, active: true }));
    for (const visit of [
      reviewed,
      housekeeping,
      awaiting,
      pending,
      cancelledByOffice,
      moved,
      late,
      ironing,
    ]) {
      const here = { ...visit, postcode: visit.address.postcode };
      expect(rankCandidates(team, here, new Map()).length, JSON.stringify(visit)).toBeGreaterThan(0);
    }
    const movedHere = { ...moved, ...movedTo, postcode: moved.address.postcode };
    expect(rankCandidates(team, movedHere, new Map()).length).toBeGreaterThan(0);

    // The late cancellation is inside the 48 hours' notice but still to come.
    const lateHours = hoursUntil(late.serviceDate, late.serviceTime, now);
    expect(lateHours).toBeGreaterThan(2);
    expect(lateHours).toBeLessThan(47);
  }
};
