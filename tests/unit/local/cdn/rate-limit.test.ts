import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../../../local/cdn/rate-limit';
import {
  EDGE_RATE_LIMITS,
  type EdgeRateLimit,
  PROVIDER_WEBHOOK_SOURCES,
  WEBHOOK_PATHS,
} from '../../../../shared/edge-limits';

const limits: EdgeRateLimit[] = [
  {
    name: 'Writes',
    limit: 2,
    windowSeconds: 60,
    scope: { pathPrefix: '/api/', methods: ['POST'], paths: ['/api/form'] },
  },
  { name: 'Api', limit: 4, windowSeconds: 300, scope: { pathPrefix: '/api/' } },
];

describe('the local CDN rate limiter', () => {
  it('counts per client over a sliding window, and says when a slot frees', () => {
    const limiter = createRateLimiter(limits);
    const t = 1_000_000;
    expect(limiter.check('a', 'POST', '/api/form', t)).toBeUndefined();
    expect(limiter.check('a', 'POST', '/api/form', t + 10_000)).toBeUndefined();
    const refused = limiter.check('a', 'POST', '/api/form', t + 20_000);
    expect(refused?.limit.name).toBe('Writes');
    expect(refused?.retryAfterSeconds).toBe(40);
    expect(limiter.check('b', 'POST', '/api/form', t + 20_000)).toBeUndefined();
    // The first request leaves the window after 60 s: one more fits.
    expect(limiter.check('a', 'POST', '/api/form', t + 60_001)).toBeUndefined();
  });

  it('applies only the limits whose scope a request is in, and a refused request does not count', () => {
    const limiter = createRateLimiter(limits);
    const t = 5_000_000;
    for (let i = 0; i < 4; i++) expect(limiter.check('c', 'GET', '/api/list', t + i)).toBeUndefined();
    expect(limiter.check('c', 'GET', '/api/list', t + 10)?.limit.name).toBe('Api');
    expect(limiter.check('c', 'GET', '/about', t + 10)).toBeUndefined();
    expect(limiter.check('c', 'POST', '/api/other', t + 10)?.limit.name).toBe('Api');
    expect(limiter.check('c', 'GET', '/api/list', t + 300_001)).toBeUndefined();
  });

  it("lets the providers' published addresses post webhooks past every limit, and cuts anyone else off", () => {
    const limiter = createRateLimiter(EDGE_RATE_LIMITS);
    const webhooks = EDGE_RATE_LIMITS.find((limit) => limit.name === 'ProviderWebhooks') as EdgeRateLimit;
    const stripe = (PROVIDER_WEBHOOK_SOURCES[0] as string).replace('/32', '');
    const t = 9_000_000;
    for (const path of WEBHOOK_PATHS) {
      // More than the per-address limit and the whole API's, all from one of Stripe's addresses.
      for (let sent = 0; sent < 1_100; sent++)
        expect(limiter.check(stripe, 'POST', path, t + sent)).toBeUndefined();
      // An address of no provider's gets the limit, far below the webhooks' route throttle.
      const stranger = `198.51.100.${WEBHOOK_PATHS.indexOf(path) + 1}`;
      for (let sent = 0; sent < webhooks.limit; sent++)
        expect(limiter.check(stranger, 'POST', path, t + sent)).toBeUndefined();
      expect(limiter.check(stranger, 'POST', path, t + webhooks.limit)?.limit.name).toBe('ProviderWebhooks');
    }
    expect(webhooks.limit / webhooks.windowSeconds).toBeLessThan(1);
  });
});
