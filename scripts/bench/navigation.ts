import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { assertChromium, CHROME_FLAGS, CHROME_PATH } from './chromium';
import { median, round } from './stats';

/** One move between two public pages, by a link the visitor can see on the first. */
export interface NavigationCase {
  from: string;
  to: string;
  /** The link to follow: inside this landmark role, with this accessible name. */
  link: { within: 'navigation' | 'contentinfo' | 'main'; name: string };
}

export interface Timing {
  medianMs: number;
  runsMs: number[];
}

export interface NavigationTiming {
  from: string;
  to: string;
  /** From the click to the next page's heading on screen, without a document load. */
  clientSide: Timing;
  /** From the start of a document load of the same page to its heading on screen. */
  documentLoad: Timing;
  /** Documents the browser loaded during the client-side runs: must stay 0. */
  documentsLoaded: number;
}

/** The moves measured: a header link, a footer link and a link in a page's own content. */
export const NAVIGATION_CASES: readonly NavigationCase[] = [
  { from: '/about', to: '/faq', link: { within: 'navigation', name: 'FAQ' } },
  {
    from: '/',
    to: '/services/domestic-cleaning',
    link: { within: 'contentinfo', name: 'Domestic Cleaning' },
  },
  { from: '/faq', to: '/blog', link: { within: 'navigation', name: 'BLOG' } },
];

/**
 * Watches every animation frame for the page's h1 and notes, per heading text, the time of the frame
 * after the one that first showed it (so it has been painted). Installed before any page script;
 * clicks note their own time too. Times are performance.now(), from the document's navigation start.
 */
const PAINT_WATCH = `
  window.__benchPainted = {};
  document.addEventListener('click', () => { window.__benchClickAt = performance.now(); }, true);
  const watch = () => {
    const heading = document.querySelector('main h1');
    const text = heading ? heading.textContent.trim() : '';
    if (text && !(text in window.__benchPainted)) {
      window.__benchPainted[text] = -1;
      requestAnimationFrame(() => { window.__benchPainted[text] = performance.now(); });
    }
    requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
`;

/** The page-side globals the watch keeps (the bench's Node type check has no DOM library). */
type Watched = { __benchPainted: Record<string, number>; __benchClickAt: number };

// Functions, not strings: the site's CSP refuses eval, so Playwright cannot evaluate a string there.
const paintedAt = async (page: Page, heading: string): Promise<number> => {
  await page.waitForFunction(
    (text) => ((globalThis as unknown as Watched).__benchPainted[text] ?? -1) > 0,
    heading,
    {
      timeout: 30_000,
    },
  );
  return page.evaluate((text) => (globalThis as unknown as Watched).__benchPainted[text] as number, heading);
};

const documentsLoaded = (page: Page) =>
  page.evaluate<number>("performance.getEntriesByType('navigation').length");

const slowPage = async (context: BrowserContext, cpuSlowdown: number) => {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return page;
};

const headingOf = async (context: BrowserContext, url: string): Promise<string> => {
  const page = await context.newPage();
  await page.goto(url);
  const heading = (await page.locator('main h1').first().textContent())?.trim() ?? '';
  await page.close();
  if (!heading) throw new Error(`${url} has no h1 in its main content`);
  return heading;
};

export interface MeasureNavigationOptions {
  siteUrl: string;
  runs: number;
  cpuSlowdown: number;
  cases?: readonly NavigationCase[];
}

/**
 * Chromium with its CPU slowed as Lighthouse's mobile profile slows it, and a warm HTTP cache (as for
 * a visitor already on the site): each case loads `from`, follows the link and times the next page's
 * heading on screen; then loads `to` as a document and times the same. Each run in a fresh context.
 */
export const measureNavigation = async (options: MeasureNavigationOptions): Promise<NavigationTiming[]> => {
  assertChromium();
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: [...CHROME_FLAGS],
    headless: true,
  });
  try {
    const results: NavigationTiming[] = [];
    for (const item of options.cases ?? NAVIGATION_CASES) {
      const url = (path: string) => new URL(path, options.siteUrl).href;
      const setup = await browser.newContext();
      const heading = await headingOf(setup, url(item.to));
      await setup.close();
      const clientSide: number[] = [];
      const documentLoad: number[] = [];
      let loaded = 0;
      for (let run = 0; run < options.runs; run += 1) {
        const context = await browser.newContext();
        await context.addInitScript(`localStorage.setItem('cookieConsent', 'declined');${PAINT_WATCH}`);
        // Warm the cache with both pages, as a visitor who has been on the site has it.
        const warm = await context.newPage();
        await warm.goto(url(item.to), { waitUntil: 'networkidle' });
        await warm.goto(url(item.from), { waitUntil: 'networkidle' });
        await warm.close();

        const page = await slowPage(context, options.cpuSlowdown);
        await page.goto(url(item.from), { waitUntil: 'networkidle' });
        const before = await documentsLoaded(page);
        await page
          .getByRole(item.link.within)
          .getByRole('link', { name: item.link.name, exact: true })
          .first()
          .click();
        const shown = await paintedAt(page, heading);
        const clickAt = await page.evaluate(() => (globalThis as unknown as Watched).__benchClickAt);
        clientSide.push(shown - clickAt);
        loaded += (await documentsLoaded(page)) - before;
        if (new URL(page.url()).pathname !== item.to)
          throw new Error(
            `Following "${item.link.name}" from ${item.from} reached ${page.url()}, not ${item.to}`,
          );
        await page.close();

        const direct = await slowPage(context, options.cpuSlowdown);
        await direct.goto(url(item.to), { waitUntil: 'commit' });
        documentLoad.push(await paintedAt(direct, heading));
        await context.close();
      }
      const timing = (runs: number[]): Timing => ({
        medianMs: round(median(runs)),
        runsMs: runs.map((ms) => round(ms)),
      });
      results.push({
        from: item.from,
        to: item.to,
        clientSide: timing(clientSide),
        documentLoad: timing(documentLoad),
        documentsLoaded: loaded,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
};
