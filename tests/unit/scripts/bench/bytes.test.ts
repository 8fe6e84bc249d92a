import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { check, loadBudgets, repoRoot } from '../../../../scripts/bench/budgets';
import {
  AUTH_MARKERS,
  authMarkersIn,
  type PageBytes,
  packageOf,
  pageChecks,
} from '../../../../scripts/bench/bytes';
import { renderMarkdown } from '../../../../scripts/bench/index';
import { GET_ITEM, type LatencyRow, latencyChecks } from '../../../../scripts/bench/latency';
import { lighthouseChecks } from '../../../../scripts/bench/lighthouse';

const budgets = loadBudgets();

const page = (pathname: string, kind: PageBytes['kind'], gzipBytes: number, authMarkers: string[] = []) =>
  ({ path: pathname, kind, files: [], bytes: gzipBytes * 3, gzipBytes, authMarkers }) as PageBytes;

describe('budgets', () => {
  it('reads the budgets the issues set, each with its reason', () => {
    expect(budgets.pages).toMatchObject({
      reading: { maxJsGzipBytes: 142_100 }, // decision 037; raised 200 B (decision 046)
      form: { maxJsGzipBytes: 149_800 }, // decision 037; raised (decisions 046, 047)
      portal: { maxJsGzipBytes: 210_100 }, // decision 037; raised (decisions 029, 046, 047)
      publicAuthCodeAllowed: false,
    });
    expect(budgets.lambdas.maxMinifiedBytes).toBe(300_000);
    expect(budgets.lighthouse.minScores).toEqual({
      performance: 98,
      accessibility: 100,
      'best-practices': 100,
      seo: 100,
    });
    expect(budgets.lighthouse.maxMetrics).toEqual({ lcpMs: 1500, tbtMs: 50, cls: 0.02 });
    expect(budgets.latency).toMatchObject({
      concurrency: [1, 32],
      budgetConcurrency: 32,
      maxP95RatioToGetItem: 3,
    });
  });

  it('holds maxima, minima and exact values, edges included', () => {
    expect(check('s', 'x', 'm', 10, 10, 'max').ok).toBe(true);
    expect(check('s', 'x', 'm', 11, 10, 'max').ok).toBe(false);
    expect(check('s', 'x', 'm', 95, 95, 'min').ok).toBe(true);
    expect(check('s', 'x', 'm', 94, 95, 'min').ok).toBe(false);
    expect(check('s', 'x', 'm', false, false, 'equal').ok).toBe(true);
    expect(check('s', 'x', 'm', true, false, 'equal').ok).toBe(false);
  });
});

describe('page bytes', () => {
  it('holds each page to its kind, auth code off public pages, and only /auth and /dashboard of the portal', () => {
    const checks = pageChecks(
      [
        page('/', 'reading', 142_100),
        page('/contact', 'form', 149_801),
        page('/faq', 'reading', 100_000, ['aws-amplify']),
        page('/auth', 'portal', 209_300, ['aws-amplify']),
        page('/dashboard/account', 'portal', 300_000, ['aws-amplify']),
      ],
      budgets.pages,
    );
    expect(checks.filter((c) => !c.ok).map((c) => `${c.subject} ${c.metric}`)).toEqual([
      '/contact JS gzip (form)',
      '/faq auth code',
    ]);
    expect(checks.some((c) => c.subject === '/dashboard/account')).toBe(false);
  });

  it("finds Amplify in Amplify's own source and not in the session hint public pages use", () => {
    const amplify = path.join(
      repoRoot,
      'node_modules',
      '@aws-amplify',
      'core',
      'dist',
      'esm',
      'Platform',
      'index.mjs',
    );
    expect(authMarkersIn(readFileSync(amplify, 'utf8'))).toContain('aws-amplify');
    const hint = readFileSync(path.join(repoRoot, 'web', 'src', 'lib', 'session-hint.ts'), 'utf8');
    expect(hint).toContain('CognitoIdentityServiceProvider.');
    expect(authMarkersIn(hint)).toEqual([]);
    expect(AUTH_MARKERS.length).toBeGreaterThan(1);
  });

  it('names the npm package of a bundled file, scoped or not, or the repository folder', () => {
    expect(packageOf('node_modules/@aws-sdk/client-s3/dist-cjs/index.js')).toBe('@aws-sdk/client-s3');
    expect(packageOf('node_modules/a/node_modules/zod/v4/core.js')).toBe('zod');
    expect(packageOf('lambdas/lib/keys.ts')).toBe('lambdas/lib');
  });
});

