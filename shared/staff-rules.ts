import { bankHolidayOn } from './bank-holidays';
import { isCare, startTimesFor } from './booking-rules';
import { addDays, addMonths, londonInstant, weekdayOf } from './london-time';
import type { ServiceType } from './schemas/booking';

/**
 * The people behind the visits, as rules: who may do a visit (skills, credentials, active),
 * who is free for it (working pattern, leave and sickness, other visits with a travel buffer), which
 * start times the booking form may offer, and who is the best match. The server enforces these on
 * every assignment and booking; the booking form and the office's board offer only what they allow.
 * Times are London wall-clock dates and times; every overlap is measured between real instants, so a
 * clock-change day is as long as it really is.
 */
export const staffPolicy = {
  /** Between two visits of one person: travel from one home to the next. */
  travelBufferMinutes: 30,
  /** The terms: an enhanced DBS certificate, renewed annually (or a status check on the Update Service). */
  dbsRenewMonths: 12,
  /** The office is told of a credential that runs out within this many days. */
  credentialWarningDays: 30,
  /** The terms promise at least two references for every member of staff. */
  referencesRequired: 2,
} as const;

export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** A weekday's working hours, London wall-clock `HH:MM`; a weekday left out is not worked. */
export interface WorkingHours {
  start: string;
  end: string;
}
export type WeeklyPattern = Partial<Record<Weekday, WorkingHours>>;

/** Leave or sickness: whole days, `from` to `to` inclusive. */
export interface Absence {
  kind: 'leave' | 'sickness';
  from: string;
  to: string;
}

export interface Credentials {
  dbs?: {
    certificateNumber: string;
    issuedOn: string;
    /** Subscribed to the DBS Update Service, so a status check renews it. */
    updateService: boolean;
    lastCheckedOn?: string;
  };
  paediatricFirstAid?: { expiresOn: string };
  ofstedNumber?: string;
  rightToWorkCheckedOn?: string;
  referencesReceived: number;
}

export interface StaffMember {
  id: string;
  name: string;
  active: boolean;
  services: readonly ServiceType[];
  /** The postcode districts they cover (the outward code: `EN6`, `AL1`). */
  districts: readonly string[];
  pattern: WeeklyPattern;
  absences: readonly Absence[];
  /** Works bank holidays when their pattern has that weekday (the bank-holiday surcharge applies). */
  worksBankHolidays: boolean;
  credentials: Credentials;
}

/** A visit someone is already given, or one being weighed. */
export interface Visit {
  id?: string;
  staffId?: string;
  serviceDate: string;
  serviceTime: string;
  durationHours: number;
}

/** The outward code of a postcode (`EN6 1AA` → `EN6`), the district a member covers. */
export const districtOf = (postcode: string): string => {
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  return compact.length > 3 ? compact.slice(0, -3) : compact;
};

// --- Credentials ---------------------------------------------------------------------------------

/** The last day a DBS certificate counts as current, or undefined without one. */
/** Worked out once per credentials object: every time offered checks every member's DBS. */
const dbsUntil = new WeakMap<Credentials, string | undefined>();

export const dbsValidUntil = (credentials: Credentials): string | undefined => {
  if (dbsUntil.has(credentials)) return dbsUntil.get(credentials);
  const { dbs } = credentials;
  const renewedOn =
    dbs &&
    (dbs.updateService && dbs.lastCheckedOn && dbs.lastCheckedOn > dbs.issuedOn
      ? dbs.lastCheckedOn
      : dbs.issuedOn);
  const until = renewedOn ? addDays(addMonths(renewedOn, staffPolicy.dbsRenewMonths), -1) : undefined;
  dbsUntil.set(credentials, until);
  return until;
};

export const hasCurrentDbs = (credentials: Credentials, date: string): boolean => {
  const until = dbsValidUntil(credentials);
  return until !== undefined && (credentials.dbs?.issuedOn ?? date) <= date && date <= until;
};

