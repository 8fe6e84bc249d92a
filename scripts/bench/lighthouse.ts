import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { assertChromium, CHROME_FLAGS, CHROME_PATH } from '../chromium';
import { type Budgets, type Check, check, LIGHTHOUSE_CATEGORIES } from './budgets';

type Progress = (line: string) => void;

/** Scores (0..100) of Lighthouse's own median run, and the audits that cost it points. */
export type LighthouseRow = {
  path: string;
  scores?: Record<string, number>;
  failing?: string[];
  error?: string;
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
      rows.push({ path: pathname, scores, failing });
      progress(`  ${pathname}: ${LIGHTHOUSE_CATEGORIES.map((c) => scores[c]).join('/')}`);
    }
    return rows;
  } finally {
    chrome.kill();
  }
};

/** Lighthouse's category scores asserted against the budgets, on public pages (others are shown only). */
export const lighthouseChecks = (
  rows: LighthouseRow[],
  only: string[],
  { minScores }: Budgets['lighthouse'],
) =>
  rows
    .filter((row) => only.includes(row.path))
    .flatMap(({ path, scores, error }): Check[] =>
      scores
        ? LIGHTHOUSE_CATEGORIES.map((c) => check('lighthouse', path, c, scores[c] ?? 0, minScores[c], 'min'))
        : [check('lighthouse', path, `measured (${error})`, false, true, 'equal')],
    );
