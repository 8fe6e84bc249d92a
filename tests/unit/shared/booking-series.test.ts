import { describe, expect, it } from 'vitest';
import { endsWithSeries, seriesDates, seriesRunsPastHorizon } from '../../../shared/booking-series';
import { londonInstant } from '../../../shared/london-time';

const NOW = londonInstant('2026-11-21', '09:00');

describe('a series of regular visits', () => {
  it('falls on the same weekday, weekly or fortnightly, for a number of visits or up to a date', () => {
    expect(seriesDates('2026-11-25', 'weekly', { visits: 3 }, NOW)).toEqual([
      '2026-11-25',
      '2026-12-02',
      '2026-12-09',
    ]);
    expect(seriesDates('2026-11-25', 'fortnightly', { until: '2027-01-06' }, NOW)).toEqual([
      '2026-11-25',
      '2026-12-09',
      '2026-12-23',
      '2027-01-06',
    ]);
  });

  it('never runs past 12 months', () => {
    const all = seriesDates('2026-11-25', 'weekly', { visits: 60 }, NOW);
    expect(all.at(-1)).toBe('2027-11-17');
    expect(all).toHaveLength(52);
    expect(seriesRunsPastHorizon('2026-11-25', 'weekly', { visits: 60 }, NOW)).toBe(true);
    expect(seriesRunsPastHorizon('2026-11-25', 'weekly', { visits: 52 }, NOW)).toBe(false);
    expect(seriesRunsPastHorizon('2026-11-25', 'weekly', { until: '2027-12-01' }, NOW)).toBe(true);
  });

  it('ends with two weeks notice: visits in the next 14 days go ahead', () => {
    expect(endsWithSeries({ serviceDate: '2026-12-04', serviceTime: '10:00' }, NOW)).toBe(false);
    expect(endsWithSeries({ serviceDate: '2026-12-05', serviceTime: '10:00' }, NOW)).toBe(true);
  });
});
