import { describe, expect, it } from 'vitest';
import {
  buildPath,
  defineRoutes,
  duplicateRouteKeys,
  functionsInUse,
  mergeRoutes,
  routeKey,
  routeNames,
  routes,
} from '../../../shared/routes';
import { EnquiryReceiptSchema } from '../../../shared/schemas/enquiry';
import { NOT_FOUND_PAGE, rewriteUri } from '../../../shared/url-rewrite';

describe('route table', () => {
  it('every path is under /api and no method and path is declared twice', () => {
    expect(duplicateRouteKeys(routes)).toEqual([]);
    expect(new Set(routeNames.map((name) => routeKey(routes[name]))).size).toBe(routeNames.length);
    for (const name of routeNames) expect(routes[name].path.startsWith('/api/')).toBe(true);
  });

  it('finds a method and path declared twice, even under two names in two domain files', () => {
    const one = defineRoutes({
      a: { method: 'GET', path: '/api/x', auth: 'public', fn: 'users', response: EnquiryReceiptSchema },
    });
    const other = defineRoutes({
      b: { method: 'GET', path: '/api/x', auth: 'admin', fn: 'bookings', response: EnquiryReceiptSchema },
      c: { method: 'POST', path: '/api/x', auth: 'admin', fn: 'bookings', response: EnquiryReceiptSchema },
    });
    expect(duplicateRouteKeys(mergeRoutes(one, other))).toEqual(['GET /api/x']);
  });

  it('does not compile a name declared in two domain files', () => {
    const one = defineRoutes({
      a: { method: 'GET', path: '/api/x', auth: 'public', fn: 'users', response: EnquiryReceiptSchema },
    });
    const two = defineRoutes({
      a: { method: 'GET', path: '/api/y', auth: 'public', fn: 'users', response: EnquiryReceiptSchema },
    });
    // @ts-expect-error -- `a` is in both tables: the merge would drop one of them (npm run typecheck fails).
    expect(Object.keys(mergeRoutes(one, two))).toEqual(['a']);
    expect(Object.keys(mergeRoutes(one, defineRoutes({})))).toEqual(['a']);
  });

  it('only routes that read nothing from the body are GETs', () => {
    for (const name of routeNames) {
      const route = routes[name];
      if (route.method === 'GET') expect('body' in route).toBe(false);
    }
  });

  it('lists the functions that own routes', () => {
    expect(functionsInUse()).toEqual(expect.arrayContaining(['enquiries', 'users']));
  });
});

describe('path helpers', () => {
  it('builds paths with encoded parameters', () => {
    expect(buildPath('/api/bookings/{id}/status', { id: 'a b/c' })).toBe('/api/bookings/a%20b%2Fc/status');
  });

  it('throws when a parameter is missing', () => {
    expect(() => buildPath('/api/bookings/{id}', {})).toThrow('Missing path parameter id');
  });
});

describe('URL rewrite (CloudFront and the local CDN)', () => {
  it.each([
    ['/', '/index.html'],
    ['', '/index.html'],
    ['/contact', '/contact/index.html'],
    ['/services/ironing', '/services/ironing/index.html'],
    ['/blog/', '/blog/index.html'],
    ['/assets/index-abc123.js', '/assets/index-abc123.js'],
    ['/robots.txt', '/robots.txt'],
  ])('%s is served from %s', (uri, object) => {
    expect(rewriteUri(uri)).toBe(object);
  });

  it('names a 404 page', () => {
    expect(NOT_FOUND_PAGE).toBe('/404.html');
  });

  it('is self-contained, so CloudFront can run its source as written', () => {
    const source = rewriteUri.toString();
    const rebuilt = new Function(`${source}; return rewriteUri;`)() as typeof rewriteUri;
    expect(rebuilt('/about')).toBe('/about/index.html');
  });
});
