import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startCdn } from '../../local/cdn/server';
import { freePort } from '../../local/ports';
import { EDGE_RATE_LIMITS, PUBLIC_WRITE_PATHS } from '../../shared/edge-limits';
import { IDEMPOTENCY_HEADER } from '../../shared/http';
import { RATE_LIMITED_BODY } from '../../shared/limits';
import { securityHeaderRecord } from '../../shared/security-headers';

const COGNITO = 'http://127.0.0.1:9229';
const CONFIG = { stage: 'local', apiBase: '/api', region: 'eu-west-2', nested: { list: [1, 2] } };
const SECRET = 'TOP-SECRET-OUTSIDE-THE-SITE-ROOT';
const EXPECTED_SECURITY = securityHeaderRecord({ connectSrc: [COGNITO] });

// Long enough that CloudFront's 1,000-byte floor for compression does not apply.
const HOME = `<!doctype html><title>Home</title><h1>Home page</h1>${'<p>Nanny, babysitting, ironing.</p>\n'.repeat(60)}`;
const SCRIPT = 'console.log("booking widget ready");\n'.repeat(80);
const files: Record<string, string | Buffer> = {
  'index.html': HOME,
  'contact/index.html': '<!doctype html><title>Contact</title><h1>Contact page</h1>',
  'about/index.html': '<!doctype html><h1>About v1</h1>',
  '404.html': '<!doctype html><title>Not found</title><h1>Page not found</h1>',
  'assets/app-abc.js': SCRIPT,
  'assets/style-abc.css': 'body{margin:0}',
  'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array(2_000).fill(0)]),
  'site.webmanifest': '{"name":"Potters Bar Home Services"}',
  'robots.txt': 'User-agent: *\nAllow: /\n',
  'sitemap.xml': '<?xml version="1.0"?><urlset/>',
  'data.json': '{"ok":true}',
  'fonts/inter.woff2': Buffer.from('wOF2'),
  'guide.pdf': Buffer.from('%PDF-1.4'),
};

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Sends the target exactly as written: fetch would normalise away the `..` and `%2e%2e` under test. */
const raw = (
  port: number,
  target: string,
  options: { method?: string; headers?: OutgoingHttpHeaders; localAddress?: string; body?: string } = {},
): Promise<RawResponse> =>
  new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: target,
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.localAddress,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });

const expectSecurityHeaders = (headers: Headers | IncomingHttpHeaders) => {
  for (const [name, value] of Object.entries(EXPECTED_SECURITY)) {
    const actual = headers instanceof Headers ? headers.get(name) : headers[name.toLowerCase()];
    expect(actual, name).toBe(value);
  }
};

interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A stand-in for the local gateway that records what reached it. */
const startFakeApi = async () => {
  const seen: SeenRequest[] = [];
  let releaseStream: () => void = () => {};
  let hangingArrived: () => void = () => {};
  const hanging = new Promise<void>((resolve) => {
    hangingArrived = resolve;
  });
  const server = http.createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      if (request.url === '/api/stream') {
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.write('first-chunk;');
        releaseStream = () => response.end('second-chunk');
        return;
      }
      if (request.url === '/api/hang') return hangingArrived();
      response.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
      response.writeHead(201, {
        'content-type': 'application/json',
        'x-upstream': 'yes',
        // The CDN's policy must win over whatever the origin says.
        'content-security-policy': 'default-src *',
      });
      response.end(JSON.stringify({ received: Buffer.concat(chunks).length }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    seen,
    last: () => seen[seen.length - 1]!,
    release: () => releaseStream(),
    hanging,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};

let work: string;
let root: string;
let api: Awaited<ReturnType<typeof startFakeApi>>;
let cdn: RunningServer;
const started: { stop(): Promise<void> }[] = [];

const startSiteCdn = async (apiOrigin: string, extra: { port?: number; portEnvName?: string } = {}) => {
  const server = await startCdn({
    host: '127.0.0.1',
    port: extra.port ?? 0,
    root,
    apiOrigin,
    config: CONFIG,
    connectSrc: [COGNITO],
    portEnvName: extra.portEnvName,
  });
  started.push(server);
  return server;
};

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'pbhs-cdn-'));
  root = path.join(work, 'site');
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
  writeFileSync(path.join(work, 'secret.txt'), SECRET);
  symlinkSync(path.join(work, 'secret.txt'), path.join(root, 'leak.txt'));
  symlinkSync(work, path.join(root, 'leak-dir'));
  api = await startFakeApi();
  started.push(api);
  cdn = await startSiteCdn(api.url);
});

