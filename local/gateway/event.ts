import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';

/** A verified token's claims, as the JWT authorizer hands them on. */
export type Claims = Record<string, unknown>;

/** What API Gateway knows of a request once it has matched a route and run the authorizer. */
export interface MatchedRequest {
  method: string;
  /** Path and query as the client sent them, e.g. `/api/bookings?limit=5`. */
  url: string;
  routeKey: string;
  headers?: Record<string, string | string[] | undefined>;
  pathParameters?: Record<string, string>;
  body?: Buffer | string;
  /** Present on routes with the JWT authorizer. */
  claims?: Claims;
  sourceIp?: string;
  httpVersion?: string;
  requestId?: string;
}

/** API Gateway hands array claims to the function as a bracketed, space-separated string. */
const flattenClaims = (claims: Claims): Record<string, string | number | boolean> =>
  Object.fromEntries(
    Object.entries(claims).map(([key, value]) => [
      key,
      Array.isArray(value) ? `[${value.join(' ')}]` : (value as string | number | boolean),
    ]),
  );

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/i;

/**
 * The payload-2.0 event API Gateway's HTTP API gives a Lambda integration: the local gateway builds
 * every event with it, and unit tests build theirs with it too, so both hand handlers the same shape.
 */
export const buildEvent = (request: MatchedRequest): APIGatewayProxyEventV2WithJWTAuthorizer => {
  const url = new URL(request.url, 'http://localhost');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    if (value !== undefined && name !== 'cookie')
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const cookie = request.headers?.cookie;
  const query: Record<string, string> = {};
  for (const key of new Set(url.searchParams.keys())) query[key] = url.searchParams.getAll(key).join(',');
  const body =
    typeof request.body === 'string' ? Buffer.from(request.body) : (request.body ?? Buffer.alloc(0));
  const isText = TEXT_TYPES.test(headers['content-type'] ?? '');
  const pathParameters = request.pathParameters ?? {};
  const now = new Date();
  return {
    version: '2.0',
    routeKey: request.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    cookies: typeof cookie === 'string' ? cookie.split(/;\s*/) : undefined,
    headers,
    queryStringParameters: Object.keys(query).length > 0 ? query : undefined,
    pathParameters: Object.keys(pathParameters).length > 0 ? pathParameters : undefined,
    body: body.length > 0 ? body.toString(isText ? 'utf8' : 'base64') : undefined,
    isBase64Encoded: body.length > 0 && !isText,
    stageVariables: undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: {
        method: request.method,
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion ?? '1.1'}`,
        sourceIp: request.sourceIp ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: request.requestId ?? randomUUID(),
      routeKey: request.routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
      // Routes without an authorizer get no authorizer block, as in AWS.
      ...(request.claims
        ? {
            authorizer: {
              principalId: '',
              integrationLatency: 0,
              jwt: { claims: flattenClaims(request.claims), scopes: [] },
            },
          }
        : {}),
    },
  } as APIGatewayProxyEventV2WithJWTAuthorizer;
};
