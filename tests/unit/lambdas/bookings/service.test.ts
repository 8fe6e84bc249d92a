import { describe, expect, it } from 'vitest';
import { clashIn, overlaps } from '../../../../lambdas/bookings/book';
import {
  ACTIVE_STATUSES,
  BOOKING_STATUSES,
  BOOKING_TRANSITIONS,
  type Booking,
} from '../../../../shared/schemas/booking';

describe('booking transitions', () => {
  it('end in cancelled or completed, from which nothing moves', () => {
    expect(BOOKING_TRANSITIONS.cancelled).toEqual([]);
    expect(BOOKING_TRANSITIONS.completed).toEqual([]);
  });

  it('reach completed only from confirmed, and cancelled from either active status', () => {
    const sources = (to: (typeof BOOKING_STATUSES)[number]) =>
      BOOKING_STATUSES.filter((from) => BOOKING_TRANSITIONS[from].includes(to));
    expect(sources('completed')).toEqual(['confirmed']);
    expect(sources('confirmed')).toEqual(['pending']);
    expect(sources('cancelled')).toEqual([...ACTIVE_STATUSES]);
    // A client's move sends a confirmed visit back to pending for the office.
    expect(sources('pending')).toEqual(['confirmed']);
  });
});

const visit = (
  serviceDate: string,
  serviceTime: string,
  durationHours: number,
  extra: Partial<Booking> = {},
) =>
  ({
    id: `${serviceDate}${serviceTime}`,
    serviceDate,
    serviceTime,
    durationHours,
    status: 'pending',
    ...extra,
  }) as Booking;

describe('overlapping visits', () => {
  it('overlap when each starts before the other ends, on the same date', () => {
    expect(overlaps(visit('2027-01-04', '10:00', 2), visit('2027-01-04', '11:30', 2))).toBe(true);
    expect(overlaps(visit('2027-01-04', '10:00', 2), visit('2027-01-04', '12:00', 2))).toBe(false);
    expect(overlaps(visit('2027-01-04', '10:00', 2), visit('2027-01-05', '10:00', 2))).toBe(false);
  });

  it('a clash is another active visit, never the visit itself or a cancelled one', () => {
    const diary = [
      visit('2027-01-04', '10:00', 2, { id: 'a' }),
      visit('2027-01-04', '14:00', 2, { id: 'b', status: 'cancelled' }),
    ];
    expect(clashIn(diary, { ...visit('2027-01-04', '11:00', 2), id: 'new' })?.id).toBe('a');
    expect(clashIn(diary, { ...visit('2027-01-04', '11:00', 2), id: 'a' })).toBeUndefined();
    expect(clashIn(diary, visit('2027-01-04', '14:00', 2))).toBeUndefined();
  });
});
