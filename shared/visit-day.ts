import { londonInstant } from './london-time';
import type { ServiceType } from './schemas/booking';

/**
 * The day of a visit: when the member given a visit may see it and act on it, what they tick
 * off, and how long a client's key may stay out of the office safe. Declared once; the bookings
 * function enforces it, the staff's phone view and the office read it.
 */
export const VISIT_DAY = {
  /**
   * A member sees a visit's details (address, access, children) from the day before its date until
   * the day after, London dates; outside that window it is not found (404).
   */
  seeDaysAround: 1,
  /** The staff's list: today and this many days after it, in summary. */
  listDays: 7,
  /** "On my way" and check-in open this many hours before the booked start, on the visit's date only. */
  actEarlyHours: 3,
  /** A key handed to a member must be back in the safe within this many hours of the visit's booked end. */
  keyReturnHours: 12,
  /** Distances from the visit are kept rounded to this many metres (never the coordinates). */
  distanceRoundingMetres: 50,
  /**
   * A check-out before the booked start, or after less than this share of the booked length since
   * check-in, needs the member's reason, which the office sees.
   */
  minimumShareWithoutReason: 0.5,
} as const;

/** Why checking out now needs a reason: before the booked start, or too short a visit. */
export type EarlyCheckOut = 'before_start' | 'short';

/**
 * Whether a check-out at `now` needs the member's reason: before the visit's booked
 * start (London), or less than VISIT_DAY.minimumShareWithoutReason of its booked length after check-in.
 * The server decides with this at check-out; the phone's form asks for the reason with it beforehand.
 */
export const earlyCheckOutOf = (
  visit: { serviceDate: string; serviceTime: string; durationHours: number; actualStart?: string },
  now: Date,
): EarlyCheckOut | undefined => {
  if (now < londonInstant(visit.serviceDate, visit.serviceTime)) return 'before_start';
  const worked = visit.actualStart ? now.getTime() - Date.parse(visit.actualStart) : 0;
  return worked < VISIT_DAY.minimumShareWithoutReason * visit.durationHours * 3_600_000 ? 'short' : undefined;
};

/**
 * The checklist each service starts from until the office edits it (GET/PUT
 * /api/admin/settings/checklists), from what the service pages promise.
 */
export const DEFAULT_CHECKLISTS: Record<ServiceType, readonly string[]> = {
  domestic_cleaning: [
    'Kitchen: worktops, hob, sink and appliance fronts',
    'Bathrooms: bath, shower, basin, toilet and mirrors',
    'Dusting of surfaces within reach',
    'Floors vacuumed and mopped',
    'Bins emptied',
  ],
  commercial_cleaning: [
    'Desks and surfaces wiped',
    'Kitchen area and appliances',
    'Washrooms cleaned and restocked',
    'Floors vacuumed and mopped',
    'Bins emptied and recycling sorted',
  ],
  deep_cleaning: [
    'Inside the oven, fridge and microwave',
    'Limescale removed in bathrooms',
    'Skirting boards, doors and frames',
    'Inside windows and sills',
    'Behind and under furniture',
    'Floors deep-cleaned',
  ],
  housekeeping: [
    'Beds changed',
    'Laundry washed and put away',
    'Tidying of living areas',
    'Kitchen and bathrooms cleaned',
    'Floors vacuumed',
  ],
  ironing: ['Shirts and blouses', 'Trousers and skirts', 'Bedding', 'Everything folded or hung'],
  childcare: ['Meals and snacks as agreed', 'Play and outdoor time', 'Tidy up after the children'],
  babysitting: ['Tea or supper as agreed', 'Bedtime routine', 'Tidy up after the children'],
  nanny: [
    'Meals and snacks as agreed',
    'School or nursery run',
    'Play, reading and outdoor time',
    "Children's laundry and tidy up",
  ],
};
