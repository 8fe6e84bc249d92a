import { describe, expect, it } from 'vitest';
import { countUp } from '@/config/animation';
import { countUpValue } from '@/lib/count-up';

describe('countUpValue', () => {
  it('runs for 2 seconds in 60 steps', () => {
    expect(countUp).toEqual({ durationMs: 2000, steps: 60 });
  });

  it('starts at 0, ends exactly on the target and never goes back', () => {
    const frames = Array.from({ length: countUp.steps + 1 }, (_, step) =>
      countUpValue(500, step, countUp.steps),
    );
    expect(frames[0]).toBe(0);
    expect(frames.at(-1)).toBe(500);
    for (let index = 1; index < frames.length; index += 1)
      expect(frames[index]).toBeGreaterThanOrEqual(frames[index - 1] ?? 0);
  });

  it('shows whole numbers only, even for small targets', () => {
    const frames = Array.from({ length: 61 }, (_, step) => countUpValue(5, step, 60));
    expect(frames.every(Number.isInteger)).toBe(true);
    expect(countUpValue(100, 30, 60)).toBe(50);
  });

  it('jumps to the target when there are no steps to take', () => {
    expect(countUpValue(100, 0, 0)).toBe(100);
  });
});
