import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { REQUEST_ID_HEADER } from '../../shared/http';
import {
  type FunctionName,
  matchPath,
  type RouteDefinition,
  routeKey,
  routeNames,
  routes,
} from '../../shared/routes';
import { assertPortFree } from '../ports';
import { buildEvent } from './event';
import type { VerifyToken } from './verifier';

type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

type TriggerHandler = (event: unknown) => Promise<unknown>;

export interface GatewayOptions {
  host: string;
  port: number;
  verifyToken: VerifyToken;
  /**
   * Functions other AWS services invoke directly (Cognito triggers), served on the Lambda Invoke API
   * path so cognito-local can call them as it would call Lambda.
   */
  invocable?: Record<string, () => Promise<TriggerHandler>>;
  /** Loads a function's handler module: the same module AWS runs. */
  loadHandler?: (fn: FunctionName) => Promise<LambdaHandler>;
  onRequest?: (line: string) => void;
}

export interface RunningGateway {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** API Gateway refuses payloads over 10 MB before any function runs. */
const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;

const defaultLoader = async (fn: FunctionName): Promise<LambdaHandler> =>
  ((await import(`../../lambdas/${fn}/handler.ts`)) as { handler: LambdaHandler }).handler;

const send = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
};

const findRoute = (method: string, pathname: string) => {
  for (const name of routeNames) {
    const route: RouteDefinition = routes[name];
    if (route.method !== method) continue;
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return undefined;
};

const readBody = (request: IncomingMessage): Promise<Buffer | undefined> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_PAYLOAD_BYTES) {
        resolve(undefined);
        request.resume();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

/** The JWT authorizer's checks, made before any function runs. */
const authenticate = async (
  request: IncomingMessage,
  verifyToken: VerifyToken,
): Promise<JwtPayload | undefined> => {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return undefined;
  try {
    return await verifyToken(match[1]);
  } catch {
    return undefined;
  }
};

const writeResult = (
  response: ServerResponse,
  result: APIGatewayProxyStructuredResultV2,
  requestId: string,
) => {
  const headers: Record<string, string | string[]> = { 'apigw-requestid': requestId };
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  response.writeHead(result.statusCode ?? 200, headers);
  response.end(
    result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined,
  );
};

const lambdaContext = (fn: string, requestId: string): Context =>
  ({
    functionName: `local-${fn}`,
    awsRequestId: requestId,
    getRemainingTimeInMillis: () => 10_000,
  }) as Context;

/**
 * A local HTTP API: matches requests against the route table, runs the JWT authorizer's checks on
 * non-public routes, builds a real payload-2.0 event and calls the function's own handler module.
 */
export const startGateway = async (options: GatewayOptions): Promise<RunningGateway> => {
  await assertPortFree(options.port, 'API_PORT', options.host);
  const load = options.loadHandler ?? defaultLoader;

  const invoke = async (name: string, request: IncomingMessage, response: ServerResponse) => {
    const load = options.invocable?.[name];
    if (!load) return send(response, 404, { Type: 'User', message: `Function not found: ${name}` });
    const payload = JSON.parse((await readBody(request))?.toString('utf8') || '{}') as unknown;
    try {
      const result = await (await load())(payload);
      options.onRequest?.(`invoke ${name} ok`);
      return send(response, 200, result);
    } catch (error) {
      options.onRequest?.(`invoke ${name} failed: ${(error as Error).message}`);
      return send(
        response,
        200,
        { errorMessage: (error as Error).message, errorType: (error as Error).name },
        { 'x-amz-function-error': 'Unhandled' },
      );
    }
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const started = Date.now();
    const url = new URL(request.url ?? '/', 'http://localhost');
    const invocation = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(url.pathname);
    if (invocation?.[1] && request.method === 'POST')
      return invoke(decodeURIComponent(invocation[1]), request, response);
    const found = findRoute(request.method ?? 'GET', url.pathname);
    if (!found) return send(response, 404, { code: 'not_found', message: 'No such API route' });
    const claims =
      found.route.auth === 'public' ? undefined : await authenticate(request, options.verifyToken);
    if (found.route.auth !== 'public' && !claims) {
      return send(
        response,
        401,
        { code: 'unauthorized', message: 'Sign in to continue' },
        { 'www-authenticate': 'Bearer' },
      );
    }
    const body = await readBody(request);
    if (!body) return send(response, 413, { code: 'payload_too_large', message: 'The request is too large' });
    const event = buildEvent({
      request,
      url,
      routeKey: routeKey(found.route),
      pathParameters: found.params,
      body,
      claims,
    });
    const handler = await load(found.route.fn);
    const result = await handler(event, lambdaContext(found.route.fn, event.requestContext.requestId));
    writeResult(response, result, event.requestContext.requestId);
    options.onRequest?.(`${request.method} ${url.pathname} ${result.statusCode} ${Date.now() - started}ms`);
  };

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      // In AWS a crashed function answers 500 from API Gateway; the same here, with the error body.
      console.error('local gateway: function failed', error);
      if (!response.headersSent)
        send(
          response,
          500,
          { code: 'internal', message: 'Internal Server Error' },
          { [REQUEST_ID_HEADER]: 'local' },
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://${options.host}:${port}`,
    port,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
