import { describe, expect, it } from 'vitest';
import { nextAttemptDelayMs } from '../../../../lambdas/enquiries/record';

describe('mail retry backoff', () => {
  it('waits a minute after the first attempt, doubling after each failure', () => {
    expect([1, 2, 3, 4, 5].map(nextAttemptDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000, 960_000]);
  });

  it('never waits more than an hour', () => {
    expect(nextAttemptDelayMs(7)).toBe(3_600_000);
    expect(nextAttemptDelayMs(50)).toBe(3_600_000);
  });

  it('treats no attempt yet like the first', () => {
    expect(nextAttemptDelayMs(0)).toBe(60_000);
  });
});
