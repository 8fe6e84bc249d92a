import { describe, expect, it } from 'vitest';
import { check, loadBudgets } from '../../../../scripts/bench/budgets';
import { latencyChecks, navigationChecks, pageChecks } from '../../../../scripts/bench/checks';
import { GET_ITEM, type LatencyRow } from '../../../../scripts/bench/latency';
import type { PageWeight } from '../../../../scripts/bench/page-weight';
import { type BenchReport, overBy, renderMarkdown } from '../../../../scripts/bench/report';
import type { PageKind } from '../../../../scripts/bench/site';

const budgets = loadBudgets();

const page = (path: string, kind: PageKind, gzipBytes: number, authMarkers: string[] = []): PageWeight => ({
  path,
  kind,
  signedIn: false,
  finalPath: path,
  status: 200,
  js: { files: 1, bytes: gzipBytes * 3, gzipBytes },
  css: { files: 1, bytes: 1000, gzipBytes: 300 },
  lateJs: [],
  authMarkers,
  cspViolations: [],
  assets: [],
});

const row = (name: string, concurrency: number, p95Ms: number, ratio?: number): LatencyRow => ({
  name,
  concurrency,
  p50Ms: p95Ms / 2,
  p95Ms,
  p99Ms: p95Ms * 2,
  throughput: 100,
  requests: 200,
  errors: 0,
  server: { utilisationPercent: 50, busyMsPerRequest: 1 },
  ...(ratio === undefined ? {} : { ratio: { p50: ratio, p95: ratio, p99: ratio } }),
});

