import { randomBytes, randomUUID } from 'node:crypto';
import http, { type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { REALTIME_ROUTES } from '../../shared/realtime';
import { REGION } from '../../shared/region';
import { type RunningServer, serve } from '../ports';
import type { FunctionPool } from './pool';

export interface RealtimeGatewayOptions {
  host: string;
  port: number;
  /** The stage: the API's path (`/local`), as API Gateway serves `wss://<id>.execute-api…/<stage>`. */
  stage: string;
  /** The `$connect` authorizer (lambdas/realtime/authorizer.ts). */
  authorizer: FunctionPool;
  /** The routes' function (lambdas/realtime/handler.ts). */
  handler: FunctionPool;
  log?: (line: string) => void;
}

export interface RunningRealtimeGateway extends RunningServer {
  /** `ws://host:port/<stage>`: what the browser connects to. */
  socketUrl: string;
  /** `http://host:port/<stage>`: the management API's endpoint (REALTIME_ENDPOINT). */
  managementUrl: string;
  /** Connections open now. */
  connections(): number;
  /** Settles once no route invocation is running (each connection's messages go one at a time). */
  idle(): Promise<void>;
}

const API_ID = 'localrealtime';

/** API Gateway's connection ids are 16 characters of URL-safe base64 with a trailing `=`. */
const newConnectionId = () => `${randomBytes(11).toString('base64url').slice(0, 15)}=`;

const headersOf = (request: IncomingMessage) =>
  Object.fromEntries(
    Object.entries(request.headers).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]],
    ),
  );

const refuseUpgrade = (socket: Duplex, status: number, message: string) => {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
};

/** The AWS JSON error answer the SDK reads (`x-amzn-errortype` names the exception). */
const awsError = (response: http.ServerResponse, status: number, type: string, message: string) => {
  response.writeHead(status, { 'content-type': 'application/json', 'x-amzn-errortype': type });
  response.end(JSON.stringify({ message }));
};

/**
 * The local stand-in for the API Gateway WebSocket API (decision 028), as local/gateway/gateway.ts is
 * for the HTTP API: on `GET /<stage>` with an upgrade it invokes the same authorizer and `$connect`
 * handler, with API Gateway's event shapes, in the functions' own execution environments, and accepts
 * the connection only when both allow it (the authorizer's refusal is a 401, the handler's status is
 * answered as is, 429 when the account holds its most connections). Each message goes to its route by
 * `action`; one no route takes gets API Gateway's own `Forbidden` frame, as the API has no `$default`; a
 * closed connection goes to `$disconnect`. It also serves the management API the functions call through the AWS
 * SDK: `POST`, `GET` and `DELETE /<stage>/@connections/<id>`, answering `GoneException` (410) for a
 * connection that is not open. Requests are not signature-checked (nor are the other emulators').
 * What it does not reproduce: the 2-hour and 10-minute-idle limits, route responses, and the stage's and
 * routes' throttles.
 */
