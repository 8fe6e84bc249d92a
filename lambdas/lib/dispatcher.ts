import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
} from 'aws-lambda';
import { IDEMPOTENCY_HEADER, REQUEST_ID_HEADER } from '../../shared/http';
import type {
  AuthLevel,
  FunctionName,
  RouteDefinition,
  RouteInput,
  RouteName,
  RouteResponse,
  Routes,
} from '../../shared/routes';
// Not the route table's index: a function bundles its own domain's routes and schemas, not every domain's.
import { routeKey } from '../../shared/routes/define';
import type { ErrorBody } from '../../shared/schemas/error';
import { type Caller, callerFromClaims } from './caller';
import {
  AppError,
  ForbiddenError,
  NotFoundError,
  ServiceUnavailableError,
  SlotTakenError,
  UnauthorizedError,
} from './errors';
import { isUnavailable } from './failures';
import { logger } from './logger';
import { assertThroughCloudFront } from './origin';
import {
  assertNoBody,
  assertNoQuery,
  header,
  parseWith,
  readIdempotencyKey,
  readJsonBody,
  readSignedBody,
} from './request';
import { tracedHandler, tracer } from './tracer';

export interface RequestContext<C extends Caller | undefined = Caller | undefined> {
  /** Always present on client and admin routes; on public routes only if a token was verified. */
  caller: C;
  requestId: string;
  idempotencyKey: string | undefined;
}

type CallerFor<N extends RouteName> = Routes[N]['auth'] extends 'public' ? Caller | undefined : Caller;

export type RouteHandler<N extends RouteName> = (
  input: RouteInput<N>,
  context: RequestContext<CallerFor<N>>,
) => Promise<RouteResponse<N>>;

/** The routes a function owns, as a type: a missing handler is a compile error. */
export type RoutesOf<F extends FunctionName> = {
  [N in RouteName]: Routes[N]['fn'] extends F ? N : never;
}[RouteName];

export type HandlerMap<F extends FunctionName> = { [N in RoutesOf<F>]: RouteHandler<N> };

/** A function's own entries of the route table, from its domain's file(s) (shared/routes/<domain>.ts). */
export type OwnRoutes<F extends FunctionName> = { [N in RoutesOf<F>]: Routes[N] };

type Event = APIGatewayProxyEventV2 | APIGatewayProxyEventV2WithJWTAuthorizer;
type Result = APIGatewayProxyStructuredResultV2;

const json = (
  status: number,
  body: unknown,
  requestId: string,
  extra: Record<string, string> = {},
): Result => ({
  statusCode: status,
  headers: {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    [REQUEST_ID_HEADER.toLowerCase()]: requestId,
    ...extra,
  },
  body: JSON.stringify(body),
});

const claimsOf = (event: Event) =>
  'authorizer' in event.requestContext ? event.requestContext.authorizer?.jwt?.claims : undefined;

/** A staff account's token on a client's route: the team's accounts are not clients'. */
export const STAFF_ON_CLIENT_ROUTE = "This is a staff account: clients' pages are not open to it";

/** Anyone but a team member's own account on a staff route: the office's accounts are not the team's. */
export const NOT_A_STAFF_ACCOUNT =
  'These pages are for members of the team, signed in with their own account';

const authorize = (auth: AuthLevel, caller: Caller | undefined): void => {
  if (auth === 'public') return;
  if (!caller) throw new UnauthorizedError();
  if (auth === 'client' && caller.isStaff) throw new ForbiddenError(STAFF_ON_CLIENT_ROUTE);
  if (auth === 'staff') {
    if (caller.isStaff) return;
    throw new ForbiddenError(NOT_A_STAFF_ACCOUNT);
  }
  if (auth !== 'admin' || caller.isAdmin) return;
  if (caller.adminWithoutMfa)
    throw new ForbiddenError(
      'Admin pages need your authenticator app: sign out, then sign in again to set it up',
      'mfa_required',
    );
  throw new ForbiddenError();
};

const errorResult = (error: unknown, requestId: string): Result => {
  if (error instanceof AppError) {
    const body: ErrorBody = { code: error.code, message: error.message };
    if (error.issues) body.issues = error.issues;
    if (error instanceof SlotTakenError) body.freeTimes = error.freeTimes;
    if (error.status >= 500) logger.error('request failed', { requestId, code: error.code });
    return json(error.status, body, requestId, error.status === 503 ? { 'retry-after': '5' } : {});
  }
  if (isUnavailable(error)) {
    logger.warn('dependency unavailable', { requestId, error: (error as Error).name });
    return errorResult(new ServiceUnavailableError(), requestId);
  }
  logger.error('unhandled error', { requestId, error: error as Error });
  // Answered as a 500, so the handler's subsegment would not show it: the trace records it here.
  tracer.addErrorAsMetadata(error as Error);
  return json(500, { code: 'internal', message: 'Something went wrong on our side' }, requestId);
};

