import { todayInLondon } from '@shared/dates';
import type { BookingStatus } from '@shared/schemas/booking';
import { describe, expect, it } from 'vitest';
import { isUpcoming, upcomingBookings } from '@/features/bookings/upcoming';

const today = '2026-03-29';
const booking = (serviceDate: string, status: BookingStatus, serviceTime = '09:00') => ({
  serviceDate,
  serviceTime,
  status,
});

describe('the upcoming-bookings rule', () => {
  it('counts bookings dated today or later that are pending or confirmed', () => {
    expect(isUpcoming(booking(today, 'pending'), today)).toBe(true);
    expect(isUpcoming(booking('2026-04-01', 'confirmed'), today)).toBe(true);
    expect(isUpcoming(booking('2026-03-28', 'pending'), today)).toBe(false);
  });

  it('never counts completed or cancelled bookings, even in the future', () => {
    expect(isUpcoming(booking('2026-04-01', 'completed'), today)).toBe(false);
    expect(isUpcoming(booking('2026-04-01', 'cancelled'), today)).toBe(false);
  });

  it("takes today in Europe/London: 23:30 UTC in summer time is already tomorrow's date", () => {
    const londonToday = todayInLondon(new Date('2026-06-30T23:30:00Z'));
    expect(londonToday).toBe('2026-07-01');
    expect(isUpcoming(booking('2026-06-30', 'pending'), londonToday)).toBe(false);
    expect(isUpcoming(booking('2026-07-01', 'pending'), londonToday)).toBe(true);
  });

  it('lists the upcoming ones soonest first, by date then time', () => {
    const list = [
      booking('2026-04-02', 'pending', '08:00'),
      booking('2026-03-30', 'completed'),
      booking('2026-03-29', 'confirmed', '15:00'),
      booking('2026-03-20', 'pending'),
      booking('2026-03-29', 'pending', '09:30'),
    ];
    expect(upcomingBookings(list, today)).toEqual([list[4], list[2], list[0]]);
  });
});
