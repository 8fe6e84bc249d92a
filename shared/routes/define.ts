import type * as z from 'zod';

/**
 * What a route is, without any route: the types and path helpers the domain files, the web client, the
 * dispatcher and the gateways share. It imports no schema, so a page that imports it downloads none.
 */
/**
 * Who may call a route: anyone; any signed-in account (`account`: who am I); a client (`client`: not a
 * staff account); a member of the team signed in with their own account (`staff`); an admin
 * who passed MFA (`admin`). The server decides (lambdas/lib/dispatcher.ts).
 */
export type AuthLevel = 'public' | 'account' | 'client' | 'staff' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One Lambda per domain; each owns the routes that name it. */
export const FUNCTION_NAMES = [
  'enquiries',
  'bookings',
  'invoices',
  'feedback',
  'users',
  'accounts',
  'staff',
  'payments',
  'quotes',
] as const;
export type FunctionName = (typeof FUNCTION_NAMES)[number];

export interface RouteDefinition {
  method: HttpMethod;
  /** HTTP API path syntax, `{name}` for a path parameter. Always under /api (same origin as the site). */
  path: `/api/${string}`;
  auth: AuthLevel;
  fn: FunctionName;
  body?: z.ZodType;
  params?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType;
  /** Status of a successful answer. @default 200 */
  successStatus?: number;
  /** Accepts an Idempotency-Key header: a retried request is stored and acted on once. */
  idempotent?: boolean;
  /** Tighter throttle for routes anyone can call. */
  publicThrottle?: boolean;
  /**
   * A provider's signed webhook: the body is handed over as its exact bytes with the named
   * signature header (`{ raw, signature }`), never parsed as JSON first, so the signature is checked
   * over what was sent. Such a route has its own throttle, higher than `publicThrottle`, so that no one
   * posting unsigned bodies can fill what the providers' deliveries need (infra `webhookRouteThrottle`).
   */
  signedBody?: 'stripe-signature' | 'webhook-signature';
  /**
   * The Cache-Control of a successful answer, for a public read that may be shared (decision 035's
   * figures). Every other answer, and every error, is `no-store`. @default 'no-store'
   */
  cacheControl?: string;
}

export type RouteTable = Record<string, RouteDefinition>;

/** One domain's routes, each entry's literal types kept (method, schemas) for the typed callers. */
export const defineRoutes = <T extends RouteTable>(table: T): T => table;

type Input<T> = T extends z.ZodType ? z.input<T> : undefined;
type Output<T> = T extends z.ZodType ? z.output<T> : undefined;

/** What a caller sends for a route (before server-side parsing and defaults). */
export type RequestOf<R extends RouteDefinition> = {
  body: Input<R extends { body: infer B } ? B : undefined>;
  params: Input<R extends { params: infer P } ? P : undefined>;
  query: Input<R extends { query: infer Q } ? Q : undefined>;
};

/** What a handler receives once the dispatcher has validated the request. */
export type InputOf<R extends RouteDefinition> = {
  body: Output<R extends { body: infer B } ? B : undefined>;
  params: Output<R extends { params: infer P } ? P : undefined>;
  query: Output<R extends { query: infer Q } ? Q : undefined>;
};

export type ResponseOf<R extends RouteDefinition> = z.output<R['response']>;

/** The HTTP API route key, e.g. `POST /api/enquiries`; API Gateway puts the same string in `event.routeKey`. */
export const routeKey = (route: Pick<RouteDefinition, 'method' | 'path'>): string =>
  `${route.method} ${route.path}`;

/** Fills `{name}` placeholders, encoding each value. */
export const buildPath = (path: string, params: Record<string, string | number> = {}): string =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
