import { type Browser, type BrowserContext, chromium, type Page, type Response } from 'playwright-core';
import { authMarkersIn } from './auth-markers';
import { assertChromium, CHROME_FLAGS, CHROME_PATH } from './chromium';
import type { PageKind, SitePage } from './site';
import { gzipBytes } from './stats';

export interface PageAsset {
  /** Path on the site, e.g. `/assets/index-CCNlcAum.js`. */
  path: string;
  type: 'js' | 'css';
  bytes: number;
  gzipBytes: number;
  /** Named by the page's HTML (script, modulepreload or stylesheet), so fetched without waiting for other code. */
  declared: boolean;
  authMarkers: string[];
}

export interface Totals {
  files: number;
  bytes: number;
  gzipBytes: number;
}

export interface PageWeight {
  path: string;
  kind: PageKind;
  /** Loaded with a signed-in session (the dashboard draws the portal only for one). */
  signedIn: boolean;
  /** Where the browser ended up, should the app have redirected. */
  finalPath: string;
  status: number;
  js: Totals;
  css: Totals;
  /** Chunks fetched only once other code ran: each is a round trip after the HTML's own. */
  lateJs: string[];
  authMarkers: string[];
  /** Content-Security-Policy violations the page caused (Lighthouse counts them against Best Practices). */
  cspViolations: string[];
  assets: PageAsset[];
}

/** Collects securitypolicyviolation events, including ones the code catches (such as an eval probe). */
const CSP_WATCH = `window.__benchCsp = [];
document.addEventListener('securitypolicyviolation', (event) => {
  const source = event.sourceFile ? new URL(event.sourceFile).pathname : '';
  window.__benchCsp.push(event.violatedDirective + ' ' + event.blockedURI + (source ? ' from ' + source : ''));
});`;

/** Amplify's default token store (local storage), filled as its own sign-in would fill it. */
export interface BrowserSession {
  clientId: string;
  username: string;
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

const ASSET_REF = /<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.(?:js|css))"/g;

/** Scripts, modulepreloads and stylesheets the HTML names (outside <noscript>, which a browser with JS skips). */
export const declaredAssets = (html: string): Set<string> => {
  const withoutNoscript = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  return new Set([...withoutNoscript.matchAll(ASSET_REF)].map((match) => match[1] as string));
};

const typeOf = (response: Response): 'js' | 'css' | undefined => {
  const contentType = response.headers()['content-type'] ?? '';
  if (/javascript/.test(contentType)) return 'js';
  if (/text\/css/.test(contentType)) return 'css';
  return undefined;
};

const totals = (assets: PageAsset[], type: 'js' | 'css'): Totals => {
  const own = assets.filter((asset) => asset.type === type);
  return {
    files: own.length,
    bytes: own.reduce((sum, asset) => sum + asset.bytes, 0),
    gzipBytes: own.reduce((sum, asset) => sum + asset.gzipBytes, 0),
  };
};

const sessionScript = (session: BrowserSession) => {
  const base = `CognitoIdentityServiceProvider.${session.clientId}`;
  const entries: [string, string][] = [
    [`${base}.LastAuthUser`, session.username],
    [`${base}.${session.username}.accessToken`, session.accessToken],
    [`${base}.${session.username}.idToken`, session.idToken],
    [`${base}.${session.username}.refreshToken`, session.refreshToken],
    [`${base}.${session.username}.clockDrift`, '0'],
  ];
  return `for (const [key, value] of ${JSON.stringify(entries)}) localStorage.setItem(key, value);`;
};

/** How long the network must stay quiet, after hydration, before a page counts as loaded. */
const QUIET_MS = 500;
const SETTLE_LIMIT_MS = 15_000;

/**
 * `networkidle` alone can fire before hydration asks for a route's lazy chunks on a busy machine (the
 * HTML's scripts are done, the main thread is still hydrating, nothing is in flight). So: wait for an
 * idle main thread, then for QUIET_MS with no request in flight, bounded by SETTLE_LIMIT_MS.
 */
