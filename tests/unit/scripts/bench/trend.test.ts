import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { check } from '../../../../scripts/bench/budgets';
import { renderTrend } from '../../../../scripts/bench/index';
import {
  coverage,
  figureKey,
  type Landed,
  movements,
  readLanded,
  recordFigures,
  writeLanded,
} from '../../../../scripts/bench/trend';

const reading = (bytes: number) => check('pages', '/faq', 'js gzip', bytes, 142_000, 'max');
const score = (value: number) => check('lighthouse', '/', 'performance', value, 98, 'min');
const landed: Landed = {
  commit: 'abcdef0123456789',
  recordedAt: '2026-11-20T10:00:00.000Z',
  figures: { 'pages /faq js gzip': 141_800, 'lighthouse / performance': 99, 'lighthouse / tbt': 30 },
};

describe('the trend against the landed figures', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-trend-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keys a figure by its section, subject and metric', () => {
    expect(figureKey(reading(1))).toBe('pages /faq js gzip');
  });

  it('calls fewer bytes better and a lower score worse, and lists the worse first', () => {
    const moved = movements([reading(139_300), score(97)], landed);
    expect(moved.map((m) => [m.check.metric, m.landed, m.change, m.direction])).toEqual([
      ['performance', 99, -2, 'worse'],
      ['js gzip', 141_800, -2_500, 'better'],
    ]);
  });

  it('leaves out what did not move, what has no landed figure and what is not a number', () => {
    const unchanged = reading(141_800);
    const unknown = check('pages', '/new', 'js gzip', 100_000, 142_000, 'max');
    const failedRun = check('lighthouse', '/', 'measured (timeout)', false, true, 'equal');
    expect(movements([unchanged, unknown, failedRun], landed)).toEqual([]);
    expect(coverage([unchanged, unknown, failedRun], landed)).toEqual({ known: 1, unknown: 1 });
  });

  it('prints the moves with their signs and units, and says how many were compared', () => {
    const lines = renderTrend(
      [reading(139_300), score(97), check('lighthouse', '/', 'tbt', 30, 50, 'max')],
      landed,
    );
    expect(lines[0]).toBe('## Trend against the last landed figures (commit abcdef0, 2026-11-20)');
    expect(lines[1]).toBe('3 figures compared: 1 better, 1 worse, 1 unchanged.');
    expect(lines[3]).toBe('| / | performance | 99 | 97 | −2 | ⚠️ worse |');
    expect(lines[4]).toBe('| /faq | js gzip | 141.8 kB | 139.3 kB | −2.5 kB | better |');
  });

  it('says how to start when nothing has landed', () => {
    expect(renderTrend([reading(1)], undefined).join('\n')).toMatch(/--record/);
  });

  it('records a run over the landed figures, keeping the sections it did not run', () => {
    const file = path.join(dir, 'landed.json');
    const next = recordFigures(
      [reading(139_300), score(100)],
      landed,
      'fedcba98',
      '2026-11-26T22:00:00.000Z',
    );
    writeLanded(next, file);
    expect(readLanded(file)).toEqual({
      commit: 'fedcba98',
      recordedAt: '2026-11-26T22:00:00.000Z',
      figures: { 'lighthouse / performance': 100, 'lighthouse / tbt': 30, 'pages /faq js gzip': 139_300 },
    });
    expect(readLanded(path.join(dir, 'missing.json'))).toBeUndefined();
  });
});
