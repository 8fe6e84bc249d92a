import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../../../local/cdn/rate-limit';
import type { EdgeRateLimit } from '../../../../shared/edge-limits';

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
});