const settle = async (tab: Page, network: { inFlight: number; lastActivity: number }) => {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  await tab
    .evaluate('new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 10000 }))')
    .catch(() => undefined);
  while (Date.now() < deadline) {
    if (network.inFlight === 0 && Date.now() - network.lastActivity >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const measurePage = async (
  context: BrowserContext,
  siteUrl: string,
  page: SitePage,
  signedIn: boolean,
): Promise<PageWeight> => {
  const origin = new URL(siteUrl).origin;
  const tab = await context.newPage();
  const pending: Promise<PageAsset | undefined>[] = [];
  let html = '';
  const network = { inFlight: 0, lastActivity: Date.now() };
  const ended = () => {
    network.inFlight = Math.max(0, network.inFlight - 1);
    network.lastActivity = Date.now();
  };
  tab.on('request', () => {
    network.inFlight += 1;
    network.lastActivity = Date.now();
  });
  tab.on('requestfinished', ended);
  tab.on('requestfailed', ended);
  tab.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin) return;
    const type = typeOf(response);
    if (!type) return;
    pending.push(
      response.body().then(
        (body) => ({
          path: url.pathname,
          type,
          bytes: body.length,
          gzipBytes: gzipBytes(body),
          declared: false,
          authMarkers: type === 'js' ? authMarkersIn(body.toString('utf8')) : [],
        }),
        () => undefined,
      ),
    );
  });
  const response = await tab.goto(new URL(page.path, siteUrl).href, { waitUntil: 'networkidle' });
  html = (await response?.text()) ?? '';
  await settle(tab, network);
  const declared = declaredAssets(html);
  const byPath = new Map<string, PageAsset>();
  for (const asset of await Promise.all(pending))
    if (asset) byPath.set(asset.path, { ...asset, declared: declared.has(asset.path) });
  const assets = [...byPath.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
  const finalPath = new URL(tab.url()).pathname;
  const cspViolations = ((await tab.evaluate('window.__benchCsp ?? []').catch(() => [])) ?? []) as string[];
  await tab.close();
  return {
    path: page.path,
    kind: page.kind,
    signedIn,
    finalPath,
    status: response?.status() ?? 0,
    js: totals(assets, 'js'),
    css: totals(assets, 'css'),
    lateJs: assets.filter((asset) => asset.type === 'js' && !asset.declared).map((asset) => asset.path),
    authMarkers: [...new Set(assets.flatMap((asset) => asset.authMarkers))],
    cspViolations: [...new Set(cspViolations)],
    assets,
  };
};

export interface MeasurePagesOptions {
  siteUrl: string;
  pages: SitePage[];
  /** Pages to load signed in, with the session to use. */
  signedIn?: { paths: string[]; session: BrowserSession };
  /** Pages measured at once. @default 2 */
  parallel?: number;
}

/**
 * Loads each page in Chromium, each in a fresh context (empty cache and storage, as a first visit),
 * waits until the network is idle (so route chunks loaded by the router and by hydration count), and
 * records every same-origin JavaScript and CSS response: raw bytes and gzip bytes computed here, so the
 * figure does not depend on the server's compression.
 */
export const measurePages = async (options: MeasurePagesOptions): Promise<PageWeight[]> => {
  assertChromium();
  const browser: Browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: [...CHROME_FLAGS],
    headless: true,
  });
  try {
    const queue = [...options.pages];
    const results = new Map<string, PageWeight>();
    const worker = async () => {
      for (let page = queue.shift(); page; page = queue.shift()) {
        const signedIn = options.signedIn?.paths.includes(page.path) ?? false;
        const context = await browser.newContext();
        await context.addInitScript(CSP_WATCH);
        if (signedIn && options.signedIn)
          await context.addInitScript(sessionScript(options.signedIn.session));
        try {
          results.set(page.path, await measurePage(context, options.siteUrl, page, signedIn));
        } finally {
          await context.close();
        }
      }
    };
    await Promise.all(Array.from({ length: options.parallel ?? 2 }, worker));
    return options.pages.flatMap((page) => results.get(page.path) ?? []);
  } finally {
    await browser.close();
  }
};
