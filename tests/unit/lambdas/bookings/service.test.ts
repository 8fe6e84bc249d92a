import { describe, expect, it } from 'vitest';
import { transitionSource } from '../../../../lambdas/bookings/service';
import { BOOKING_STATUSES, BOOKING_TRANSITIONS } from '../../../../shared/schemas/booking';

describe('booking transitions', () => {
  it('reach each status from the one status the state machine allows', () => {
    expect(transitionSource('confirmed')).toBe('pending');
    expect(transitionSource('cancelled')).toBe('pending');
    expect(transitionSource('completed')).toBe('confirmed');
  });

  it('never lead back to pending', () => {
    expect(transitionSource('pending')).toBeUndefined();
  });

  it('give every reachable status exactly one source, so the conditional update has one status to check', () => {
    for (const to of BOOKING_STATUSES) {
      const sources = BOOKING_STATUSES.filter((from) => BOOKING_TRANSITIONS[from].includes(to));
      expect(sources.length, to).toBeLessThanOrEqual(1);
      expect(transitionSource(to), to).toBe(sources[0]);
    }
  });
});
