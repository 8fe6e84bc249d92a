import { routeDefinition, routeNames } from './routes';

/*
 * The edge's limits, apart from shared/limits.ts: they are built from the route table, which the
 * functions' own limits must not pull into every function's bundle (each bundles its own domain's routes).
 */

/**
 * Per-client request limits at the edge: the WAF's rate-based rules in AWS (keyed by the viewer's IP)
 * and the local CDN (keyed by the connection's address) are both built from this list, so the limits
 * a visitor meets are the ones the tests hold.
 */
export interface EdgeRateLimit {
  /** The WAF rule's name (and its metric's). */
  name: string;
  /** Requests one client may make in the window before it is refused. The WAF takes 10 at least. */
  limit: number;
  /** The window the WAF counts over: it takes 60, 120, 300 or 600 seconds. */
  windowSeconds: 60 | 120 | 300 | 600;
  /** Which requests count: with `methods`, only those; with `paths`, exactly those; else all under `pathPrefix`. */
  scope: { pathPrefix: string; methods?: readonly string[]; paths?: readonly string[] };
  /** Addresses (IPv4 CIDR) the limit does not count, and the edge lets through to their paths. */
  exempt?: readonly string[];
}

/**
 * The addresses Stripe sends its webhooks from, as it publishes them (stripe.com/files/ips/ips_webhooks.txt,
 * 15 addresses in 2026; Stripe announces a change seven days ahead on its API announce list, and
 * docs/deploy.md says how to update them). GoCardless publishes none: its deliveries meet the same
 * per-address limit as anyone, which is far above the rate it sends at (a delivery carries up to 250
 * events).
 */
export const PROVIDER_WEBHOOK_SOURCES: readonly string[] = [
  '3.18.12.63',
  '3.69.109.8',
  '3.120.168.93',
  '3.130.192.231',
  '13.235.14.237',
  '13.235.122.149',
  '18.211.135.69',
  '35.154.171.200',
  '35.157.207.129',
  '52.15.183.38',
  '54.88.130.119',
  '54.88.130.237',
  '54.187.174.169',
  '54.187.205.235',
  '54.187.216.72',
].map((address) => `${address}/32`);

/**
 * The paths anyone may write to without an account: the public routes of the route table that change
 * something, but the providers' webhooks, which have their own limit.
 */
export const PUBLIC_WRITE_PATHS: readonly string[] = routeNames
  .map(routeDefinition)
  .filter((route) => route.auth === 'public' && route.method !== 'GET' && !route.signedBody)
  .map((route) => route.path);

/** Stripe's and GoCardless's webhooks: public, but only a provider's signature gets anywhere. */
export const WEBHOOK_PATHS: readonly string[] = routeNames
  .map(routeDefinition)
  .filter((route) => route.signedBody !== undefined)
  .map((route) => route.path);

/** In order: the first limit a request is over answers it. */
export const EDGE_RATE_LIMITS: readonly EdgeRateLimit[] = [
  {
    // A person sends a form or two; ten in five minutes is a bot (or a very busy office behind one address).
    name: 'PublicWrites',
    limit: 10,
    windowSeconds: 300,
    scope: { pathPrefix: '/api/', methods: ['POST'], paths: PUBLIC_WRITE_PATHS },
  },
  {
    // The providers' published addresses are let through; anyone else posting unsigned bodies is cut off
    // well before one address could fill the webhooks' route throttle (10 a second, infra/config.ts), so
    // Stripe's and GoCardless's deliveries still get through. GoCardless, which publishes no
    // addresses, sends far fewer than this: a delivery carries up to 250 events.
    name: 'ProviderWebhooks',
    limit: 100,
    windowSeconds: 300,
    scope: { pathPrefix: '/api/webhooks/', methods: ['POST'], paths: WEBHOOK_PATHS },
    exempt: PROVIDER_WEBHOOK_SOURCES,
  },
  {
    // A signed-in session reads a handful of lists per page; this is room for an office of them.
    name: 'Api',
    limit: 1000,
    windowSeconds: 300,
    scope: { pathPrefix: '/api/' },
  },
];

/** Whether a request falls under a limit's scope. */
export const inScope = (limit: EdgeRateLimit, method: string, path: string): boolean => {
  const { pathPrefix, methods, paths } = limit.scope;
  if (!path.startsWith(pathPrefix)) return false;
  if (methods && !methods.includes(method)) return false;
  return !paths || paths.includes(path);
};