/**
 * How long before the function's timeout a request still waiting on a dependency is answered 503:
 * with the error body and Retry-After, instead of API Gateway's bare 503 after Lambda stops the function.
 */
export const DEADLINE_MARGIN_MS = 1_000;

/** The part of Lambda's context the dispatcher reads. */
interface InvocationContext {
  getRemainingTimeInMillis?: () => number;
}

/** Resolves to the 503 answer when the invocation is about to run out of time; `clear` stops the timer. */
const deadline = (context: InvocationContext | undefined, requestId: string) => {
  const remaining = context?.getRemainingTimeInMillis?.();
  if (remaining === undefined) return { answer: new Promise<never>(() => {}), clear: () => {} };
  let timer: NodeJS.Timeout | undefined;
  const answer = new Promise<Result>((resolve) => {
    timer = setTimeout(
      () => {
        logger.warn('answering before the function times out', { requestId });
        resolve(errorResult(new ServiceUnavailableError(), requestId));
      },
      Math.max(0, remaining - DEADLINE_MARGIN_MS),
    );
  });
  return { answer, clear: () => clearTimeout(timer) };
};

/**
 * Builds a function's Lambda handler from the route table: refuses a request that did not come through
 * CloudFront, finds the route by API Gateway's route key,
 * checks the caller's level from verified claims, validates body, path and query with the route's
 * schemas, calls the route's handler and answers with its declared status and schema.
 */
export const createDispatcher = <F extends FunctionName>(
  fn: F,
  own: OwnRoutes<F>,
  handlers: HandlerMap<F>,
) => {
  const ownRoutes = own as Record<string, RouteDefinition>;
  const stray = Object.keys(ownRoutes).filter((name) => ownRoutes[name]?.fn !== fn);
  if (stray.length > 0) throw new Error(`Routes of another function given to ${fn}: ${stray.join(', ')}`);
  const byKey = new Map(Object.entries(ownRoutes).map(([name, route]) => [routeKey(route), name] as const));

  const dispatch = async (event: Event, requestId: string): Promise<Result> => {
    try {
      // Before anything else reads the request: one that bypassed CloudFront gets no further.
      assertThroughCloudFront(event);
      const name = byKey.get(event.routeKey);
      if (!name) throw new NotFoundError('No such API route');
      tracer.putAnnotation('route', name);
      const route = ownRoutes[name] as RouteDefinition;
      const caller = callerFromClaims(claimsOf(event));
      authorize(route.auth, caller);

      const input = {
        body: route.body
          ? parseWith(
              route.body,
              route.signedBody ? readSignedBody(event, route.signedBody) : readJsonBody(event),
            )
          : assertNoBody(event),
        params: route.params ? parseWith(route.params, event.pathParameters ?? {}, 'params') : undefined,
        query: route.query
          ? parseWith(route.query, event.queryStringParameters ?? {}, 'query')
          : assertNoQuery(event),
      };
      const idempotencyKey = route.idempotent
        ? readIdempotencyKey(header(event, IDEMPOTENCY_HEADER))
        : undefined;

      // authorize() above guarantees a caller on every non-public route, which is what the handler types promise.
      const handler = handlers[name as RoutesOf<F>] as unknown as (
        input: RouteInput<RouteName>,
        context: RequestContext,
      ) => Promise<unknown>;
      const output = await handler(input as RouteInput<RouteName>, { caller, requestId, idempotencyKey });
      const body = route.response.parse(output);
      return json(
        route.successStatus ?? 200,
        body,
        requestId,
        route.cacheControl ? { 'cache-control': route.cacheControl } : {},
      );
    } catch (error) {
      return errorResult(error, requestId);
    }
  };

  // A dependency that hangs (half up after an outage) must not take the function past its timeout: a
  // retried write is safe, its idempotency key makes the server act once.
  return tracedHandler(fn, async (event: Event, context?: InvocationContext): Promise<Result> => {
    const requestId = event.requestContext?.requestId ?? 'unknown';
    const timeout = deadline(context, requestId);
    try {
      return await Promise.race([dispatch(event, requestId), timeout.answer]);
    } finally {
      timeout.clear();
    }
  });
};
