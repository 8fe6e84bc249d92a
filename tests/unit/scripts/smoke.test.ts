import { mkdtempSync, writeFileSync } from 'node:fs';
import http, { type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { outputsFile, stackName } from '../../../infra/names';
import { parseSmokeArgs } from '../../../scripts/smoke/args';
import { formatResult, runSmoke, summary } from '../../../scripts/smoke/checks';
import { pagesToCheck, UNKNOWN_PATH } from '../../../scripts/smoke/site-checks';
import { CONFIG_PATH, type RuntimeConfig } from '../../../shared/config';
import type { PublicStats } from '../../../shared/schemas/reviews';
import { contentSecurityPolicy, securityHeaderRecord } from '../../../shared/security-headers';
import { NOT_FOUND_PAGE } from '../../../shared/url-rewrite';

/** One answer of the stand-in site; `hang` never answers. */
interface Answer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: string;
}
type Tweak = (path: string, answer: Answer) => Answer | 'hang';

const NOT_FOUND_HTML = '<!doctype html><title>Page Not Found</title>';
const STATS: PublicStats = {
  rating: null,
  clientsServed: 0,
  dbs: { active: 0, checked: 0 },
  testimonials: [],
};
// A stage's own origins in connect-src, as CloudFront's policy and the local CDN add them.
const SECURITY = securityHeaderRecord({ connectSrc: ['https://cognito-idp.eu-west-2.amazonaws.com'] });

