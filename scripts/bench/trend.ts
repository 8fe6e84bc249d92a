import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Check, repoRoot } from './budgets';

/**
 * The last landed figures, committed beside the budgets (bench.landed.json): every number the bench held
 * against a budget, keyed by section, subject and metric. `npm run bench -- --record` writes the figures
 * of the sections it ran into it, to be committed with the change that moved them; every run prints
 * what moved since, so a change that gives back what an earlier one won shows before its budget breaks.
 */
export const landedFile = path.join(repoRoot, 'bench.landed.json');

export interface Landed {
  commit: string;
  recordedAt: string;
  figures: Record<string, number>;
}

export const figureKey = (item: Pick<Check, 'section' | 'subject' | 'metric'>) =>
  `${item.section} ${item.subject} ${item.metric}`;

export const readLanded = (file = landedFile): Landed | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Landed) : undefined;

/** The landed figures with this run's numbers laid over them: sections not run keep what they had. */
export const recordFigures = (
  checks: readonly Check[],
  previous: Landed | undefined,
  commit: string,
  recordedAt: string,
): Landed => {
  const figures = { ...previous?.figures };
  for (const item of checks) if (typeof item.value === 'number') figures[figureKey(item)] = item.value;
  const sorted = Object.fromEntries(Object.entries(figures).sort(([a], [b]) => a.localeCompare(b)));
  return { commit, recordedAt, figures: sorted };
};

export const writeLanded = (landed: Landed, file = landedFile) =>
  writeFileSync(file, `${JSON.stringify(landed, null, 2)}\n`);

export interface Movement {
  check: Check;
  landed: number;
  change: number;
  /** Better or worse by the check's own direction: below a maximum is better, above a minimum is. */
  direction: 'better' | 'worse';
}

/** The figures that moved since they landed, worst first, each with its direction. */
export const movements = (checks: readonly Check[], landed: Landed): Movement[] =>
  checks
    .flatMap((item): Movement[] => {
      const before = landed.figures[figureKey(item)];
      if (typeof item.value !== 'number' || before === undefined || item.kind === 'equal') return [];
      const change = item.value - before;
      if (change === 0) return [];
      const better = item.kind === 'max' ? change < 0 : change > 0;
      return [{ check: item, landed: before, change, direction: better ? 'better' : 'worse' }];
    })
    .sort((a, b) => (a.direction === b.direction ? 0 : a.direction === 'worse' ? -1 : 1));

/** How many figures this run measured that the landed file had, and how many it did not. */
export const coverage = (checks: readonly Check[], landed: Landed) => {
  const numeric = checks.filter((item) => typeof item.value === 'number');
  const known = numeric.filter((item) => landed.figures[figureKey(item)] !== undefined).length;
  return { known, unknown: numeric.length - known };
};
