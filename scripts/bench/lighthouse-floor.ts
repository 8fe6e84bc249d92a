/** The row of the host's floor: not a page of the site, never held to a budget. */
export const FLOOR_PATH = '(host floor: a page with no script and no style)';

/**
 * The floor: one heading and one paragraph, no script, no stylesheet, no image, served from this
 * process. Whatever Lighthouse measures on it (blocking time above all) is this machine's and its
 * Chromium's cost of opening any page (a renderer's first layout, its script context), which no page
 * can go below. On a machine fit to judge the budgets it is near zero; when it is not, the report says
 * so beside the pages' figures rather than leaving them to be read as the site's.
 */
export const FLOOR_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head><body><h1>A page with no script and no style</h1><p>What opening any page costs on this machine.</p></body></html>';

/** What the report reads of a Lighthouse row (scripts/bench/lighthouse.ts's LighthouseRow). */
export interface MeasuredRow {
  path: string;
  scores?: Record<string, number>;
  metrics?: { fcpMs: number; tbtMs: number };
  tbtRuns?: number[];
  benchmarkIndex?: number;
}

/** The floor's line for the report: what any page costs here, so the pages' figures are read with it. */
export const floorNote = (rows: readonly MeasuredRow[] | undefined): string | undefined => {
  const floor = rows?.find((row) => row.path === FLOOR_PATH);
  if (!floor?.metrics) return undefined;
  return `Host floor (a page with no script and no style, measured the same way): performance ${floor.scores?.performance}, FCP ${floor.metrics.fcpMs} ms, TBT ${floor.metrics.tbtMs} ms (runs ${floor.tbtRuns?.join(', ')}), Lighthouse's host benchmark ${floor.benchmarkIndex}. No page can score below this machine's floor; a floor above the budgets means this machine cannot judge them.`;
};
