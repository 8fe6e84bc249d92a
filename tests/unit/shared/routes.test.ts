import { describe, expect, it } from 'vitest';
import { buildPath, functionsInUse, matchPath, routeKey, routeNames, routes } from '../../../shared/routes';
import { NOT_FOUND_PAGE, rewriteUri } from '../../../shared/url-rewrite';

describe('route table', () => {
  it('every path is under /api and every route key is unique', () => {
    const keys = routeNames.map((name) => routeKey(routes[name]));
    expect(new Set(keys).size).toBe(keys.length);
    for (const name of routeNames) expect(routes[name].path.startsWith('/api/')).toBe(true);
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
  it('builds and matches paths with encoded parameters', () => {
    const path = buildPath('/api/bookings/{id}/status', { id: 'a b/c' });
    expect(path).toBe('/api/bookings/a%20b%2Fc/status');
    expect(matchPath('/api/bookings/{id}/status', path)).toEqual({ id: 'a b/c' });
  });

  it('does not match other shapes, and refuses malformed encoding', () => {
    expect(matchPath('/api/bookings/{id}', '/api/bookings')).toBeUndefined();
    expect(matchPath('/api/bookings/{id}', '/api/bookings/1/extra')).toBeUndefined();
    expect(matchPath('/api/bookings/{id}', '/api/bookings/%E0%A4%A')).toBeUndefined();
    expect(matchPath('/api/enquiries', '/api/enquiries')).toEqual({});
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
