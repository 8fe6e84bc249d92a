import { describe, expect, it } from 'vitest';
import {
  type Attempt,
  checkMail,
  checkWrites,
  countAttempts,
  mailComplete,
  markerIn,
  markerText,
  refusedOnly,
  retryDelayMs,
  rolesFor,
  shouldRetry,
  userAddress,
  visitorAddress,
  type WriteAttempt,
} from '../../../../scripts/bench/faults-plan';

const KEY_A = '0b7f4d7e-5a6b-4c1d-9e2f-3a4b5c6d7e8f';
const KEY_B = '1c8e5e8f-6b7c-4d2e-8f3a-4b5c6d7e8f90';
const KEY_C = '2d9f6f90-7c8d-4e3f-9a4b-5c6d7e8f90a1';

const write = (marker: string, statuses: number[], id?: string): WriteAttempt => ({
  kind: 'booking',
  marker,
  statuses,
  ...(id ? { id } : {}),
});

describe('load and faults: the workload mix', () => {
  it('splits the users by weight, largest remainder first', () => {
    const roles = rolesFor(8, { visitor: 2, client: 4, admin: 2 });
    expect(roles.filter((role) => role === 'visitor')).toHaveLength(2);
    expect(roles.filter((role) => role === 'client')).toHaveLength(4);
    expect(roles.filter((role) => role === 'admin')).toHaveLength(2);
    const uneven = rolesFor(7, { visitor: 1, client: 1, admin: 1 });
    expect(uneven).toHaveLength(7);
    expect(new Set(uneven)).toEqual(new Set(['visitor', 'client', 'admin']));
  });

  it('gives every weighted role a user while there are enough users', () => {
    const roles = rolesFor(3, { visitor: 1, client: 20, admin: 1 });
    expect([...roles].sort()).toEqual(['admin', 'client', 'visitor']);
    expect(rolesFor(4, { visitor: 0, client: 1, admin: 1 })).not.toContain('visitor');
    expect(() => rolesFor(0, { visitor: 1, client: 1, admin: 1 })).toThrow();
  });

  it('gives each user of each phase an address of its own, and each visitor another', () => {
    const addresses = new Set([
      userAddress(0, 1),
      userAddress(0, 2),
      userAddress(1, 1),
      visitorAddress(0, 1, 0),
      visitorAddress(0, 1, 1),
      visitorAddress(1, 1, 0),
    ]);
    expect(addresses.size).toBe(6);
    for (const address of addresses) expect(address).toMatch(/^127\.\d+\.\d+\.\d+$/);
  });
});

describe('load and faults: retries', () => {
  it('tries again after no answer, a 5xx or a request still in progress, never after a refusal', () => {
    expect(shouldRetry(0)).toBe(true);
    expect(shouldRetry(503)).toBe(true);
    expect(shouldRetry(500)).toBe(true);
    expect(shouldRetry(409, 'idempotency_conflict')).toBe(true);
    expect(shouldRetry(409, 'invalid_transition')).toBe(false);
    expect(shouldRetry(429)).toBe(false);
    expect(shouldRetry(422)).toBe(false);
    expect(shouldRetry(201)).toBe(false);
  });

  it('backs off by doubling up to the cap', () => {
    const policy = { attempts: 6, firstDelayMs: 500, maxDelayMs: 4000 };
    expect([2, 3, 4, 5, 6].map((attempt) => retryDelayMs(policy, attempt))).toEqual([
      500, 1000, 2000, 4000, 4000,
    ]);
  });
});

describe('load and faults: counting answers', () => {
  it('counts 429s apart from other 4xx, no answer as a failure, and 5xx without the error shape', () => {
    const attempts: Attempt[] = [
      { op: 'booking', status: 201, ms: 10 },
      { op: 'booking', status: 201, ms: 30 },
      { op: 'enquiry', status: 429, ms: 2 },
      { op: 'confirm', status: 409, ms: 5 },
      { op: 'booking', status: 503, ms: 40, errorShape: true },
      { op: 'booking', status: 502, ms: 50, errorShape: false },
      { op: 'booking', status: 0, ms: 60 },
    ];
    expect(countAttempts(attempts)).toEqual({
      requests: 7,
      ok2xx: 2,
      client4xx: 1,
      limited429: 1,
      server5xx: 2,
      noAnswer: 1,
      malformed5xx: 1,
      p95Ms: 60,
    });
    expect(countAttempts([])).toMatchObject({ requests: 0, p95Ms: 0 });
  });
});

