import { createBooking } from '../../lambdas/bookings/book';
import { saveProfile } from '../../lambdas/data/profile';
import { AppError } from '../../lambdas/lib/errors';
import { checkSlot } from '../../shared/booking-rules';
import { todayInLondon } from '../../shared/dates';
import { addDays, weekdayOf } from '../../shared/london-time';
import type { CreateBooking, ServiceType } from '../../shared/schemas/booking';

/**
 * Neighbours of the demo client (profiles only: nobody signs in as them), whose visits fill the office's
 * schedule board on first start: a week of cleaning, ironing, housekeeping and babysitting,
 * each booked through the real service, so each is given to whoever in the demo team is free.
 */
const NEIGHBOURS = [
  {
    id: 'demo-neighbour-1',
    fullName: 'Helen Shaw',
    email: 'helen.shaw@example.com',
    postcode: 'EN6 2AB',
    line1: '3 Mutton Lane',
  },
  {
    id: 'demo-neighbour-2',
    fullName: 'Tom Becker',
    email: 'tom.becker@example.com',
    postcode: 'EN6 5AA',
    line1: '21 Darkes Lane',
  },
  {
    id: 'demo-neighbour-3',
    fullName: 'Aisha Rahman',
    email: 'aisha.rahman@example.com',
    postcode: 'EN5 1QN',
    line1: '8 Wood Street',
  },
] as const;

const PLAN: { who: number; serviceType: ServiceType; serviceTime: string; durationHours: number }[] = [
  { who: 0, serviceType: 'domestic_cleaning', serviceTime: '09:00', durationHours: 3 },
  { who: 1, serviceType: 'ironing', serviceTime: '13:00', durationHours: 2 },
  { who: 2, serviceType: 'housekeeping', serviceTime: '10:00', durationHours: 4 },
  { who: 1, serviceType: 'babysitting', serviceTime: '18:30', durationHours: 3 },
];

export const seedWeek = async (now = new Date()) => {
  for (const neighbour of NEIGHBOURS)
    await saveProfile({
      id: neighbour.id,
      fullName: neighbour.fullName,
      email: neighbour.email,
      createdAt: now.toISOString(),
    });
  const today = todayInLondon(now);
  for (let day = 1; day <= 7; day += 1) {
    const serviceDate = addDays(today, day);
    if (weekdayOf(serviceDate) === 7) continue;
    for (const { who, ...visit } of PLAN) {
      const neighbour = NEIGHBOURS[(who + day) % NEIGHBOURS.length] ?? NEIGHBOURS[0];
      const request: CreateBooking = {
        ...visit,
        serviceDate,
        address: { line1: neighbour.line1, town: 'Potters Bar', postcode: neighbour.postcode },
      };
      if (checkSlot(request, now).length > 0) continue;
      try {
        await createBooking(neighbour.id, request, undefined, now);
      } catch (error) {
        // Nobody free then, or the neighbour already has a visit: the board shows what could be booked.
        if (!(error instanceof AppError) || (error.status !== 409 && error.status !== 422)) throw error;
      }
    }
  }
};