export const hasCurrentFirstAid = (credentials: Credentials, date: string): boolean => {
  const expiresOn = credentials.paediatricFirstAid?.expiresOn;
  return expiresOn !== undefined && date <= expiresOn;
};

export const refusalMessages = {
  inactive: (name: string) => `${name} is no longer taking visits.`,
  skill: (name: string, service: string) => `${name} is not set up for ${service}.`,
  dbs: (name: string) => `${name} has no current enhanced DBS certificate on that date.`,
  firstAid: (name: string) =>
    `Childcare needs a current paediatric first aid certificate, and ${name}'s is not.`,
  area: (name: string, district: string) => `${name} does not cover ${district}.`,
  notWorking: (name: string) => `${name} does not work at that time.`,
  bankHoliday: (name: string) => `${name} does not work bank holidays.`,
  absent: (name: string, kind: Absence['kind']) =>
    `${name} is ${kind === 'leave' ? 'on leave' : 'off sick'} that day.`,
  overlap: (name: string) => `${name} already has a visit at that time.`,
  clash: (name: string) =>
    `${name} has another visit within ${staffPolicy.travelBufferMinutes} minutes of that time.`,
} as const;

export type RefusalCode = keyof typeof refusalMessages;

/**
 * What the office may set aside with a reason (an emergency: someone works late, covers a district
 * further out, comes in on leave, or travels faster). Never a missing skill or credential, an inactive
 * member, or one person in two homes at once.
 */
export const OVERRIDABLE_REFUSALS: ReadonlySet<RefusalCode> = new Set([
  'area',
  'notWorking',
  'bankHoliday',
  'absent',
  'clash',
]);
export interface Refusal {
  code: RefusalCode;
  message: string;
}

/**
 * Whether a member may do a service on a date at all, whatever the time: active, skilled for it, a
 * current DBS for any visit, and current paediatric first aid as well for childcare, babysitting and
 * nanny visits. Empty when they may.
 */
export const qualificationRefusals = (
  member: StaffMember,
  service: ServiceType,
  date: string,
  serviceLabel: string = service,
): Refusal[] => {
  const refusals: Refusal[] = [];
  if (!member.active) refusals.push({ code: 'inactive', message: refusalMessages.inactive(member.name) });
  if (!member.services.includes(service))
    refusals.push({ code: 'skill', message: refusalMessages.skill(member.name, serviceLabel) });
  if (!hasCurrentDbs(member.credentials, date))
    refusals.push({ code: 'dbs', message: refusalMessages.dbs(member.name) });
  if (isCare(service) && !hasCurrentFirstAid(member.credentials, date))
    refusals.push({ code: 'firstAid', message: refusalMessages.firstAid(member.name) });
  return refusals;
};

export interface ExpiringCredential {
  staffId: string;
  name: string;
  credential: 'dbs' | 'paediatricFirstAid';
  /** The last day it counts. */
  validUntil: string;
  expired: boolean;
}

/** Credentials of active members that have run out, or run out within the warning window, soonest first. */
export const expiringCredentials = (
  members: readonly Pick<StaffMember, 'id' | 'name' | 'active' | 'services' | 'credentials'>[],
  today: string,
): ExpiringCredential[] => {
  const horizon = addDays(today, staffPolicy.credentialWarningDays);
  return members
    .filter((member) => member.active)
    .flatMap((member) => {
      const found: ExpiringCredential[] = [];
      const dbs = dbsValidUntil(member.credentials);
      if (dbs !== undefined && dbs <= horizon)
        found.push({
          staffId: member.id,
          name: member.name,
          credential: 'dbs',
          validUntil: dbs,
          expired: dbs < today,
        });
      const firstAid = member.credentials.paediatricFirstAid?.expiresOn;
      const caresForChildren = member.services.some(isCare);
      if (firstAid !== undefined && caresForChildren && firstAid <= horizon)
        found.push({
          staffId: member.id,
          name: member.name,
          credential: 'paediatricFirstAid',
          validUntil: firstAid,
          expired: firstAid < today,
        });
      return found;
    })
    .sort((a, b) => a.validUntil.localeCompare(b.validUntil) || a.name.localeCompare(b.name));
};

