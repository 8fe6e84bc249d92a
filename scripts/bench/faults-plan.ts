import { percentile, round } from './stats';

/**
 * The pure parts of the load-and-faults section (faults.ts): who the virtual users are, when a write is
 * tried again, how answers are counted, and the checker that holds what the API acknowledged against
 * what the table holds. No I/O here, so the unit tests can hold every rule.
 */

export type Role = 'visitor' | 'client' | 'admin';
export const ROLES: readonly Role[] = ['visitor', 'client', 'admin'];

/** The phases, in order: the fault each one injects mid-run (none for the first). */
export const PHASES = [
  { name: 'steady', fault: undefined },
  { name: 'dynamo-outage', fault: 'dynamo' },
  { name: 'ses-outage', fault: 'ses' },
] as const;
export type PhaseName = (typeof PHASES)[number]['name'];
export type Fault = NonNullable<(typeof PHASES)[number]['fault']>;

/**
 * Splits the virtual users between the roles by the mix's weights (largest remainder), every role
 * with a weight getting at least one user when there are enough users to go round.
 */
export const rolesFor = (virtualUsers: number, mix: Record<Role, number>): Role[] => {
  const weighted = ROLES.filter((role) => mix[role] > 0);
  const total = weighted.reduce((sum, role) => sum + mix[role], 0);
  if (virtualUsers < 1 || total <= 0) throw new Error('The mix needs users and a positive weight');
  const exact = weighted.map((role) => ({ role, share: (virtualUsers * mix[role]) / total }));
  const counts = new Map(exact.map(({ role, share }) => [role, Math.floor(share)]));
  let left = virtualUsers - [...counts.values()].reduce((sum, count) => sum + count, 0);
  const byRemainder = [...exact].sort(
    (a, b) => b.share - Math.floor(b.share) - (a.share - Math.floor(a.share)),
  );
  for (const { role } of byRemainder) {
    if (left === 0) break;
    counts.set(role, (counts.get(role) ?? 0) + 1);
    left -= 1;
  }
  // A role with a weight but no user (many roles, few users) takes one from the largest.
  for (const role of weighted) {
    if ((counts.get(role) ?? 0) > 0 || virtualUsers < weighted.length) continue;
    const largest = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
    if (largest) counts.set(largest[0], largest[1] - 1);
    counts.set(role, 1);
  }
  return weighted.flatMap((role) => Array.from({ length: counts.get(role) ?? 0 }, () => role));
};

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

/** The wait before try `attempt` (2 = the first retry): doubling from the first delay, capped. */
export const retryDelayMs = (policy: RetryPolicy, attempt: number): number =>
  Math.min(policy.firstDelayMs * 2 ** Math.max(0, attempt - 2), policy.maxDelayMs);

/**
 * Whether a person would send the same request again (the browser reuses the idempotency key for the
 * same values): after no answer at all (status 0), a server-side failure, or the API saying the first
 * try is still being processed. A 429 from the edge asks for minutes, which is a refusal, not a retry;
 * any other 4xx is the request's own fault.
 */
export const shouldRetry = (status: number, code?: string): boolean =>
  status === 0 || status >= 500 || (status === 409 && code === 'idempotency_conflict');

/** One HTTP answer (or none) the workload saw. */
export interface Attempt {
  op: string;
  status: number;
  ms: number;
  /** A 5xx whose body was the API's error shape `{ code, message }`. */
  errorShape?: boolean;
  /** A 5xx without it: what the body was, for the report. */
  body?: string;
}

export type WriteKind = 'enquiry' | 'booking' | 'confirm' | 'invoice';

/** A write the workload tried, with every try's status, and what a 2xx gave back. */
export interface WriteAttempt {
  kind: WriteKind;
  /** What finds it in the table: the idempotency key (carried inside the item), or the booking confirmed. */
  marker: string;
  statuses: number[];
  /** The id the 2xx answer named. */
  id?: string;
  /** For an invoice, the visit it bills. */
  bookingId?: string;
}

export const acknowledged = (write: WriteAttempt): boolean =>
  write.statuses.some((status) => status >= 200 && status < 300);

/** Refused at the edge every time: it must have written nothing. */
export const refusedOnly = (write: WriteAttempt): boolean =>
  write.statuses.length > 0 && write.statuses.every((status) => status === 429);

export interface PhaseCounts {
  requests: number;
  ok2xx: number;
  client4xx: number;
  limited429: number;
  server5xx: number;
  /** No answer at all (connection refused or reset). */
  noAnswer: number;
  /** 5xx answers whose body was not the error shape: a crash, not a refusal. */
  malformed5xx: number;
  /** The 5xx by status, e.g. { '503': 50 }. */
  statuses5xx: Record<string, number>;
  p50Ms: number;
  p95Ms: number;
}

/** Every request through the CDN, by the class of its answer; 429s are counted apart from other 4xx. */
export const countAttempts = (attempts: readonly Attempt[]): PhaseCounts => {
  const count = (test: (attempt: Attempt) => boolean) => attempts.filter(test).length;
  const times = attempts.map((attempt) => attempt.ms);
  return {
    requests: attempts.length,
    ok2xx: count((a) => a.status >= 200 && a.status < 300),
    client4xx: count((a) => a.status >= 400 && a.status < 500 && a.status !== 429),
    limited429: count((a) => a.status === 429),
    server5xx: count((a) => a.status >= 500),
    noAnswer: count((a) => a.status === 0),
    malformed5xx: count((a) => a.status >= 500 && !a.errorShape),
    statuses5xx: attempts
      .filter((a) => a.status >= 500)
      .reduce<Record<string, number>>((byStatus, a) => {
        byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
        return byStatus;
      }, {}),
    p50Ms: times.length ? round(percentile(times, 50), 1) : 0,
    p95Ms: times.length ? round(percentile(times, 95), 1) : 0,
  };
};

