import { describe, expect, it } from 'vitest';
import { gzipBytes, median, percentile } from '../../../../scripts/bench/stats';

describe('bench statistics', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });

  it('uses nearest-rank percentiles: always an observed sample', () => {
    const hundred = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 99)).toBe(99);
    const twoHundred = Array.from({ length: 200 }, (_, index) => index + 1);
    expect(percentile(twoHundred, 99)).toBe(198);
    expect(percentile([7], 99)).toBe(7);
    expect(() => percentile([], 50)).toThrow();
  });

  it('gzips to fewer bytes than a repetitive input', () => {
    const text = 'export const a = 1;\n'.repeat(500);
    expect(gzipBytes(text)).toBeLessThan(text.length / 10);
  });
});
