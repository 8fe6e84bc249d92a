import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { lighthouseChecks, medianOf, summariseRuns } from '../../../../scripts/bench/lighthouse';
import { FLOOR_HTML, FLOOR_PATH, floorNote } from '../../../../scripts/bench/lighthouse-floor';

/** The parts of a Lighthouse result the summary reads. */
const run = (tbt: number, fcp: number, performance: number, cls = 0) =>
  ({
    audits: {
      'first-contentful-paint': { numericValue: fcp },
      'largest-contentful-paint': { numericValue: fcp + 100 },
      'total-blocking-time': { numericValue: tbt },
      'cumulative-layout-shift': { numericValue: cls },
    },
    categories: {
      performance: { score: performance / 100 },
      accessibility: { score: 1 },
      'best-practices': { score: 1 },
      seo: { score: 1 },
    },
  }) as unknown as Result;

describe('Lighthouse runs summarised', () => {
  it('takes the middle value, or the mean of the middle two, and ignores what was not measured', () => {
    expect(medianOf([506, 46, 30])).toBe(46);
    expect(medianOf([40, 10, 30, 20])).toBe(25);
    expect(medianOf([Number.NaN, 12])).toBe(12);
    expect(Number.isNaN(medianOf([]))).toBe(true);
  });

  it('holds each metric and score at its own median, so one run spiking does not decide the page', () => {
    const summary = summariseRuns([run(506.4, 725, 87, 0.0014), run(46.2, 930, 100), run(30, 880, 100)]);
    expect(summary.metrics).toEqual({ fcpMs: 880, lcpMs: 980, tbtMs: 46, cls: 0 });
    expect(summary.scores).toEqual({ performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 });
    expect(summary.tbtRuns).toEqual([506, 46, 30]);
  });

  it('still fails a page whose blocking time is high in most runs', () => {
    const summary = summariseRuns([run(120, 900, 96), run(30, 900, 100), run(90, 900, 97)]);
    expect(summary.metrics.tbtMs).toBe(90);
    expect(summary.scores.performance).toBe(97);
  });
});

describe('the host floor', () => {
  const budgets = {
    runs: 3,
    minScores: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 },
    maxMetrics: { lcpMs: 1500, tbtMs: 50, cls: 0.02 },
    reason: '',
  };
  const floor = {
    path: FLOOR_PATH,
    scores: { performance: 93, accessibility: 100, 'best-practices': 100, seo: 100 },
    metrics: { fcpMs: 900, lcpMs: 900, tbtMs: 179, cls: 0 },
    tbtRuns: [179, 140, 210],
    benchmarkIndex: 1560,
  };

  it('is reported beside the pages with what it measured, and how fast Lighthouse found the host', () => {
    const note = floorNote([{ path: '/', metrics: { fcpMs: 1, tbtMs: 2 } }, floor]);
    expect(note).toContain('performance 93, FCP 900 ms, TBT 179 ms (runs 179, 140, 210)');
    expect(note).toContain("Lighthouse's host benchmark 1560");
    expect(floorNote([{ path: '/', metrics: { fcpMs: 1, tbtMs: 2 } }])).toBeUndefined();
    expect(floorNote([{ path: FLOOR_PATH, error: 'no trace' } as never])).toBeUndefined();
  });

  it('is never held to the budgets: it is not a page of the site', () => {
    const page = { ...floor, path: '/about' };
    const checks = lighthouseChecks([page, floor], ['/about'], [], budgets);
    expect(checks.every((item) => item.subject === '/about')).toBe(true);
    expect(checks.find((item) => item.metric === 'tbtMs')).toMatchObject({ value: 179, ok: false });
  });

  it('is a page without script or style, so it measures only what opening any page costs', () => {
    expect(FLOOR_HTML).not.toMatch(/<script|<style|<link|<img/i);
    expect(FLOOR_HTML).toMatch(/^<!doctype html><html lang="en">/);
  });
});