afterAll(async () => {
  for (const server of started.reverse()) await server.stop();
  rmSync(work, { recursive: true, force: true });
});

const get = (pathname: string, init: RequestInit = {}) => fetch(`${cdn.url}${pathname}`, init);

describe('pages and URL rewriting', () => {
  it.each([
    ['/', 'Home page'],
    ['/index.html', 'Home page'],
    ['/contact', 'Contact page'],
    ['/contact/', 'Contact page'],
    ['/contact/index.html', 'Contact page'],
    ['/contact?utm_source=mail', 'Contact page'],
  ])('%s serves the pre-rendered page', async (pathname, heading) => {
    const response = await get(pathname);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(heading);
  });

  it('serves assets as they are', async () => {
    const response = await get('/assets/app-abc.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(SCRIPT);
  });

  it.each(['/nope', '/nope/', '/assets/missing-123.js', '/contact/more', '/assets', '/404.html'])(
    '%s answers 404 with the 404 page',
    async (pathname) => {
      const response = await get(pathname);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('etag')).toBeNull();
      expect(await response.text()).toContain('Page not found');
    },
  );

  it('answers HEAD with the headers and no body', async () => {
    const response = await raw(cdn.port, '/contact', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(response.headers['content-length'])).toBe(Buffer.byteLength(files['contact/index.html']!));
    expect(response.body.length).toBe(0);
  });

  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS'])(
    'refuses %s on static paths and /config.json',
    async (method) => {
      for (const pathname of ['/', '/contact', '/config.json']) {
        const response = await get(pathname, { method });
        expect(response.status).toBe(405);
        expect(response.headers.get('allow')).toBe('GET, HEAD');
        expectSecurityHeaders(response.headers);
      }
    },
  );
});

describe('path safety', () => {
  it.each([
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/..%5csecret.txt',
    '/..\\secret.txt',
    '/index.html%00.js',
    '/%00',
    '/%E0%A4%A',
    '/%zz',
  ])('refuses %s with 400', async (target) => {
    const response = await raw(cdn.port, target);
    expect(response.status).toBe(400);
    expect(response.body.toString()).not.toContain(SECRET);
    expectSecurityHeaders(response.headers);
  });

  it.each(['/leak.txt', '/leak-dir/secret.txt'])('does not follow %s out of the root', async (target) => {
    const response = await raw(cdn.port, target);
    expect(response.status).toBe(404);
    expect(response.body.toString()).not.toContain(SECRET);
  });
});

