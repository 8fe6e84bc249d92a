import { windowOn } from '../../shared/booking-rules';
import { todayInLondon } from '../../shared/dates';
import { addDays, hoursUntil, timeOf, weekdayNear } from '../../shared/london-time';
import type { Address } from '../../shared/schemas/address';
import type { CreateBooking, ServiceType } from '../../shared/schemas/booking';

export const DEMO_ADDRESS: Address = { line1: '14 Hatfield Road', town: 'Potters Bar', postcode: 'EN6 1HS' };

const visit = (
  serviceType: ServiceType,
  serviceDate: string,
  serviceTime: string,
  durationHours: number,
): CreateBooking => ({
  serviceType,
  serviceDate,
  serviceTime,
  durationHours,
  address: DEMO_ADDRESS,
  accessNotes: 'Side gate code 1234; please close it behind you.',
});

/** A start between 2 and 47 hours after `now` within the hours (so cancelling it then costs a fee). */
const soonSlot = (serviceType: ServiceType, durationHours: number, now: Date) => {
  const today = todayInLondon(now);
  for (let day = 0; day <= 2; day += 1) {
    const date = addDays(today, day);
    const window = windowOn(date, serviceType);
    for (let start = window?.opens ?? 0; window && start + durationHours * 60 <= window.closes; start += 30) {
      const hours = hoursUntil(date, timeOf(start), now);
      if (hours > 2 && hours < 47) return visit(serviceType, date, timeOf(start), durationHours);
    }
  }
  throw new Error('no slot within 47 hours');
};

/**
 * The demo portal's visits as seen from `now`, chosen so that they hold on any day of the week, at any
 * hour and across the clock changes: the three visits already done are on three different
 * Monday-to-Friday dates before today (the last weekday's visit is the one waiting for 'Mark Complete'),
 * so each past day holds one visit; the visits to come are on weekdays at least three days ahead.
 * Exported for the unit tests, which check every weekday, hour and the clock-change weekends.
 */
export const demoSchedule = (now: Date) => {
  const today = todayInLondon(now);
  const lastWeekday = weekdayNear(addDays(today, -1), -1);
  const weekdayBefore = weekdayNear(addDays(lastWeekday, -1), -1);
  const weekdayBeforeThat = weekdayNear(addDays(weekdayBefore, -1), -1);
  /** The first Monday-to-Friday date at least `days` from today. */
  const weekdayFrom = (days: number) => weekdayNear(addDays(today, days));
  return {
    /** Done, confirmed, completed and reviewed: booked two weeks before. */
    reviewed: visit('deep_cleaning', weekdayBeforeThat, '12:00', 6),
    /** Done, confirmed and completed; left ready to invoice. */
    housekeeping: visit('housekeeping', weekdayBefore, '08:00', 4),
    /** Done (it has started) but not yet marked complete. */
    awaiting: visit('domestic_cleaning', lastWeekday, '10:00', 2),
    pending: visit('domestic_cleaning', weekdayFrom(3), '09:00', 2),
    cancelledByOffice: visit('babysitting', weekdayFrom(9), '14:00', 4),
    moved: visit('domestic_cleaning', weekdayFrom(12), '09:00', 3),
    movedTo: { serviceDate: weekdayFrom(12), serviceTime: '10:00' },
    /** Booked a week before for the next day or two, cancelled now at the terms' fee. */
    late: soonSlot('housekeeping', 3, now),
    ironing: visit('ironing', weekdayFrom(4), '15:00', 2),
  };
};

/** What was seeded for a client, so a test can find its own records by id and date. */
export type DemoPortal = Record<
  Exclude<keyof ReturnType<typeof demoSchedule>, 'movedTo'>,
  { id: string; date: string }
>;
