import { describe, expect, it } from 'vitest';
import { resendsOnDayOf } from '../../../../lambdas/data/notice-admin';

const by = 'admin-sub';

describe('the resend cap counts the London day (security review L6)', () => {
  it('in summer time, a resend at 23:30 London (22:30 UTC) is the day before 00:30 London', () => {
    const resends = [
      { by, at: '2026-07-14T22:30:00.000Z' },
      { by, at: '2026-07-14T23:30:00.000Z' },
    ];
    // 00:15 London on 15 July: only the second was today.
    expect(resendsOnDayOf(resends, new Date('2026-07-14T23:15:00.000Z'))).toBe(1);
    expect(resendsOnDayOf(resends, new Date('2026-07-14T22:45:00.000Z'))).toBe(1);
  });

  it('in winter London is UTC: both of one UTC day count, yesterday’s none', () => {
    const resends = [
      { by, at: '2026-01-13T23:59:00.000Z' },
      { by, at: '2026-01-14T00:01:00.000Z' },
      { by, at: '2026-01-14T23:59:00.000Z' },
    ];
    expect(resendsOnDayOf(resends, new Date('2026-01-14T12:00:00.000Z'))).toBe(2);
    expect(resendsOnDayOf([], new Date('2026-01-14T12:00:00.000Z'))).toBe(0);
  });
});