describe('budget checks', () => {
  it('reads the budgets file the issue asks for', () => {
    expect(budgets.pages).toMatchObject({
      reading: { maxJsGzipBytes: 145_000 },
      // Raised from 150 kB and 210 kB as issues 12, 13, 14, 15 and 17 landed, each with its measured reason in bench.budgets.json.
      form: { maxJsGzipBytes: 153_000 },
      portal: { maxJsGzipBytes: 219_000 },
      publicAuthCodeAllowed: false,
    });
    expect(budgets.lambdas.maxMinifiedBytes).toBe(300_000);
    expect(budgets.navigation).toMatchObject({ cpuSlowdown: 4, maxRatioToDocumentLoad: 1 });
    expect(budgets.lighthouse.minScores).toEqual({
      performance: 95,
      accessibility: 100,
      'best-practices': 100,
      seo: 100,
    });
    expect(budgets.latency).toMatchObject({ budgetConcurrency: 32, maxP95RatioToGetItem: 3 });
    expect(budgets.latency.concurrency).toEqual([1, 32]);
  });

  it('holds maxima, minima and exact values, edges included', () => {
    const base = { section: 's', subject: 'x', metric: 'm', unit: '' };
    expect(check({ ...base, value: 90, budget: 90, kind: 'max' }).ok).toBe(true);
    expect(check({ ...base, value: 91, budget: 90, kind: 'max' }).ok).toBe(false);
    expect(check({ ...base, value: 98, budget: 98, kind: 'min' }).ok).toBe(true);
    expect(check({ ...base, value: 97, budget: 98, kind: 'min' }).ok).toBe(false);
    expect(check({ ...base, value: false, budget: false, kind: 'equal' }).ok).toBe(true);
    expect(check({ ...base, value: true, budget: false, kind: 'equal' }).ok).toBe(false);
  });

  it('gives reading, form and portal pages their own JS budgets, and bans auth code on public pages only', () => {
    const checks = pageChecks(
      [
        page('/', 'reading', 145_001),
        page('/faq', 'reading', 50_000, ['aws-amplify']),
        page('/contact', 'form', 149_000),
        page('/register/nanny', 'form', 153_001),
        page('/auth', 'portal', 200_000, ['aws-amplify']),
      ],
      budgets.pages,
    );
    const failed = checks.filter((item) => !item.ok).map((item) => `${item.subject} ${item.metric}`);
    expect(failed).toEqual(['/ JS gzip (reading)', '/faq auth code', '/register/nanny JS gzip (form)']);
    expect(checks.filter((item) => item.subject === '/auth').map((item) => item.metric)).toEqual([
      'JS gzip (portal)',
    ]);
  });

  it('holds a client-side navigation to its share of a document load, and to loading no document', () => {
    const timing = (medianMs: number) => ({ medianMs, runsMs: [medianMs] });
    const checks = navigationChecks(
      [
        { from: '/a', to: '/b', clientSide: timing(100), documentLoad: timing(100), documentsLoaded: 0 },
        { from: '/c', to: '/d', clientSide: timing(101), documentLoad: timing(100), documentsLoaded: 0 },
        { from: '/e', to: '/f', clientSide: timing(10), documentLoad: timing(100), documentsLoaded: 1 },
      ],
      budgets.navigation,
    );
    expect(checks.filter((item) => !item.ok).map((item) => `${item.subject}: ${item.metric}`)).toEqual([
      '/c → /d: client-side ÷ document load',
      '/e → /f: documents loaded by the link',
    ]);
  });

  it('fails a page that did not load rather than counting its empty weight', () => {
    const broken = { ...page('/about', 'reading', 0), status: 404 };
    expect(pageChecks([broken], budgets.pages).find((item) => item.metric === 'HTTP status')?.ok).toBe(false);
  });

  it('holds p95 against GetItem only at the budget concurrency, and every row to zero errors', () => {
    const checks = latencyChecks(
      [
        row(GET_ITEM, 32, 4),
        row('GET /api/bookings', 1, 40, 10),
        row('GET /api/bookings', 32, 11, 2.75),
        { ...row('POST /api/bookings', 32, 16, 4), errors: 2 },
      ],
      budgets.latency,
    );
    const ratios = checks.filter((item) => item.metric.startsWith('p95'));
    expect(ratios.map((item) => [item.subject, item.ok])).toEqual([
      ['GET /api/bookings c=32', true],
      ['POST /api/bookings c=32', false],
    ]);
    expect(checks.filter((item) => item.metric === 'errors' && !item.ok).map((item) => item.subject)).toEqual(
      ['POST /api/bookings c=32'],
    );
  });

  it('says how far a figure is past its budget', () => {
    const over = check({
      section: 'pages',
      subject: '/',
      metric: 'JS gzip',
      value: 127_500,
      budget: 90_000,
      kind: 'max',
      unit: 'bytes',
    });
    expect(overBy(over)).toBe('37.5 kB (42%)');
    const under = check({
      section: 'lighthouse',
      subject: '/',
      metric: 'seo',
      value: 92,
      budget: 100,
      kind: 'min',
      unit: 'score',
    });
    expect(overBy(under)).toBe('8 points (8%)');
  });
});

describe('Markdown report', () => {
  it('marks each figure against its budget and lists breaches', () => {
    const pages = [page('/', 'reading', 140_000), page('/contact', 'form', 160_000)];
    const checks = pageChecks(pages, budgets.pages);
    const report: BenchReport = {
      schemaVersion: 1,
      generatedAt: '2026-01-01T00:00:00.000Z',
      durationSeconds: 12,
      git: { commit: 'abcdef0123456789', dirty: false },
      environment: { node: 'v20.20.2', cpus: 2, platform: 'linux', chromium: 'Chromium 1' },
      sections: ['pages'],
      built: true,
      budgets,
      ok: false,
      checks,
      breaches: checks.filter((item) => !item.ok),
      notes: [],
      pages,
      analysis: { lambdas: [] },
    };
    const markdown = renderMarkdown(report);
    expect(markdown).toContain('❌ 1 of 4 budget checks breached');
    expect(markdown).toMatch(/\| \/ \| reading \| 1 \| 420\.0 kB \| \*\*140\.0 kB\*\* \| 145\.0 kB \| ✅ \|/);
    expect(markdown).toMatch(/\| \/contact \| form .* \| ❌ \|/);
    expect(markdown).toContain(
      '- ❌ pages · /contact · JS gzip (form): 160.0 kB against ≤ 153.0 kB, off by 7.0 kB (5%)',
    );
  });
});
