import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { medianOf, summariseRuns } from '../../../../scripts/bench/lighthouse';

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