const html = (status: number, body: string): Answer => ({
  status,
  headers: { ...SECURITY, 'content-type': 'text/html; charset=utf-8' },
  body,
});
const json = (value: unknown): Answer => ({
  status: 200,
  headers: { ...SECURITY, 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(value),
});

const servers: http.Server[] = [];
const stop = (server: http.Server) =>
  new Promise((resolve) => {
    server.close(resolve);
    // A request left hanging on purpose would hold the close until the client gives up its socket.
    server.closeAllConnections();
  });
afterEach(async () => {
  await Promise.all(servers.splice(0).map(stop));
});

/**
 * A tiny real site on 127.0.0.1: what the local CDN serves for the paths the smoke test asks for, with
 * `tweak` to break one thing. Its realtime path refuses upgrades with 401, or accepts them.
 */
const startSite = async (tweak: Tweak = (_, answer) => answer, realtime: 'refuse' | 'accept' = 'refuse') => {
  let origin = '';
  const config = (): RuntimeConfig => ({
    stage: 'test',
    region: 'eu-west-2',
    userPoolId: 'eu-west-2_test',
    userPoolClientId: 'client',
    authFlow: 'USER_SRP_AUTH',
    realtimeUrl: `${origin.replace('http', 'ws')}/test`,
  });
  const answerFor = (path: string): Answer => {
    if (path === CONFIG_PATH) return json(config());
    if (path === '/api/public/stats') return json(STATS);
    if (pagesToCheck().includes(path)) return html(200, `<!doctype html><title>${path}</title>`);
    return html(404, NOT_FOUND_HTML);
  };
  const server = http.createServer((request: IncomingMessage, response) => {
    const path = request.url ?? '/';
    const answer = tweak(path, answerFor(path));
    if (answer === 'hang') return;
    response.writeHead(answer.status, answer.headers).end(answer.body);
  });
  const sockets = new WebSocketServer({ noServer: true });
  server.on('upgrade', (request, socket, head) => {
    if (realtime === 'accept') sockets.handleUpgrade(request, socket, head, (ws) => ws.close());
    else socket.end('HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\n\r\n');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return origin;
};

const lines = async (url: string, timeoutMs = 5_000) =>
  (await runSmoke({ url, timeoutMs })).map(formatResult);
const failures = async (url: string, timeoutMs?: number) =>
  (await lines(url, timeoutMs)).filter((line) => line.startsWith('FAIL'));

const withoutHeader =
  (name: string, onPath = '/'): Tweak =>
  (path, answer) => {
    if (path !== onPath) return answer;
    const headers = Object.fromEntries(Object.entries(answer.headers).filter(([key]) => key !== name));
    return { ...answer, headers };
  };

describe('runSmoke against a stand-in site', () => {
  it('passes a site that serves everything as declared, a stage origin in connect-src included', async () => {
    const url = await startSite();
    const results = await runSmoke({ url, timeoutMs: 5_000 });
    expect(results.map(formatResult)).toEqual([
      'ok  config /config.json',
      ...pagesToCheck().map((path) => `ok  page ${path}`),
      `ok  not found ${UNKNOWN_PATH}`,
      'ok  api GET /api/public/stats',
      'ok  realtime refuses a connection without a token',
      'skip api GET /api/me signed in: no account given (--email and --password, or SMOKE_EMAIL and SMOKE_PASSWORD)',
    ]);
    expect(summary(results)).toBe(`smoke passed: ${pagesToCheck().length + 4} ok, 0 failed, 1 skipped`);
  });

  it('checks the pages the route table declares: home, a form, a service and the sign-in page', () => {
    expect(pagesToCheck()).toEqual(['/', '/contact', '/services/domestic-cleaning', '/auth']);
  });

  it('fails a page whose security header is missing, naming it', async () => {
    const url = await startSite(withoutHeader('X-Frame-Options'));
    expect(await failures(url)).toEqual(['FAIL page /: X-Frame-Options missing']);
  });

  it('fails a page without a Content-Security-Policy', async () => {
    const url = await startSite(withoutHeader('Content-Security-Policy', '/contact'));
    expect(await failures(url)).toEqual(['FAIL page /contact: Content-Security-Policy missing']);
  });

  it('fails a CSP that loosens a directive, or adds one that is not declared', async () => {
    const loose = contentSecurityPolicy()
      .replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")
      .concat('; worker-src *');
    const url = await startSite((path, answer) =>
      path === '/auth'
        ? { ...answer, headers: { ...answer.headers, 'Content-Security-Policy': loose } }
        : answer,
    );
    expect(await failures(url)).toEqual([
      `FAIL page /auth: CSP script-src is "'self' 'unsafe-inline'", expected "'self'"; CSP has worker-src, which shared/security-headers.ts does not declare`,
    ]);
  });

  it("fails a connect-src without 'self', whatever origins the stage adds", async () => {
    const csp = contentSecurityPolicy().replace(
      "connect-src 'self'",
      'connect-src https://elsewhere.example',
    );
    const url = await startSite((path, answer) =>
      path === '/' ? { ...answer, headers: { ...answer.headers, 'Content-Security-Policy': csp } } : answer,
    );
    expect(await failures(url)).toEqual([
      `FAIL page /: CSP connect-src is "https://elsewhere.example", expected it to include 'self'`,
    ]);
  });

  it('fails an unknown path answered 200 with another page', async () => {
    const url = await startSite((path, answer) =>
      path === UNKNOWN_PATH ? html(200, '<!doctype html><title>Home</title>') : answer,
    );
    expect(await failures(url)).toEqual([
      `FAIL not found ${UNKNOWN_PATH}: expected 404, got 200; expected the body of ${NOT_FOUND_PAGE}, got another (<!doctype html><title>Home</title>)`,
    ]);
  });

  it('fails a page that is missing or not HTML', async () => {
    const url = await startSite((path, answer) =>
      path === '/contact' ? { ...json({}), status: 404 } : answer,
    );
    expect(await failures(url)).toEqual([
      'FAIL page /contact: expected 200, got 404; expected text/html, got application/json; charset=utf-8',
    ]);
  });

  it('fails a /config.json without a field the web app needs, naming it', async () => {
    const url = await startSite((path, answer) => {
      if (path !== CONFIG_PATH) return answer;
      const { userPoolClientId: _, ...rest } = JSON.parse(answer.body) as RuntimeConfig;
      return json(rest);
    });
    expect(await failures(url)).toEqual([
      'FAIL config /config.json: /config.json is not what the web app reads: userPoolClientId: Invalid input: expected string, received undefined',
    ]);
  });

  it('fails a public read whose answer is not its schema', async () => {
    const url = await startSite((path, answer) =>
      path === '/api/public/stats' ? json({ rating: 9 }) : answer,
    );
    const [line] = await failures(url);
    expect(line).toMatch(
      /^FAIL api GET \/api\/public\/stats: \/api\/public\/stats does not match its response schema: /,
    );
  });

  it('fails a realtime channel that accepts a connection without a token', async () => {
    const url = await startSite(undefined, 'accept');
    expect(await failures(url)).toEqual([
      `FAIL realtime refuses a connection without a token: expected ${url.replace('http', 'ws')}/test to refuse the upgrade with 401 or 403; it accepted the connection (101)`,
    ]);
  });

  it('fails a request that gets no answer in time, in one line', async () => {
    const url = await startSite((path, answer) => (path === '/api/public/stats' ? 'hang' : answer));
    expect(await failures(url, 300)).toEqual([
      'FAIL api GET /api/public/stats: GET /api/public/stats no answer within 0.3 s',
    ]);
  });

  it('fails every check of a site that is not there, without a stack trace', async () => {
    const url = await startSite();
    await Promise.all(servers.splice(0).map(stop));
    const all = await lines(url);
    expect(all[0]).toBe('FAIL config /config.json: GET /config.json could not be reached: ECONNREFUSED');
    expect(all).toContain('skip realtime refuses a connection without a token: needs /config.json');
    expect(all.every((line) => !line.includes('    at '))).toBe(true);
  });
});

describe('parseSmokeArgs', () => {
  it('takes a local or an https site, keeping its origin', () => {
    expect(parseSmokeArgs(['--url', 'http://localhost:8080'], {})).toEqual({
      url: 'http://localhost:8080',
      write: false,
      timeoutMs: 10_000,
    });
    expect(parseSmokeArgs(['--url', 'https://d1234.cloudfront.net/', '--timeout', '5'], {}).url).toBe(
      'https://d1234.cloudfront.net',
    );
  });

  it('takes the account from the flags or from SMOKE_EMAIL and SMOKE_PASSWORD', () => {
    const account = { email: 'smoke@example.com', password: 'secret-1' };
    expect(
      parseSmokeArgs(
        [
          '--url',
          'http://localhost:8080',
          '--email',
          account.email,
          '--password',
          account.password,
          '--write',
        ],
        {},
      ),
    ).toMatchObject({ account, write: true });
    expect(
      parseSmokeArgs(['--url', 'http://localhost:8080'], {
        SMOKE_EMAIL: account.email,
        SMOKE_PASSWORD: account.password,
      }),
    ).toMatchObject({ account, write: false });
  });

  it("reads a stage's site URL from the outputs file cdk deploy wrote", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'smoke-'));
    writeFileSync(
      path.join(dir, outputsFile('dev')),
      JSON.stringify({ [stackName('dev', 'Web')]: { SiteUrl: 'https://d1234.cloudfront.net' } }),
    );
    expect(parseSmokeArgs(['--stage', 'dev'], {}, dir).url).toBe('https://d1234.cloudfront.net');
    expect(() => parseSmokeArgs(['--stage', 'prod'], {}, dir)).toThrow(
      'cdk-outputs-prod.json not found: deploy with --outputs-file cdk-outputs-prod.json or pass --url',
    );
  });

  it.each([
    [[], 'give either --url or --stage'],
    [['--url', 'localhost:8080'], '--url must be http: or https:, not localhost:'],
    [['--url', 'not a url'], '--url not a url is not a URL (say http://localhost:8080 or https://…)'],
    [
      ['--url', 'http://localhost:8080', '--write'],
      '--write needs the smoke account (--email and --password)',
    ],
    [
      ['--url', 'http://localhost:8080', '--email', 'a@example.com'],
      'give both the email and the password of the smoke account, or neither',
    ],
    [
      ['--url', 'http://localhost:8080', '--timeout', 'soon'],
      '--timeout must be a number of seconds, not soon',
    ],
    [['--url', 'http://localhost:8080', '--verbose'], "Unknown option '--verbose'"],
  ])('refuses %j', (argv, message) => {
    expect(() => parseSmokeArgs(argv, {})).toThrow(message);
  });
});