/** What the table holds for one marker: the ids of the items that carry it. */
export type Stored = ReadonlyMap<string, readonly string[]>;

export interface WriteProblem {
  kind: WriteKind;
  marker: string;
  problem: 'missing' | 'duplicate' | 'refused-but-stored' | 'wrong-id';
  detail: string;
}

export interface WriteCheck {
  tried: number;
  acknowledged: number;
  missing: number;
  duplicates: number;
  /** Writes refused with 429 every time that are in the table all the same. */
  refusedButStored: number;
  problems: WriteProblem[];
}

/**
 * Holds the writes against the table. `stored` maps each marker to the ids of the items carrying it
 * (enquiries, bookings: the idempotency key; invoices: the visit they bill; confirmations: the booking,
 * present only if it is confirmed). An acknowledged write must be there exactly once, under the id its
 * answer named; no write, acknowledged or not, may be there twice; a write the edge refused every time
 * must not be there at all. A write that was never acknowledged may be there once (the server acted,
 * the answer was lost): that is what the idempotency key is for, and it is not a fault.
 */
export const checkWrites = (writes: readonly WriteAttempt[], stored: Stored): WriteCheck => {
  const problems: WriteProblem[] = [];
  let acked = 0;
  for (const write of writes) {
    const ids = stored.get(write.marker) ?? [];
    const problem = (kind: WriteProblem['problem'], detail: string) =>
      problems.push({ kind: write.kind, marker: write.marker, problem: kind, detail });
    if (ids.length > 1) problem('duplicate', `${ids.length} items: ${ids.join(', ')}`);
    if (acknowledged(write)) {
      acked += 1;
      if (ids.length === 0) problem('missing', `acknowledged as ${write.id ?? '(no id)'}, not in the table`);
      else if (write.id !== undefined && !ids.includes(write.id))
        problem('wrong-id', `acknowledged as ${write.id}, the table has ${ids.join(', ')}`);
    } else if (refusedOnly(write) && ids.length > 0)
      problem('refused-but-stored', `stored as ${ids.join(', ')}`);
  }
  // The same marker tried twice (it never is) would count its duplicate twice: count items, not tries.
  const duplicated = new Set(problems.filter((p) => p.problem === 'duplicate').map((p) => p.marker));
  return {
    tried: writes.length,
    acknowledged: acked,
    missing: problems.filter((p) => p.problem === 'missing' || p.problem === 'wrong-id').length,
    duplicates: duplicated.size,
    refusedButStored: problems.filter((p) => p.problem === 'refused-but-stored').length,
    problems,
  };
};

/** Where an enquiry's two mails stand: its notices' sent times (decision 012) and what the enquiry withheld. */
export interface EnquiryMail {
  mailAttempts?: number;
  companyMailSentAt?: string;
  acknowledgementSentAt?: string;
  acknowledgementWithheld?: string;
}

export interface MailCheck {
  enquiries: number;
  officeExpected: number;
  officeDelivered: number;
  acknowledgementsExpected: number;
  acknowledgementsDelivered: number;
  /** Held back by the limits on mail to visitors (decision in shared/limits.ts): by design, not lost. */
  acknowledgementsWithheld: number;
  /** Enquiries whose mail took more than one attempt: the ones an outage held up. */
  retried: number;
}

/**
 * Decisions 002 and 012: every stored enquiry's notice goes to the office, and its acknowledgement to the
 * visitor unless a limit withheld it, eventually, whatever SES was doing when it was stored.
 */
export const checkMail = (records: readonly EnquiryMail[]): MailCheck => {
  const withheld = records.filter((record) => record.acknowledgementWithheld).length;
  return {
    enquiries: records.length,
    officeExpected: records.length,
    officeDelivered: records.filter((record) => record.companyMailSentAt).length,
    acknowledgementsExpected: records.length - withheld,
    acknowledgementsDelivered: records.filter((record) => record.acknowledgementSentAt).length,
    acknowledgementsWithheld: withheld,
    retried: records.filter((record) => (record.mailAttempts ?? 0) > 1).length,
  };
};

export const mailComplete = (mail: MailCheck): boolean =>
  mail.officeDelivered === mail.officeExpected &&
  mail.acknowledgementsDelivered === mail.acknowledgementsExpected;

/**
 * Visitors' addresses: one loopback address per simulated visitor, each sending `perVisitor` enquiries
 * before the next visitor takes over. With perVisitor over the edge's public-write limit, the last
 * few of each visitor's enquiries meet the limit.
 */
export const visitorAddress = (phase: number, user: number, visitor: number): string =>
  `127.${10 + phase}.${user}.${1 + (visitor % 250)}`;

/** A signed-in user's loopback address for a phase: a device of its own. */
export const userAddress = (phase: number, user: number): string => `127.${10 + phase}.${user}.251`;

/** The workload's own text in each item it writes: the idempotency key, which finds the item in the table. */
export const markerText = (key: string) => `bench:${key}`;

/** The key back out of an item's text, or undefined for an item the workload did not write. */
export const markerIn = (text: unknown): string | undefined =>
  typeof text === 'string' ? /bench:([0-9a-f-]{36})/.exec(text)?.[1] : undefined;
