import { describe, expect, it } from 'vitest';
import {
  inWindow,
  reminderId,
  reminderKeyRange,
  reminderWindow,
  wantsReminder,
} from '../../../../lambdas/notices/reminders';
import { londonInstant } from '../../../../shared/london-time';
import type { Booking } from '../../../../shared/schemas/booking';

const booking = (overrides: Partial<Booking> = {}): Booking => ({
  id: 'b1',
  userId: 'u1',
  serviceType: 'domestic_cleaning',
  serviceDate: '2026-06-10',
  serviceTime: '10:00',
  durationHours: 2,
  status: 'confirmed',
  createdAt: '2026-06-01T09:00:00.000Z',
  scheduleVersion: 0,
  ...overrides,
});

describe('the reminder window', () => {
  it('covers the visits starting 18 to 24 hours from now, the later end included', () => {
    const now = new Date('2026-06-09T09:00:00Z'); // 10:00 in London (BST)
    const { from, to } = reminderWindow(now);
    expect(to.toISOString()).toBe('2026-06-10T09:00:00.000Z');
    expect(from.toISOString()).toBe('2026-06-10T03:00:00.000Z');
    expect(inWindow({ serviceDate: '2026-06-10', serviceTime: '10:00' }, now)).toBe(true);
    expect(inWindow({ serviceDate: '2026-06-10', serviceTime: '10:30' }, now)).toBe(false);
    expect(inWindow({ serviceDate: '2026-06-10', serviceTime: '04:00' }, now)).toBe(false);
    expect(inWindow({ serviceDate: '2026-06-10', serviceTime: '04:30' }, now)).toBe(true);
  });

  it('counts real hours across the October clock change: 24 hours before 09:00 on the Sunday is 10:00 on Saturday', () => {
    // Clocks go back at 02:00 BST on Sunday 25 October 2026: that day has 25 hours.
    const visit = { serviceDate: '2026-10-25', serviceTime: '09:00' };
    const start = londonInstant(visit.serviceDate, visit.serviceTime);
    expect(start.toISOString()).toBe('2026-10-25T09:00:00.000Z');
    const sweepAt = new Date(start.getTime() - 24 * 3_600_000); // 10:00 BST on the Saturday
    expect(inWindow(visit, sweepAt)).toBe(true);
    // A sweep at 09:00 London time on the Saturday is 25 real hours before: not yet.
    expect(inWindow(visit, londonInstant('2026-10-24', '09:00'))).toBe(false);
  });

  it('counts real hours across the March clock change: 24 hours before 09:00 on the Sunday is 08:00 on Saturday', () => {
    // Clocks go forward at 01:00 GMT on Sunday 29 March 2026: that day has 23 hours.
    const visit = { serviceDate: '2026-03-29', serviceTime: '09:00' };
    expect(inWindow(visit, londonInstant('2026-03-28', '08:00'))).toBe(true);
    expect(inWindow(visit, londonInstant('2026-03-28', '07:59'))).toBe(false);
  });

  it("queries index keys an hour wider than the window's wall-clock times, so a repeated hour is never missed", () => {
    const now = new Date('2026-10-24T08:30:00Z');
    const { lower, upper } = reminderKeyRange(now);
    // Window: 02:30 to 08:30 UTC on Sunday = 02:30 to 08:30 GMT; BST before 02:00 repeats 01:00 to 02:00.
    expect(lower).toBe('2026-10-25T01:30');
    expect(upper.startsWith('2026-10-25T09:30#')).toBe(true);
    // A visit at 01:45 (either of them) sorts inside the keys, and inWindow decides by instant.
    expect('2026-10-25T01:45#b1' > lower && '2026-10-25T01:45#b1' < upper).toBe(true);
  });
});

describe('which visits want a reminder', () => {
  it('an active visit booked days ahead does; a cancelled or completed one does not', () => {
    expect(wantsReminder(booking())).toBe(true);
    expect(wantsReminder(booking({ status: 'pending' }))).toBe(true);
    expect(wantsReminder(booking({ status: 'cancelled' }))).toBe(false);
    expect(wantsReminder(booking({ status: 'completed' }))).toBe(false);
  });

  it('a visit booked, or moved, less than 24 hours before it starts does not: its confirmation just went', () => {
    expect(wantsReminder(booking({ createdAt: '2026-06-09T10:00:00.000Z' }))).toBe(false);
    expect(
      wantsReminder(
        booking({
          rescheduledFrom: {
            serviceDate: '2026-06-12',
            serviceTime: '10:00',
            at: '2026-06-09T12:00:00.000Z',
          },
        }),
      ),
    ).toBe(false);
  });

  it("names a visit's reminder by its id and schedule version, so a moved visit has a new one", () => {
    expect(reminderId(booking())).toBe('reminder-b1-0');
    expect(reminderId(booking({ scheduleVersion: 2 }))).toBe('reminder-b1-2');
  });
});

describe('the stream filter', () => {
  it('passes pending notices only', async () => {
    const { matchesFilter } = await import('../../../../shared/notice-stream');
    const record = (eventName: string, entity: string, status: string) => ({
      eventName,
      dynamodb: { NewImage: { entity: { S: entity }, status: { S: status } } },
    });
    expect(matchesFilter(record('INSERT', 'notice', 'pending'))).toBe(true);
    expect(matchesFilter(record('MODIFY', 'notice', 'pending'))).toBe(true);
    expect(matchesFilter(record('MODIFY', 'notice', 'sent'))).toBe(false);
    expect(matchesFilter(record('INSERT', 'booking', 'pending'))).toBe(false);
    expect(matchesFilter(record('REMOVE', 'notice', 'pending'))).toBe(false);
    expect(matchesFilter({ eventName: 'INSERT' })).toBe(false);
  });
});
