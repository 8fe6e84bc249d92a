import { type Budgets, type Check, check } from './budgets';

/**
 * The pure parts of the load-and-faults section: who the virtual users are, when a write is tried
 * again, how answers are counted, and the checker that holds what the API acknowledged against what
 * the table holds. No I/O, so unit tests hold every rule.
 */
const ROLES = ['visitor', 'client', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const PHASES = [
  { name: 'steady', fault: undefined },
  { name: 'dynamo-outage', fault: 'dynamo' },
  { name: 'ses-outage', fault: 'ses' },
] as const;
export type PhaseName = (typeof PHASES)[number]['name'];

/** The users by the mix's weights (largest remainder), each weighted role at least one while users last. */
export const rolesFor = (virtualUsers: number, mix: Record<Role, number>): Role[] => {
  const weighted = ROLES.filter((role) => mix[role] > 0);
  const total = weighted.reduce((sum, role) => sum + mix[role], 0);
  if (virtualUsers < 1 || total <= 0) throw new Error('The mix needs users and a positive weight');
  const exact = weighted.map((role) => ({ role, share: (virtualUsers * mix[role]) / total }));
  const counts = new Map(exact.map(({ role, share }) => [role, Math.floor(share)]));
  let left = virtualUsers - [...counts.values()].reduce((sum, n) => sum + n, 0);
  for (const { role } of [...exact].sort((a, b) => (b.share % 1) - (a.share % 1))) {
    if (left-- <= 0) break;
    counts.set(role, (counts.get(role) ?? 0) + 1);
  }
  for (const role of weighted) {
    if ((counts.get(role) ?? 0) > 0 || virtualUsers < weighted.length) continue;
    const largest = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
    if (largest) counts.set(largest[0], largest[1] - 1);
    counts.set(role, 1);
  }
  return weighted.flatMap((role) => Array.from({ length: counts.get(role) ?? 0 }, () => role));
};

export type RetryPolicy = Budgets['faults']['retry'];

/** The wait before try `attempt` (2 = the first retry): doubling from the first delay, capped. */
export const retryDelayMs = (policy: RetryPolicy, attempt: number): number =>
  Math.min(policy.firstDelayMs * 2 ** Math.max(0, attempt - 2), policy.maxDelayMs);

/**
 * A person sends again (same idempotency key) after no answer, a 5xx, or "still being processed"; a
 * 429 is a refusal, any other 4xx the request's own fault.
 */
export const shouldRetry = (status: number, code?: string): boolean =>
  status === 0 || status >= 500 || (status === 409 && code === 'idempotency_conflict');

export interface Attempt {
  op: string;
  status: number;
  ms: number;
  /** For a 5xx: whether the body was the API's error shape `{ code, message }`. */
  errorShape?: boolean;
  body?: string;
}

export type WriteKind = 'enquiry' | 'booking' | 'confirm' | 'invoice';
export const KINDS: readonly WriteKind[] = ['enquiry', 'booking', 'confirm', 'invoice'];

/** A write the workload tried: what finds it in the table, each try's status, the id a 2xx named. */
export type WriteAttempt = {
  kind: WriteKind;
  marker: string;
  statuses: number[];
  id?: string;
  bookingId?: string;
};

export const acknowledged = (write: WriteAttempt): boolean => write.statuses.some((s) => s >= 200 && s < 300);
export const refusedOnly = (write: WriteAttempt): boolean =>
  write.statuses.length > 0 && write.statuses.every((status) => status === 429);

/** What a worker does in one phase, and what it brings back; plain data, to cross to the thread. */
export type FaultsUser = { role: Role; email?: string; password?: string; totpSecret?: string };
export interface FaultsJob {
  phase: number;
  cdnUrl: string;
  cognito: { url: string; clientId: string };
  durationMs: number;
  thinkMs: number;
  retry: RetryPolicy;
  enquiriesPerVisitor: number;
  users: FaultsUser[];
  billable: { userId: string; bookingId: string }[];
  firstBookingDay: number;
}
export type FaultsResult = {
  attempts: Attempt[];
  writes: WriteAttempt[];
  signIns: SignIns;
  lastBookingDay: number;
};
type SignIns = { ok: number; failed: number };

/** Every request through the CDN by the class of its answer; 429s apart from other 4xx. */
export const countAttempts = (attempts: readonly Attempt[]) => {
  const count = (test: (a: Attempt) => boolean) => attempts.filter(test).length;
  const times = attempts.map((a) => a.ms).sort((a, b) => a - b);
  return {
    requests: attempts.length,
    ok2xx: count((a) => a.status >= 200 && a.status < 300),
    client4xx: count((a) => a.status >= 400 && a.status < 500 && a.status !== 429),
    limited429: count((a) => a.status === 429),
    server5xx: count((a) => a.status >= 500),
    noAnswer: count((a) => a.status === 0),
    malformed5xx: count((a) => a.status >= 500 && !a.errorShape),
    p95Ms: Math.round(times[Math.max(0, Math.ceil(0.95 * times.length) - 1)] ?? 0),
  };
};
export type PhaseCounts = ReturnType<typeof countAttempts>;

export interface WriteProblem {
  kind: WriteKind;
  marker: string;
  problem: 'missing' | 'duplicate' | 'refused-but-stored' | 'wrong-id';
  detail: string;
}

/**
 * Holds the writes against the table (`stored`: each marker's item ids). An acknowledged write must be
 * there exactly once, under the id its answer named; no write may be there twice; one the edge refused
 * every time not at all. An unacknowledged write may be there once (the answer was lost): that is what
 * the idempotency key is for.
 */
export const checkWrites = (writes: readonly WriteAttempt[], stored: ReadonlyMap<string, string[]>) => {
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
  const of = (...kinds: WriteProblem['problem'][]) => problems.filter((p) => kinds.includes(p.problem));
  return {
    tried: writes.length,
    acknowledged: acked,
    missing: of('missing', 'wrong-id').length,
    duplicates: new Set(of('duplicate').map((p) => p.marker)).size,
    refusedButStored: of('refused-but-stored').length,
    problems,
  };
};
export type WriteCheck = ReturnType<typeof checkWrites>;

/** Where an enquiry's two mails stand, as its stored record says. */
type MailFields = 'companyMailSentAt' | 'acknowledgementSentAt' | 'acknowledgementWithheld';
export type EnquiryMail = Partial<Record<MailFields, string>> & { mailAttempts?: number };

/** Decision 002: every enquiry's office notice goes, and its acknowledgement unless a limit withheld it. */
export const checkMail = (records: readonly EnquiryMail[]) => {
  const withheld = records.filter((r) => r.acknowledgementWithheld).length;
  return {
    enquiries: records.length,
    officeExpected: records.length,
    officeDelivered: records.filter((r) => r.companyMailSentAt).length,
    acknowledgementsExpected: records.length - withheld,
    acknowledgementsDelivered: records.filter((r) => r.acknowledgementSentAt).length,
    acknowledgementsWithheld: withheld,
    retried: records.filter((r) => (r.mailAttempts ?? 0) > 1).length,
  };
};
export type MailCheck = ReturnType<typeof checkMail>;

export const mailComplete = (mail: MailCheck): boolean =>
  mail.officeDelivered === mail.officeExpected &&
  mail.acknowledgementsDelivered === mail.acknowledgementsExpected;

/** One loopback address per simulated visitor, and one per signed-in user per phase (a device of its own). */
export const visitorAddress = (phase: number, user: number, visitor: number): string =>
  `127.${10 + phase}.${user}.${1 + (visitor % 250)}`;
export const userAddress = (phase: number, user: number): string => `127.${10 + phase}.${user}.251`;

/** The idempotency key in each item's text finds the item in the table. */
export const markerText = (key: string) => `bench:${key}`;
export const markerIn = (text: unknown): string | undefined =>
  typeof text === 'string' ? /bench:([0-9a-f-]{36})/.exec(text)?.[1] : undefined;

export interface FaultsPhase {
  phase: PhaseName;
  fault?: string;
  outage?: { stoppedAt: number; backAt: number };
  seconds: number;
  counts: PhaseCounts;
  signIns: { ok: number; failed: number };
  total: Omit<WriteCheck, 'problems'>;
  problems: WriteProblem[];
  /** Visits claimed by an invoice that does not exist, and of those the ones never offered again. */
  strandedClaims: number;
  unrecoverableClaims: number;
  malformed: string[];
}

export interface FaultsReport {
  settings: Budgets['faults'];
  roles: Record<string, number>;
  phases: FaultsPhase[];
  mail: MailCheck & { waitedSeconds: number };
}

/**
 * Nothing acknowledged lost or stored twice, no refusal wrote, every 5xx in the error shape and none
 * with nothing stopped, no visit claimed for good by a missing invoice, every queued mail sent in time.
 */
export const faultsChecks = ({ phases, mail, settings }: FaultsReport): Check[] => {
  const zero = (phase: string, metric: string, value: number) =>
    check('faults', phase, metric, value, 0, 'max');
  const sent = (what: string, value: number, expected: number) =>
    check('faults', 'mail', `${what} sent within ${settings.mailWaitSeconds} s`, value, expected, 'min');
  return [
    ...phases.flatMap(({ phase, fault, total, counts, unrecoverableClaims }) => [
      zero(phase, 'acknowledged but missing', total.missing),
      zero(phase, 'duplicated', total.duplicates),
      zero(phase, 'refused (429) but stored', total.refusedButStored),
      zero(phase, '5xx without the error shape', counts.malformed5xx),
      zero(phase, 'visits claimed by no invoice, never offered again', unrecoverableClaims),
      ...(fault ? [] : [zero(phase, '5xx with nothing stopped', counts.server5xx)]),
    ]),
    sent('office notices', mail.officeDelivered, mail.officeExpected),
    sent('acknowledgements', mail.acknowledgementsDelivered, mail.acknowledgementsExpected),
  ];
};