describe('headers', () => {
  it.each([
    ['/', 'text/html; charset=utf-8'],
    ['/assets/app-abc.js', 'text/javascript; charset=utf-8'],
    ['/assets/style-abc.css', 'text/css; charset=utf-8'],
    ['/logo.svg', 'image/svg+xml; charset=utf-8'],
    ['/logo.png', 'image/png'],
    ['/site.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/sitemap.xml', 'application/xml; charset=utf-8'],
    ['/data.json', 'application/json; charset=utf-8'],
    ['/fonts/inter.woff2', 'font/woff2'],
    ['/guide.pdf', 'application/pdf'],
  ])('%s is served as %s', async (pathname, type) => {
    const response = await get(pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
  });

  it('lets browsers keep hashed assets forever and revalidate everything else', async () => {
    for (const pathname of ['/assets/app-abc.js', '/assets/style-abc.css'])
      expect((await get(pathname)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const pathname of ['/', '/contact', '/robots.txt', '/logo.svg'])
      expect((await get(pathname)).headers.get('cache-control')).toBe('no-cache');
  });

  it('puts every security header on pages, the 404 page, the config and API answers', async () => {
    expect(EXPECTED_SECURITY['Content-Security-Policy']).toContain(COGNITO);
    for (const pathname of ['/', '/contact', '/nope', '/assets/app-abc.js', '/config.json', '/api/things']) {
      const response = await get(pathname);
      expect(response.ok || response.status === 404).toBe(true);
      expectSecurityHeaders(response.headers);
    }
  });

  it('answers 304 to a matching If-None-Match and 200 to a stale one', async () => {
    const first = await get('/contact');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await get('/contact', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(again.headers);
    expect(await again.text()).toBe('');
    expect((await get('/contact', { headers: { 'if-none-match': `W/${etag}` } })).status).toBe(304);
    expect((await get('/contact', { headers: { 'if-none-match': '"stale"' } })).status).toBe(200);
  });

  it('notices a rebuilt file without a restart', async () => {
    const before = await get('/about');
    expect(await before.text()).toContain('About v1');
    writeFileSync(path.join(root, 'about/index.html'), '<!doctype html><h1>About v2, rebuilt</h1>');
    const after = await get('/about', { headers: { 'if-none-match': before.headers.get('etag')! } });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain('About v2');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
  });
});

describe('compression', () => {
  it('gzips text for a client that accepts gzip', async () => {
    const response = await raw(cdn.port, '/', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(Buffer.byteLength(HOME));
    expect(gunzipSync(response.body).toString()).toBe(HOME);
  });

  it('prefers brotli when accepted and honours q=0', async () => {
    const br = await raw(cdn.port, '/assets/app-abc.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    const refused = await raw(cdn.port, '/assets/app-abc.js', {
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('sends identity when not asked, and never compresses images or tiny files', async () => {
    const plain = await raw(cdn.port, '/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(HOME);
    for (const target of ['/logo.png', '/robots.txt']) {
      const response = await raw(cdn.port, target, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(response.headers['content-encoding'], target).toBeUndefined();
    }
  });

  it('gives each encoding its own ETag and revalidates it', async () => {
    const headers = { 'accept-encoding': 'gzip' };
    const gzipped = await raw(cdn.port, '/', { headers });
    const plain = await raw(cdn.port, '/');
    expect(gzipped.headers.etag).not.toBe(plain.headers.etag);
    const revalidated = await raw(cdn.port, '/', {
      headers: { ...headers, 'if-none-match': gzipped.headers.etag! },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
  });

  it('answers HEAD with the compressed length', async () => {
    const gzipped = await raw(cdn.port, '/', { headers: { 'accept-encoding': 'gzip' } });
    const head = await raw(cdn.port, '/', { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    expect(head.headers['content-length']).toBe(String(gzipped.body.length));
    expect(head.body.length).toBe(0);
  });
});

describe('/config.json', () => {
  it('serves the runtime config, never cached', async () => {
    const response = await get('/config.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(CONFIG);
  });
});

describe('/api proxy', () => {
  it('passes method, path, query, headers and body through, and the answer back', async () => {
    const body = JSON.stringify({ service: 'ironing', items: 12 });
    const response = await get('/api/bookings?page=2&sort=date', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [IDEMPOTENCY_HEADER]: 'key-123',
        authorization: 'Bearer t',
      },
      body,
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-upstream')).toBe('yes');
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expectSecurityHeaders(response.headers);
    expect(await response.json()).toEqual({ received: Buffer.byteLength(body) });

    const seen = api.last();
    expect(seen.method).toBe('POST');
    expect(seen.url).toBe('/api/bookings?page=2&sort=date');
    expect(seen.body.toString()).toBe(body);
    expect(seen.headers['idempotency-key']).toBe('key-123');
    expect(seen.headers.authorization).toBe('Bearer t');
    expect(seen.headers['content-type']).toBe('application/json');
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    expect(seen.headers['x-forwarded-host']).toBe(new URL(cdn.url).host);
    expect(seen.headers.host).toBe(new URL(api.url).host);
  });

  it('proxies /api itself and other methods', async () => {
    expect((await get('/api')).status).toBe(201);
    expect(api.last().url).toBe('/api');
    expect((await get('/api/bookings/b1', { method: 'DELETE' })).status).toBe(201);
    expect(api.last()).toMatchObject({ method: 'DELETE', url: '/api/bookings/b1' });
  });

  it('drops hop-by-hop headers and appends to X-Forwarded-For', async () => {
    await raw(cdn.port, '/api/hops', {
      headers: {
        connection: 'keep-alive, x-private-hop',
        'x-private-hop': 'secret',
        'x-forwarded-for': '203.0.113.9',
      },
    });
    const seen = api.last();
    expect(seen.headers['x-private-hop']).toBeUndefined();
    expect(seen.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
  });

  it('streams a large request body intact', async () => {
    const upload = Buffer.alloc(3 * 1024 * 1024, 'pdf-bytes;');
    const response = await get('/api/upload', { method: 'PUT', body: upload });
    expect(await response.json()).toEqual({ received: upload.length });
    const digest = (data: Buffer) => createHash('sha256').update(data).digest('hex');
    expect(digest(api.last().body)).toBe(digest(upload));
  });

  it('streams the answer before the API has finished it', async () => {
    const response = await get('/api/stream');
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('first-chunk;');
    api.release();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += new TextDecoder().decode(chunk.value);
    expect(rest).toBe('second-chunk');
  });

  it('answers 502 with the error body when the API is down', async () => {
    const down = await startSiteCdn(`http://127.0.0.1:${await freePort()}`);
    const response = await fetch(`${down.url}/api/enquiries`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expectSecurityHeaders(response.headers);
    expect(await response.json()).toEqual({ code: 'bad_gateway', message: 'The API is not reachable' });
  });
});

describe('per-client limits (the WAF rate-based rules of shared/limits.ts)', () => {
  const limitOf = (name: string) => {
    const limit = EDGE_RATE_LIMITS.find((candidate) => candidate.name === name);
    if (!limit) throw new Error(`no limit ${name}`);
    return limit;
  };
  // Each test speaks from an address of its own (all of 127.0.0.0/8 is this machine), as clients would.
  const from = (localAddress: string, target: string, method = 'GET') =>
    raw(
      cdn.port,
      target,
      method === 'POST' ? { method, localAddress, body: '{}' } : { method, localAddress },
    );

  it('a client past the public-write limit gets 429 with the error body and Retry-After; others do not', async () => {
    const { limit, windowSeconds } = limitOf('PublicWrites');
    expect(PUBLIC_WRITE_PATHS).toContain('/api/enquiries');
    for (let sent = 0; sent < limit; sent++)
      expect((await from('127.0.0.2', '/api/enquiries', 'POST')).status).toBe(201);
    const refused = await from('127.0.0.2', '/api/enquiries', 'POST');
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body.toString())).toEqual(RATE_LIMITED_BODY);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
    expectSecurityHeaders(refused.headers);

    // The same client may still read; another client may still write.
    expect((await from('127.0.0.2', '/api/things')).status).toBe(201);
    expect((await from('127.0.0.3', '/api/enquiries', 'POST')).status).toBe(201);
  });

  it('a client past the API limit gets 429 on every API path, and pages still load', async () => {
    const { limit } = limitOf('Api');
    const seenBefore = api.seen.length;
    for (let sent = 0; sent < limit; sent++) await from('127.0.0.4', `/api/things?n=${sent}`);
    expect(api.seen.length - seenBefore).toBe(limit);
    expect((await from('127.0.0.4', '/api/other')).status).toBe(429);
    expect(api.seen.length - seenBefore).toBe(limit);
    expect((await from('127.0.0.4', '/contact')).status).toBe(200);
  });
});

describe('server lifecycle', () => {
  it('explains a port in use in one line naming the variable', async () => {
    await expect(startSiteCdn(api.url, { port: cdn.port })).rejects.toThrow(
      `Port ${cdn.port} is already in use (set SITE_PORT to choose another)`,
    );
    await expect(startSiteCdn(api.url, { port: cdn.port, portEnvName: 'WEB_PORT' })).rejects.toThrow(
      `Port ${cdn.port} is already in use (set WEB_PORT to choose another)`,
    );
  });

  it('stops at once even with a request in flight', async () => {
    const other = await startSiteCdn(api.url);
    const pending = fetch(`${other.url}/api/hang`).then(
      () => 'answered',
      () => 'dropped',
    );
    await api.hanging;
    await other.stop();
    expect(await pending).toBe('dropped');
    await expect(fetch(`${other.url}/`)).rejects.toThrow();
  });
});
