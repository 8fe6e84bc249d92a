import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { REQUEST_ID_HEADER } from '../../shared/http';
import { type FunctionName, type RouteDefinition, routeKey, routeNames, routes } from '../../shared/routes';
import { assertPortFree, type RunningServer, serve } from '../ports';
import { buildEvent } from './event';
import { createEventQueue } from './event-queue';
import type { FunctionPool, InvokeOutcome } from './pool';
import { findRoute } from './route-match';
import type { VerifyToken } from './verifier';

export interface GatewayOptions {
  host: string;
  port: number;
  verifyToken: VerifyToken;
  /** Each domain's function, run in its own execution environments. */
  functions: Record<FunctionName, FunctionPool>;
  /**
   * Functions other AWS services invoke directly (Cognito triggers), served on the Lambda Invoke API
   * path so cognito-local can call them as it would call Lambda.
   */
  invocable?: Record<string, FunctionPool>;
  onRequest?: (line: string) => void;
}

export interface RunningGateway extends RunningServer {
  /** Settles once no asynchronous invocation is queued or running. */
  idle(): Promise<void>;
  /** Asynchronous invocations queued so far. */
  eventsQueued(): number;
}

/** The longest an asynchronous invocation waits for the API to be quiet (event-queue.ts). */
const ASYNC_EVENT_MAX_DELAY_MS = 5_000;

/** API Gateway refuses payloads over 10 MB before any function runs. */
const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;

const send = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
};

const table: RouteDefinition[] = routeNames.map((name) => routes[name]);

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

/**
 * What API Gateway answers when the integration fails: a function that timed out (HTTP API: 503 with
 * its own body) or crashed (500; here with the API's error body, so clients see one error shape).
 */
const failed = (outcome: Exclude<InvokeOutcome, { status: 'ok' }>) =>
  outcome.status === 'timeout'
    ? { status: 503, body: { message: 'Service Unavailable' } }
    : { status: 500, body: { code: 'internal', message: 'Internal Server Error' } };

/**
 * A local HTTP API: matches requests against the route table, runs the JWT authorizer's checks on
 * non-public routes, builds a real payload-2.0 event and invokes the function that owns the route.
 */
export const startGateway = async (options: GatewayOptions): Promise<RunningGateway> => {
  await assertPortFree(options.port, 'API_PORT', options.host);
  const events = createEventQueue({ maxDelayMs: ASYNC_EVENT_MAX_DELAY_MS });

  const invoke = async (name: string, request: IncomingMessage, response: ServerResponse) => {
    const pool = options.invocable?.[name];
    if (!pool) return send(response, 404, { Type: 'User', message: `Function not found: ${name}` });
    const payload = JSON.parse((await readBody(request))?.toString('utf8') || '{}') as unknown;
    if (request.headers['x-amz-invocation-type'] === 'Event') {
      // Asynchronous invocation: Lambda queues the event and answers 202 before the function runs.
      events.push(() =>
        pool
          .invoke(payload)
          .then((outcome) => options.onRequest?.(`invoke ${name} (event) ${outcome.status}`)),
      );
      response.writeHead(202).end();
      return;
    }
    const outcome = await pool.invoke(payload);
    options.onRequest?.(`invoke ${name} ${outcome.status}`);
    if (outcome.status === 'ok') return send(response, 200, outcome.result ?? null);
    // Lambda's Invoke API reports a failed function in a header, with status 200.
    const error =
      outcome.status === 'timeout'
        ? { errorType: 'Sandbox.Timedout', errorMessage: 'Task timed out' }
        : { errorType: outcome.error.errorType, errorMessage: outcome.error.errorMessage };
    return send(response, 200, error, { 'x-amz-function-error': 'Unhandled' });
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const started = Date.now();
    const url = new URL(request.url ?? '/', 'http://localhost');
    const invocation = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(url.pathname);
    if (invocation?.[1] && request.method === 'POST')
      return invoke(decodeURIComponent(invocation[1]), request, response);
    events.requestStarted();
    try {
      await handleRoute(request, response, url, started);
    } finally {
      events.requestEnded();
    }
  };

  const handleRoute = async (
    request: IncomingMessage,
    response: ServerResponse,
    url: URL,
    started: number,
  ) => {
    const found = findRoute(table, request.method ?? 'GET', url.pathname);
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
      method: request.method ?? 'GET',
      url: request.url ?? '/',
      routeKey: routeKey(found.route),
      headers: request.headers,
      pathParameters: found.params,
      body,
      claims,
      sourceIp: request.socket.remoteAddress,
      httpVersion: request.httpVersion,
    });
    const { requestId } = event.requestContext;
    const outcome = await options.functions[found.route.fn].invoke(event, requestId);
    if (outcome.status === 'ok') {
      const result = outcome.result as APIGatewayProxyStructuredResultV2;
      writeResult(response, result, requestId);
      options.onRequest?.(`${request.method} ${url.pathname} ${result.statusCode} ${Date.now() - started}ms`);
      return;
    }
    if (outcome.status === 'error')
      console.error(
        `local gateway: ${found.route.fn} failed: ${outcome.error.stack ?? outcome.error.errorMessage}`,
      );
    const answer = failed(outcome);
    send(response, answer.status, answer.body, {
      'apigw-requestid': requestId,
      [REQUEST_ID_HEADER]: requestId,
    });
    options.onRequest?.(
      `${request.method} ${url.pathname} ${answer.status} (${outcome.status}) ${Date.now() - started}ms`,
    );
  };

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      console.error('local gateway: request failed', error);
      if (!response.headersSent)
        send(
          response,
          500,
          { code: 'internal', message: 'Internal Server Error' },
          { [REQUEST_ID_HEADER]: 'local' },
        );
    });
  });
  const running = await serve(server, options.port, options.host, events.clear);
  return { ...running, idle: events.idle, eventsQueued: events.pushed };
};