/** Whether the site's "100% DBS checked" holds today: every active member has a current certificate. */
export const dbsClaimHolds = (members: readonly StaffMember[], today: string) => {
  const active = members.filter((member) => member.active);
  const without = active.filter((member) => !hasCurrentDbs(member.credentials, today));
  return { holds: active.length > 0 && without.length === 0, active: active.length, without };
};

// --- Time -------------------------------------------------------------------------------------------

interface Interval {
  start: number;
  end: number;
}

/** A visit's real interval, in milliseconds since the epoch. */
/**
 * Each visit's interval, worked out once per visit object: offering times looks at a member's visits on
 * every date near each one, and an execution environment keeps the diaries' visits between requests.
 */
const intervals = new WeakMap<Visit, Interval>();
const intervalOf = (visit: Visit): Interval => {
  let interval = intervals.get(visit);
  if (!interval) {
    const start = londonInstant(visit.serviceDate, visit.serviceTime).getTime();
    interval = { start, end: start + visit.durationHours * 3_600_000 };
    intervals.set(visit, interval);
  }
  return interval;
};

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/**
 * A member's visits by date, made once per list: offering two weeks of times looks at each member's
 * visits on every date and the dates beside it, and filtering the whole list (a few months of visits)
 * for each was most of the work of a request.
 */
const byDate = new WeakMap<readonly Visit[], Map<string, Visit[]>>();
const visitsByDate = (visits: readonly Visit[]): Map<string, Visit[]> => {
  let index = byDate.get(visits);
  if (!index) {
    index = new Map();
    for (const visit of visits) {
      const day = index.get(visit.serviceDate);
      if (day) day.push(visit);
      else index.set(visit.serviceDate, [visit]);
    }
    byDate.set(visits, index);
  }
  return index;
};

/** Why a member cannot do a visit at its time (pattern, bank holiday, absence, another visit); empty when free. */
export const timeRefusals = (member: StaffMember, visit: Visit, theirVisits: readonly Visit[]): Refusal[] => {
  const { serviceDate } = visit;
  const absence = member.absences.find((item) => item.from <= serviceDate && serviceDate <= item.to);
  if (absence) return [{ code: 'absent', message: refusalMessages.absent(member.name, absence.kind) }];
  if (bankHolidayOn(serviceDate) && !member.worksBankHolidays)
    return [{ code: 'bankHoliday', message: refusalMessages.bankHoliday(member.name) }];
  const hours = member.pattern[weekdayOf(serviceDate)];
  const wanted = intervalOf(visit);
  const working = hours && {
    start: londonInstant(serviceDate, hours.start).getTime(),
    end: londonInstant(serviceDate, hours.end).getTime(),
  };
  if (!working || wanted.start < working.start || wanted.end > working.end)
    return [{ code: 'notWorking', message: refusalMessages.notWorking(member.name) }];
  // Only the day before, the day and the day after can overlap (and this keeps a year's diary cheap).
  const near = [addDays(serviceDate, -1), serviceDate, addDays(serviceDate, 1)];
  const theirs = visitsByDate(theirVisits);
  const others = near
    .flatMap((date) => theirs.get(date) ?? [])
    .filter((other) => visit.id === undefined || other.id !== visit.id)
    .map(intervalOf);
  if (others.some((other) => overlaps(wanted, other)))
    return [{ code: 'overlap', message: refusalMessages.overlap(member.name) }];
  const buffer = staffPolicy.travelBufferMinutes * 60_000;
  const padded = { start: wanted.start - buffer, end: wanted.end + buffer };
  return others.some((other) => overlaps(padded, other))
    ? [{ code: 'clash', message: refusalMessages.clash(member.name) }]
    : [];
};

