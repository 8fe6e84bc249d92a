import { describe, expect, it } from 'vitest';
import { PERMANENT_SES_ERRORS } from '../../../../lambdas/notices/delivery';
import { retryDelayMs } from '../../../../lambdas/notices/finish';
import { NOTICE_DELIVERY } from '../../../../shared/notices';

describe('retry backoff', () => {
  it('waits the first delay after one failure, then doubles', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
  });

  it('never waits longer than the cap', () => {
    expect(retryDelayMs(7)).toBe(NOTICE_DELIVERY.maxRetryMs);
    expect(retryDelayMs(40)).toBe(NOTICE_DELIVERY.maxRetryMs);
  });

  it('spreads every attempt before giving up over more than an hour, so a short SES outage loses nothing', () => {
    let waited = 0;
    for (let failures = 1; failures < NOTICE_DELIVERY.maxAttempts; failures += 1)
      waited += retryDelayMs(failures);
    expect(waited).toBeGreaterThan(60 * 60_000);
  });
});

describe('which SES errors are final', () => {
  it('gives up on a refused message or address, and retries throttling and outages', () => {
    expect(PERMANENT_SES_ERRORS.has('MessageRejected')).toBe(true);
    expect(PERMANENT_SES_ERRORS.has('BadRequestException')).toBe(true);
    for (const transient of [
      'TooManyRequestsException',
      'LimitExceededException',
      'SendingPausedException',
      'TimeoutError',
    ])
      expect(PERMANENT_SES_ERRORS.has(transient), transient).toBe(false);
  });
});