describe('load and faults: the checker', () => {
  it('passes writes that are in the table exactly once under the id their answer named', () => {
    const result = checkWrites(
      [write(KEY_A, [201], 'a1'), write(KEY_B, [503, 201], 'b1')],
      new Map([
        [KEY_A, ['a1']],
        [KEY_B, ['b1']],
      ]),
    );
    expect(result).toMatchObject({
      tried: 2,
      acknowledged: 2,
      missing: 0,
      duplicates: 0,
      refusedButStored: 0,
    });
    expect(result.problems).toEqual([]);
  });

  it('finds an acknowledged write that is not in the table, and one stored under another id', () => {
    const result = checkWrites(
      [write(KEY_A, [201], 'a1'), write(KEY_B, [201], 'b1')],
      new Map([[KEY_B, ['b2']]]),
    );
    expect(result.missing).toBe(2);
    expect(result.problems.map((problem) => problem.problem).sort()).toEqual(['missing', 'wrong-id']);
  });

  it('finds a write stored twice, acknowledged or not', () => {
    const result = checkWrites(
      [write(KEY_A, [0, 201], 'a1'), write(KEY_B, [503, 503])],
      new Map([
        [KEY_A, ['a1', 'a2']],
        [KEY_B, ['b1', 'b2']],
      ]),
    );
    expect(result.duplicates).toBe(2);
    expect(result.missing).toBe(0);
    expect(result.problems.every((problem) => problem.problem === 'duplicate')).toBe(true);
  });

  it('accepts one stored copy of a write whose answer was lost, and none', () => {
    const lost = checkWrites([write(KEY_A, [0, 0, 503])], new Map([[KEY_A, ['a1']]]));
    expect(lost).toMatchObject({ acknowledged: 0, missing: 0, duplicates: 0 });
    expect(checkWrites([write(KEY_A, [503])], new Map()).problems).toEqual([]);
  });

  it('finds a write refused with 429 every time that was stored all the same', () => {
    const refused = write(KEY_C, [429]);
    expect(refusedOnly(refused)).toBe(true);
    expect(refusedOnly(write(KEY_C, [429, 201]))).toBe(false);
    const result = checkWrites([refused], new Map([[KEY_C, ['c1']]]));
    expect(result.refusedButStored).toBe(1);
    expect(checkWrites([refused], new Map()).refusedButStored).toBe(0);
  });

  it('finds the key the workload put in an item, and nothing in other text', () => {
    expect(markerIn(`Sent by npm run bench (${markerText(KEY_A)}).`)).toBe(KEY_A);
    expect(markerIn('Keys under the mat')).toBeUndefined();
    expect(markerIn(undefined)).toBeUndefined();
  });
});

describe('load and faults: mail', () => {
  it('expects an office notice for every enquiry and an acknowledgement unless a limit withheld it', () => {
    const records = [
      { companyMailSentAt: 't', acknowledgementSentAt: 't', mailAttempts: 3 },
      { companyMailSentAt: 't', acknowledgementWithheld: 'daily-cap', mailAttempts: 1 },
      { companyMailSentAt: 't' },
      {},
    ];
    const mail = checkMail(records);
    expect(mail).toEqual({
      enquiries: 4,
      officeExpected: 4,
      officeDelivered: 3,
      acknowledgementsExpected: 3,
      acknowledgementsDelivered: 1,
      acknowledgementsWithheld: 1,
      retried: 1,
    });
    expect(mailComplete(mail)).toBe(false);
    expect(mailComplete(checkMail(records.slice(0, 2)))).toBe(true);
  });
});
