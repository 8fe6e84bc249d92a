import { confirmSeries, editBooking, updateBookingStatus } from '../../lambdas/bookings/admin';
import { assignStaff } from '../../lambdas/bookings/assign';
import { createBooking, createSeries } from '../../lambdas/bookings/book';
import { allStaff } from '../../lambdas/data/staff';
import type { Caller } from '../../lambdas/lib/caller';
import { AppError } from '../../lambdas/lib/errors';
import { createKey } from '../../lambdas/staff/house-keys';
import { createChild } from '../../lambdas/users/children';
import { todayInLondon } from '../../shared/dates';
import {
  addDays,
  addMonths,
  londonParts,
  minutesOf,
  timeOf,
  weekdayNear,
  weekdayOf,
} from '../../shared/london-time';
import type { Booking } from '../../shared/schemas/booking';
import { ChildDetailsSchema } from '../../shared/schemas/children';
import { DEMO_ADDRESS } from './schedule';

const DAY = 86_400_000;
const DEMO_REASON = 'Demo data: a visit today, so the member of the team has a day to open';

/** The member of the demo team named, by name (local/seed/team.ts). */
const memberNamed = async (name: string) => {
  const member = (await allStaff()).find((one) => one.name === name);
  if (!member) throw new Error(`the demo team has no ${name}`);
  return member;
};

/** Gives a visit to the member through the office's own assignment, setting the rules aside with a reason when they say no. */
const giveTo = async (booking: Booking, name: string, now: Date) => {
  const { id: staffId } = await memberNamed(name);
  try {
    await assignStaff(booking.id, { staffId }, now);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'assignment_needs_reason') throw error;
    await assignStaff(booking.id, { staffId, overrideReason: DEMO_REASON }, now);
  }
};

/**
 * When today's demo visit starts: the next half hour at least 30 minutes away (from 08:00), or, late in
 * the evening when no start is left today, 18:00, already under way or done but still today's to act on.
 */
const LATEST_START = 21 * 60 + 30;
const startToday = (now: Date) => {
  const minutes = Math.max(Math.ceil((minutesOf(londonParts(now).time) + 30) / 30) * 30, 8 * 60);
  return timeOf(minutes <= LATEST_START ? minutes : 18 * 60);
};

/**
 * The demo family, on the demo client (npm start only): two children, a weekly babysitting
 * visit with Sam, their front-door key in the office safe, and a clean today given to Maria (the demo
 * team's member with a sign-in) that needs that key, so her day is not empty on first start. Everything
 * goes through the services the API calls; only the visit today is put on today by the office's edit
 * with a reason, as the office would for a visit at short notice.
 */
export const seedFamily = async (clientId: string, now = new Date()) => {
  const family: Caller = {
    sub: clientId,
    username: clientId,
    groups: [],
    isAdmin: false,
    adminWithoutMfa: false,
    isStaff: false,
  };
  const today = todayInLondon(now);
  const contacts = [{ name: 'Jordan Client', relationship: 'Father', phone: '07700 900321' }];
  // Parsed as the API parses what a family sends (phones in the national form, empty fields absent).
  await createChild(
    family,
    ChildDetailsSchema.parse({
      firstName: 'Lily',
      dateOfBirth: addMonths(today, -(6 * 12 + 4)),
      allergies: 'Peanuts: her EpiPen is in the kitchen drawer by the fridge',
      dietaryNeeds: 'No nuts of any kind',
      emergencyContacts: [
        ...contacts,
        { name: 'Grandma Ruth', relationship: 'Grandmother', phone: '01707 650123' },
      ],
      consents: { outings: true, photos: true, sunCream: true },
    }),
    undefined,
    now,
  );
  await createChild(
    family,
    ChildDetailsSchema.parse({
      firstName: 'Noah',
      dateOfBirth: addMonths(today, -(2 * 12 + 7)),
      medicalNotes: 'Mild eczema: cream after his bath (in the bathroom cabinet)',
      dietaryNeeds: 'Still has warm milk before bed',
      emergencyContacts: contacts,
      consents: { outings: true, photos: false, sunCream: true },
    }),
    undefined,
    now,
  );
  const key = await createKey({ clientId, kind: 'key', label: 'Front door' }, undefined, now);

  // Weekly babysitting on Friday evenings, from the first Friday after the neighbours' week
  // (local/seed/week.ts): its Friday evening is Sam's already, and the series would not be covered.
  let friday = addDays(today, 8);
  while (weekdayOf(friday) !== 5) friday = addDays(friday, 1);
  const series = await createSeries(
    clientId,
    {
      serviceType: 'babysitting',
      serviceDate: friday,
      serviceTime: '18:30',
      durationHours: 3,
      address: DEMO_ADDRESS,
      accessNotes: 'Ring the bell once: Noah may be asleep.',
      specialInstructions: 'Bedtime 7:30 for Noah, 8:00 for Lily. Lily may read until 8:15.',
      frequency: 'weekly',
      visits: 8,
    },
    undefined,
    now,
  );
  for (const visit of series.visits) await giveTo(visit, 'Sam Carter', now);
  await confirmSeries(series.id, now);

  // A clean today for Maria, needing the family's key: booked a week ago for a weekday three weeks
  // ahead (this week's are full of the neighbours'), moved to today by the office.
  const booked = await createBooking(
    clientId,
    {
      serviceType: 'domestic_cleaning',
      serviceDate: weekdayNear(addDays(today, 20)),
      serviceTime: '10:00',
      durationHours: 2,
      address: DEMO_ADDRESS,
      specialInstructions: 'Please change the beds in both children’s rooms.',
    },
    undefined,
    new Date(now.getTime() - 7 * DAY),
  );
  // The office's moves are made as of yesterday, so a start that has passed today is still one the
  // edit takes (the office cannot book into the past; the demo needs a visit today at any hour).
  const yesterday = new Date(now.getTime() - DAY);
  await editBooking(
    booked.id,
    { serviceDate: today, serviceTime: startToday(now), keyId: key.id, overrideReason: DEMO_REASON },
    yesterday,
  );
  const moved = { ...booked, serviceDate: today };
  await giveTo(moved, 'Maria Lopez', yesterday);
  await updateBookingStatus(booked.id, { status: 'confirmed' }, yesterday);
};
