import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { assertChromium, CHROME_FLAGS, CHROME_PATH } from '../chromium';
import { type Budgets, type Check, check, LIGHTHOUSE_CATEGORIES } from './budgets';
import { FLOOR_HTML, FLOOR_PATH } from './lighthouse-floor';

type Progress = (line: string) => void;

/** The load metrics the budgets hold, from the median run: milliseconds, except CLS (a ratio). */
const LIGHTHOUSE_METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const;
type LighthouseMetrics = Record<keyof typeof LIGHTHOUSE_METRICS, number>;

/** Median scores (0..100) and metrics over the runs, and the audits that cost the median run points. */
export type LighthouseRow = {
  path: string;
  scores?: Record<string, number>;
  metrics?: LighthouseMetrics;
  /** Each run's blocking time, the figure that moves most between runs. */
  tbtRuns?: number[];
  /** The element Lighthouse took as the largest paint, as its selector. */
  lcpElement?: string;
  /** Lighthouse's own measure of the host's CPU (its median over the runs): about 1,500-2,000 on the
   * desktops its 4x slowdown is calibrated for. */
  benchmarkIndex?: number;
  failing?: string[];
  error?: string;
};

/** The middle value (the mean of the middle two for an even count); NaN for none. */
export const medianOf = (values: readonly number[]): number => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/**
 * Each metric's and each category's median over the runs (Lighthouse CI's `median` aggregation), not
 * the figures of the one run Lighthouse's `computeMedianRun` picks by FCP and TTI: that run is taken
 * whole, so one run's blocking-time spike on a busy machine (506 ms beside two of under 50 ms) became
 * the page's figure and its score. Decision 022.
 */
export const summariseRuns = (results: readonly Pick<Result, 'audits' | 'categories'>[]) => {
  const metrics = Object.fromEntries(
    Object.entries(LIGHTHOUSE_METRICS).map(([key, audit]) => {
      const value = medianOf(results.map((result) => result.audits[audit]?.numericValue ?? Number.NaN));
      return [key, key === 'cls' ? Math.round(value * 1000) / 1000 : Math.round(value)];
    }),
  ) as LighthouseMetrics;
  const scores = Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.map((c) => [
      c,
      Math.round(medianOf(results.map((result) => (result.categories[c]?.score ?? 0) * 100))),
    ]),
  );
  const tbtRuns = results.map((result) =>
    Math.round(result.audits[LIGHTHOUSE_METRICS.tbtMs]?.numericValue ?? Number.NaN),
  );
  return { metrics, scores, tbtRuns };
};

const lcpElementOf = (result: Result) => {
  const details = result.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { selector?: string } }[] }[] }
    | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.selector;
};

const serveFloor = async () => {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(FLOOR_HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/**
 * Lighthouse 12's node API with its defaults (mobile, simulated slow 4G, 4× CPU) in Debian's Chromium,
 * `runs` times per page, then the host's floor the same way; a run that loses its trace on a loaded
 * machine is redone up to three times.
 */
export const runLighthouse = async (siteUrl: string, paths: string[], runs: number, progress: Progress) => {
  assertChromium();
  const chromeFlags = ['--headless=new', ...CHROME_FLAGS];
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags, logLevel: 'error' });
  const floor = await serveFloor();
  const measure = async (url: string, label: string): Promise<LighthouseRow> => {
    const lhrs: Result[] = [];
    let error = '';
    for (let failures = 0; lhrs.length < runs && failures <= 3; ) {
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: [...LIGHTHOUSE_CATEGORIES],
      }).catch((caught: Error) => ({ lhr: { runtimeError: { message: caught.message } } as Result }));
      if (result?.lhr && !result.lhr.runtimeError) lhrs.push(result.lhr);
      else {
        failures += 1;
        error = result?.lhr.runtimeError?.message ?? 'no result';
      }
    }
    if (lhrs.length < runs) {
      progress(`  ${label}: failed (${error})`);
      return { path: label, error };
    }
    // The audits that cost points and the largest paint's element, from Lighthouse's own median run.
    const median: Result = computeMedianRun(lhrs);
    const { metrics, scores, tbtRuns } = summariseRuns(lhrs);
    const failing = LIGHTHOUSE_CATEGORIES.flatMap((c) =>
      (median.categories[c]?.auditRefs ?? [])
        .filter((ref) => (ref.weight > 0 || c === 'performance') && (median.audits[ref.id]?.score ?? 1) < 0.9)
        .map((ref) =>
          `${c}: ${median.audits[ref.id]?.title} ${median.audits[ref.id]?.displayValue ?? ''}`.trim(),
        ),
    ).slice(0, 6);
    const benchmarkIndex = Math.round(medianOf(lhrs.map((lhr) => lhr.environment.benchmarkIndex)));
    progress(
      `  ${label}: ${LIGHTHOUSE_CATEGORIES.map((c) => scores[c]).join('/')}, FCP ${metrics.fcpMs} ms, LCP ${metrics.lcpMs} ms, TBT ${metrics.tbtMs} ms (runs ${tbtRuns.join(', ')}), CLS ${metrics.cls}, host ${benchmarkIndex}`,
    );
    return {
      path: label,
      scores,
      metrics,
      tbtRuns,
      lcpElement: lcpElementOf(median),
      failing,
      benchmarkIndex,
    };
  };
  try {
    const rows: LighthouseRow[] = [];
    for (const pathname of paths) rows.push(await measure(new URL(pathname, siteUrl).href, pathname));
    rows.push(await measure(floor.url, FLOOR_PATH));
    return rows;
  } finally {
    chrome.kill();
    await floor.close();
  }
};

/**
 * Lighthouse's category scores and load metrics against the budgets. Every measured page is pre-rendered
 * (the public pages and /auth's pending state) and held to the same figures, except that a page the site
 * keeps out of search (`noindex`, as /auth is) is not asked for Lighthouse's SEO score, which mostly
 * measures whether a page may be indexed. A page not in `measuredPaths` is not checked.
 */
export const lighthouseChecks = (
  rows: LighthouseRow[],
  measuredPaths: readonly string[],
  noindexPaths: readonly string[],
  { minScores, maxMetrics }: Budgets['lighthouse'],
) =>
  rows.flatMap(({ path, scores, metrics, error }): Check[] => {
    if (!measuredPaths.includes(path)) return [];
    if (!scores || !metrics) return [check('lighthouse', path, `measured (${error})`, false, true, 'equal')];
    const categories = LIGHTHOUSE_CATEGORIES.filter((c) => c !== 'seo' || !noindexPaths.includes(path));
    return [
      ...categories.map((c) => check('lighthouse', path, c, scores[c] ?? 0, minScores[c], 'min')),
      ...(Object.keys(maxMetrics) as (keyof typeof maxMetrics)[]).map((key) =>
        check('lighthouse', path, key, metrics[key], maxMetrics[key], 'max'),
      ),
    ];
  });
