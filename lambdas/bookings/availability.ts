import { isCare } from '../../shared/booking-rules';
import { seriesDates } from '../../shared/booking-series';
import { formatDate } from '../../shared/dates';
import { addDays } from '../../shared/london-time';
import type {
  Availability,
  AvailabilityQuery,
  SeriesCover,
  SeriesCoverQuery,
} from '../../shared/schemas/availability';
import type { ServiceType } from '../../shared/schemas/booking';
import type { Staff } from '../../shared/schemas/staff';
import {
  type ClientHistory,
  coverSeries,
  districtOf,
  staffedStartTimes,
  type Visit,
} from '../../shared/staff-rules';
import type { BookingSummary } from '../data/booking';
import { teamWithStamps } from '../data/staff';
import { readStaffMonths, type StaffMonth } from '../data/staff-month';
import { ValidationError } from '../lib/errors';
import { listUserBookingSummaries } from './repository';

/**
 * Which times a client may book: those at which someone who may do the service, covers the
 * client's district and is free for the whole visit plus the travel buffer (shared/staff-rules.ts).
 * One Query of the team list, one batch read of the members' months in the window and one Query of
 * the client's own visits (for who came before); nothing is scanned.
 */

export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** The active members who do this service in this district: the only ones worth reading the days of. */
const teamFor = (
  everyone: readonly Staff[],
  serviceType: ServiceType,
  postcode: string,
  staffId?: string,
) => {
  const district = districtOf(postcode);
  return everyone.filter(
    (member) =>
      member.active &&
      member.services.includes(serviceType) &&
      member.districts.includes(district) &&
      (staffId === undefined || member.id === staffId),
  );
};

/** Every visit in the months read, by member. */
/** A month's visits as the rules take them, made once per month object (an environment keeps them). */
const visitsOfMonth = new WeakMap<StaffMonth, Visit[]>();
const monthVisits = (month: StaffMonth): Visit[] => {
  let visits = visitsOfMonth.get(month);
  if (!visits) {
    visits = month.visits.map((visit) => ({ ...visit, staffId: month.staffId }));
    visitsOfMonth.set(month, visits);
  }
  return visits;
};

export const visitsByMember = (months: Map<string, StaffMonth[]>): Map<string, Visit[]> =>
  new Map([...months].map(([id, list]) => [id, list.flatMap(monthVisits)]));

/**
 * Who has come to (or is booked to come to) this client, for continuity and asking by name. A client may
 * ask only for someone of that history (the form offers no one else): anyone else's free times and diary
 * are not theirs to read by id. 422 on `staffId` otherwise.
 */
export const clientHistory = async (
  userId: string,
  requestedStaffId?: string,
): Promise<{ history: ClientHistory; visits: BookingSummary[] }> => {
  const visits = await listUserBookingSummaries(userId);
  if (
    requestedStaffId &&
    !visits.some((visit) => visit.staffId === requestedStaffId && visit.status !== 'cancelled')
  )
    throw new ValidationError([
      { path: 'staffId', message: 'You can ask only for someone who has come to you before' },
    ]);
  return {
    visits,
    history: {
      visits: visits
        .filter((visit) => visit.status !== 'cancelled')
        .flatMap((visit) =>
          visit.staffId ? [{ staffId: visit.staffId, serviceDate: visit.serviceDate }] : [],
        ),
      ...(requestedStaffId ? { requestedStaffId } : {}),
    },
  };
};

/** The people who have come before and still work here, for the form's "ask for" choice. */
const familiarPeople = (visits: BookingSummary[], team: readonly Staff[]) => {
  const ids = new Set(
    visits.flatMap((visit) => (visit.staffId && visit.status !== 'cancelled' ? [visit.staffId] : [])),
  );
  return team
    .filter((member) => member.active && ids.has(member.id))
    .map((member) => ({ id: member.id, firstName: firstName(member.name) }));
};

interface Slot {
  serviceType: ServiceType;
  durationHours: number;
  postcode: string;
}

