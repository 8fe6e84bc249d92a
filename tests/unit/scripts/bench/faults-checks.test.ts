import { describe, expect, it } from 'vitest';
import { loadBudgets } from '../../../../scripts/bench/budgets';
import {
  checkMail,
  type FaultsPhase,
  type FaultsReport,
  faultsChecks,
  retryDelayMs,
} from '../../../../scripts/bench/faults-plan';

const settings = loadBudgets().faults;

const clean = { tried: 10, acknowledged: 9, missing: 0, duplicates: 0, refusedButStored: 0 };

const phase = (name: FaultsPhase['phase'], overrides: Partial<FaultsPhase> = {}): FaultsPhase => ({
  phase: name,
  seconds: 45,
  counts: {
    requests: 100,
    ok2xx: 90,
    client4xx: 2,
    limited429: 4,
    server5xx: 0,
    noAnswer: 0,
    malformed5xx: 0,
    p95Ms: 80,
  },
  signIns: { ok: 6, failed: 0 },
  total: { ...clean, tried: 40, acknowledged: 36 },
  problems: [],
  strandedClaims: 0,
  unrecoverableClaims: 0,
  malformed: [],
  ...overrides,
});

const report = (
  phases: FaultsPhase[],
  mail = checkMail([{ companyMailSentAt: 't', acknowledgementSentAt: 't' }]),
) =>
  ({
    settings,
    roles: { visitor: 2, client: 4, admin: 2 },
    phases,
    mail: { ...mail, waitedSeconds: 3 },
  }) satisfies FaultsReport;

describe('load-and-faults checks', () => {
  it('declares a workload whose outages fall inside a phase and which the retries outlast', () => {
    const { outage, retry, phaseSeconds } = settings;
    expect(outage.afterSeconds + outage.seconds).toBeLessThan(phaseSeconds);
    let waited = 0;
    for (let attempt = 2; attempt <= retry.attempts; attempt += 1) waited += retryDelayMs(retry, attempt);
    expect(waited / 1000).toBeGreaterThan(outage.seconds);
  });

  it('passes a run with nothing lost, duplicated or crashed, 5xx allowed only while something is down', () => {
    const checks = faultsChecks(
      report([
        phase('steady'),
        phase('dynamo-outage', {
          fault: 'dynamo',
          counts: { ...phase('steady').counts, server5xx: 12 },
        }),
      ]),
    );
    expect(checks.filter((item) => !item.ok)).toEqual([]);
  });

  it('fails on a missing or duplicated write, a refusal that wrote, a crash, a stranded visit and late mail', () => {
    const checks = faultsChecks(
      report(
        [
          phase('steady', { counts: { ...phase('steady').counts, server5xx: 1 } }),
          phase('dynamo-outage', {
            fault: 'dynamo',
            total: { ...clean, missing: 1, duplicates: 2, refusedButStored: 1 },
            counts: { ...phase('steady').counts, server5xx: 3, malformed5xx: 1 },
            strandedClaims: 2,
            unrecoverableClaims: 1,
          }),
        ],
        checkMail([{ companyMailSentAt: 't' }, {}]),
      ),
    );
    const breached = checks.filter((item) => !item.ok).map((item) => `${item.subject}: ${item.metric}`);
    expect(breached).toEqual([
      'steady: 5xx with nothing stopped',
      'dynamo-outage: acknowledged but missing',
      'dynamo-outage: duplicated',
      'dynamo-outage: refused (429) but stored',
      'dynamo-outage: 5xx without the error shape',
      'dynamo-outage: visits claimed by no invoice, never offered again',
      `mail: office notices sent within ${settings.mailWaitSeconds} s`,
      `mail: acknowledgements sent within ${settings.mailWaitSeconds} s`,
    ]);
  });
});