export const startRealtimeGateway = async (
  options: RealtimeGatewayOptions,
): Promise<RunningRealtimeGateway> => {
  const log = options.log ?? (() => {});
  const open = new Map<
    string,
    { socket: WebSocket; context: Record<string, unknown>; connectedAt: number }
  >();
  const stagePath = `/${options.stage}`;
  let running = 0;
  let waiters: (() => void)[] = [];
  const track = async <T>(work: Promise<T>): Promise<T> => {
    running += 1;
    try {
      return await work;
    } finally {
      running -= 1;
      if (running === 0) {
        const done = waiters;
        waiters = [];
        for (const resolve of done) resolve();
      }
    }
  };

  const requestContext = (
    connectionId: string,
    routeKey: string,
    eventType: 'CONNECT' | 'MESSAGE' | 'DISCONNECT',
    extra: Record<string, unknown> = {},
  ) => ({
    routeKey,
    eventType,
    connectionId,
    messageId: eventType === 'MESSAGE' ? randomUUID() : undefined,
    requestId: randomUUID(),
    apiId: API_ID,
    stage: options.stage,
    domainName: `127.0.0.1:${port}`,
    requestTimeEpoch: Date.now(),
    ...extra,
  });

  const wss = new WebSocketServer({
    noServer: true,
    // The handshake names the protocol the `$connect` handler answered with.
    handleProtocols: (_offered, request) =>
      (request as IncomingMessage & { chosenProtocol?: string }).chosenProtocol ?? false,
  });

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://local');
    const match = new RegExp(`^${stagePath}/@connections/([^/]+)$`).exec(url.pathname);
    if (!match) {
      awsError(response, 404, 'NotFoundException', 'Not found');
      return;
    }
    const connectionId = decodeURIComponent(match[1] as string);
    const connection = open.get(connectionId);
    if (!connection) {
      awsError(response, 410, 'GoneException', `Connection ${connectionId} is gone`);
      return;
    }
    if (request.method === 'DELETE') {
      connection.socket.close(1000, 'Closed by the server');
      response.writeHead(204).end();
      return;
    }
    if (request.method === 'GET') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          ConnectedAt: new Date(connection.connectedAt).toISOString(),
          Identity: { SourceIp: '127.0.0.1' },
        }),
      );
      return;
    }
    if (request.method !== 'POST') {
      awsError(response, 405, 'BadRequestException', 'Method not allowed');
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      // API Gateway's limit on one message.
      if (body.length > 128 * 1024) {
        awsError(response, 413, 'PayloadTooLargeException', 'Message too large');
        return;
      }
      connection.socket.send(body.toString('utf8'));
      response.writeHead(200).end();
    });
  });

  const invokeRoute = async (connectionId: string, routeKey: string, event: Record<string, unknown>) => {
    const outcome = await track(options.handler.invoke(event));
    if (outcome.status !== 'ok') log(`[realtime] ${routeKey} ${connectionId} ${outcome.status}`);
    return outcome;
  };

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://local');
      if (url.pathname !== stagePath) {
        refuseUpgrade(socket, 404, 'Not found');
        return;
      }
      const connectionId = newConnectionId();
      const headers = headersOf(request);
      const queryStringParameters = Object.fromEntries(url.searchParams);
      const authorized = await track(
        options.authorizer.invoke({
          type: 'REQUEST',
          methodArn: `arn:aws:execute-api:${REGION}:000000000000:${API_ID}/${options.stage}/$connect`,
          headers,
          queryStringParameters,
          requestContext: requestContext(connectionId, '$connect', 'CONNECT'),
        }),
      );
      const policy =
        authorized.status === 'ok' ? (authorized.result as AuthorizerAnswer | undefined) : undefined;
      if (!policy) {
        log(
          `[realtime] $connect refused: ${authorized.status === 'error' ? authorized.error.errorMessage : authorized.status}`,
        );
        refuseUpgrade(socket, 401, 'Unauthorized');
        return;
      }
      if (!policy.policyDocument?.Statement?.every((statement) => statement.Effect === 'Allow')) {
        refuseUpgrade(socket, 403, 'Forbidden');
        return;
      }
      const context = { ...policy.context, principalId: policy.principalId };
      const connectedAt = Date.now();
      const connected = await invokeRoute(connectionId, '$connect', {
        headers,
        queryStringParameters,
        isBase64Encoded: false,
        requestContext: requestContext(connectionId, '$connect', 'CONNECT', {
          authorizer: context,
          connectedAt,
        }),
      });
      const answer = connected.status === 'ok' ? (connected.result as RouteAnswer | undefined) : undefined;
      const status = connected.status === 'ok' ? (answer?.statusCode ?? 200) : 502;
      if (status < 200 || status > 299) {
        refuseUpgrade(
          socket,
          status,
          status === 502 ? 'Internal server error' : status === 429 ? 'Too Many Requests' : 'Forbidden',
        );
        return;
      }
      const chosen = Object.entries(answer?.headers ?? {}).find(
        ([name]) => name.toLowerCase() === 'sec-websocket-protocol',
      )?.[1];
      (request as IncomingMessage & { chosenProtocol?: string }).chosenProtocol = chosen;
      wss.handleUpgrade(request, socket, head, (ws) => {
        open.set(connectionId, { socket: ws, context, connectedAt });
        // Messages of one connection reach the function in order, as each waits for the one before.
        let queue: Promise<unknown> = Promise.resolve();
        ws.on('message', (data, isBinary) => {
          const body = isBinary ? Buffer.from(data as Buffer).toString('base64') : data.toString();
          let action: unknown;
          try {
            action = (JSON.parse(body) as { action?: unknown }).action;
          } catch {
            action = undefined;
          }
          // The API has no `$default` route (infra/constructs/realtime-api.ts): API Gateway answers a
          // message no route takes itself, with this frame, and no function runs.
          if (!REALTIME_ROUTES.includes(action as never)) {
            ws.send(JSON.stringify({ message: 'Forbidden', connectionId, requestId: randomUUID() }));
            return;
          }
          const routeKey = String(action);
          queue = queue.then(() =>
            invokeRoute(connectionId, routeKey, {
              body,
              isBase64Encoded: isBinary,
              requestContext: requestContext(connectionId, routeKey, 'MESSAGE', {
                authorizer: context,
                connectedAt,
              }),
            }),
          );
        });
        ws.on('close', () => {
          open.delete(connectionId);
          // A stopping stack closes every connection; its functions are stopping too.
          if (stopping) return;
          void queue.then(() =>
            invokeRoute(connectionId, '$disconnect', {
              isBase64Encoded: false,
              requestContext: requestContext(connectionId, '$disconnect', 'DISCONNECT', {
                authorizer: context,
                connectedAt,
                disconnectStatusCode: 1005,
              }),
            }),
          );
        });
      });
    })().catch((error: unknown) => {
      log(`[realtime] upgrade failed: ${(error as Error).message}`);
      refuseUpgrade(socket, 500, 'Internal server error');
    });
  });

  let stopping = false;
  const listening = await serve(server, options.port, options.host, () => {
    stopping = true;
    for (const { socket } of open.values()) socket.terminate();
    wss.close();
  });
  const port = listening.port;
  return {
    ...listening,
    socketUrl: `ws://${options.host}:${port}${stagePath}`,
    managementUrl: `http://${options.host}:${port}${stagePath}`,
    connections: () => open.size,
    idle: () => (running === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
  };
};

interface AuthorizerAnswer {
  principalId?: string;
  policyDocument?: { Statement?: { Effect?: string }[] };
  context?: Record<string, unknown>;
}

interface RouteAnswer {
  statusCode?: number;
  headers?: Record<string, string>;
}