/** The free start times of each date, each with who would come, from the months as read. */
export const freeTimes = (
  slot: Slot,
  dates: readonly string[],
  team: readonly Staff[],
  visits: Map<string, Visit[]>,
  history: ClientHistory,
  now: Date,
) =>
  dates.map((serviceDate) => ({
    serviceDate,
    times: staffedStartTimes({ ...slot, serviceDate }, team, visits, now, history).map(
      ({ serviceTime, candidates }) => ({
        serviceTime,
        staffFirstName: firstName(candidates[0]?.member.name ?? ''),
        member: candidates[0]?.member as Staff,
      }),
    ),
  }));

/** GET /api/availability: the times to offer for up to two weeks from a date. */
export const getAvailability = async (
  userId: string,
  query: AvailabilityQuery,
  now = new Date(),
): Promise<Availability> => {
  const dates = Array.from({ length: query.days }, (_, index) => addDays(query.from, index));
  const [{ team: everyone, stamps }, client] = await Promise.all([
    teamWithStamps(),
    clientHistory(userId, query.staffId),
  ]);
  const team = teamFor(everyone, query.serviceType, query.postcode, query.staffId);
  const months = await readStaffMonths(
    team.map((member) => member.id),
    addDays(dates[0] as string, -1),
    addDays(dates.at(-1) as string, 1),
    false,
    stamps,
  );
  const occupied = visitsByMember(months);
  // Only the caller's own visit is left out: anyone else's id changes nothing.
  const moving = client.visits.find((visit) => visit.id === query.movingId)?.id;
  if (moving)
    for (const [id, visits] of occupied)
      occupied.set(
        id,
        visits.filter((visit) => visit.id !== moving),
      );
  const days = freeTimes(query, dates, team, occupied, client.history, now);
  return {
    days: days.map(({ serviceDate, times }) => ({
      serviceDate,
      times: times.map(({ serviceTime, staffFirstName }) => ({ serviceTime, staffFirstName })),
    })),
    familiar: familiarPeople(client.visits, everyone),
  };
};

/** GET /api/availability/series: who can take each visit of a series, and the dates nobody can. */
export const getSeriesCover = async (
  userId: string,
  query: SeriesCoverQuery,
  now = new Date(),
): Promise<SeriesCover> => {
  const dates = seriesDates(
    query.serviceDate,
    query.frequency,
    { visits: query.visits, until: query.until },
    now,
  );
  const cover = await planSeries(userId, query, dates, query.staffId, false);
  const names = new Map(cover.team.map((member) => [member.id, firstName(member.name)]));
  return {
    covered: cover.covered.map(({ serviceDate, staffId }) => ({
      serviceDate,
      staffFirstName: names.get(staffId) ?? '',
    })),
    uncovered: cover.uncovered,
  };
};

/**
 * Who takes each of these dates at one time (a single visit is a series of one): the months of the
 * members who could, read (consistently before a write) for the whole span, and each date given to the
 * best match once the earlier ones are counted.
 */
export const planSeries = async (
  userId: string,
  slot: Slot & { serviceTime: string },
  dates: readonly string[],
  requestedStaffId: string | undefined,
  consistent: boolean,
  /** A visit being moved: its own place in a diary does not stand in its way. */
  movingId?: string,
) => {
  const [{ team: everyone, stamps }, client] = await Promise.all([
    teamWithStamps(),
    clientHistory(userId, requestedStaffId),
  ]);
  const team = teamFor(everyone, slot.serviceType, slot.postcode, requestedStaffId);
  const first = dates[0] ?? '';
  const last = dates.at(-1) ?? first;
  const months = await readStaffMonths(
    team.map((member) => member.id),
    addDays(first, -1),
    addDays(last, 1),
    consistent,
    stamps,
  );
  const occupied = visitsByMember(months);
  if (movingId)
    for (const [id, visits] of occupied)
      occupied.set(
        id,
        visits.filter((visit) => visit.id !== movingId),
      );
  const plan = coverSeries(slot, dates, team, occupied, client.history);
  return { ...plan, team, months };
};

/** The words of a refusal for a time nobody is free for, with what is. */
export const slotTakenMessage = (serviceDate: string, serviceType: ServiceType, free: readonly string[]) => {
  const who = isCare(serviceType) ? 'carer' : 'member of our team';
  const when = formatDate(serviceDate);
  return free.length > 0
    ? `Nobody is free at that time any more on ${when}. Still free: ${free.join(', ')}.`
    : `No ${who} is free on ${when} any more. Please choose another day.`;
};
