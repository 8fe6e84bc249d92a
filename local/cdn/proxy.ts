import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import https from 'node:https';
import { sendBody } from './respond';

/** Headers that describe one connection, not the message, so a proxy must not pass them on (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

const endToEnd = (headers: IncomingHttpHeaders): OutgoingHttpHeaders => {
  // A sender may name further per-connection headers in Connection itself.
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase()),
  );
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !named.has(name)),
  );
};

/**
 * What CloudFront tells the origin about the viewer; the Host becomes the origin's own, as in AWS. The
 * origin's custom headers replace any of the same name the viewer sent (Node gives names in lower case).
 */
const upstreamHeaders = (request: IncomingMessage, custom: Record<string, string>): OutgoingHttpHeaders => {
  const { host, ...headers } = endToEnd(request.headers);
  const client = request.socket.remoteAddress ?? '';
  const earlier = request.headers['x-forwarded-for'];
  return {
    ...headers,
    'x-forwarded-for': earlier ? `${earlier}, ${client}` : client,
    'x-forwarded-proto': 'http',
    ...(host ? { 'x-forwarded-host': host } : {}),
    ...Object.fromEntries(Object.entries(custom).map(([name, value]) => [name.toLowerCase(), value])),
  };
};

const BAD_GATEWAY = JSON.stringify({ code: 'bad_gateway', message: 'The API is not reachable' });

export interface ApiProxy {
  forward(request: IncomingMessage, response: ServerResponse): void;
  close(): void;
}

/**
 * CloudFront's `/api/*` behaviour: passes the request to the API origin unchanged but for hop-by-hop
 * headers and the origin's custom headers (the origin-verify secret), and streams both bodies, so long
 * uploads and answers are never held in memory.
 */
export const createApiProxy = (apiOrigin: string, customHeaders: Record<string, string> = {}): ApiProxy => {
  const origin = new URL(apiOrigin);
  const transport = origin.protocol === 'https:' ? https : http;
  // An agent of our own, so stop() can drop its kept-alive sockets instead of leaving them to time out.
  // An idle socket is dropped after 4 s, before Node's server closes it (keepAliveTimeout 5 s): a request
  // sent on a socket the gateway is closing at that moment failed with ECONNRESET and answered 502 (a
  // client's booking in a clean-clone e2e run). Node's agent does not read the Keep-Alive timeout hint.
  const agent = new transport.Agent({ keepAlive: true, timeout: 4_000 });
  const basePath = origin.pathname.replace(/\/$/, '');

  const forward = (request: IncomingMessage, response: ServerResponse) => {
    const upstream = transport.request({
      agent,
      protocol: origin.protocol,
      hostname: origin.hostname,
      port: origin.port,
      method: request.method,
      path: `${basePath}${request.url ?? '/'}`,
      headers: upstreamHeaders(request, customHeaders),
    });
    upstream.on('response', (answer) => relay(answer, response));
    upstream.on('error', () => {
      // Once the answer has begun, or the viewer has gone, there is no one left to tell.
      if (response.headersSent || response.destroyed) return void response.destroy();
      sendBody(request, response, 502, 'application/json; charset=utf-8', BAD_GATEWAY, {
        'Cache-Control': 'no-store',
      });
    });
    // A viewer that goes away must not leave the API working for nobody.
    response.on('close', () => {
      if (!response.writableFinished) upstream.destroy();
    });
    request.pipe(upstream);
  };

  return { forward, close: () => agent.destroy() };
};

const relay = (answer: IncomingMessage, response: ServerResponse) => {
  // Headers the CDN has set already (the security headers) win, as CloudFront's policy overrides the origin's.
  for (const [name, value] of Object.entries(endToEnd(answer.headers))) {
    if (value !== undefined && !response.hasHeader(name)) response.setHeader(name, value);
  }
  response.writeHead(answer.statusCode ?? 502, answer.statusMessage);
  answer.pipe(response);
  answer.on('error', () => response.destroy());
};
