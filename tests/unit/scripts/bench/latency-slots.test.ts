import { describe, expect, it } from 'vitest';
import { bookableSlots } from '../../../../scripts/bench/latency';
import { checkSlot } from '../../../../shared/booking-rules';

describe("the latency section's booking slots", () => {
  const now = new Date('2026-11-23T09:00:00Z');
  const slots = bookableSlots(880, now);

  it('gives as many as asked, none twice', () => {
    expect(slots).toHaveLength(880);
    expect(new Set(slots.map((slot) => `${slot.serviceDate}T${slot.serviceTime}`)).size).toBe(880);
  });

  it('gives only slots the booking rules accept for a two-hour ironing visit', () => {
    for (const slot of slots)
      expect(checkSlot({ serviceType: 'ironing', durationHours: 2, ...slot }, now)).toEqual([]);
  });

  it('says so when the 12-month horizon cannot hold them all', () => {
    expect(() => bookableSlots(5000, now)).toThrow(/bookable slots/);
  });
});
