import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type budgetsFile from '../../bench.budgets.json';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Where reports and bundles go; git-ignored. */
export const benchDir = path.join(repoRoot, '.bench');
export const siteRoot = path.join(repoRoot, 'dist', 'web');

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** bench.budgets.json, typed by its own shape: code that reads a budget the file lacks fails the type check. */
export type Budgets = typeof budgetsFile;

/** Every budget object carries a reason: a figure without one is not a budget anyone can keep. */
export const loadBudgets = (file = path.join(repoRoot, 'bench.budgets.json')): Budgets => {
  const budgets = JSON.parse(readFileSync(file, 'utf8')) as Budgets;
  const { pages, lambdas, lighthouse, faults, realtime } = budgets;
  const reasoned = [
    pages.reading,
    pages.form,
    pages.portal,
    lighthouse,
    faults,
    realtime,
    ...Object.values(lambdas.functions),
  ];
  if (reasoned.some((budget) => typeof budget.reason !== 'string' || budget.reason.length < 10))
    throw new Error(`${file}: every budget needs its reason`);
  return budgets;
};

/** One figure held against its budget: a row of the report and, when `ok` is false, a breach. */
export interface Check {
  section: string;
  subject: string;
  metric: string;
  value: number | boolean;
  budget: number | boolean;
  /** `max`: must not exceed the budget; `min`: must reach it; `equal`: must match. */
  kind: 'max' | 'min' | 'equal';
  ok: boolean;
}

export const check = (
  section: string,
  subject: string,
  metric: string,
  value: number | boolean,
  budget: number | boolean,
  kind: Check['kind'],
): Check => {
  const numbers = typeof value === 'number' && typeof budget === 'number';
  const ok =
    kind === 'equal' ? value === budget : numbers && (kind === 'max' ? value <= budget : value >= budget);
  return { section, subject, metric, value, budget, kind, ok };
};

export const lambdaBudget = (budgets: Budgets['lambdas'], name: string): number =>
  (budgets.functions as Record<string, { maxMinifiedBytes: number }>)[name]?.maxMinifiedBytes ??
  budgets.maxMinifiedBytes;
