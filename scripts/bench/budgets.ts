import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths';

/** The Lighthouse categories the budgets name, in the order reports show them. */
export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof LIGHTHOUSE_CATEGORIES)[number];

const count = z.number().int().positive();
/** Why a budget is what it is, in a line: a figure without a reason is not a budget anyone can keep. */
const reason = z.string().min(10);

/** JavaScript a page loads until the network is idle, gzip bytes summed over every file. */
const pageBudget = z.strictObject({ maxJsGzipBytes: count, reason });

export const BudgetsSchema = z.strictObject({
  $comment: z.string().optional(),
  pages: z.strictObject({
    /** Public pages that only read (articles, service pages, the policies). */
    reading: pageBudget,
    /** Public pages with a form that sends through the API. */
    form: pageBudget,
    /** /auth, and /dashboard signed in. */
    portal: pageBudget,
    publicAuthCodeAllowed: z.boolean(),
  }),
  lambdas: z.strictObject({
    maxMinifiedBytes: count,
    /** A function allowed more than the rest, each with the measured reason it is worth it. */
    functions: z.record(z.string(), z.strictObject({ maxMinifiedBytes: count, reason })).optional(),
  }),
  navigation: z.strictObject({
    runs: count,
    /** Chromium's CPU slowed this many times, as Lighthouse's mobile profile does. */
    cpuSlowdown: count,
    /** A client-side navigation may take at most this share of a document load of the same page. */
    maxRatioToDocumentLoad: z.number().positive(),
    reason,
  }),
  lighthouse: z.strictObject({
    runs: count,
    reason,
    minScores: z.strictObject({
      performance: z.number().min(0).max(100),
      accessibility: z.number().min(0).max(100),
      'best-practices': z.number().min(0).max(100),
      seo: z.number().min(0).max(100),
    }),
  }),
  latency: z.strictObject({
    concurrency: z.array(count).min(1),
    requestsPerLevel: count,
    warmupRequests: z.number().int().min(0),
    budgetConcurrency: count,
    maxP95RatioToGetItem: z.number().positive(),
  }),
  coldStart: z.strictObject({ runs: count }),
  /** The load-and-faults section (faults.ts): its workload, declared once, and what it must show. */
  faults: z.strictObject({
    /** Each phase (steady, DynamoDB Local down, SES local down) runs this long. */
    phaseSeconds: count,
    /** Virtual users at once, split between the roles by `mix`'s weights. */
    virtualUsers: count,
    mix: z.strictObject({ visitor: count, client: count, admin: count }),
    /** Each user's pause between actions: people read, and the bench shares two cores. */
    thinkMs: z.number().int().min(0),
    /** The emulator of a fault phase is stopped this far into the phase, for this long. */
    outage: z.strictObject({ afterSeconds: count, seconds: count }),
    /** How a failed write is sent again, with the same idempotency key. */
    retry: z.strictObject({ attempts: count, firstDelayMs: count, maxDelayMs: count }),
    /** Completed visits made ready for the admins to invoice, per phase. */
    billablePerPhase: count,
    /** How long after the last phase every queued enquiry mail must have gone. */
    mailWaitSeconds: count,
    reason,
  }),
});
export type Budgets = z.infer<typeof BudgetsSchema>;

export const BUDGETS_FILE = 'bench.budgets.json';

export const loadBudgets = (file = path.join(repoRoot, BUDGETS_FILE)): Budgets =>
  BudgetsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));

/** One figure held against its budget: a row of the report and, when `ok` is false, a breach. */
export interface Check {
  section: string;
  subject: string;
  metric: string;
  value: number | boolean;
  budget: number | boolean;
  /** `max`: value must not exceed the budget; `min`: must reach it; `equal`: must match. */
  kind: 'max' | 'min' | 'equal';
  unit: string;
  ok: boolean;
}

export const check = (fields: Omit<Check, 'ok'>): Check => {
  const { value, budget, kind } = fields;
  const ok =
    kind === 'equal'
      ? value === budget
      : typeof value === 'number' && typeof budget === 'number'
        ? kind === 'max'
          ? value <= budget
          : value >= budget
        : false;
  return { ...fields, ok };
};

/** The size budget of one function: its own where the file gives one, else the common one. */
export const lambdaBudget = (budgets: Budgets['lambdas'], name: string): number =>
  budgets.functions?.[name]?.maxMinifiedBytes ?? budgets.maxMinifiedBytes;