describe('latency checks and the report', () => {
  const row = (name: string, concurrency: number, errors = 0, p95Ratio?: number): LatencyRow => ({
    ...{ name, concurrency, p50Ms: 1, p95Ms: 2, p99Ms: 3, throughput: 100, requests: 200, errors },
    errorKinds: errors ? { '409': errors } : {},
    ...(p95Ratio === undefined ? {} : { p95Ratio }),
  });

  it('holds every row to no errors and the ratio only at the budget concurrency', () => {
    const checks = latencyChecks(
      [row(GET_ITEM, 32), row('GET /a', 1, 0, 9), row('GET /a', 32, 0, 3), row('POST /b', 32, 2, 3.1)],
      budgets.latency,
    );
    expect(checks.filter((c) => !c.ok).map((c) => `${c.subject} ${c.metric}`)).toEqual([
      'POST /b c=32 errors',
      'POST /b c=32 p95 ÷ GetItem p95',
    ]);
    expect(checks.filter((c) => c.metric.startsWith('p95'))).toHaveLength(2);
  });

  it('writes a verdict, each breach with its budget, and every check', () => {
    const checks = latencyChecks([row('POST /b', 32, 2, 1)], budgets.latency);
    const markdown = renderMarkdown({
      ...{ generatedAt: 'now', durationSeconds: 1, git: { commit: 'abcdef123', dirty: false }, node: 'v20' },
      ...{ sections: ['latency'], ok: false, checks, breaches: checks.filter((c) => !c.ok) },
      ...{ seconds: { latency: 1 }, results: {} },
    });
    expect(markdown).toContain('# Bench: ❌ 1 breach(es)');
    expect(markdown).toContain('| POST /b c=32 | errors | 2 | ≤ 0 | ❌ |');
    expect(markdown).toContain('| latency | 2 | 1 | 1 |');
  });
});

describe('Lighthouse checks', () => {
  const scores = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
  const metrics = { fcpMs: 900, lcpMs: 1500, tbtMs: 50, cls: 0.02 };

  it('holds every measured page to the scores and the load metrics, SEO only where indexed, others not at all', () => {
    const checks = lighthouseChecks(
      [
        { path: '/', scores, metrics },
        {
          path: '/faq',
          scores: { ...scores, performance: 97 },
          metrics: { ...metrics, lcpMs: 1501, cls: 0.03 },
        },
        {
          path: '/auth',
          scores: { ...scores, seo: 58 },
          metrics: { ...metrics, tbtMs: 51 },
        },
        { path: '/dashboard', scores: { ...scores, performance: 10 }, metrics },
      ],
      ['/', '/faq', '/auth'],
      ['/auth'],
      budgets.lighthouse,
    );
    expect(checks.filter((c) => !c.ok).map((c) => `${c.subject} ${c.metric}`)).toEqual([
      '/faq performance',
      '/faq lcpMs',
      '/faq cls',
      '/auth tbtMs',
    ]);
    expect(checks.some((c) => c.subject === '/dashboard')).toBe(false);
    expect(checks.filter((c) => c.subject === '/auth').map((c) => c.metric)).not.toContain('seo');
    expect(checks.filter((c) => c.subject === '/').map((c) => c.metric)).toContain('seo');
  });

  it('counts a page Lighthouse could not measure as a breach', () => {
    const [only] = lighthouseChecks([{ path: '/', error: 'NO_FCP' }], ['/'], [], budgets.lighthouse);
    expect(only).toMatchObject({ subject: '/', ok: false });
  });
});
