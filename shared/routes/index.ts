import { accountDataRoutes } from './account-data';
import { accountRoutes } from './accounts';
import { bookingRoutes } from './bookings';
import { childRoutes } from './children';
import {
  FUNCTION_NAMES,
  type FunctionName,
  type InputOf,
  type ResponseOf,
  type RouteDefinition,
  type RouteTable,
} from './define';
import { enquiryRoutes } from './enquiries';
import { feedbackRoutes } from './feedback';
import { houseKeyRoutes } from './house-keys';
import { invoiceRoutes } from './invoices';
import { paymentRoutes } from './payments';
import { priceRoutes } from './prices';
import { quoteBookingRoutes, quoteRoutes } from './quotes';
import { referralRoutes } from './referrals';
import { schedulingRoutes } from './scheduling';
import { staffRoutes } from './staff';
import { userRoutes } from './users';
import { visitDayRoutes } from './visit-day';

export * from './define';

/** Route names two or more tables declare: never, or the names a merge would silently overwrite. */
export type DuplicateRouteNames<T extends readonly RouteTable[]> = T extends readonly [
  infer Head,
  ...infer Rest extends readonly RouteTable[],
]
  ?
      | (keyof Head & (Rest[number] extends infer R ? (R extends unknown ? keyof R : never) : never))
      | DuplicateRouteNames<Rest>
  : never;

type Merged<T extends readonly RouteTable[]> = (
  T[number] extends infer R
    ? R extends unknown
      ? (table: R) => void
      : never
    : never
) extends (table: infer I) => void
  ? { [K in keyof I]: I[K] }
  : never;

/**
 * Merges the domain files' tables into one. A name declared in two of them does not compile: the
 * argument list must then also carry `duplicateRouteNames`, which no table has.
 */
export const mergeRoutes = <const T extends readonly RouteTable[]>(
  ...tables: T &
    ([DuplicateRouteNames<T>] extends [never] ? unknown : { duplicateRouteNames: DuplicateRouteNames<T> })
): Merged<T> => Object.assign({}, ...tables);

/**
 * The route table: the single declaration of every API route, one file per domain beside this one.
 * The CDK api stack makes one HTTP API route per entry, each function's dispatcher validates and
 * authorizes from it, the local gateway serves it (most specific match first, as API Gateway does), and
 * the web client calls each route by its definition, importing only its own domain's file.
 */
export const routes = mergeRoutes(
  enquiryRoutes,
  accountRoutes,
  accountDataRoutes,
  userRoutes,
  bookingRoutes,
  schedulingRoutes,
  invoiceRoutes,
  feedbackRoutes,
  staffRoutes,
  visitDayRoutes,
  childRoutes,
  houseKeyRoutes,
  paymentRoutes,
  priceRoutes,
  referralRoutes,
  quoteRoutes,
  quoteBookingRoutes,
);

export type Routes = typeof routes;
export type RouteName = keyof Routes;

/** What a handler receives once the dispatcher has validated the request. */
export type RouteInput<N extends RouteName> = InputOf<Routes[N]>;
export type RouteResponse<N extends RouteName> = ResponseOf<Routes[N]>;

export const routeNames = Object.keys(routes) as RouteName[];

/** One entry with every optional field visible, for code that walks the whole table. */
export const routeDefinition = (name: RouteName): RouteDefinition => routes[name];

export const routesOf = (fn: FunctionName): RouteName[] =>
  routeNames.filter((name) => routes[name].fn === fn);

/** Functions that own at least one route: the ones the api stack deploys. */
export const functionsInUse = (): FunctionName[] => FUNCTION_NAMES.filter((fn) => routesOf(fn).length > 0);

/** Route keys (`METHOD /path`) declared by more than one entry: API Gateway would refuse the second. */
export const duplicateRouteKeys = (
  table: Record<string, Pick<RouteDefinition, 'method' | 'path'>>,
): string[] => {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const route of Object.values(table)) {
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) duplicates.add(key);
    seen.add(key);
  }
  return [...duplicates];
};
