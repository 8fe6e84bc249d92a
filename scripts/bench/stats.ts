import { gzipSync } from 'node:zlib';

/** Median of a non-empty list (the mean of the middle two for an even count). */
export const median = (values: readonly number[]): number => {
  if (values.length === 0) throw new Error('median of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/**
 * Nearest-rank percentile (p in 0..100): the smallest sample with at least p% of samples at or below
 * it. Always an observed value, so p99 of 200 samples is the 198th fastest, not an interpolation.
 */
export const percentile = (values: readonly number[], p: number): number => {
  if (values.length === 0) throw new Error('percentile of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] as number;
};

/** Gzip at zlib's default level: the same figure Vite and scripts/build-web.ts print. */
export const gzipBytes = (body: Buffer | string): number => gzipSync(body).length;

export const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

export const round = (value: number, digits = 1): number => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};