/** Everything that stops a member taking a visit for a client at a postcode; empty when they may. */
export const assignmentRefusals = (
  member: StaffMember,
  visit: Visit & { serviceType: ServiceType; postcode?: string },
  theirVisits: readonly Visit[],
  serviceLabel?: string,
): Refusal[] => {
  const refusals = qualificationRefusals(member, visit.serviceType, visit.serviceDate, serviceLabel);
  if (visit.postcode !== undefined) {
    const district = districtOf(visit.postcode);
    if (!member.districts.includes(district))
      refusals.push({ code: 'area', message: refusalMessages.area(member.name, district) });
  }
  return [...refusals, ...timeRefusals(member, visit, theirVisits)];
};

// --- Matching ---------------------------------------------------------------------------------------

/** A client's history with the team, for continuity: who came, when, and whom they asked for. */
export interface ClientHistory {
  /** Past and booked visits of this client with the person who did or will do them. */
  visits: readonly { staffId: string; serviceDate: string }[];
  /** A named person the client asked for. */
  requestedStaffId?: string;
}

export interface Candidate {
  member: StaffMember;
  /** Why they rank where they do, in words for the office's picker. */
  reasons: string[];
}

/**
 * The members who may take a visit, best match first: the person the client asked for, then the one
 * who came most recently (the same familiar face), then others who have been before (most visits
 * first), then whoever has the fewest visits that day; ties by name. Those who may not are left out.
 */
export const rankCandidates = (
  members: readonly StaffMember[],
  visit: Visit & { serviceType: ServiceType; postcode?: string },
  visitsByStaff: ReadonlyMap<string, readonly Visit[]>,
  history: ClientHistory = { visits: [] },
): Candidate[] => {
  const load = (id: string) =>
    (visitsByStaff.get(id) ?? []).filter(
      (item) => item.serviceDate === visit.serviceDate && (visit.id === undefined || item.id !== visit.id),
    ).length;
  const allowed = members.filter(
    (member) => assignmentRefusals(member, visit, visitsByStaff.get(member.id) ?? []).length === 0,
  );
  return rankMembers(allowed, visit, history, load);
};

/** Members who may all take the visit, best match first (rankCandidates' order), with why. */
const rankMembers = (
  members: readonly StaffMember[],
  visit: Visit,
  history: ClientHistory,
  load: (id: string) => number,
): Candidate[] => {
  const before = history.visits.filter((item) => item.serviceDate <= visit.serviceDate);
  const lastCame = [...before].sort((a, b) => b.serviceDate.localeCompare(a.serviceDate))[0]?.staffId;
  const timesCame = (id: string) => before.filter((item) => item.staffId === id).length;
  const score = (member: StaffMember) => [
    member.id === history.requestedStaffId ? 0 : 1,
    member.id === lastCame ? 0 : 1,
    -timesCame(member.id),
    load(member.id),
  ];
  return members
    .map((member) => ({ member, key: score(member) }))
    .sort((a, b) => {
      for (let index = 0; index < a.key.length; index += 1) {
        const difference = (a.key[index] ?? 0) - (b.key[index] ?? 0);
        if (difference !== 0) return difference;
      }
      return a.member.name.localeCompare(b.member.name);
    })
    .map(({ member }) => {
      const reasons: string[] = [];
      if (member.id === history.requestedStaffId) reasons.push('Asked for by the client');
      if (member.id === lastCame) reasons.push('Came last time');
      else if (timesCame(member.id) > 0) reasons.push(`Has been ${timesCame(member.id)} time(s) before`);
      reasons.push(
        load(member.id) === 0 ? 'No other visits that day' : `${load(member.id)} other visit(s) that day`,
      );
      return { member, reasons };
    });
};

/**
 * The start times to offer a client: those the booking rules allow (booking-rules.ts) at which at least
 * one member who may do the service, covers the postcode and is free for the whole visit plus the
 * buffer. Each time comes with who would come, best match first. The same answer as rankCandidates at
 * each time (tests/unit/shared/staff-rules.test.ts holds them equal), worked out once per member for
 * the date rather than once per time: two weeks of times across a team is thousands of checks.
 */
