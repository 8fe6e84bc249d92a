import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bySpecificity, findRoute, matchPath } from '../../../../local/gateway/route-match';
import { buildPath, type RouteDefinition, routeKey, routeNames, routes } from '../../../../shared/routes';

const table: RouteDefinition[] = routeNames.map((name) => routes[name]);

/** A concrete path for a route: each `{param}` filled with a value no literal segment has. */
const concrete = (route: RouteDefinition) =>
  buildPath(route.path, new Proxy({}, { get: () => 'p-1' }) as Record<string, string>);

describe('matchPath', () => {
  it('matches parameters, decoded', () => {
    expect(matchPath('/api/bookings/{id}/status', '/api/bookings/a%20b%2Fc/status')).toEqual({ id: 'a b/c' });
    expect(matchPath('/api/enquiries', '/api/enquiries')).toEqual({});
  });

  it('does not match other shapes, and refuses malformed encoding', () => {
    expect(matchPath('/api/bookings/{id}', '/api/bookings')).toBeUndefined();
    expect(matchPath('/api/bookings/{id}', '/api/bookings/')).toBeUndefined();
    expect(matchPath('/api/bookings/{id}', '/api/bookings/1/extra')).toBeUndefined();
    expect(matchPath('/api/bookings/{id}', '/api/bookings/%E0%A4%A')).toBeUndefined();
  });

  it('lets a greedy variable take the rest of the path', () => {
    expect(matchPath('/api/files/{proxy+}', '/api/files/a/b%20c')).toEqual({ proxy: 'a/b c' });
    expect(matchPath('/api/files/{proxy+}', '/api/files')).toBeUndefined();
  });
});

describe('route precedence (API Gateway: the most specific match)', () => {
  // The example of the HTTP API developer guide ("Routing API requests"), plus a literal tail.
  const example = [
    { method: 'GET', path: '/api/pets/{proxy+}' },
    { method: 'GET', path: '/api/pets/dog/{id}' },
    { method: 'GET', path: '/api/pets/dog/1' },
    { method: 'GET', path: '/api/pets/{kind}/export' },
  ] as const;

  it.each([
    ['/api/pets/dog/1', '/api/pets/dog/1'],
    ['/api/pets/dog/2', '/api/pets/dog/{id}'],
    ['/api/pets/cat/1', '/api/pets/{proxy+}'],
    ['/api/pets/cat/export', '/api/pets/{kind}/export'],
    ['/api/pets/dog/export', '/api/pets/dog/{id}'],
  ])('%s goes to %s', (path, expected) => {
    for (const order of [example, [...example].reverse()])
      expect(findRoute(order, 'GET', path)?.route.path).toBe(expected);
  });

  it('ranks a literal before a variable before a greedy variable', () => {
    expect(bySpecificity('/api/a/b', '/api/a/{x}')).toBeLessThan(0);
    expect(bySpecificity('/api/a/{x}', '/api/a/{y+}')).toBeLessThan(0);
    expect(bySpecificity('/api/a/{x}/c', '/api/a/{y+}')).toBeLessThan(0);
    expect(bySpecificity('/api/a/{y+}', '/api/a/b')).toBeGreaterThan(0);
  });

  it("sends every route's own path to that route, however the table is ordered", () => {
    const expected = table.map((route) => routeKey(route));
    fc.assert(
      fc.property(fc.shuffledSubarray(table, { minLength: table.length }), (shuffled) => {
        const found = table.map((route) => findRoute(shuffled, route.method, route.path)?.route);
        expect(found.map((route) => route && routeKey(route))).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('sends the same concrete requests to the same routes, however the table is ordered', () => {
    const requests = table.map((route) => [route.method, concrete(route)] as const);
    const inOrder = requests.map(([method, path]) => findRoute(table, method, path)?.route);
    // The users export is a literal beside `/api/admin/users/{id}`: it must win in either order.
    expect(findRoute([...table].reverse(), 'GET', '/api/admin/users/export')?.route).toBe(routes.exportUsers);
    fc.assert(
      fc.property(fc.shuffledSubarray(table, { minLength: table.length }), (shuffled) => {
        expect(requests.map(([method, path]) => findRoute(shuffled, method, path)?.route)).toEqual(inOrder);
      }),
      { numRuns: 200 },
    );
  });
});
