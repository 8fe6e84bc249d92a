import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';

/** API Gateway hands array claims to the function as a bracketed, space-separated string. */
const flattenClaims = (payload: JwtPayload): Record<string, string | number | boolean> =>
  Object.fromEntries(
    Object.entries(payload).map(([key, value]) => [
      key,
      Array.isArray(value) ? `[${value.join(' ')}]` : (value as string | number | boolean),
    ]),
  );

const TEXT_TYPES = /^(application\/(json|x-www-form-urlencoded|xml)|text\/)/i;

/** Builds the same payload-2.0 event API Gateway's HTTP API gives a Lambda integration. */
export const buildEvent = (input: {
  request: IncomingMessage;
  url: URL;
  routeKey: string;
  pathParameters: Record<string, string>;
  body: Buffer;
  claims: JwtPayload | undefined;
}): APIGatewayProxyEventV2WithJWTAuthorizer => {
  const { request, url } = input;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && name !== 'cookie')
      headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const key of new Set(url.searchParams.keys())) query[key] = url.searchParams.getAll(key).join(',');
  const now = new Date();
  const isText = TEXT_TYPES.test(headers['content-type'] ?? '');
  const requestId = randomUUID();
  return {
    version: '2.0',
    routeKey: input.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    cookies: request.headers.cookie?.split(/;\s*/),
    headers,
    queryStringParameters: Object.keys(query).length > 0 ? query : undefined,
    pathParameters: Object.keys(input.pathParameters).length > 0 ? input.pathParameters : undefined,
    body: input.body.length > 0 ? input.body.toString(isText ? 'utf8' : 'base64') : undefined,
    isBase64Encoded: input.body.length > 0 && !isText,
    stageVariables: undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: {
        method: request.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: input.routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
      // Routes without an authorizer get no authorizer block, as in AWS.
      ...(input.claims
        ? {
            authorizer: {
              principalId: '',
              integrationLatency: 0,
              jwt: { claims: flattenClaims(input.claims), scopes: [] },
            },
          }
        : {}),
    },
  } as APIGatewayProxyEventV2WithJWTAuthorizer;
};
