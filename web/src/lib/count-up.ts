/** The number a counter shows at `step` of `steps` on its way to `target`: whole numbers, ending exactly on it. */
export const countUpValue = (target: number, step: number, steps: number): number => {
  if (steps <= 0 || step >= steps) return target;
  if (step <= 0) return 0;
  return Math.round((target * step) / steps);
};
