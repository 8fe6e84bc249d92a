import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { CONFIG_PATH } from '../../shared/config';
import type { EdgeRateLimit } from '../../shared/edge-limits';
import { API_PREFIX } from '../../shared/http';
import { RATE_LIMITED_BODY, RATE_LIMITED_STATUS } from '../../shared/limits';
import { securityHeaderRecord } from '../../shared/security-headers';
import { assertPortFree, type RunningServer, serve } from '../ports';
import { createFileStore } from './files';
import { rawPathOf } from './path';
import { type ApiProxy, createApiProxy } from './proxy';
import { createRateLimiter } from './rate-limit';
import { refuseUnlessRead, sendBody, sendText } from './respond';
import { type Site, serveStatic } from './static';

export interface CdnOptions {
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** Absolute path of the built site (dist/web). It may appear later: each request looks afresh. */
  root: string;
  /** Origin of the local API gateway; `/api` and `/api/*` are proxied to it. */
  apiOrigin: string;
  /** Headers set on every request to the API, as CloudFront's origin custom headers (the origin-verify secret). */
  apiOriginHeaders?: Record<string, string>;
  /** Served as `/config.json`, as CDK writes it into the bucket in AWS. */
  config: unknown;
  /** Extra CSP connect-src origins, e.g. cognito-local's URL. */
  connectSrc?: string[];
  /**
   * The variable that moves this port, named when the port is taken.
   * @default 'SITE_PORT'
   */
  portEnvName?: string;
  /**
   * The WAF's per-client limits (shared/limits.ts), keyed by the connection's address.
   * @default EDGE_RATE_LIMITS
   */
  edgeLimits?: readonly EdgeRateLimit[];
}

export type { RunningServer };

const isApiPath = (rawPath: string) => rawPath === API_PREFIX || rawPath.startsWith(`${API_PREFIX}/`);

interface Routes {
  site: Site;
  proxy: ApiProxy;
  config: unknown;
  limiter: ReturnType<typeof createRateLimiter>;
}

/** Never cached: it names the stage's endpoints, which a redeploy or a restarted local stack changes. */
const serveConfig = (request: IncomingMessage, response: ServerResponse, config: unknown) => {
  if (refuseUnlessRead(request, response)) return;
  const body = JSON.stringify(config); // per request: small, and the caller may still be filling it in
  sendBody(request, response, 200, 'application/json; charset=utf-8', body, { 'Cache-Control': 'no-store' });
};

/** CloudFront's behaviours in order of precedence: the API, the runtime config, then the bucket. */
const route = async (request: IncomingMessage, response: ServerResponse, routes: Routes) => {
  const rawPath = rawPathOf(request.url ?? '');
  if (rawPath === undefined) return sendText(request, response, 400, 'Bad Request');
  if (isApiPath(rawPath)) {
    // The WAF in front of CloudFront: per-client limits before anything reaches the API.
    const refusal = routes.limiter.check(
      request.socket.remoteAddress ?? '',
      request.method ?? 'GET',
      rawPath,
    );
    if (refusal)
      return sendBody(
        request,
        response,
        RATE_LIMITED_STATUS,
        'application/json; charset=utf-8',
        JSON.stringify(RATE_LIMITED_BODY),
        {
          'Cache-Control': 'no-store',
          'Retry-After': String(refusal.retryAfterSeconds),
        },
      );
    return routes.proxy.forward(request, response);
  }
  if (rawPath === CONFIG_PATH) return serveConfig(request, response, routes.config);
  return serveStatic(request, response, routes.site, rawPath);
};

/**
 * Serves the production build the way CloudFront will: the same URL rewrite, real 404s, the shared
 * security headers on every answer, cache rules, compression, `/config.json`, and `/api` on the same origin.
 */
export const startCdn = async (options: CdnOptions): Promise<RunningServer> => {
  await assertPortFree(options.port, options.portEnvName ?? 'SITE_PORT', options.host);
  const security = securityHeaderRecord({ connectSrc: options.connectSrc });
  const files = createFileStore();
  const routes: Routes = {
    site: { root: options.root, files },
    proxy: createApiProxy(options.apiOrigin, options.apiOriginHeaders),
    config: options.config,
    limiter: createRateLimiter(options.edgeLimits),
  };

  const server = http.createServer((request, response) => {
    // Set first, so every kind of answer below (including errors) carries them.
    for (const [name, value] of Object.entries(security)) response.setHeader(name, value);
    route(request, response, routes).catch((error: unknown) => {
      console.error('local cdn: request failed', error);
      if (response.headersSent) response.destroy();
      else sendText(request, response, 500, 'Internal Server Error');
    });
  });
  return serve(server, options.port, options.host, () => {
    routes.proxy.close();
    routes.limiter.clear();
    files.clear();
  });
};