export const staffedStartTimes = (
  request: { serviceType: ServiceType; durationHours: number; serviceDate: string; postcode: string },
  members: readonly StaffMember[],
  visitsByStaff: ReadonlyMap<string, readonly Visit[]>,
  now: Date,
  history: ClientHistory = { visits: [] },
): { serviceTime: string; candidates: Candidate[] }[] => {
  const { serviceDate } = request;
  const times = startTimesFor(request.serviceType, request.durationHours, serviceDate, now);
  if (times.length === 0) return [];
  const district = districtOf(request.postcode);
  const near = [addDays(serviceDate, -1), serviceDate, addDays(serviceDate, 1)];
  const holiday = bankHolidayOn(serviceDate) !== undefined;
  const weekday = weekdayOf(serviceDate);
  const buffer = staffPolicy.travelBufferMinutes * 60_000;
  const days = members.flatMap((member) => {
    const hours = member.pattern[weekday];
    if (
      !hours ||
      !member.districts.includes(district) ||
      (holiday && !member.worksBankHolidays) ||
      member.absences.some((absence) => absence.from <= serviceDate && serviceDate <= absence.to) ||
      qualificationRefusals(member, request.serviceType, serviceDate).length > 0
    )
      return [];
    const theirs = visitsByDate(visitsByStaff.get(member.id) ?? []);
    return [
      {
        member,
        opens: londonInstant(serviceDate, hours.start).getTime(),
        closes: londonInstant(serviceDate, hours.end).getTime(),
        busy: near.flatMap((date) => theirs.get(date) ?? []).map(intervalOf),
        load: theirs.get(serviceDate)?.length ?? 0,
      },
    ];
  });
  if (days.length === 0) return [];
  const loads = new Map(days.map((day) => [day.member.id, day.load]));
  const dayOf = new Map(days.map((day) => [day.member.id, day]));
  // A member's rank depends on the date (who came before it, the day's load), never on the time: the
  // day's members are ranked once, and each time keeps, in that order, those free at it.
  const ranked = rankMembers(
    days.map((day) => day.member),
    { ...request, serviceTime: times[0] as string },
    history,
    (id) => loads.get(id) ?? 0,
  );
  return times.flatMap((serviceTime) => {
    const start = londonInstant(serviceDate, serviceTime).getTime();
    const end = start + request.durationHours * 3_600_000;
    const candidates = ranked.filter(({ member }) => {
      const day = dayOf.get(member.id) as (typeof days)[number];
      return (
        start >= day.opens &&
        end <= day.closes &&
        !day.busy.some((other) => start - buffer < other.end && other.start < end + buffer)
      );
    });
    return candidates.length === 0 ? [] : [{ serviceTime, candidates }];
  });
};

/**
 * A series' visits given to people one by one, each to the best match free for it once the series'
 * earlier visits are counted (so the same person keeps the series where they can). Visits nobody can
 * take are listed, for the client to see before confirming.
 */
export const coverSeries = (
  request: { serviceType: ServiceType; durationHours: number; serviceTime: string; postcode: string },
  dates: readonly string[],
  members: readonly StaffMember[],
  visitsByStaff: ReadonlyMap<string, readonly Visit[]>,
  history: ClientHistory = { visits: [] },
) => {
  const occupied = new Map([...visitsByStaff].map(([id, visits]) => [id, [...visits]]));
  const pastVisits = [...history.visits];
  const covered: { serviceDate: string; staffId: string }[] = [];
  const uncovered: string[] = [];
  for (const serviceDate of dates) {
    const visit = { ...request, serviceDate };
    const best = rankCandidates(members, visit, occupied, { ...history, visits: pastVisits })[0];
    if (!best) {
      uncovered.push(serviceDate);
      continue;
    }
    covered.push({ serviceDate, staffId: best.member.id });
    occupied.set(best.member.id, [...(occupied.get(best.member.id) ?? []), visit]);
    pastVisits.push({ staffId: best.member.id, serviceDate });
  }
  return { covered, uncovered };
};
