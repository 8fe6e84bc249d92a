import type { RouteDefinition } from '../../shared/routes';

/**
 * How an HTTP API picks the route for a request. API Gateway does not take the first route that
 * matches: it takes the most specific one (a full match beats a greedy `{proxy+}` variable, which beats
 * `$default`), and a literal segment beats a `{param}` there, so `GET /api/admin/users/export` wins over
 * `GET /api/admin/users/{id}` whatever order the table declares them in.
 */
type Segment =
  | { kind: 'literal'; text: string }
  | { kind: 'param'; name: string }
  | { kind: 'greedy'; name: string };

const parsed = new Map<string, Segment[]>();

/** A template's segments, parsed once: every request is matched against every route of the table. */
const segmentsOf = (template: string): Segment[] => {
  const known = parsed.get(template);
  if (known) return known;
  const segments = template.split('/').map((text): Segment => {
    const variable = /^\{(\w+)(\+?)\}$/.exec(text);
    if (!variable?.[1]) return { kind: 'literal', text };
    return variable[2] ? { kind: 'greedy', name: variable[1] } : { kind: 'param', name: variable[1] };
  });
  parsed.set(template, segments);
  return segments;
};

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
};

/** Matches a concrete path against a template; returns the decoded parameters, or undefined. */
export const matchPath = (template: string, path: string): Record<string, string> | undefined => {
  const wanted = segmentsOf(template);
  const given = path.split('/');
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    if (segment.kind === 'greedy') {
      // Must be last (API Gateway refuses it elsewhere); catches one or more remaining segments.
      const rest = given.slice(index).join('/');
      const value = rest === '' ? undefined : decode(rest);
      if (value === undefined) return undefined;
      params[segment.name] = value;
      return params;
    }
    const text = given[index];
    if (text === undefined) return undefined;
    if (segment.kind === 'literal') {
      if (segment.text !== text) return undefined;
      continue;
    }
    const value = text === '' ? undefined : decode(text);
    if (value === undefined) return undefined;
    params[segment.name] = value;
  }
  return given.length === wanted.length ? params : undefined;
};

const RANK = { literal: 0, param: 1, greedy: 2 } as const;

/**
 * Orders two templates that both match a path: negative when `a` is the more specific. Segment by
 * segment from the left, a literal beats a variable and a variable beats a greedy one; a longer
 * template (more segments matched exactly) beats a greedy one that stopped earlier.
 */
export const bySpecificity = (a: string, b: string): number => {
  const left = segmentsOf(a);
  const right = segmentsOf(b);
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const l = left[index];
    const r = right[index];
    if (!l || !r) return l ? -1 : 1;
    const difference = RANK[l.kind] - RANK[r.kind];
    if (difference !== 0) return difference;
  }
  return 0;
};

/** The route a request goes to, as API Gateway picks it, with its decoded path parameters. */
export const findRoute = <R extends Pick<RouteDefinition, 'method' | 'path'>>(
  table: readonly R[],
  method: string,
  pathname: string,
): { route: R; params: Record<string, string> } | undefined => {
  let best: { route: R; params: Record<string, string> } | undefined;
  for (const route of table) {
    if (route.method !== method) continue;
    const params = matchPath(route.path, pathname);
    if (params && (!best || bySpecificity(route.path, best.route.path) < 0)) best = { route, params };
  }
  return best;
};
