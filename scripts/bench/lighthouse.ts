import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { assertChromium, CHROME_FLAGS, CHROME_PATH } from '../chromium';
import { type Budgets, type Check, check, LIGHTHOUSE_CATEGORIES } from './budgets';

type Progress = (line: string) => void;

/** The load metrics the budgets hold, from the median run: milliseconds, except CLS (a ratio). */
const LIGHTHOUSE_METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const;
type LighthouseMetrics = Record<keyof typeof LIGHTHOUSE_METRICS, number>;

/** Scores (0..100) of Lighthouse's own median run, its metrics, and the audits that cost it points. */
export type LighthouseRow = {
  path: string;
  scores?: Record<string, number>;
  metrics?: LighthouseMetrics;
  /** The element Lighthouse took as the largest paint, as its selector. */
  lcpElement?: string;
  failing?: string[];
  error?: string;
};

const metricsOf = (result: Result) =>
  Object.fromEntries(
    Object.entries(LIGHTHOUSE_METRICS).map(([key, audit]) => {
      const value = result.audits[audit]?.numericValue ?? Number.NaN;
      return [key, key === 'cls' ? Math.round(value * 1000) / 1000 : Math.round(value)];
    }),
  ) as LighthouseMetrics;

const lcpElementOf = (result: Result) => {
  const details = result.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { selector?: string } }[] }[] }
    | undefined;
  return details?.items?.[0]?.items?.[0]?.node?.selector;
};

/**
 * Lighthouse 12's node API with its defaults (mobile, simulated slow 4G, 4× CPU) in Debian's Chromium,
 * `runs` times per page; a run that loses its trace on a loaded machine is redone up to three times.
 */
export const runLighthouse = async (siteUrl: string, paths: string[], runs: number, progress: Progress) => {
  assertChromium();
  const chromeFlags = ['--headless=new', ...CHROME_FLAGS];
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags, logLevel: 'error' });
  try {
    const rows: LighthouseRow[] = [];
    for (const pathname of paths) {
      const lhrs: Result[] = [];
      let error = '';
      for (let failures = 0; lhrs.length < runs && failures <= 3; ) {
        const result = await lighthouse(new URL(pathname, siteUrl).href, {
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
        rows.push({ path: pathname, error });
        progress(`  ${pathname}: failed (${error})`);
        continue;
      }
      const median: Result = computeMedianRun(lhrs);
      const scores = Object.fromEntries(
        LIGHTHOUSE_CATEGORIES.map((c) => [c, Math.round((median.categories[c]?.score ?? 0) * 100)]),
      );
      const failing = LIGHTHOUSE_CATEGORIES.flatMap((c) =>
        (median.categories[c]?.auditRefs ?? [])
          .filter(
            (ref) => (ref.weight > 0 || c === 'performance') && (median.audits[ref.id]?.score ?? 1) < 0.9,
          )
          .map((ref) =>
            `${c}: ${median.audits[ref.id]?.title} ${median.audits[ref.id]?.displayValue ?? ''}`.trim(),
          ),
      ).slice(0, 6);
      const metrics = metricsOf(median);
      rows.push({ path: pathname, scores, metrics, lcpElement: lcpElementOf(median), failing });
      progress(
        `  ${pathname}: ${LIGHTHOUSE_CATEGORIES.map((c) => scores[c]).join('/')}, FCP ${metrics.fcpMs} ms, LCP ${metrics.lcpMs} ms, TBT ${metrics.tbtMs} ms, CLS ${metrics.cls}`,
      );
    }
    return rows;
  } finally {
    chrome.kill();
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
