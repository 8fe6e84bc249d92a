import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { LIGHTHOUSE_CATEGORIES, type LighthouseCategory } from './budgets';
import { assertChromium, CHROME_FLAGS, CHROME_PATH } from './chromium';
import { median, round } from './stats';

/** The metrics the report shows, by Lighthouse audit id. */
export const LIGHTHOUSE_METRICS = {
  lcpMs: 'largest-contentful-paint',
  fcpMs: 'first-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
} as const;
export type LighthouseMetric = keyof typeof LIGHTHOUSE_METRICS;

export interface FailingAudit {
  id: string;
  title: string;
  /** 0..100, or null for informative audits that still flag something. */
  score: number | null;
  displayValue?: string;
  /** What the audit found, for audits whose title alone does not say (logged issues, console errors). */
  found?: string[];
}

const FOUND_FIELDS = ['issueType', 'description', 'source', 'url'] as const;

/** The first few things an audit's details table lists, e.g. the issue types Chrome logged. */
const foundIn = (details: unknown): string[] => {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const found = items.flatMap((item) => {
    const field = FOUND_FIELDS.find((name) => typeof item[name] === 'string');
    const value = field ? String(item[field]) : undefined;
    // A table of sub-items (inspector issues) names the kind of issue in its own row.
    return value ? [value.slice(0, 160)] : [];
  });
  return [...new Set(found)].slice(0, 3);
};

export interface LighthouseResult {
  path: string;
  runs: number;
  /** Median of the runs, per category, 0..100. */
  scores: Record<LighthouseCategory, number>;
  /** Median of the runs, per metric (ms, CLS unitless). */
  metrics: Record<LighthouseMetric, number>;
  /** Every run's scores, for spotting noise. */
  runScores: Record<LighthouseCategory, number>[];
  /** From Lighthouse's own median run: what costs points in a category under 100. */
  failing: Partial<Record<LighthouseCategory, FailingAudit[]>>;
  warnings: string[];
}

const score = (lhr: Result, category: LighthouseCategory) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** Audits in a category that cost points, largest weight first. */
const failingAudits = (lhr: Result, category: LighthouseCategory): FailingAudit[] =>
  (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'manual')
        return false;
      return audit.score !== null && audit.score < 1 && (ref.weight > 0 || category === 'performance');
    })
    // Weighted audits (the metrics) first, then the worst-scored diagnostics and opportunities.
    .sort((a, b) => b.weight - a.weight || (lhr.audits[a.id]?.score ?? 1) - (lhr.audits[b.id]?.score ?? 1))
    .slice(0, 6)
    .map((ref) => {
      const audit = lhr.audits[ref.id] as Result['audits'][string];
      return {
        id: ref.id,
        title: audit.title,
        score: audit.score === null ? null : Math.round(audit.score * 100),
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        ...(category === 'performance' ? {} : { found: foundIn(audit.details) }),
      };
    });

const summarise = (pathname: string, lhrs: Result[]): LighthouseResult => {
  const scores = Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.map((category) => [category, median(lhrs.map((lhr) => score(lhr, category)))]),
  ) as Record<LighthouseCategory, number>;
  const metrics = Object.fromEntries(
    Object.entries(LIGHTHOUSE_METRICS).map(([name, id]) => {
      const values = lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN);
      return [name, round(median(values), name === 'cls' ? 3 : 0)];
    }),
  ) as Record<LighthouseMetric, number>;
  const medianRun = computeMedianRun(lhrs);
  const failing = Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.filter((category) => scores[category] < 100).map((category) => [
      category,
      failingAudits(medianRun, category),
    ]),
  );
  return {
    path: pathname,
    runs: lhrs.length,
    scores,
    metrics,
    runScores: lhrs.map(
      (lhr) =>
        Object.fromEntries(
          LIGHTHOUSE_CATEGORIES.map((category) => [category, score(lhr, category)]),
        ) as Record<LighthouseCategory, number>,
    ),
    failing,
    warnings: [...new Set(lhrs.flatMap((lhr) => lhr.runWarnings.map(String)))],
  };
};

/** A page whose runs kept failing: reported as a breach, without figures. */
export interface LighthouseFailure {
  path: string;
  runs: number;
  error: string;
}

export type LighthouseOutcome = LighthouseResult | LighthouseFailure;

export const isFailure = (outcome: LighthouseOutcome): outcome is LighthouseFailure => 'error' in outcome;

const MAX_FAILED_RUNS = 3;

export interface LighthouseOptions {
  siteUrl: string;
  paths: string[];
  runs: number;
  onProgress?: (line: string) => void;
}

/**
 * Lighthouse's default configuration (mobile form factor, simulated slow 4G and 4× CPU slowdown) in
 * Debian's Chromium, `runs` times per page, one page after another in one browser (Lighthouse opens a
 * fresh tab and clears the origin's storage for every run). Scores and metrics are per-value medians.
 */
export const runLighthouse = async (options: LighthouseOptions): Promise<LighthouseOutcome[]> => {
  assertChromium();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', ...CHROME_FLAGS],
    logLevel: 'error',
  });
  try {
    const results: LighthouseOutcome[] = [];
    for (const pathname of options.paths) {
      const lhrs: Result[] = [];
      const errors: string[] = [];
      // Lighthouse sometimes loses a trace (NO_NAVSTART, NO_FCP) on a loaded machine: such a run is redone.
      while (lhrs.length < options.runs && errors.length <= MAX_FAILED_RUNS) {
        const url = new URL(pathname, options.siteUrl).href;
        const runner = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...LIGHTHOUSE_CATEGORIES],
        }).catch((error: Error) => ({ error }));
        if (!runner) errors.push('no result');
        else if ('error' in runner) errors.push(runner.error.message);
        else if (runner.lhr.runtimeError) errors.push(runner.lhr.runtimeError.message);
        else lhrs.push(runner.lhr);
      }
      if (lhrs.length < options.runs) {
        options.onProgress?.(`  ${pathname}: failed (${errors.at(-1)})`);
        results.push({ path: pathname, runs: lhrs.length, error: errors.at(-1) ?? 'unknown' });
        continue;
      }
      const result = summarise(pathname, lhrs);
      if (errors.length) result.warnings.push(`${errors.length} run(s) redone: ${errors.join('; ')}`);
      options.onProgress?.(
        `  ${pathname}: ${LIGHTHOUSE_CATEGORIES.map((category) => result.scores[category]).join('/')}`,
      );
      results.push(result);
    }
    return results;
  } finally {
    chrome.kill();
  }
};
