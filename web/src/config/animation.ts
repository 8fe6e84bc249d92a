/** the home page's counters run for 2 seconds in 60 steps. */
export const countUp = { durationMs: 2000, steps: 60 } as const;
