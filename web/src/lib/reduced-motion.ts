/** The visitor asked for less motion (or the browser cannot say, which we treat the same way). */
export const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia !== 'function' || window.matchMedia('(prefers-reduced-motion: reduce)').matches;
