import { readFileSync } from 'node:fs';
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { todayInLondon } from '../shared/dates';
import { addDays, londonInstant, weekdayOf } from '../shared/london-time';
import type { ServiceType } from '../shared/schemas/booking';
import { accessTokenOf, pointAtStack, type StorageState } from './clients';
import { E2E } from './ports';
import { ADMIN_STATE, withCookieChoice } from './support';

/** The admin's stored session (made once by auth.setup.ts). */
export const adminState = (): StorageState => JSON.parse(readFileSync(ADMIN_STATE, 'utf8')) as StorageState;

/** The API as a signed-in user calls it, for a scene a journey sets rather than tests. */
export const sceneApi = async <T = unknown>(
  state: StorageState,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> => {
  const response = await fetch(`${E2E.site}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await accessTokenOf(state)}`,
      ...(body ? { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json() as Promise<T>;
};

/**
 * A page in a browser context of its own, signed in as `storageState` (signed out without one), the
 * cookie choice made; `options` for the rest of the context (a phone's viewport and permissions).
 */
export const pageAs = async (
  browser: Browser,
  storageState?: StorageState | string,
  options: BrowserContextOptions = {},
) => {
  const context = await browser.newContext({ ...options, ...(storageState ? { storageState } : {}) });
  await withCookieChoice(context);
  return context.newPage();
};

/**
 * A visit at 10:00 some days ago (three hours unless told), booked a week before it as the client would
 * have, and confirmed: all a journey about what follows a visit needs, without seeding a whole demo
 * portal (each one costs the stack seconds of work). Answers the booking's id and date.
 */
export const pastVisit = async (
  userId: string,
  line1: string,
  {
    serviceType = 'domestic_cleaning',
    durationHours = 3,
  }: { serviceType?: ServiceType; durationHours?: number } = {},
): Promise<{ id: string; serviceDate: string }> => {
  await pointAtStack();
  const [{ createBooking }, { updateBookingStatus }] = await Promise.all([
    import('../lambdas/bookings/book'),
    import('../lambdas/bookings/admin'),
  ]);
  for (let back = 3; back <= 30; back += 1) {
    const serviceDate = addDays(todayInLondon(), -back);
    if (weekdayOf(serviceDate) >= 6) continue;
    const booked = new Date(londonInstant(serviceDate, '10:00').getTime() - 7 * 86_400_000);
    try {
      const visit = await createBooking(
        userId,
        {
          serviceType,
          serviceDate,
          serviceTime: '10:00',
          durationHours,
          address: { line1, town: 'Potters Bar', postcode: 'EN6 2AB' },
        } as never,
        undefined,
        booked,
      );
      await updateBookingStatus(visit.id, { status: 'confirmed' }, new Date(booked.getTime() + 86_400_000));
      return { id: visit.id, serviceDate };
    } catch {
      // Nobody free that day (other specs' visits): an earlier day.
    }
  }
  throw new Error(`no past day had anyone free for ${serviceType}`);
};

/** The office's real path: the visit marked completed through the API, as its screen does. */
export const completeAsOffice = (bookingId: string) =>
  sceneApi(adminState(), 'PATCH', `/api/admin/bookings/${bookingId}`, { status: 'completed' });
